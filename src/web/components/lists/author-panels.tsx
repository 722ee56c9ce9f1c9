import { Accordion, Anchor, List } from "@mantine/core";
import { Link } from "react-router";
import { synthesesCount } from "../../lib/lists.ts";

export interface AuthorPanel {
  id: number;
  firstName: string;
  lastName: string;
  url: string;
  syntheses: { id: number; label: string }[];
}

/**
 * Expandable panels of the principal-investigator list: '{firstName} {lastName} (N syntheses)',
 * opening to links '{type_1} synthesis of {molecule} ({year})'. Mantine's Accordion gives buttons
 * with aria-expanded, Enter/Space to toggle and arrow keys between panels. Closed panels stay in
 * the server HTML (display: none) so their links are crawlable.
 */
export function AuthorPanels({ authors }: { authors: AuthorPanel[] }) {
  return (
    <Accordion multiple variant="separated" order={3} keepMounted keepMountedMode="display-none">
      {authors.map((a) => (
        <Accordion.Item key={a.id} value={String(a.id)} data-testid="author-panel">
          <Accordion.Control>
            {a.firstName} {a.lastName} ({synthesesCount(a.syntheses.length)})
          </Accordion.Control>
          <Accordion.Panel>
            <List spacing={4} listStyleType="none" ml={0} pl={0}>
              {a.syntheses.map((s) => (
                <List.Item key={s.id}>
                  <Anchor component={Link} to={`/syn/${s.id}`}>
                    {s.label}
                  </Anchor>
                </List.Item>
              ))}
              <List.Item mt="xs">
                <Anchor component={Link} to={`/authors/${encodeURIComponent(a.url)}`} fw={600}>
                  All syntheses by {a.firstName} {a.lastName}
                </Anchor>
              </List.Item>
            </List>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
