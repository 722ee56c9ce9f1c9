import { originOf } from "../lib/root-data.ts";
import { siteContext } from "../lib/site-context.ts";
import type { Route } from "./+types/robots.ts";

/** robots.txt: everything public may be crawled except the editor and sign-in; points to the sitemap. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { settings } = context.get(siteContext);
  const origin = originOf(request, settings.publicUrl);
  const body = [
    "User-agent: *",
    "Disallow: /edit",
    "Disallow: /login",
    "Disallow: /api/",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
