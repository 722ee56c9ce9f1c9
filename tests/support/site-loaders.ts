import { RouterContextProvider } from "react-router";
import { createSiteServices } from "../../src/server/web/site-services.ts";
import { type SiteServices, siteContext } from "../../src/web/lib/site-context.ts";
import { loader as sitemapLoader } from "../../src/web/routes/sitemap.ts";
import type { TestApp } from "./test-app.ts";

/**
 * Public pages' loaders called directly over a test app's database, as the server wires them (no
 * preview service: tests/support/preview-site-services.ts). Requests come from http://x.
 */

/** A router context holding the site services a public page's loader reads. */
export function siteContextOf(t: TestApp): RouterContextProvider {
  const context = new RouterContextProvider();
  const services = createSiteServices({
    repos: t.runtime.repos,
    search: t.runtime.search,
    config: t.runtime.config,
  }) as SiteServices;
  context.set(siteContext, services);
  return context;
}

/** The sitemap's XML. */
export async function sitemapOf(t: TestApp): Promise<string> {
  const request = new Request("http://x/sitemap.xml");
  const response = (await sitemapLoader({ context: siteContextOf(t), request } as never)) as Response;
  return response.text();
}

/** A page's status: 200 when its loader answers, else the status of what it throws. */
export async function pageStatusOf(
  t: TestApp,
  loader: (args: never) => unknown,
  params: Record<string, string>,
): Promise<number> {
  try {
    await loader({ context: siteContextOf(t), params, request: new Request("http://x/") } as never);
    return 200;
  } catch (thrown) {
    return (thrown as { init: { status: number } }).init.status;
  }
}
