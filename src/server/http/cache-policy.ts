/**
 * Which requests the shared response cache may answer, and under which key. The key is the path
 * plus only the query parameters the route reads, so `?junk=1`, `?junk=2`… share one entry instead
 * of filling memory; the server also strips the other parameters before the route runs, so an
 * answer can never depend on a parameter that is not in its key. A route that starts reading a
 * query parameter must be listed in `keptParams`.
 */

/** Longer request targets are refused with 414: no page or API call needs them. */
export const MAX_URL_LENGTH = 2048;

/**
 * React Router's route discovery (`/__manifest?paths=…&version=…`): the browser asks which routes
 * serve the links of a page, batching paths into URLs of up to 7,680 characters (React Router
 * refuses longer ones itself). Its answers depend on every parameter, so it is never shared.
 */
const ROUTE_DISCOVERY = "/__manifest";

/** The request target (path and query) of an absolute request URL. */
export function requestTarget(url: string): string {
  return url.slice(url.indexOf("/", url.indexOf("//") + 2));
}

/** True when the request target is longer than the server accepts (route discovery excepted). */
export function isTooLong(target: string): boolean {
  return target.length > MAX_URL_LENGTH && !target.startsWith(`${ROUTE_DISCOVERY}?`);
}

export const SESSION_COOKIE_NAME = "synthesis_session";

/**
 * True when a request carries a session cookie or other credentials: its answer may depend on who
 * asks, so it is never shared (below) and is marked private (private-answers.ts).
 */
export function carriesCredentials(headers: { cookie?: string; authorization?: string }): boolean {
  return (
    headers.authorization !== undefined || (headers.cookie?.includes(`${SESSION_COOKIE_NAME}=`) ?? false)
  );
}

/**
 * Public JSON reads (GET answers identical for every visitor). Text search is not cached (endless
 * keys, answered in about a millisecond); structure search and its drawings are (a query may take
 * tens of milliseconds), within the cache's bounds.
 */
const CACHED_API =
  /^\/api\/((syntheses|molecules|molecule|authors|named-reactions|protecting-groups|reagents|solvents|references)(\/|$)|search\/structure(\/image)?$|openapi\.json$)/;
/** Page paths that are never shared: they depend on who asks, are files, or are route discovery. */
const NOT_PAGES = /^\/(api|images|assets|sanctum|edit|login|preview|__manifest)(\/|$|\.data)/;

/** Query parameters that change an answer, by path. React Router's data requests end in `.data`. */
function keptParams(path: string): readonly string[] {
  if (path === "/search" || path === "/search.data") {
    const page = ["q", "structure", "mode", "threshold", "stereo", "bonds", "after"];
    return path.endsWith(".data") ? [...page, "_routes"] : page;
  }
  if (path === "/api/search/structure")
    return ["q", "mode", "limit", "threshold", "stereo", "bonds", "after"];
  if (path === "/api/search/structure/image") return ["smiles", "q", "bonds"];
  if (/^\/api\/syntheses\/[^/]+\/citation$/.test(path)) return ["format"];
  if (/^\/api\/molecules\/[^/]+\/citations$/.test(path)) return ["format"];
  if (path.endsWith(".data")) return ["_routes"];
  if (/^\/api\/syntheses\/[^/]+\/export$/.test(path)) return ["format"];
  return [];
}

export interface CacheableRequest {
  /** The shared cache key. */
  key: string;
  /** The request target with only the kept parameters, in a fixed order. */
  target: string;
}

export interface CachePolicyOptions {
  /** PUBLIC_URL. When empty, pages take their origin from the Host header, so it joins the key. */
  publicUrl: string;
}

export type CachePolicy = (
  method: string,
  target: string,
  headers: { host?: string; cookie?: string; authorization?: string },
) => CacheableRequest | null;

export function createCachePolicy(options: CachePolicyOptions): CachePolicy {
  const hostInKey = options.publicUrl === "";
  return (method, target, headers) => {
    if (method !== "GET" && method !== "HEAD") return null;
    // A request that carries a session (or other credentials) is personal: never shared.
    if (carriesCredentials(headers)) return null;
    const queryAt = target.indexOf("?");
    const path = queryAt === -1 ? target : target.slice(0, queryAt);
    if (!path.startsWith("/")) return null;
    if (path.startsWith("/api/") ? !CACHED_API.test(path) : NOT_PAGES.test(path)) return null;
    let normalised = path;
    if (queryAt !== -1) {
      const kept = keptParams(path);
      if (kept.length > 0) {
        const query = new URLSearchParams(target.slice(queryAt + 1));
        const out = new URLSearchParams();
        for (const name of kept) {
          const value = query.get(name);
          if (value !== null) out.set(name, value);
        }
        const text = out.toString();
        if (text) normalised = `${path}?${text}`;
      }
    }
    return { key: hostInKey ? `${headers.host ?? ""}${normalised}` : normalised, target: normalised };
  };
}
