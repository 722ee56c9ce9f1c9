/**
 * The refusals a command may throw, without any HTTP: each has a kind (what went wrong, which the
 * HTTP layer turns into a status: src/server/http/errors.ts `STATUS_OF_KIND`) and a stable code
 * (what clients rely on, listed once in docs/product/api.md §5.1.5). `field` names the input the
 * refusal is about, when there is one.
 */
export type DomainErrorKind =
  | "invalid" // the input is wrong as sent (400)
  | "forbidden" // the caller may not do this (403)
  | "not_found" // the thing named does not exist, or is not the caller's to see (404)
  | "conflict" // the stored state refuses the change (409)
  | "quota" // the caller's stored things would pass a configured limit (409)
  | "gone" // it existed and no longer works: a used or expired link (410)
  | "unprocessable"; // well-formed but not acceptable as a whole (422)

/** One place in a request that keeps it from succeeding (publishing lists every one). */
export interface DomainProblem {
  path: string;
  message: string;
}

export class DomainError extends Error {
  readonly kind: DomainErrorKind;
  readonly code: string;
  readonly field?: string;
  readonly problems?: DomainProblem[];
  /** More about the refusal for the client to show (a changed draft's changes). */
  readonly details?: Record<string, unknown>;

  constructor(
    kind: DomainErrorKind,
    code: string,
    message: string,
    options: { field?: string; problems?: DomainProblem[]; details?: Record<string, unknown> } = {},
  ) {
    super(message);
    this.name = "DomainError";
    this.kind = kind;
    this.code = code;
    this.field = options.field;
    this.problems = options.problems;
    this.details = options.details;
  }
}

// Factories with the codes clients rely on; the messages are the ones the API has always answered.
/** `field` names the input that points at the missing thing (e.g. `synthesis_id`), if any. */
export const notFound = (what = "Resource", field?: string) =>
  new DomainError("not_found", "not_found", `${what} not found`, field ? { field } : {});
export const invalidInput = (field: string, message: string) =>
  new DomainError("invalid", "invalid_input", `${field}: ${message}`, { field });
export const forbidden = (message = "Not allowed") => new DomainError("forbidden", "forbidden", message);
export const conflict = (field: string, message: string) =>
  new DomainError("conflict", "conflict", `${field}: ${message}`, { field });
/** A refusal of the stored state as a whole (a record still in use), naming no one field. */
export const refusedByState = (
  message: string,
  options: { field?: string; details?: Record<string, unknown> } = {},
) => new DomainError("conflict", "conflict", message, options);
/** A user's stored things would pass a limit of the configuration (e.g. drafts per contributor). */
export const quotaExceeded = (message: string, field?: string) =>
  new DomainError("quota", "quota_exceeded", message, field ? { field } : {});
export const unprocessable = (field: string, message: string) =>
  new DomainError("unprocessable", "unprocessable", `${field}: ${message}`, { field });
/** A draft that is not ready to publish: every problem at once; `field` is the first one's path. */
export const incomplete = (problems: DomainProblem[]) =>
  new DomainError(
    "unprocessable",
    "incomplete",
    `The synthesis is not ready to publish: ${problems.length === 1 ? "1 problem" : `${problems.length} problems`} to fix.`,
    { field: problems[0]?.path, problems },
  );
/** The draft changed since the version the caller (or a preview link) confirmed. */
export const draftChanged = (field: string, message: string, details?: Record<string, unknown>) =>
  new DomainError("conflict", "draft_changed", `${field}: ${message}`, {
    field,
    ...(details ? { details } : {}),
  });

/** A schema failure as zod reports it: a `ZodError`, or the `error` of a validator's result. */
export interface SchemaFailure {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}

/**
 * THE one place a schema failure is named for an answer: its first issue, by the dotted path of
 * the field (`parts.0.reactions.1.step`), or `whole` (what was validated: `body`, `query`…) when
 * the issue is about the input as a whole. The API's validation hook (http/registry.ts `fromZod`)
 * and the commands that validate what they are handed both go through it, so a field is named the
 * same way whichever layer refused it. `path` is the issue's path as zod gives it, for a caller
 * that names the place in its own words (the editor's refusals, the record checks).
 */
export function firstIssue(failure: SchemaFailure | undefined, whole = "body") {
  const issue = failure?.issues[0];
  return {
    field: issue?.path.length ? issue.path.join(".") : whole,
    message: issue?.message ?? "is invalid",
    path: issue?.path ?? [],
  };
}

/** A schema failure as a command's refusal: 400 `invalid_input` naming the first bad field. */
export const schemaRefusal = (failure: SchemaFailure) => {
  const { field, message } = firstIssue(failure);
  return invalidInput(field, message);
};

// The three refusals of an e-mailed link (sign-up, invitation, reset, preview), each naming `token`.
/** A token never issued, or not shaped like ours: the same answer in every flow (docs/decisions/code/0070-one-error-shape-and-domain-errors.md). */
export const invalidToken = (message: string) =>
  new DomainError("invalid", "invalid_token", `token: ${message}`, { field: "token" });
export const tokenUsed = (message: string) =>
  new DomainError("gone", "token_used", `token: ${message}`, { field: "token" });
export const tokenExpired = (message: string) =>
  new DomainError("gone", "token_expired", `token: ${message}`, { field: "token" });

export const wrongPassword = () =>
  new DomainError("invalid", "wrong_password", "current: this is not your current password", {
    field: "current",
  });
