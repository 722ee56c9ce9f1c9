import { Anchor, List } from "@mantine/core";
import { referenceHref } from "../../../domain/display-rules.ts";

interface Reference {
  id: number;
  display: string;
  doi: string | null;
  url: string | null;
}

/** References, each a link to its URL when present, else to its DOI (docs/product/rules.md §3.4). */
export function ReferenceList({ references }: { references: readonly Reference[] }) {
  if (references.length === 0) return null;
  return (
    <List spacing={4} size="sm">
      {references.map((ref) => {
        const href = referenceHref(ref);
        return (
          <List.Item key={ref.id}>
            {href ? (
              <Anchor href={href} inherit>
                {ref.display}
              </Anchor>
            ) : (
              ref.display
            )}
          </List.Item>
        );
      })}
    </List>
  );
}
