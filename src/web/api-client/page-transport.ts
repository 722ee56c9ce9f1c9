import type { ApiErrorBody } from "../../contract/errors.ts";

/**
 * The public pages' transport (contribute, sign-up link, password reset, invitation): these pages
 * show a 429's wait and a refusal's field, so a call answers a `CallResult` instead of throwing as
 * the editor's api.ts does, in a few lines that keep the pages lean. Only the typed modules of this
 * folder call it (typed-client.test.ts refuses an /api path given to it anywhere else).
 */

export interface CallResult<T = unknown> {
  /** 0 when the server could not be reached. */
  status: number;
  data: T | null;
  /** The server's error: `{code, message, field?, problems?}`, when it sent one. */
  error: ApiErrorBody["error"] | null;
  /** Seconds to wait (Retry-After of a 429). */
  retryAfter: number | null;
}

function xsrfCookie(): string {
  const pair = document.cookie.split("; ").find((c) => c.startsWith("XSRF-TOKEN="));
  return pair ? decodeURIComponent(pair.slice("XSRF-TOKEN=".length)) : "";
}

export async function call<T>(
  method: string,
  url: string,
  options: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<CallResult<T>> {
  try {
    const response = await fetch(url, {
      method,
      credentials: "include",
      headers: {
        Accept: "application/json",
        ...(options.body === undefined ? {} : { "Content-Type": "application/json" }),
        ...options.headers,
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const json = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    const error = response.ok ? null : ((json?.error as CallResult["error"]) ?? null);
    const wait = Number(response.headers.get("Retry-After"));
    return {
      status: response.status,
      data: response.ok ? (json as T) : null,
      error,
      retryAfter: Number.isFinite(wait) && wait > 0 ? wait : null,
    };
  } catch {
    return { status: 0, data: null, error: null, retryAfter: null };
  }
}

/** An anonymous write: fetch the anti-forgery cookie, then echo it (as the sign-in form does). */
export async function anonymousPost<T>(url: string, body: unknown): Promise<CallResult<T>> {
  await fetch("/sanctum/csrf-cookie", { credentials: "include" }).catch(() => null);
  return call<T>("POST", url, { body, headers: { "X-XSRF-TOKEN": xsrfCookie() } });
}

/** A signed-in call with the session's token (X-CSRF-TOKEN). */
export function sessionCall<T>(method: string, url: string, csrfToken: string, body?: unknown) {
  return call<T>(method, url, { body, headers: { "X-CSRF-TOKEN": csrfToken } });
}
