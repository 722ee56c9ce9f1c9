import { Anchor, Card, List, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import type { SynthesisSummary } from "../../../domain/views.ts";

/** The most recently added syntheses (home, wide screens), each linking to its page. */
export function RecentSyntheses({ syntheses }: { syntheses: SynthesisSummary[] }) {
  return (
    <Card withBorder radius="md" padding="md" w="18rem" data-testid="recent-syntheses">
      <Title order={2} size="h4" mb="xs">
        Recently added
      </Title>
      {syntheses.length === 0 ? (
        <Text c="gray.7">Nothing published yet.</Text>
      ) : (
        <List spacing={6} listStyleType="none" ml={0} pl={0}>
          {syntheses.map((s) => (
            <List.Item key={s.id}>
              <Anchor component={Link} to={`/syn/${s.id}`} fw={600}>
                {s.molecule.name}
              </Anchor>
              <Text size="sm" c="gray.7">
                {s.author.lastName} ({s.year})
              </Text>
            </List.Item>
          ))}
        </List>
      )}
    </Card>
  );
}
