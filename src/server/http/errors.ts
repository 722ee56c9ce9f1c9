import type { ClientErrorStatusCode, ServerErrorStatusCode } from "hono/utils/http-status";

/** 419 is Laravel Sanctum's "token mismatch", kept for clients written against it. */
export type ErrorStatus = ClientErrorStatusCode | ServerErrorStatusCode | 419;

/** One place in a request that keeps it from succeeding (publishing lists every one). */
export interface ErrorProblem {
  path: string;
  message: string;
}

/**
 * One JSON error shape for every failure: `{ error: { code, message, field? } }`; a refusal with
 * several causes at once (an incomplete draft) also lists them as `problems`.
 */
export interface ErrorBody {
  error: {
    code: string;
    message: string;
    field?: string;
    problems?: ErrorProblem[];
    [more: string]: unknown;
  };
}

export class ApiError extends Error {
  readonly status: ErrorStatus;
  readonly code: string;
  readonly field?: string;
  readonly headers?: Record<string, string>;
  readonly problems?: ErrorProblem[];
  /** More about the refusal for the client to show (a changed draft's changes). */
  readonly details?: Record<string, unknown>;

  constructor(
    status: ErrorStatus,
    code: string,
    message: string,
    options: {
      field?: string;
      headers?: Record<string, string>;
      problems?: ErrorProblem[];
      details?: Record<string, unknown>;
    } = {},
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.field = options.field;
    this.headers = options.headers;
    this.problems = options.problems;
    this.details = options.details;
  }

  toBody(): ErrorBody {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.field ? { field: this.field } : {}),
        ...(this.problems ? { problems: this.problems } : {}),
        ...this.details,
      },
    };
  }
}

// Factories with stable codes, so clients and tests can rely on them.
/** `field` names the body field that points at the missing thing (e.g. `synthesis_id`), if any. */
export const notFound = (what = "Resource", field?: string) =>
  new ApiError(404, "not_found", `${what} not found`, field ? { field } : {});
export const invalidInput = (field: string, message: string) =>
  new ApiError(400, "invalid_input", `${field}: ${message}`, { field });
/**
 * The same refusal for a visitor typing into a search box: `message` is a whole sentence shown as
 * it is ('Type a SMILES without spaces'), never prefixed with the parameter, which `field` names.
 */
export const refusedQuery = (field: string, message: string) =>
  new ApiError(400, "invalid_input", message, { field });
/** An error of the RDKit path (timeout, failure) without the `field: ` its message starts with. */
export const withoutFieldPrefix = (error: ApiError) =>
  error.field && error.message.startsWith(`${error.field}: `)
    ? new ApiError(error.status, error.code, error.message.slice(error.field.length + 2), {
        field: error.field,
        headers: error.headers,
      })
    : error;
export const unauthenticated = () => new ApiError(401, "unauthenticated", "Sign in first");
export const forbidden = (message = "Not allowed") => new ApiError(403, "forbidden", message);
export const conflict = (field: string, message: string) =>
  new ApiError(409, "conflict", `${field}: ${message}`, { field });
/**
 * The unread rest of a refused body would be taken for the next request on a keep-alive
 * connection, so the connection is closed after this answer.
 */
export const payloadTooLarge = (message = "Request body is too large", field?: string) =>
  new ApiError(413, "payload_too_large", message, {
    headers: { Connection: "close" },
    ...(field ? { field } : {}),
  });
/** A user's stored things would pass a limit of the configuration (e.g. drafts per contributor). */
export const quotaExceeded = (message: string, field?: string) =>
  new ApiError(409, "quota_exceeded", message, field ? { field } : {});
export const uriTooLong = () =>
  new ApiError(414, "uri_too_long", "The address is too long", {
    field: "url",
  });
export const serviceBusy = (retryAfterSeconds: number) =>
  new ApiError(503, "busy", "The server is busy; try again shortly", {
    headers: { "Retry-After": String(retryAfterSeconds) },
  });
/** Seconds a client should wait before asking again while the database cannot be reached. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
/** The database cannot be reached (an outage, a restart, a lock held too long): try again shortly. */
export const databaseUnavailable = () =>
  new ApiError(503, "database_unavailable", "The archive's database cannot be reached; try again shortly", {
    headers: { "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS), "Cache-Control": "no-store" },
  });
export const unsupportedMediaType = (message = "Send the body as application/json", field?: string) =>
  new ApiError(415, "unsupported_media_type", message, field ? { field } : {});
export const unprocessable = (field: string, message: string) =>
  new ApiError(422, "unprocessable", `${field}: ${message}`, { field });
/** A draft that is not ready to publish: every problem at once; `field` is the first one's path. */
export const incomplete = (problems: ErrorProblem[]) =>
  new ApiError(
    422,
    "incomplete",
    `The synthesis is not ready to publish: ${problems.length === 1 ? "1 problem" : `${problems.length} problems`} to fix.`,
    { field: problems[0]?.path, problems },
  );
/** A record that existed and was withdrawn on purpose (an unpublished synthesis). */
export const gone = (message: string) => new ApiError(410, "gone", message);
export const csrfMismatch = () =>
  new ApiError(419, "csrf_token_mismatch", "The anti-forgery token is missing or does not match");
export const tooManyRequests = (retryAfterSeconds: number) =>
  new ApiError(429, "too_many_requests", "Too many attempts; try again later", {
    headers: { "Retry-After": String(retryAfterSeconds) },
  });

export function errorResponse(error: ApiError): Response {
  return new Response(JSON.stringify(error.toBody()), {
    status: error.status,
    headers: { "Content-Type": "application/json; charset=utf-8", ...error.headers },
  });
}
/** Seconds a client should wait before asking again for work RDKit could not take or finish. */
export const STRUCTURE_RETRY_AFTER_SECONDS = 5;
/** An RDKit call ran past its time limit (RDKIT_CALL_TIMEOUT_MS); its worker was replaced. */
export const structureTimeout = (field: string | undefined, limitMs: number) =>
  new ApiError(
    503,
    "structure_timeout",
    `${field ? `${field}: ` : ""}RDKit did not finish this structure within ${limitMs} ms; simplify it or try again later`,
    {
      ...(field ? { field } : {}),
      headers: { "Retry-After": String(STRUCTURE_RETRY_AFTER_SECONDS), "Cache-Control": "no-store" },
    },
  );
/** RDKit failed inside a call on this input (its worker was replaced): nothing was done. */
export const structureFailed = (field: string | undefined) =>
  new ApiError(
    422,
    "structure_failed",
    `${field ? `${field}: ` : ""}RDKit failed on this structure; nothing was changed`,
    {
      ...(field ? { field } : {}),
    },
  );
/** No RDKit worker could take the call: all busy, or being replaced. */
export const structuresUnavailable = () =>
  new ApiError(503, "structures_unavailable", "Structure drawing and search are busy; try again shortly", {
    headers: { "Retry-After": String(STRUCTURE_RETRY_AFTER_SECONDS), "Cache-Control": "no-store" },
  });
