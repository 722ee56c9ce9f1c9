import { LookupPageView } from "../components/scheme/lookup-page-view.tsx";
import { loadLookupPage, lookupPageMeta } from "../lib/lookup-page.ts";
import { rootDataFrom } from "../lib/root-data.ts";
import { siteContext } from "../lib/site-context.ts";
import type { Route } from "./+types/solvent.ts";

/** `/solvent/{slug}` (docs/product/pages.md §2.17). */
export function loader({ params, context }: Route.LoaderArgs) {
  return loadLookupPage("solvent", params.identifier, context.get(siteContext));
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return lookupPageMeta(loaderData, rootDataFrom(matches));
}

export default function SolventPage({ loaderData }: Route.ComponentProps) {
  return <LookupPageView {...loaderData} />;
}
