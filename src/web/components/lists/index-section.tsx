import { Stack, Title } from "@mantine/core";
import type { ReactNode } from "react";

/**
 * One section of a list page, the target of an index link. The scroll margin keeps the heading
 * clear of a sticky header after a jump.
 */
export function IndexSection({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <Stack
      component="section"
      id={id}
      aria-labelledby={`${id}-title`}
      gap="sm"
      style={{ scrollMarginTop: "5rem" }}
    >
      <Title order={2} id={`${id}-title`} size="h3">
        {title}
      </Title>
      {children}
    </Stack>
  );
}
