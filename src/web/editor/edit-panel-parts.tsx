import { Stack, Text, Title } from "@mantine/core";
import type { KeyboardEvent } from "react";

/** Enter in a field saves it the same way leaving it does. */
export function blurOnEnter(event: KeyboardEvent<HTMLInputElement>) {
  if (event.key === "Enter") event.currentTarget.blur();
}

/** A panel's heading and hint while nothing is selected in the list. */
export function Prompt(props: { title: string; text: string }) {
  return (
    <Stack>
      <Title order={2} size="h4">
        {props.title}
      </Title>
      <Text c="dimmed">{props.text}</Text>
    </Stack>
  );
}
