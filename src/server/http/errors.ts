import type { ClientErrorStatusCode, ServerErrorStatusCode } from "hono/utils/http-status";
import { DomainError, type DomainErrorKind } from "../../domain/errors.ts";

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

/** The status of each kind of refusal a command throws (src/domain/errors.ts). */
export const STATUS_OF_KIND: Record<DomainErrorKind, ErrorStatus> = {
  invalid: 400,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  quota: 409,
  gone: 410,
  unprocessable: 422,
};

/** A command's refusal as the answer: its kind's status, its code, message, field and details. */
export const fromDomain = (error: DomainError) =>
  new ApiError(STATUS_OF_KIND[error.kind], error.code, error.message, {
    ...(error.field ? { field: error.field } : {}),
    ...(error.problems ? { problems: error.problems } : {}),
    ...(error.details ? { details: error.details } : {}),
  });

/** The answer an error stands for, if it is a refusal (ours or a command's); undefined for a bug. */
export const asApiError = (error: unknown): ApiError | undefined =>
  error instanceof ApiError ? error : error instanceof DomainError ? fromDomain(error) : undefined;

// Factories with stable codes, so clients and tests can rely on them (each listed in api.md §5.1.5).
// The refusals that are not about HTTP (not found, invalid input, forbidden, conflict, quota,
// unprocessable, incomplete) are built once, by src/domain/errors.ts: throw them as they are, or
// wrap one in `fromDomain` where an ApiError itself is needed (a Response, a worker's wire).
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
/** A body that is not JSON at all. */
export const invalidJson = () =>
  new ApiError(400, "invalid_json", "The body is not valid JSON", { field: "body" });
/** Hono's own 4xx (a body its validator cannot parse), kept with its status in our shape. */
export const invalidRequest = (status: ErrorStatus, message = "Bad request") =>
  new ApiError(status, "invalid_request", message);
export const unauthenticated = () => new ApiError(401, "unauthenticated", "Sign in first");
export const invalidCredentials = () =>
  new ApiError(401, "invalid_credentials", "The email or password is not correct");
/**
 * The unread rest of a refused body would be taken for the next request on a keep-alive
 * connection, so the connection is closed after this answer.
 */
export const payloadTooLarge = (message = "Request body is too large", field?: string) =>
  new ApiError(413, "payload_too_large", message, {
    headers: { Connection: "close" },
    ...(field ? { field } : {}),
  });
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
/** A record that existed and was withdrawn on purpose (an unpublished synthesis). */
export const gone = (message: string) => new ApiError(410, "gone", message);
export const csrfMismatch = () =>
  new ApiError(419, "csrf_token_mismatch", "The anti-forgery token is missing or does not match");
export const tooManyRequests = (retryAfterSeconds: number) =>
  new ApiError(429, "too_many_requests", "Too many attempts; try again later", {
    headers: { "Retry-After": String(retryAfterSeconds) },
  });
/** An account commented on drafts more often than COMMENT_MAX_PER_ACCOUNT allows. */
export const commentLimitReached = (retryAfterSeconds: number) =>
  new ApiError(
    429,
    "too_many_requests",
    `Too many comments from this account; try again in ${Math.ceil(retryAfterSeconds / 60)} minute${retryAfterSeconds > 60 ? "s" : ""}`,
    { headers: { "Retry-After": String(retryAfterSeconds) } },
  );
/** A client read the public API more often than PUBLIC_API_READS_PER_MINUTE allows. */
export const readLimitReached = (retryAfterSeconds: number) =>
  new ApiError(429, "too_many_requests", "Too many requests to the API from this address; try again later", {
    headers: { "Retry-After": String(retryAfterSeconds) },
  });
/** A client asked for more new structure drawings than STRUCTURE_DRAWINGS_PER_MINUTE allows. */
export const drawingLimitReached = (retryAfterSeconds: number) =>
  new ApiError(429, "too_many_requests", "Too many new drawings from this address; try again later", {
    headers: { "Retry-After": String(retryAfterSeconds), "Cache-Control": "no-store" },
  });
/** An address already runs BULK_DOWNLOAD_MAX_PER_ADDRESS bulk downloads. */
export const tooManyDownloads = (retryAfterSeconds: number) =>
  new ApiError(
    429,
    "too_many_requests",
    "Too many downloads at once from this address; try again when one has finished",
    { headers: { "Retry-After": String(retryAfterSeconds), "Cache-Control": "no-store" } },
  );
/** The server already runs BULK_DOWNLOAD_MAX_CONCURRENT bulk downloads. */
export const downloadsBusy = (retryAfterSeconds: number) =>
  new ApiError(503, "busy", "The server is sending as many downloads as it can; try again shortly", {
    headers: { "Retry-After": String(retryAfterSeconds), "Cache-Control": "no-store" },
  });

/** Something broke on our side: the answer says nothing more (the log has the error). */
export const internalError = () => new ApiError(500, "internal_error", "Something went wrong on our side");
/** The DOI resolver answered something unusable, or not at all. */
export const doiResolverFailed = (message: string) => new ApiError(502, "doi_resolver_failed", message);
/** A service this server was started without (structure search without RDKit workers). */
export const serviceUnavailable = (message: string) => new ApiError(503, "unavailable", message);
/** The image folder cannot be written: nothing was saved. */
export const storageUnavailable = (message: string) =>
  new ApiError(503, "storage_unavailable", message, { headers: { "Cache-Control": "no-store" } });
/** An ApiError thrown in an RDKit worker thread, rebuilt on this side of the message channel. */
export const fromWorker = (wire: { status?: number; code?: string; message: string; field?: string }) =>
  new ApiError((wire.status ?? 400) as ErrorStatus, wire.code ?? "invalid_input", wire.message, {
    ...(wire.field ? { field: wire.field } : {}),
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
/** Reading an imported file ran past IMPORT_READ_TIMEOUT_MS in its worker, which was replaced. */
export const importTooSlow = (limitMs: number) =>
  new ApiError(
    422,
    "import_too_slow",
    `text: reading this file took longer than ${limitMs} ms; nothing was imported`,
    {
      field: "text",
    },
  );
/** Reading an imported file needed more heap than IMPORT_READ_HEAP_MB gives its worker. */
export const importTooLarge = (heapMb: number) =>
  new ApiError(
    422,
    "import_too_large",
    `text: reading this file needed more than ${heapMb} MB of memory; nothing was imported`,
    { field: "text" },
  );
/** No RDKit worker could take the call: all busy, or being replaced. */
export const structuresUnavailable = () =>
  new ApiError(503, "structures_unavailable", "Structure drawing and search are busy; try again shortly", {
    headers: { "Retry-After": String(STRUCTURE_RETRY_AFTER_SECONDS), "Cache-Control": "no-store" },
  });
