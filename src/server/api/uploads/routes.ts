import { Hono } from "hono";
import type { RequireRole } from "../../auth/require-role.ts";
import type { SessionEnv } from "../../auth/require-session.ts";
import { bodyLimit } from "../../http/body-limit.ts";
import { invalidInput, notFound, payloadTooLarge, unsupportedMediaType } from "../../http/errors.ts";
import type { UploadStorage } from "../../storage/upload-storage.ts";
import { checkPng } from "./png-reader.ts";

/** The largest PNG accepted. */
export const MAX_UPLOAD_BYTES = 2 * 2 ** 20;

const tooLarge = () => payloadTooLarge("file: the image is larger than 2 MB", "file");

/** A PNG upload's answer, also what a document names it by (`filename` + `extension`). */
export interface UploadAnswer {
  filename: string;
  extension: "png";
  width: number;
  height: number;
}

/**
 * POST /api/uploads and GET /api/uploads/{name}.png (docs/product/api.md §5.11): structure images
 * drawn elsewhere, sent as the raw PNG body, stored under their content's name in the private uploads
 * folder and served only to signed-in users.
 */
export function uploadMount(deps: { uploads: UploadStorage; requireRole: RequireRole }) {
  const { uploads, requireRole } = deps;
  const signedIn = requireRole("contributor");
  const router = new Hono<SessionEnv>()
    .post("/", signedIn, bodyLimit(MAX_UPLOAD_BYTES, tooLarge), async (c) => {
      const mediaType = (c.req.header("Content-Type") ?? "").split(";")[0]?.trim().toLowerCase();
      if (mediaType !== "image/png") {
        throw unsupportedMediaType(
          "file: send the image itself as the body, with Content-Type image/png",
          "file",
        );
      }
      const bytes = new Uint8Array(await c.req.arrayBuffer());
      if (bytes.length > MAX_UPLOAD_BYTES) throw tooLarge();
      if (bytes.length === 0) throw invalidInput("file", "is empty");
      const png = await checkPng(bytes);
      if (!png.ok) {
        if (png.reason === "signature") throw unsupportedMediaType(`file: ${png.message}`, "file");
        throw invalidInput("file", png.message);
      }
      // Stored as rewritten: only the chunks a browser needs, so the name is of those bytes.
      const filename = await uploads.save(png.bytes);
      c.header("Cache-Control", "private, no-store");
      const answer: UploadAnswer = {
        filename,
        extension: "png",
        width: png.width,
        height: png.height,
      };
      return c.json(answer, 201);
    })
    .get("/:file", signedIn, async (c) => {
      const match = /^(upload-[0-9a-f]{24})\.png$/.exec(c.req.param("file"));
      const bytes = match?.[1] ? await uploads.read(match[1]) : null;
      if (!bytes) throw notFound("Upload");
      return c.body(new Uint8Array(bytes), 200, {
        "Content-Type": "image/png",
        "Content-Length": String(bytes.length),
        // Named by content, so the browser may keep it; but only for the signed-in user.
        "Cache-Control": "private, max-age=86400",
        "X-Content-Type-Options": "nosniff",
        "Content-Security-Policy": "default-src 'none'",
      });
    });
  return ({ api }: { api: Hono }) => {
    api.route("/uploads", router);
  };
}
