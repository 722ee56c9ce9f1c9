import type { z } from "zod";
import type {
  authorCreateSchema,
  authorItemSchema,
  authorUpdateSchema,
  mergeBodySchema,
  namedReactionCreatedSchema,
  namedReactionCreateSchema,
  reagentCreateSchema,
  reagentItemSchema,
  reagentUpdateSchema,
  solventCreateSchema,
  solventItemSchema,
  solventUpdateSchema,
} from "../../contract/lookups.ts";
import { api } from "./api.ts";

/**
 * The editor's calls of the lookup writes (docs/product/api.md §5.6), typed from the contract the
 * routes validate with. Types only are imported: no schema code reaches the browser.
 */

export type AuthorItem = z.output<typeof authorItemSchema>;
export type ReagentItem = z.output<typeof reagentItemSchema>;
export type SolventItem = z.output<typeof solventItemSchema>;
export type NamedReactionCreated = z.output<typeof namedReactionCreatedSchema>;
type Merge = z.input<typeof mergeBodySchema>;

/** POST /api/authors: a new author, unnamed unless names are sent. */
export const createAuthor = (body: z.input<typeof authorCreateSchema> = {}) =>
  api.post<AuthorItem>("/api/authors", body);
/** PUT /api/authors/{id}: the names (and, from editors, the url). */
export const updateAuthor = (id: number, body: z.input<typeof authorUpdateSchema>) =>
  api.put<AuthorItem>(`/api/authors/${id}`, body);
export const deleteAuthor = (id: number) => api.del(`/api/authors/${id}`);
/** POST /api/authors/{id}/merge: the answer is the author kept. */
export const mergeAuthor = (id: number, into: Merge["into"]) =>
  api.post<AuthorItem>(`/api/authors/${id}/merge`, { into } satisfies Merge);

export const createReagent = (body: z.input<typeof reagentCreateSchema> = {}) =>
  api.post<ReagentItem>("/api/reagents", body);
/** PUT /api/reagents/{id}: the name, and the formula and whole set of synonyms when sent. */
export const updateReagent = (id: number, body: z.input<typeof reagentUpdateSchema>) =>
  api.put<ReagentItem>(`/api/reagents/${id}`, body);
export const deleteReagent = (id: number) => api.del(`/api/reagents/${id}`);
export const mergeReagent = (id: number, into: Merge["into"]) =>
  api.post<ReagentItem>(`/api/reagents/${id}/merge`, { into } satisfies Merge);

export const createSolvent = (body: z.input<typeof solventCreateSchema> = {}) =>
  api.post<SolventItem>("/api/solvents", body);
export const updateSolvent = (id: number, body: z.input<typeof solventUpdateSchema>) =>
  api.put<SolventItem>(`/api/solvents/${id}`, body);
export const deleteSolvent = (id: number) => api.del(`/api/solvents/${id}`);
export const mergeSolvent = (id: number, into: Merge["into"]) =>
  api.post<SolventItem>(`/api/solvents/${id}/merge`, { into } satisfies Merge);

/** POST /api/named-reactions: by name (editors may leave it empty). */
export const createNamedReaction = (body: z.input<typeof namedReactionCreateSchema>) =>
  api.post<NamedReactionCreated>("/api/named-reactions", body);

/** The merges by the API collection MergeInto names. */
export const lookupMerges = { authors: mergeAuthor, reagents: mergeReagent, solvents: mergeSolvent };
