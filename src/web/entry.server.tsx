import { randomBytes } from "node:crypto";
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { SCRIPT_MARKER_HEADER } from "../domain/script-marker.ts";

// The server reads the context key from the build, so both sides share one object.
export { siteContext } from "./lib/site-context.ts";

const RENDER_TIMEOUT_MS = 5_000;

/**
 * Renders the whole page before answering (onAllReady): every public page arrives complete in the
 * first HTML response for search engines and slow phones, and can be cached as a unit. Every inline
 * script the framework writes carries this render's marker (domain/script-marker.ts says why).
 */
export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  _loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") return new Response(null, { status, headers });
  const marker = randomBytes(18).toString("base64url");
  return new Promise<Response>((resolve, reject) => {
    let responseStatus = status;
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={marker} />,
      {
        nonce: marker,
        onAllReady() {
          const body = new PassThrough();
          headers.set("Content-Type", "text/html; charset=utf-8");
          headers.set(SCRIPT_MARKER_HEADER, marker);
          pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { headers, status: responseStatus }));
        },
        onShellError: reject,
        onError(error) {
          responseStatus = 500;
          console.error(error);
        },
      },
    );
    setTimeout(abort, RENDER_TIMEOUT_MS + 1000).unref();
  });
}

/**
 * Missing pages (404) are expected, not errors worth a log line; aborted requests neither, nor the
 * 503 of a page asked for while the database cannot be reached (the server logs the outage once).
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && (error.status < 500 || error.status === 503)) return;
  console.error(error);
};
