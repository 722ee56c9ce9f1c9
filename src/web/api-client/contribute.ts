import type { AnswerOf, BodyOf } from "./api-routes.ts";
import { send } from "./transport.ts";

/**
 * The contribute page's calls (docs/product/api.md §5.6, §5.7, §5.13), one function per route,
 * typed from the routes' declarations: the sign-up, then, signed in, the investigator and the draft.
 * Each answers a `CallResult` (transport.ts); the editor's own draft calls are in drafts.ts.
 */

export type DraftAnswer = AnswerOf<"get", "/api/unpublishedSyntheses/{id}">;
export type ListedAuthor = AnswerOf<"get", "/api/authors">[number];

/** POST /api/signup: 202 whether or not the address has an account; the link goes out by e-mail. */
export const signup = (body: BodyOf<"post", "/api/signup">) =>
  send("post", "/api/signup", { body, anonymous: true });

/** GET /api/authors: the archive's authors (signed in, also those not named yet). */
export const listAuthors = () => send("get", "/api/authors");

/** POST /api/authors: a new author, pending an editor's acceptance (201). */
export const createAuthor = (csrfToken: string, body: BodyOf<"post", "/api/authors">) =>
  send("post", "/api/authors", { body, csrfToken });

/** GET /api/unpublishedSyntheses/{id}: the draft with its document as stored. */
export const getDraft = (csrfToken: string, id: number) =>
  send("get", "/api/unpublishedSyntheses/{id}", { path: { id }, csrfToken });

/** POST /api/unpublishedSyntheses: a new draft (201). */
export const createDraft = (csrfToken: string, body: BodyOf<"post", "/api/unpublishedSyntheses">) =>
  send("post", "/api/unpublishedSyntheses", { body, csrfToken });

/** PUT /api/unpublishedSyntheses/{id}: the draft's new name and document. */
export const updateDraft = (
  csrfToken: string,
  id: number,
  body: BodyOf<"put", "/api/unpublishedSyntheses/{id}">,
) => send("put", "/api/unpublishedSyntheses/{id}", { path: { id }, body, csrfToken });

/** GET /api/unpublishedSyntheses/{id}/check: what stands between the draft and publishing. */
export const checkDraft = (id: number) =>
  send("get", "/api/unpublishedSyntheses/{id}/check", { path: { id } });

/** POST /api/unpublishedSyntheses/{id}/submit: 200, or 422 `incomplete` with its problems. */
export const submitDraft = (csrfToken: string, id: number) =>
  send("post", "/api/unpublishedSyntheses/{id}/submit", { path: { id }, csrfToken });
