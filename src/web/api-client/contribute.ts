import type { z } from "zod";
import type { acceptedSchema, signupSchema } from "../../contract/accounts.ts";
import type { draftBodies, draftRecordSchema } from "../../contract/drafts.ts";
import type { authorCreateSchema, authorItemSchema } from "../../contract/lookups.ts";
import type { authorSchema } from "../../contract/public-reads.ts";
import type { draftCheckSchema } from "../../contract/review.ts";
import { anonymousPost, call, sessionCall } from "./page-transport.ts";

/**
 * The contribute page's calls (docs/product/api.md §5.6, §5.7, §5.13), one function per route,
 * typed from the contract: the sign-up, then, signed in, the investigator and the draft. Each
 * answers a `CallResult` (page-transport.ts); the editor's own draft calls are in drafts.ts.
 */

export type DraftAnswer = z.output<typeof draftRecordSchema>;
export type ListedAuthor = z.output<typeof authorSchema>;

/** POST /api/signup: 202 whether or not the address has an account; the link goes out by e-mail. */
export const signup = (body: z.input<typeof signupSchema>) =>
  anonymousPost<z.output<typeof acceptedSchema>>("/api/signup", body);

/** GET /api/authors: the archive's authors (signed in, also those not named yet). */
export const listAuthors = () => call<ListedAuthor[]>("GET", "/api/authors");

/** POST /api/authors: a new author, pending an editor's acceptance (201). */
export const createAuthor = (csrfToken: string, body: z.input<typeof authorCreateSchema>) =>
  sessionCall<z.output<typeof authorItemSchema>>("POST", "/api/authors", csrfToken, body);

/** GET /api/unpublishedSyntheses/{id}: the draft with its document as stored. */
export const getDraft = (csrfToken: string, id: number) =>
  sessionCall<DraftAnswer>("GET", `/api/unpublishedSyntheses/${id}`, csrfToken);

/** POST /api/unpublishedSyntheses: a new draft (201). */
export const createDraft = (csrfToken: string, body: z.input<typeof draftBodies.create>) =>
  sessionCall<DraftAnswer>("POST", "/api/unpublishedSyntheses", csrfToken, body);

/** PUT /api/unpublishedSyntheses/{id}: the draft's new name and document. */
export const updateDraft = (csrfToken: string, id: number, body: z.input<typeof draftBodies.update>) =>
  sessionCall<DraftAnswer>("PUT", `/api/unpublishedSyntheses/${id}`, csrfToken, body);

/** GET /api/unpublishedSyntheses/{id}/check: what stands between the draft and publishing. */
export const checkDraft = (id: number) =>
  call<z.output<typeof draftCheckSchema>>("GET", `/api/unpublishedSyntheses/${id}/check`);

/** POST /api/unpublishedSyntheses/{id}/submit: 200, or 422 `incomplete` with its problems. */
export const submitDraft = (csrfToken: string, id: number) =>
  sessionCall<DraftAnswer>("POST", `/api/unpublishedSyntheses/${id}/submit`, csrfToken);
