import { acsCitation, type CslItem } from "../../domain/acs-citation.ts";
import { normalizeDoi } from "../../domain/doi.ts";
import { invalidInput, notFound } from "../../domain/errors.ts";
import { doiRefusal } from "../http/doi-field.ts";
import { ApiError, doiResolverFailed, fromDomain } from "../http/errors.ts";

/** What GET /api/doi/{doi} answers (docs/product/api.md §5.9). */
export interface DoiCitation {
  doi: string;
  display: string;
  url: string;
}

export interface DoiResolverOptions {
  /** DOI_RESOLVER_URL: `{baseUrl}/{doi}` answers CSL-JSON by content negotiation. */
  baseUrl: string;
  /** How long to wait for the resolver's whole answer (5 s). */
  timeoutMs?: number;
  /** Answers kept in memory: at most this many (1,000), each for `cacheTtlMs` (24 h). */
  cacheEntries?: number;
  cacheTtlMs?: number;
  /** Largest answer read (CSL-JSON of one work is a few kB; 1 MB). */
  maxBytes?: number;
  now?: () => number;
}

const badGateway = doiResolverFailed;

/**
 * Asks the DOI resolver for one work's CSL-JSON and formats it in ACS style. Successful answers
 * are cached (bounded, oldest out first); failures are not, so a retry asks again.
 */
export function createDoiResolver(options: DoiResolverOptions) {
  const baseUrl = options.baseUrl.replace(/\/+$/, "");
  const timeoutMs = options.timeoutMs ?? 5_000;
  const maxEntries = options.cacheEntries ?? 1_000;
  const ttlMs = options.cacheTtlMs ?? 24 * 60 * 60 * 1000;
  const maxBytes = options.maxBytes ?? 2 ** 20;
  const now = options.now ?? Date.now;
  // DOIs are case-insensitive: one entry per lower-cased DOI, holding the citation text.
  const cache = new Map<string, { display: string; expires: number }>();

  async function ask(doi: string): Promise<CslItem> {
    let response: Response;
    try {
      // Each path segment is encoded, the slashes kept (dot segments are refused in resolve()).
      const path = doi.split("/").map(encodeURIComponent).join("/");
      response = await fetch(`${baseUrl}/${path}`, {
        headers: { Accept: "application/vnd.citationstyles.csl+json" },
        redirect: "follow",
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === "TimeoutError";
      throw badGateway(
        timedOut
          ? `The DOI resolver did not answer within ${timeoutMs / 1000} s; try again later`
          : "The DOI resolver could not be reached; try again later",
      );
    }
    if (response.status === 404) {
      await response.body?.cancel();
      throw fromDomain(notFound("DOI"));
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw badGateway(`The DOI resolver answered ${response.status}; try again later`);
    }
    let body: string;
    try {
      body = await readLimited(response, maxBytes);
    } catch (error) {
      if (error instanceof ApiError) throw error;
      const timedOut = error instanceof Error && error.name === "TimeoutError";
      throw badGateway(
        timedOut
          ? `The DOI resolver did not answer within ${timeoutMs / 1000} s; try again later`
          : "The DOI resolver's answer broke off; try again later",
      );
    }
    let item: unknown;
    try {
      item = JSON.parse(body);
    } catch {
      throw badGateway("The DOI resolver's answer is not a citation record (CSL-JSON)");
    }
    if (typeof item !== "object" || item === null || Array.isArray(item)) {
      throw badGateway("The DOI resolver's answer is not a citation record (CSL-JSON)");
    }
    return item as CslItem;
  }

  return {
    /** 400 for a malformed DOI, 404 for an unknown one, 502 when the resolver fails. */
    async resolve(raw: string): Promise<DoiCitation> {
      // doi:, doi.org addresses and bare DOIs alike; dot segments (which the URL parser would fold
      // away, asking the resolver for another path) are refused with the rest.
      const doi = normalizeDoi(raw);
      if (doi === null) throw fromDomain(invalidInput("doi", doiRefusal(raw)));
      const key = doi.toLowerCase();
      const cached = cache.get(key);
      if (cached && cached.expires > now()) {
        // Most recently used last, so the oldest use leaves first.
        cache.delete(key);
        cache.set(key, cached);
        return { doi, display: cached.display, url: `https://doi.org/${doi}` };
      }
      cache.delete(key);
      const display = acsCitation(await ask(doi));
      if (!display) throw badGateway("The DOI resolver's record names no author, journal or year");
      cache.set(key, { display, expires: now() + ttlMs });
      while (cache.size > maxEntries) cache.delete(cache.keys().next().value as string);
      return { doi, display, url: `https://doi.org/${doi}` };
    },
    get cacheSize() {
      return cache.size;
    },
  };
}
export type DoiResolver = ReturnType<typeof createDoiResolver>;

async function readLimited(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get("content-length") ?? 0);
  if (declared > maxBytes) {
    await response.body?.cancel();
    throw badGateway("The DOI resolver's answer is too large");
  }
  if (!response.body) return "";
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body) {
    size += chunk.byteLength;
    if (size > maxBytes) throw badGateway("The DOI resolver's answer is too large");
    chunks.push(chunk);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}
