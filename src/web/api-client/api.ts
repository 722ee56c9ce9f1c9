/**
 * The editor's calls to the JSON API (docs/product/api.md): same-origin, the session cookie sent
 * automatically, writes with the page's csrf-token as X-CSRF-TOKEN. A refusal becomes an
 * `ApiFailure` carrying the server's message, so the screen can show it in the Snackbar.
 */

import { normalizeDoi } from "../../domain/doi.ts";

export class ApiFailure extends Error {
  readonly status: number;
  readonly field: string | undefined;
  /** What the completeness check found (422 `incomplete`), each with its place in the draft. */
  readonly problems: { path: string; message: string }[];
  constructor(
    message: string,
    status: number,
    field?: string,
    problems: { path: string; message: string }[] = [],
  ) {
    super(message);
    this.name = "ApiFailure";
    this.status = status;
    this.field = field;
    this.problems = problems;
  }
}

export function csrfToken(): string {
  return document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content ?? "";
}

/** The server's message from `{error:{message}}`, or a plain description of the status. */
export async function failureOf(response: Response): Promise<ApiFailure> {
  let message = `HTTP error! Status: ${response.status}`;
  let field: string | undefined;
  let problems: { path: string; message: string }[] = [];
  try {
    const body = (await response.json()) as {
      error?: { message?: unknown; field?: unknown; problems?: unknown };
    };
    if (typeof body.error?.message === "string" && body.error.message !== "") message = body.error.message;
    if (typeof body.error?.field === "string") field = body.error.field;
    if (Array.isArray(body.error?.problems)) {
      problems = body.error.problems.filter(
        (p): p is { path: string; message: string } =>
          typeof p?.path === "string" && typeof p?.message === "string",
      );
    }
  } catch {
    // Not JSON (a proxy's error page): keep the status text.
  }
  return new ApiFailure(message, response.status, field, problems);
}

export async function apiRequest<T>(
  method: "GET" | "POST" | "PUT" | "DELETE",
  path: string,
  body?: unknown,
): Promise<T> {
  const headers: Record<string, string> = { Accept: "application/json" };
  if (method !== "GET") headers["X-CSRF-TOKEN"] = csrfToken();
  if (body !== undefined) headers["Content-Type"] = "application/json";
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: "same-origin",
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiFailure("The server could not be reached. Check your connection and try again.", 0);
  }
  if (!response.ok) throw await failureOf(response);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

export const api = {
  get: <T>(path: string) => apiRequest<T>("GET", path),
  post: <T>(path: string, body: unknown) => apiRequest<T>("POST", path, body),
  put: <T>(path: string, body: unknown) => apiRequest<T>("PUT", path, body),
  del: (path: string) => apiRequest<void>("DELETE", path),
};

/** A refusal's text for the Snackbar. */
export function messageOf(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return "Something went wrong.";
}

/**
 * The DOI look-up path: the DOI in its stored form (a pasted `https://doi.org/…` or `doi:…` read as
 * the server reads it), its own slashes kept, every segment encoded.
 */
export function doiPath(doi: string): string {
  const text = normalizeDoi(doi) ?? doi.trim();
  return `/api/doi/${text.split("/").map(encodeURIComponent).join("/")}`;
}
