import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import {
  createRequestHandler,
  type RouterContext,
  RouterContextProvider,
  type ServerBuild,
} from "react-router";
import type { SiteServices } from "../../web/lib/site-context.ts";
import type { Logger } from "../logger.ts";

type SiteBuild = ServerBuild & { entry: { module: { siteContext: RouterContext<SiteServices> } } };

/** Where `npm run build` (react-router build) writes the web app. */
export const BUILD_DIR = resolve(import.meta.dirname, "../../../build");

/**
 * The web site: hashed assets from build/client (cached for a year), then every other path rendered
 * by React Router on the server. Without a build the API still works and pages say how to build.
 */
export async function siteRoutes(deps: { services: SiteServices; logger: Logger; buildDir?: string }) {
  const buildDir = deps.buildDir ?? BUILD_DIR;
  const serverEntry = resolve(buildDir, "server/index.js");
  const app = new Hono();
  if (!existsSync(serverEntry)) {
    deps.logger.warn({ serverEntry }, "no web build found: run `npm run build`");
    app.all("*", (c) => c.text("The web app is not built yet: run `npm run build`.", 503));
    return app;
  }
  const build = (await import(pathToFileURL(serverEntry).href)) as SiteBuild;
  const handle = createRequestHandler(
    build,
    process.env.NODE_ENV === "development" ? "development" : "production",
  );
  const clientDir = resolve(buildDir, "client");

  app.use(
    "/assets/*",
    serveStatic({
      root: clientDir,
      onFound: (_path, c) => {
        c.header("Cache-Control", "public, max-age=31536000, immutable");
      },
    }),
  );
  app.use("*", serveStatic({ root: clientDir }));
  app.all("*", (c) => {
    const context = new RouterContextProvider();
    context.set(build.entry.module.siteContext, deps.services);
    return handle(c.req.raw, context);
  });
  return app;
}
