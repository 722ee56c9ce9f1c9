import { Stack, Text, Title } from "@mantine/core";
import { SearchBar } from "../components/lists/search-bar.tsx";
import { SearchSections } from "../components/lists/search-results.tsx";
import { pageMeta } from "../lib/meta.ts";
import { rootDataFrom, useSite } from "../lib/root-data.ts";
import { siteContext } from "../lib/site-context.ts";
import type { Route } from "./+types/search.ts";

/** The API refuses longer queries (docs/decisions.md); the page quietly shortens them instead. */
const MAX_QUERY = 200;

export async function loader({ context, request }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const q = (new URL(request.url).searchParams.get("q") ?? "").slice(0, MAX_QUERY);
  if (q.trim() === "") return { q, results: null };
  const { authors, namedReactions, molecules } = await site.search(q);
  return { q, results: { authors, namedReactions, molecules } };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const { settings, origin } = rootDataFrom(matches);
  const q = loaderData?.q ?? "";
  return pageMeta({
    title: `Searching on ${settings.siteName}`,
    fullTitle: true,
    description: `Search ${settings.siteName} for molecules, principal investigators and named reactions.`,
    path: q ? `/search?q=${encodeURIComponent(q)}` : "/search",
    origin,
    siteName: settings.siteName,
    // Result pages are endless variations of the lists; search engines should index the lists.
    noindex: true,
  });
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { settings } = useSite();
  const { q, results } = loaderData;
  return (
    <Stack gap="lg">
      <Title order={1}>Searching on {settings.siteName}</Title>
      <Stack gap={4}>
        <SearchBar label="Search molecules, authors and named reactions" />
        <Text size="sm" c="gray.7">
          Search engine powered by <strong>{settings.siteName} search</strong>
        </Text>
      </Stack>
      {results ? <SearchSections query={q} results={results} /> : null}
    </Stack>
  );
}
