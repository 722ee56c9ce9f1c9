import { data, redirect } from "react-router";
import { parseInchiKey } from "../../domain/inchikey.ts";
import { NotFoundView } from "../components/layout/error-view.tsx";
import { rootDataFrom } from "../lib/root-data.ts";
import { siteContext } from "../lib/site-context.ts";
import type { Route } from "./+types/molecule-by-inchikey.ts";

/**
 * /molecule/inchikey/{key}: the address other databases can link by, moved for good (301) to the
 * page of the published molecule with that InChIKey (either case is read). A text that is not a
 * standard InChIKey, or a key no published molecule has, is the 404 page (docs/product/pages.md).
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const key = parseInchiKey(params.key);
  const structure =
    key === null ? undefined : await context.get(siteContext).molecules.structureByInchiKey(key);
  if (!structure) throw data(null, { status: 404, statusText: "Not Found" });
  throw redirect(`/molecule/${encodeURIComponent(structure)}`, 301);
}

export function meta({ matches }: Route.MetaArgs) {
  const siteName = rootDataFrom(matches)?.settings.siteName ?? "Synthesis Archive";
  return [{ title: `Page not found | ${siteName}` }, { name: "robots", content: "noindex" }];
}

/** Never shown: the loader always moves on or answers 404. */
export default function MoleculeByInchiKey() {
  return <NotFoundView />;
}
