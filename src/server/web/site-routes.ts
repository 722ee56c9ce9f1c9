import { existsSync, readdirSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { serveStatic } from "@hono/node-server/serve-static";
import { type Context, Hono } from "hono";
import { getCookie } from "hono/cookie";
import {
  createRequestHandler,
  type RouterContext,
  RouterContextProvider,
  type ServerBuild,
} from "react-router";
import { isDatabaseUnavailable } from "../../db/unavailable.ts";
import type { SiteServices, Viewer } from "../../web/lib/site-context.ts";
import { addressGroup, clientAddress } from "../auth/client-address.ts";
import { SESSION_COOKIE } from "../auth/cookies.ts";
import type { SessionService } from "../auth/sessions.ts";
import { DATABASE_RETRY_AFTER_SECONDS } from "../http/errors.ts";
import type { PublicApiGate } from "../http/public-api-middleware.ts";
import type { Logger } from "../logger.ts";
import { countedStructureSearch } from "./counted-structure-search.ts";
import type { WebDevServer } from "./web-dev-server.ts";

type SiteBuild = ServerBuild & { entry: { module: { siteContext: RouterContext<SiteServices> } } };

/** Where `npm run build` (react-router build) writes the web app. */
export const BUILD_DIR = resolve(import.meta.dirname, "../../../build");

/** Paths whose pages depend on who asks; they are never kept in the shared page cache. */
const PERSONAL_PATHS = /^\/(edit|login|preview)(\/|$)/;

/**
 * The web site: hashed assets from build/client (cached for a year), then every other path rendered
 * by React Router on the server. Pages are the same for every anonymous visitor, so the shared
 * cache (http/cache-policy.ts) keeps their HTML; a request with a session cookie, or for a personal
 * path, is rendered afresh and marked private. A page that runs a structure search counts it
 * against the client's public read limit (`reads`, counted-structure-search.ts). Without a build
 * the API still works.
 */
export async function siteRoutes(deps: {
  services: SiteServices;
  sessions: SessionService;
  logger: Logger;
  buildDir?: string;
  /** The public API's read limit, which pages' structure searches count against (none: not counted). */
  reads?: PublicApiGate;
  /** `npm run dev`: pages from Vite's development server instead of build/ (web-dev-server.ts). */
  dev?: Pick<WebDevServer, "loadBuild">;
}) {
  const app = new Hono();
  const { dev } = deps;
  if (dev) {
    // Each request renders the modules as they are now; Vite's middlewares serve the scripts.
    const current = async () => {
      const build = (await dev.loadBuild()) as SiteBuild;
      return { build, handle: createRequestHandler(build, "development") };
    };
    // The structure sketcher is a bundle of its own (scripts/lib/sketcher-build.ts), served from an
    // earlier build when there is one.
    app.use("/assets/*", serveStatic({ root: resolve(deps.buildDir ?? BUILD_DIR, "client") }));
    // The code behind a page changes while the server runs: no copy of a page is kept.
    app.use("*", async (c, next) => {
      await next();
      c.header("Cache-Control", "no-store");
    });
    renderPages(app, deps, current);
    return app;
  }
  const buildDir = deps.buildDir ?? BUILD_DIR;
  const serverEntry = resolve(buildDir, "server/index.js");
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
      precompressed: true,
      onFound: (_path, c) => {
        c.header("Cache-Control", "public, max-age=31536000, immutable");
      },
    }),
  );
  // Other files of build/client (public/: favicon…) by exact name, so pages skip a disk lookup.
  const publicFiles = readdirSync(clientDir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && !/\.(br|gz)$/.test(entry.name))
    .map((entry) => `/${entry.name}`);
  for (const file of publicFiles) {
    app.get(
      file,
      serveStatic({
        root: clientDir,
        precompressed: true,
        onFound: (_p, c) => c.header("Cache-Control", "public, max-age=86400"),
      }),
    );
  }
  const fixed = { build, handle };
  renderPages(app, deps, async () => fixed);
  return app;
}

/**
 * Every other path rendered by React Router with the request's services and viewer; `current`
 * gives the build to render with (fixed in production, the modules as they are now in development).
 */
function renderPages(
  app: Hono,
  deps: { services: SiteServices; sessions: SessionService; reads?: PublicApiGate },
  current: () => Promise<{ build: SiteBuild; handle: ReturnType<typeof createRequestHandler> }>,
) {
  app.use("*", async (c, next) => {
    await next();
    if (getCookie(c, SESSION_COOKIE) || PERSONAL_PATHS.test(c.req.path)) {
      c.header("Cache-Control", "private, no-store");
    }
  });
  /** The services of one request: its structure searches counted against its client's address. */
  const countedServices = (c: Context, refused: (wait: number) => void): SiteServices => {
    const { reads } = deps;
    const group = reads ? addressGroup(clientAddress(c, { trustProxy: reads.trustProxy })) : "unknown";
    // No address to count (an in-process request) or no limit: the searches run uncounted.
    if (!reads || group === "unknown") return deps.services;
    const structureSearch = countedStructureSearch(
      deps.services.structureSearch,
      reads.limit,
      group,
      refused,
    );
    return { ...deps.services, structureSearch };
  };
  app.all("*", async (c) => {
    const token = getCookie(c, SESSION_COOKIE);
    // While the database cannot be reached the page is rendered as for a visitor (it is private
    // anyway: the request has a session cookie); whatever it reads answers the 503 page.
    const session = token
      ? await deps.sessions.resolve(token).catch((error: unknown) => {
          if (isDatabaseUnavailable(error)) return undefined;
          throw error;
        })
      : undefined;
    const viewer: Viewer | null = session ? { user: session.user, csrfToken: session.csrfToken } : null;
    let retryAfter: number | undefined;
    const services = countedServices(c, (wait) => {
      retryAfter = wait;
    });
    const { build, handle } = await current();
    const context = new RouterContextProvider();
    context.set(build.entry.module.siteContext, { ...services, viewer });
    const response = await handle(c.req.raw, context);
    if (response.status === 503) {
      response.headers.set("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS));
      response.headers.set("Cache-Control", "no-store");
    }
    if (response.status === 429 && retryAfter !== undefined) {
      response.headers.set("Retry-After", String(retryAfter));
      response.headers.set("Cache-Control", "no-store");
    }
    return response;
  });
}
