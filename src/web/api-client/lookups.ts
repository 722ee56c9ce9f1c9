import { api } from "./api.ts";
import type { AnswerOf, BodyOf } from "./api-routes.ts";

/**
 * The editor's calls of the lookup writes (docs/product/api.md §5.6), typed from the routes'
 * declarations (types only: nothing of the server reaches the browser).
 */

export type AuthorItem = AnswerOf<"post", "/api/authors">;
export type ReagentItem = AnswerOf<"post", "/api/reagents">;
export type SolventItem = AnswerOf<"post", "/api/solvents">;
export type NamedReactionCreated = AnswerOf<"post", "/api/named-reactions">;
type Into = BodyOf<"post", "/api/authors/{id}/merge">["into"];

/** POST /api/authors: a new author, unnamed unless names are sent. */
export const createAuthor = (body: BodyOf<"post", "/api/authors"> = {}) => api.post("/api/authors", { body });
/** PUT /api/authors/{id}: the names (and, from editors, the url). */
export const updateAuthor = (id: number, body: BodyOf<"put", "/api/authors/{id}">) =>
  api.put("/api/authors/{id}", { path: { id }, body });
export const deleteAuthor = (id: number) => api.del("/api/authors/{id}", { path: { id } });
/** POST /api/authors/{id}/merge: the answer is the author kept. */
export const mergeAuthor = (id: number, into: Into) =>
  api.post("/api/authors/{id}/merge", { path: { id }, body: { into } });

export const createReagent = (body: BodyOf<"post", "/api/reagents"> = {}) =>
  api.post("/api/reagents", { body });
/** PUT /api/reagents/{id}: the name, and the formula and whole set of synonyms when sent. */
export const updateReagent = (id: number, body: BodyOf<"put", "/api/reagents/{id}">) =>
  api.put("/api/reagents/{id}", { path: { id }, body });
export const deleteReagent = (id: number) => api.del("/api/reagents/{id}", { path: { id } });
export const mergeReagent = (id: number, into: Into) =>
  api.post("/api/reagents/{id}/merge", { path: { id }, body: { into } });

export const createSolvent = (body: BodyOf<"post", "/api/solvents"> = {}) =>
  api.post("/api/solvents", { body });
export const updateSolvent = (id: number, body: BodyOf<"put", "/api/solvents/{id}">) =>
  api.put("/api/solvents/{id}", { path: { id }, body });
export const deleteSolvent = (id: number) => api.del("/api/solvents/{id}", { path: { id } });
export const mergeSolvent = (id: number, into: Into) =>
  api.post("/api/solvents/{id}/merge", { path: { id }, body: { into } });

/** POST /api/named-reactions: by name (editors may leave it empty). */
export const createNamedReaction = (body: BodyOf<"post", "/api/named-reactions">) =>
  api.post("/api/named-reactions", { body });
