import { Button, Paper, Text, Title } from "@mantine/core";

/**
 * The donate form of the configured card-payment provider (docs/product/pages.md §1.6): a plain POST to the
 * provider with its hidden fields. Without a configured action nothing is rendered.
 */
export function DonationForm({ action, fields }: { action: string; fields: Record<string, string> }) {
  if (!action) return null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="donate-title">
      <Title order={2} size="h4" id="donate-title">
        Support the archive
      </Title>
      <Text my="xs">
        The archive is free and run by volunteers. A donation pays for hosting and keeps it free for everyone.
      </Text>
      <form method="post" action={action} data-testid="donation-form">
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <Button type="submit">Donate</Button>
      </form>
    </Paper>
  );
}
