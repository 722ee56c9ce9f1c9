import { originOf } from "../lib/root-data.ts";
import { siteContext } from "../lib/site-context.ts";
import type { Route } from "./+types/sitemap.ts";

const STATIC_PATHS = [
  "/",
  "/molecule",
  "/author",
  "/date",
  "/carbon",
  "/named-reactions",
  "/protecting-group",
  "/contribute",
  "/contact",
  "/privacy",
  "/cookie",
  "/terms",
];

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** sitemap.xml, built from the database: every public page a search engine should know. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const origin = originOf(request, site.settings.publicUrl);
  const [syntheses, molecules, authors, named, groups, reagents, solvents] = await Promise.all([
    site.syntheses.list(),
    site.molecules.list(),
    site.authors.list(),
    site.namedReactions.list(),
    site.protectingGroups.list(),
    site.lookupPages.list("reagent"),
    site.lookupPages.list("solvent"),
  ]);
  const paths = [
    ...STATIC_PATHS,
    ...syntheses.map((s) => `/syn/${s.id}`),
    ...molecules
      .filter((m) => m.syntheses_count > 1)
      .map((m) => `/molecule/${encodeURIComponent(m.structure)}`),
    ...authors.filter((a) => a.syntheses_count > 0).map((a) => `/authors/${encodeURIComponent(a.url)}`),
    ...named.map((n) => `/named-reactions/${encodeURIComponent(n.url)}`),
    ...groups.map((g) => `/protecting-group/${encodeURIComponent(g.url)}`),
    // Like authors: only the reagents and solvents a published synthesis uses (the others' pages are empty).
    ...reagents.filter((r) => r.syntheses_count > 0).map((r) => `/reagent/${encodeURIComponent(r.url)}`),
    ...solvents.filter((s) => s.syntheses_count > 0).map((s) => `/solvent/${encodeURIComponent(s.url)}`),
  ];
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${paths
    .map((path) => `  <url><loc>${escapeXml(origin + path)}</loc></url>`)
    .join("\n")}\n</urlset>\n`;
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
