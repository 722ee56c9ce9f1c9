import { createPreviewService } from "../../src/server/web/preview-service.ts";
import { createSiteServices } from "../../src/server/web/site-services.ts";
import type { SiteServices } from "../../src/web/lib/site-context.ts";
import type { TestApp } from "./test-app.ts";

/**
 * The site services a preview page's loader reads, over a test app's database: the preview service
 * wired as the server wires it, except that uploads are never read and the mail sender is never
 * woken (the pages under test draw in memory and send nothing).
 */
export function previewSiteServices(
  t: TestApp,
  origin: string,
  doiResolver?: Parameters<typeof createPreviewService>[0]["doiResolver"],
): SiteServices {
  return createSiteServices({
    repos: t.runtime.repos,
    search: t.runtime.search,
    config: t.runtime.config,
    preview: createPreviewService({
      transaction: t.runtime.transaction,
      drafts: t.runtime.repos.drafts,
      reviews: t.runtime.repos.reviews,
      publication: t.runtime.repos.publication,
      uploads: { read: async () => null } as never,
      mail: { wake() {} },
      site: { siteName: "Synthesis Archive", origin },
      structures: t.runtime.publishDeps.structures,
      lookups: t.runtime.repos.lookups,
      doiResolver,
    }),
  }) as SiteServices;
}
