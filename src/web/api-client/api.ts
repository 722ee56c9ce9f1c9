import type { AnswerOf, Method, Operation, PathOf } from "./api-routes.ts";
import { type CallResult, type OptionsArg, send } from "./transport.ts";

/**
 * The editor's calls to the JSON API (docs/product/api.md): transport.ts's typed `send`, with a
 * refusal turned into an `ApiFailure` carrying the server's message, status, field and problems, so
 * the screen can show it in the Snackbar or beside its field.
 */

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

export const UNREACHABLE = "The server could not be reached. Check your connection and try again.";

/** A refusal as an ApiFailure: the server's message, or a plain description of the status. */
export function failureOf(result: Pick<CallResult, "status" | "error">): ApiFailure {
  if (result.status === 0) return new ApiFailure(UNREACHABLE, 0);
  const error = (result.error ?? {}) as { message?: unknown; field?: unknown; problems?: unknown };
  const message =
    typeof error.message === "string" && error.message !== ""
      ? error.message
      : `HTTP error! Status: ${result.status}`;
  const problems = Array.isArray(error.problems)
    ? error.problems.filter(
        (p): p is { path: string; message: string } =>
          typeof p?.path === "string" && typeof p?.message === "string",
      )
    : [];
  return new ApiFailure(
    message,
    result.status,
    typeof error.field === "string" ? error.field : undefined,
    problems,
  );
}

/** One call: its answer (undefined for 204), or an ApiFailure. */
export async function apiRequest<M extends Method, P extends PathOf<M>>(
  method: M,
  path: P,
  ...options: OptionsArg<Operation<M, P>>
): Promise<AnswerOf<M, P>> {
  const result = await send(method, path, ...options);
  if (result.status < 200 || result.status >= 300) throw failureOf(result);
  return (result.status === 204 ? undefined : result.data) as AnswerOf<M, P>;
}

const verb =
  <M extends Method>(method: M) =>
  <P extends PathOf<M>>(path: P, ...options: OptionsArg<Operation<M, P>>) =>
    apiRequest(method, path, ...options);

/** The editor's calls by method: `api.post("/api/solvents", { body })`. */
export const api = { get: verb("get"), post: verb("post"), put: verb("put"), del: verb("delete") };

/**
 * An answer read as the contract's narrower type of it, where the route's schema leaves a part to
 * a domain type (an imported scheme, a Synthesis document): `Narrow` must fit what the route declares.
 */
export const readAs = <Narrow extends Wide, Wide>(answer: Promise<Wide>) => answer as Promise<Narrow>;

/** A refusal's text for the Snackbar. */
export function messageOf(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return "Something went wrong.";
}
