import type { z } from "zod";
import type { uploadAnswerSchema } from "../../contract/uploads.ts";
import { ApiFailure, csrfToken, failureOf } from "./api.ts";

/** A stored upload as POST /api/uploads answers it. */
export type Upload = z.output<typeof uploadAnswerSchema>;

/**
 * POST /api/uploads: the PNG as the raw body (not JSON, so not through `api`); the server checks its
 * bytes and size and answers its stored name.
 */
export async function uploadPng(file: Blob): Promise<Upload> {
  let response: Response;
  try {
    response = await fetch("/api/uploads", {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "image/png", Accept: "application/json", "X-CSRF-TOKEN": csrfToken() },
      body: file,
    });
  } catch {
    throw new ApiFailure("The server could not be reached. Check your connection and try again.", 0);
  }
  if (!response.ok) throw await failureOf(response);
  return (await response.json()) as Upload;
}

/** GET /api/uploads/{file}: where the signed-in user's browser reads an upload (an image's src). */
export const uploadUrl = (filename: string, extension = "png") =>
  `/api/uploads/${encodeURIComponent(`${filename}.${extension}`)}`;
