import { data, redirect } from "react-router";
import { chemicalNameText } from "../../domain/chemical-name-text.ts";
import { sampleSources } from "../../domain/display-rules.ts";
import {
  type LookupPageKind,
  lookupPageDescription,
  lookupPageTitle,
} from "../../domain/lookup-page-text.ts";
import { parseSlug } from "../../domain/url-params.ts";
import { pageMeta } from "./meta.ts";
import type { RootData } from "./root-data.ts";
import type { SiteServices } from "./site-context.ts";

/**
 * The loader of `/reagent/{slug}` and `/solvent/{slug}` (docs/product/pages.md §2.17): the item
 * and the syntheses its reactions come from; a former slug (a rename, a merge) moves for good to
 * the current one; anything else is the 404 page.
 */
export async function loadLookupPage(
  kind: LookupPageKind,
  identifier: string | undefined,
  site: SiteServices,
) {
  // The API's slug rule (domain/url-params.ts): anything no stored slug holds is not found.
  const slug = parseSlug(identifier ?? "");
  const page = slug === null ? undefined : await site.lookupPages.findByUrl(kind, slug);
  if (!page) {
    const current = slug === null ? undefined : await site.lookupPages.currentUrlFor(kind, slug);
    if (current) throw redirect(`/${kind}/${encodeURIComponent(current)}`, 301);
    throw data(null, { status: 404, statusText: "Not Found" });
  }
  const ids = [...new Set(page.groups.flatMap((g) => g.reactions.map((r) => r.part.synthesis.id)))];
  return { kind, page, sources: ids.length ? sampleSources(await site.syntheses.listByIds(ids), ids) : {} };
}

export type LookupPageData = Awaited<ReturnType<typeof loadLookupPage>>;

/** Title, description and canonical URL of the page (the loader's data as `meta` receives it). */
export function lookupPageMeta(
  loaderData:
    | {
        kind: LookupPageKind;
        page: { name: string; url: string; formula: string | null; syntheses_count: number };
      }
    | undefined,
  root: RootData | undefined,
) {
  if (!loaderData || !root) return [];
  const { kind, page } = loaderData;
  return pageMeta({
    title: lookupPageTitle(kind, chemicalNameText(page.name)),
    description: lookupPageDescription(kind, page),
    path: `/${kind}/${page.url}`,
    origin: root.origin,
    siteName: root.settings.siteName,
  });
}
