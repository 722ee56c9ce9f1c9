/**
 * The calls of the contribute page (docs/product/api.md §5.7, §5.13): sign-up and its verification,
 * anonymous and protected like the sign-in (the XSRF-TOKEN cookie echoed as X-XSRF-TOKEN), and the
 * draft calls of a signed-in contributor, which send the session's token as X-CSRF-TOKEN.
 */

import type { ApiErrorBody } from "../../../contract/errors.ts";

/** One cause of a refusal (`problems` of a 422 `incomplete`), as the contract names it. */
export type Problem = NonNullable<ApiErrorBody["error"]["problems"]>[number];

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

/** A signed-in write with the session's token. */
export function sessionCall<T>(method: string, url: string, csrfToken: string, body?: unknown) {
  return call<T>(method, url, { body, headers: { "X-CSRF-TOKEN": csrfToken } });
}

/** The sentence for a refusal: the server's message, the wait of a 429, or a network failure. */
export function refusalText(result: CallResult): string {
  if (result.status === 429) {
    const minutes = Math.max(1, Math.ceil((result.retryAfter ?? 60) / 60));
    return `Too many attempts: please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
  }
  if (result.status === 0) return "The server could not be reached: please try again.";
  return result.error?.message ?? `Something went wrong (HTTP ${result.status}).`;
}

/** A field error's text without the leading "field: " the API puts before it. */
export function fieldMessage(message: string, field: string): string {
  return message.startsWith(`${field}: `) ? message.slice(field.length + 2) : message;
}
