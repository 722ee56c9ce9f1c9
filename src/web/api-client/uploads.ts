import { api } from "./api.ts";
import { type AnswerOf, apiPath } from "./api-routes.ts";

/** A stored upload as POST /api/uploads answers it. */
export type Upload = AnswerOf<"post", "/api/uploads">;

/** POST /api/uploads: the PNG as the raw body; the server checks its bytes and size and answers its stored name. */
export const uploadPng = (file: Blob) => api.post("/api/uploads", { body: file, media: "image/png" });

/** GET /api/uploads/{file}: where the signed-in user's browser reads an upload (an image's src). */
export const uploadUrl = (filename: string, extension = "png") =>
  apiPath("/api/uploads/{file}", { path: { file: `${filename}.${extension}` } });
