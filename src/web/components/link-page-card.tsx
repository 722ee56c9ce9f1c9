import { Card, Stack, Title } from "@mantine/core";
import type { FormEvent, ReactNode } from "react";

/**
 * The card of a page an e-mailed link opens (sign-up, invitation, password reset): narrow and
 * centred, the page's title first. With `onSubmit` its content is one form, which the pages check
 * themselves (noValidate) so that every message reads the same.
 */
export function LinkPageCard(props: {
  title: string;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  const content = (
    <Stack>
      <Title order={1} size="h2">
        {props.title}
      </Title>
      {props.children}
    </Stack>
  );
  return (
    <Card withBorder shadow="sm" padding="lg" radius="md" maw="28rem" mx="auto" my="xl" w="100%">
      {props.onSubmit ? (
        <form onSubmit={props.onSubmit} noValidate>
          {content}
        </form>
      ) : (
        content
      )}
    </Card>
  );
}
