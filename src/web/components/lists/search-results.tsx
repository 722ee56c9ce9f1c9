import { Anchor, List, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { chemicalNameText } from "../../../domain/chemical-name-text.ts";
import { hitUsesText } from "../../../domain/search-hit-text.ts";
import type { SearchHit, SearchResults, SynthesisSearchHit } from "../../lib/site-context.ts";
import { IndexSection } from "./index-section.tsx";

/** The indexes the page shows, in the order of SECTIONS. */
export type SearchSectionsData = Pick<
  SearchResults,
  "syntheses" | "authors" | "namedReactions" | "molecules" | "reagents" | "solvents"
>;

interface Section {
  key: keyof SearchSectionsData;
  phrase: string;
  none: string;
  /** The hit's link (its name, or more when the name alone is ambiguous) and what shows under it. */
  link: (hit: SearchHit) => { to: string | null; text: string };
  note?: (hit: SearchHit) => ReactNode;
}

const slugLink =
  (path: string, show: (name: string) => string = (name) => name) =>
  (hit: SearchHit) => ({
    to: hit.url === null ? null : `${path}${encodeURIComponent(hit.url)}`,
    text: show(hit.name),
  });

/**
 * The result sections of docs/product/pages.md §2.4.3, one entry each: a new index is one more
 * entry here and its key in SearchSectionsData. Syntheses first: the most specific answer to a
 * query naming molecule, investigator or year.
 */
const SECTIONS: readonly Section[] = [
  {
    key: "syntheses",
    phrase: "Syntheses corresponding to",
    none: "No synthesis matches.",
    link: (hit) => {
      const s = hit as SynthesisSearchHit;
      return { to: `/syn/${s.id}`, text: `${s.molecule} (${s.author}, ${s.year})` };
    },
    // Found through what it uses: which named reaction, reagent or solvent, and in which steps.
    note: (hit) => {
      const via = (hit as SynthesisSearchHit).via;
      return via ? (
        <Text size="sm" c="gray.7">
          Uses {via}
        </Text>
      ) : null;
    },
  },
  {
    key: "authors",
    phrase: "Authors corresponding to",
    none: "No author matches.",
    link: slugLink("/authors/"),
  },
  {
    key: "namedReactions",
    phrase: "Named Reactions corresponding to",
    none: "No named reaction matches.",
    link: slugLink("/named-reactions/"),
    note: (hit) => <Text size="sm">{hit.short_description || "Description unavailable."}</Text>,
  },
  {
    key: "molecules",
    phrase: "Molecules corresponding to",
    none: "No molecule matches.",
    link: slugLink("/molecule/"),
    // A molecule's formula.
    note: (hit) =>
      hit.short_description ? (
        <Text size="sm" c="gray.7">
          {hit.short_description}
        </Text>
      ) : null,
  },
  // Reagents and solvents (pages.md §2.4.3): each hit links to its page and counts its syntheses.
  {
    key: "reagents",
    phrase: "Reagents corresponding to",
    none: "No reagent matches.",
    link: slugLink("/reagent/", chemicalNameText),
    note: (hit) => <LookupHitNote hit={hit} />,
  },
  {
    key: "solvents",
    phrase: "Solvents corresponding to",
    none: "No solvent matches.",
    link: slugLink("/solvent/", chemicalNameText),
    note: (hit) => <LookupHitNote hit={hit} />,
  },
];

function HitLink({ to, text }: { to: string | null; text: string }) {
  if (to === null)
    return (
      <Text span fw={600}>
        {text}
      </Text>
    );
  return (
    <Anchor component={Link} to={to} fw={600}>
      {text}
    </Anchor>
  );
}

/** The result sections of the search page (docs/product/pages.md §2.4.3), the query in quotes. */
export function SearchSections({ query, results }: { query: string; results: SearchSectionsData }) {
  return SECTIONS.map((section) => {
    const hits: SearchHit[] = results[section.key];
    return (
      <IndexSection key={section.key} id={`results-${section.key}`} title={`${section.phrase} "${query}"`}>
        {hits.length === 0 ? (
          <Text c="gray.7">{section.none}</Text>
        ) : (
          <List spacing="xs" listStyleType="none" ml={0} pl={0} data-testid={`hits-${section.key}`}>
            {hits.map((hit) => (
              <List.Item key={hit.id}>
                <HitLink {...section.link(hit)} />
                {section.note?.(hit)}
              </List.Item>
            ))}
          </List>
        )}
      </IndexSection>
    );
  });
}

/** A reagent's formula and synonyms (a solvent's synonyms), then how many published syntheses use the item. */
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
