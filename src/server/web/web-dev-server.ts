import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { ServerBuild } from "react-router";

/**
 * `npm run dev`: Vite's development server inside the site's own process. Its middlewares answer
 * the browser's module requests and the hot-update socket; pages are rendered from the modules it
 * compiles on request, so a change to a page is on screen without a build (the browser is updated
 * in place; the next request renders the new code on the server too). Vite is loaded only here, so
 * a production start never loads it.
 */
export interface WebDevServer {
  /** Connect-style: answers Vite's own requests, passes every other one to `next`. */
  middlewares: (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
  /** The app's server build as it is now (React Router's virtual module, compiled by Vite). */
  loadBuild: () => Promise<ServerBuild>;
  close: () => Promise<void>;
}

/**
 * `httpServer` is the site's own: the hot-update socket shares its port, which the pages' content
 * security policy allows ('self'), where Vite's default second port would be refused.
 */
export async function createWebDevServer(httpServer: Server): Promise<WebDevServer> {
  const { createServer } = await import("vite");
  const vite = await createServer({
    server: {
      middlewareMode: true,
      hmr: { server: httpServer },
      // Only the app's sources matter; the data, build and test folders hold hundreds of
      // thousands of files (drawings, caches) that would slow the watcher's notices down.
      watch: { ignored: ["**/.tmp/**", "**/data/**", "**/build/**", "**/test-results/**", "**/docs/**"] },
    },
    appType: "custom",
  });
  return {
    middlewares: (req, res, next) => vite.middlewares(req, res, next),
    loadBuild: async () => (await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild,
    close: () => vite.close(),
  };
}
