import { Stack, Text, Title } from "@mantine/core";
import { data } from "react-router";
import {
  SIMILARITY_THRESHOLD_DEFAULT,
  STRUCTURE_MODES,
  STRUCTURE_QUERY_MAX,
  type StructureMode,
} from "../../domain/structure-search.ts";
import { SearchBar } from "../components/lists/search-bar.tsx";
import { SearchSections } from "../components/lists/search-results.tsx";
import { StructureResults } from "../components/lists/structure-results.tsx";
import { StructureSearchForm, type StructureSearchState } from "../components/lists/structure-search.tsx";
import { routeMeta } from "../lib/meta.ts";
import { useSite } from "../lib/root-data.ts";
import { siteContext } from "../lib/site-context.ts";
import type { Route } from "./+types/search.ts";

/** The API refuses longer queries (docs/decisions/search/0008-search.md); the page quietly shortens them instead. */
const MAX_QUERY = 200;

export async function loader({ context, request }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const params = new URL(request.url).searchParams;
  const q = (params.get("q") ?? "").slice(0, MAX_QUERY);
  const structureText = params.get("structure");
  const modeText = params.get("mode") ?? "";
  const structure: StructureSearchState = {
    q: (structureText ?? "").slice(0, STRUCTURE_QUERY_MAX),
    mode: (STRUCTURE_MODES as readonly string[]).includes(modeText)
      ? (modeText as StructureMode)
      : "substructure",
    threshold: params.get("threshold") || String(SIMILARITY_THRESHOLD_DEFAULT),
    stereo: params.get("stereo") === "ignore" ? "ignore" : "counts",
    bonds: params.get("bonds") === "any" ? "any" : "exact",
    outcome: null,
  };
  // Structure mode (pages.md §2.4.2): `structure` given, even empty, shows its form first.
  if (structureText !== null) {
    if (structure.q.trim() !== "") {
      structure.outcome = await site.structureSearch({
        q: structure.q,
        mode: modeText || undefined,
        threshold: params.get("threshold") || undefined,
        stereo: params.get("stereo") || undefined,
        bonds: params.get("bonds") || undefined,
        after: params.get("after") || undefined,
      });
    }
    const status = structure.outcome && !structure.outcome.ok ? 400 : 200;
    // A page the time budget cut is kept by no cache (as its API answer): asked again, it searches again.
    const cut = structure.outcome?.ok === true && structure.outcome.results.cut;
    const headers: Record<string, string> = cut ? { "Cache-Control": "no-store" } : {};
    return data({ q, results: null, structure, structureMode: true }, { status, headers });
  }
  if (q.trim() === "") return { q, results: null, structure, structureMode: false };
  // Only what the page shows goes into its data (SearchSectionsData).
  const { syntheses, authors, namedReactions, molecules, reagents, solvents } = await site.search(q);
  return {
    q,
    results: { syntheses, authors, namedReactions, molecules, reagents, solvents },
    structure,
    structureMode: false,
  };
}

/** Passes on the loader's no-store for a cut structure search; other answers keep the defaults. */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  const cacheControl = loaderHeaders.get("Cache-Control");
  return cacheControl ? { "Cache-Control": cacheControl } : {};
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const q = loaderData?.q ?? "";
  return routeMeta(matches, (siteName) => ({
    title: `Searching on ${siteName}`,
    fullTitle: true,
    description: `Search ${siteName} for syntheses, molecules, principal investigators and named reactions.`,
    path: q ? `/search?q=${encodeURIComponent(q)}` : "/search",
    // Result pages are endless variations of the lists; search engines should index the lists.
    noindex: true,
  }));
}

/** What the box reads (pages.md §2.4.2): what a chemist may type, not the engine's name. */
const SEARCH_HINT =
  "Type a molecule, a principal investigator, a year, a named reaction, a reagent or a solvent, or words from a synthesis's description.";

export default function Search({ loaderData }: Route.ComponentProps) {
  const { settings } = useSite();
  const { q, results, structure, structureMode } = loaderData;
  const textSearch = (
    <Stack gap={4}>
      <SearchBar label="Search molecules, authors and named reactions" />
      <Text size="sm" c="gray.7">
        {SEARCH_HINT}
      </Text>
    </Stack>
  );
  const outcome = structure.outcome;
  return (
    <Stack gap="lg">
      <Title order={1}>Searching on {settings.siteName}</Title>
      {structureMode ? null : textSearch}
      {results ? <SearchSections query={q} results={results} /> : null}
      <StructureSearchForm state={structure} />
      {outcome?.ok ? <StructureResults results={outcome.results} /> : null}
      {structureMode ? textSearch : null}
    </Stack>
  );
}
