import {
  type AnswerOf,
  type ApiError,
  fill,
  type Method,
  type Operation,
  type Parts,
  type PathOf,
  type RequiredKeys,
} from "./api-routes.ts";

/**
 * The one way the web app sends a request to the server (docs/product/api.md §5.2), typed by
 * api-types.ts, which `npm run api:types` generates from the routes' OpenAPI document: a path, its
 * parameters, its body and its answer are checked by the compiler against what the route declares.
 * Same-origin, the session cookie sent by the browser, JSON both ways (a file's bytes as they are),
 * and the anti-forgery proof of a write, made here only: the page's token as X-CSRF-TOKEN, or for an
 * anonymous write the XSRF-TOKEN cookie fetched and echoed as X-XSRF-TOKEN.
 * Public pages call `send` (an answer, never a throw: they show a 429's wait and a refusal's
 * field); the editor's modules call api.ts, which turns a refusal into an ApiFailure.
 */

/** How a write proves it comes from our own page. */
interface AntiForgery {
  /** The session's token (a page's loader data); without it, the page's csrf-token meta tag. */
  csrfToken?: string;
  /** Signed out: fetch the XSRF-TOKEN cookie and echo it (sign-in, sign-up, a reset, a preview link). */
  anonymous?: true;
}
/** A route's parameters and body as it declares them; `media` only for a body that is not JSON. */
type Declared<O> = Omit<O, "answers" | (O extends { media: "application/json" } ? "media" : never)>;
/** The call's options: required when the route declares a required parameter or body. */
export type OptionsArg<O> =
  RequiredKeys<Declared<O>> extends never
    ? [options?: Declared<O> & AntiForgery]
    : [options: Declared<O> & AntiForgery];

export interface CallResult<T = unknown> {
  /** 0 when the server could not be reached. */
  status: number;
  data: T | null;
  /** The server's error: `{code, message, field?, problems?}`, when it sent one. */
  error: ApiError | null;
  /** Seconds to wait (Retry-After of a 429). */
  retryAfter: number | null;
}

/** The token the page's loader wrote into its csrf-token meta tag (the editor's page has one). */
const pageToken = () => document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content ?? "";

/** The XSRF-TOKEN cookie, fetched fresh (GET /sanctum/csrf-cookie), as X-XSRF-TOKEN echoes it. */
async function xsrfCookie(): Promise<string> {
  const warmUp: PathOf<"get"> = "/sanctum/csrf-cookie";
  await fetch(warmUp, { credentials: "same-origin" }).catch(() => null);
  const pair = document.cookie.split("; ").find((c) => c.startsWith("XSRF-TOKEN="));
  return pair ? decodeURIComponent(pair.slice("XSRF-TOKEN=".length)) : "";
}

async function proofOf(method: Method, options: AntiForgery): Promise<Record<string, string>> {
  if (options.anonymous) return { "X-XSRF-TOKEN": await xsrfCookie() };
  if (options.csrfToken !== undefined) return { "X-CSRF-TOKEN": options.csrfToken };
  return method === "get" ? {} : { "X-CSRF-TOKEN": pageToken() };
}

/** Sends one request; answers its status, its JSON (null for none) and its error, never throws. */
export async function send<M extends Method, P extends PathOf<M>>(
  method: M,
  path: P,
  ...[options]: OptionsArg<Operation<M, P>>
): Promise<CallResult<AnswerOf<M, P>>> {
  const parts = (options ?? {}) as Parts & AntiForgery;
  const raw = parts.body instanceof Blob;
  try {
    const response = await fetch(fill(path, parts), {
      method: method.toUpperCase(),
      credentials: "same-origin",
      headers: {
        Accept: "application/json",
        ...(parts.body === undefined ? {} : { "Content-Type": parts.media ?? "application/json" }),
        ...parts.headers,
        ...(await proofOf(method, parts)),
      },
      body: parts.body === undefined ? undefined : raw ? (parts.body as Blob) : JSON.stringify(parts.body),
    });
    const json = (await response.json().catch(() => null)) as { error?: unknown } | null;
    const error = response.ok ? null : json?.error;
    const wait = Number(response.headers.get("Retry-After"));
    return {
      status: response.status,
      data: response.ok ? (json as AnswerOf<M, P>) : null,
      error: error && typeof error === "object" ? (error as ApiError) : null,
      retryAfter: Number.isFinite(wait) && wait > 0 ? wait : null,
    };
  } catch {
    return { status: 0, data: null, error: null, retryAfter: null };
  }
}
