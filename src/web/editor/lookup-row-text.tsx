import { Text } from "@mantine/core";
import type { ReactNode } from "react";

/** A row whose name is still empty (created, not yet named). */
export function rowText(text: string): ReactNode {
  return text.trim() === "" ? (
    <Text span c="dimmed" fs="italic">
      (no name)
    </Text>
  ) : (
    text
  );
}
