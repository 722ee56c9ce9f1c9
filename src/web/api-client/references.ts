import { api } from "./api.ts";
import type { AnswerOf, BodyOf } from "./api-routes.ts";

/** The editors' calls of a published synthesis's references (docs/product/api.md §5.8). */

export type ReferenceAnswer = AnswerOf<"post", "/api/references">;

/** POST /api/references: a new reference of a published synthesis. */
export const addReference = (body: BodyOf<"post", "/api/references">) =>
  api.post("/api/references", { body });

/** PUT /api/references/{id}: a changed reference. */
export const changeReference = (id: number, body: BodyOf<"put", "/api/references/{id}">) =>
  api.put("/api/references/{id}", { path: { id }, body });

/** DELETE /api/references/{id}. */
export const removeReference = (id: number) => api.del("/api/references/{id}", { path: { id } });
