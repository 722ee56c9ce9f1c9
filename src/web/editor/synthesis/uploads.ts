import { ApiFailure, csrfToken, failureOf } from "../api.ts";

/** An uploaded PNG as POST /api/uploads answers it. */
export interface Upload {
  filename: string;
  extension: "png";
  width: number;
  height: number;
}

/** Sends a PNG as the raw body; the server checks its bytes and size and answers its stored name. */
export async function uploadPng(file: File): Promise<Upload> {
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
