import { Anchor, List } from "@mantine/core";
import { referenceHref, separateDoiHref } from "../../../domain/display-rules.ts";

interface Reference {
  id: number;
  display: string;
  doi: string | null;
  url: string | null;
}

/**
 * References, each a link to its URL when present, else to its DOI; a reference with both also shows
 * its DOI as a link of its own (docs/product/rules.md §3.4).
 */
export function ReferenceList({ references }: { references: readonly Reference[] }) {
  if (references.length === 0) return null;
  return (
    <List spacing={4} size="sm">
      {references.map((ref) => {
        const href = referenceHref(ref);
        const doi = separateDoiHref(ref);
        return (
          <List.Item key={ref.id}>
            {href ? (
              <Anchor href={href} inherit>
                {ref.display}
              </Anchor>
            ) : (
              ref.display
            )}
            {doi ? (
              <>
                {" "}
                <Anchor href={doi} inherit>
                  DOI: {ref.doi?.trim()}
                </Anchor>
              </>
            ) : null}
          </List.Item>
        );
      })}
    </List>
  );
}
