import { Anchor, List, Text } from "@mantine/core";
import { Link } from "react-router";
import { hitUsesText } from "../../../domain/search-hit-text.ts";
import type { SearchHit } from "../../lib/site-context.ts";
import { IndexSection } from "./index-section.tsx";

export interface SearchSectionsData {
  authors: SearchHit[];
  namedReactions: SearchHit[];
  molecules: SearchHit[];
  reagents: SearchHit[];
  solvents: SearchHit[];
}

const SECTIONS = [
  { key: "authors", phrase: "Authors corresponding to", path: "/authors/", none: "No author matches." },
  {
    key: "namedReactions",
    phrase: "Named Reactions corresponding to",
    path: "/named-reactions/",
    none: "No named reaction matches.",
  },
  {
    key: "molecules",
    phrase: "Molecules corresponding to",
    path: "/molecule/",
    none: "No molecule matches.",
  },
  // Reagents and solvents (pages.md §2.4.3): each hit links to its page and counts its syntheses.
  { key: "reagents", phrase: "Reagents corresponding to", path: "/reagent/", none: "No reagent matches." },
  { key: "solvents", phrase: "Solvents corresponding to", path: "/solvent/", none: "No solvent matches." },
] as const;

function HitLink({ hit, path }: { hit: SearchHit; path: string }) {
  if (hit.url === null)
    return (
      <Text span fw={600}>
        {hit.name}
      </Text>
    );
  return (
    <Anchor component={Link} to={`${path}${encodeURIComponent(hit.url)}`} fw={600}>
      {hit.name}
    </Anchor>
  );
}

/** What a hit shows under its name: a named reaction's summary, a molecule's formula. */
function HitNote({ hit, kind }: { hit: SearchHit; kind: (typeof SECTIONS)[number]["key"] }) {
  if (kind === "namedReactions")
    return <Text size="sm">{hit.short_description || "Description unavailable."}</Text>;
  if (kind === "molecules" && hit.short_description)
    return (
      <Text size="sm" c="gray.7">
        {hit.short_description}
      </Text>
    );
  if (kind === "reagents" || kind === "solvents") return <LookupHitNote hit={hit} />;
  return null;
}

/** A reagent's formula and synonyms, then how many published syntheses use the item. */
function LookupHitNote({ hit }: { hit: SearchHit }) {
  return (
    <>
      {hit.short_description && (
        <Text size="sm" c="gray.7">
          {hit.short_description}
        </Text>
      )}
      <Text size="sm">{hitUsesText(hit.syntheses_count ?? 0)}</Text>
    </>
  );
}

/** The result sections of the search page (docs/product/pages.md §2.4.3), the query in quotes. */
export function SearchSections({ query, results }: { query: string; results: SearchSectionsData }) {
  return SECTIONS.map((section) => {
    const hits = results[section.key];
    return (
      <IndexSection key={section.key} id={`results-${section.key}`} title={`${section.phrase} "${query}"`}>
        {hits.length === 0 ? (
          <Text c="gray.7">{section.none}</Text>
        ) : (
          <List spacing="xs" listStyleType="none" ml={0} pl={0} data-testid={`hits-${section.key}`}>
            {hits.map((hit) => (
              <List.Item key={hit.id}>
                <HitLink hit={hit} path={section.path} />
                <HitNote hit={hit} kind={section.key} />
              </List.Item>
            ))}
          </List>
        )}
      </IndexSection>
    );
  });
}
