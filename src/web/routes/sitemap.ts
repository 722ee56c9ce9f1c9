import { pageDates, w3cDatetime } from "../../domain/page-dates.ts";
import { originOf } from "../lib/root-data.ts";
import { siteContext } from "../lib/site-context.ts";
import type { Route } from "./+types/sitemap.ts";

/** Pages that list the whole archive: they change whenever it does. */
const LIST_PATHS = ["/", "/molecule", "/author", "/date", "/carbon", "/named-reactions", "/protecting-group"];
/** Pages whose text is part of the site's code: they change only with a new version of the site. */
const TEXT_PATHS = ["/contribute", "/contact", "/privacy", "/cookie", "/terms"];

/**
 * When this version of the site started: no text page can have changed later, and the archive
 * stores no time for them (docs/decisions/site/0078-structured-data-and-the-sitemap-lastmod.md).
 */
const STARTED_AT = w3cDatetime(new Date().toISOString()) as string;

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** sitemap.xml, built from the database: every public page a search engine should know, with its lastmod. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const origin = originOf(request, site.settings.publicUrl);
  const [syntheses, molecules, authors, named, groups, reagents, solvents, rows] = await Promise.all([
    site.syntheses.list(),
    site.molecules.list(),
    site.authors.list(),
    site.namedReactions.list(),
    site.protectingGroups.list(),
    site.lookupPages.list("reagent"),
    site.lookupPages.list("solvent"),
    site.pageDateRows(),
  ]);
  const dates = pageDates(rows);
  const newest = dates.newest ?? STARTED_AT;
  const entries: [path: string, lastmod: string | null][] = [
    ...LIST_PATHS.map((path): [string, string] => [path, newest]),
    ...TEXT_PATHS.map((path): [string, string] => [path, STARTED_AT]),
    ...syntheses.map((s): [string, string | null] => [`/syn/${s.id}`, dates.of("synthesis", s.id)]),
    ...molecules
      .filter((m) => m.syntheses_count > 1)
      .map((m): [string, string | null] => [
        `/molecule/${encodeURIComponent(m.structure)}`,
        dates.of("molecule", m.structure),
      ]),
    ...authors
      .filter((a) => a.syntheses_count > 0)
      .map((a): [string, string | null] => [
        `/authors/${encodeURIComponent(a.url)}`,
        dates.of("author", a.url),
      ]),
    ...named.map((n): [string, string | null] => [
      `/named-reactions/${encodeURIComponent(n.url)}`,
      dates.of("named_reaction", n.url),
    ]),
    ...groups.map((g): [string, string | null] => [
      `/protecting-group/${encodeURIComponent(g.url)}`,
      dates.of("protecting_group", g.url),
    ]),
    // Like authors: only the reagents and solvents a published synthesis uses (the others' pages are empty).
    ...reagents
      .filter((r) => r.syntheses_count > 0)
      .map((r): [string, string | null] => [
        `/reagent/${encodeURIComponent(r.url)}`,
        dates.of("reagent", r.url),
      ]),
    ...solvents
      .filter((s) => s.syntheses_count > 0)
      .map((s): [string, string | null] => [
        `/solvent/${encodeURIComponent(s.url)}`,
        dates.of("solvent", s.url),
      ]),
  ];
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries
    .map(
      ([path, lastmod]) =>
        `  <url><loc>${escapeXml(origin + path)}</loc><lastmod>${lastmod ?? newest}</lastmod></url>`,
    )
    .join("\n")}\n</urlset>\n`;
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
