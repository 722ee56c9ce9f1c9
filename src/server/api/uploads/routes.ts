import { createRoute } from "@hono/zod-openapi";
import {
  MAX_UPLOAD_BYTES,
  type UploadAnswer,
  uploadAnswerSchema,
  uploadBody,
  uploadFileParams,
} from "../../../contract/uploads.ts";
import { invalidInput, notFound } from "../../../domain/errors.ts";
import type { RequireRole } from "../../auth/require-role.ts";
import type { SessionEnv } from "../../auth/require-session.ts";
import { bodyLimit } from "../../http/body-limit.ts";
import { payloadTooLarge, unsupportedMediaType } from "../../http/errors.ts";
import {
  type ApiGroup,
  apiRoutes,
  errorAnswers,
  json,
  SESSION,
  SESSION_AND_ANTI_FORGERY,
} from "../../http/registry.ts";
import { checkPng } from "../../storage/png-reader.ts";
import type { UploadStorage } from "../../storage/upload-storage.ts";

const tooLarge = () => payloadTooLarge("file: the image is larger than 2 MB", "file");

/**
 * POST /api/uploads and GET /api/uploads/{name}.png (docs/product/api.md §5.11): structure images
 * drawn elsewhere, sent as the raw PNG body, stored under their content's name in the private uploads
 * folder and served only to signed-in users.
 */
export function uploadMount(deps: { uploads: UploadStorage; requireRole: RequireRole }) {
  const { uploads, requireRole } = deps;
  const signedIn = requireRole("contributor");
  const tags = ["Uploads"];
  // The body is the image, not JSON or a form: the library checks nothing of it, the handler does.
  const uploadRoute = createRoute({
    method: "post",
    path: "/",
    tags,
    summary: "Store a PNG structure image (signed-in users)",
    security: SESSION_AND_ANTI_FORGERY,
    middleware: [signedIn, bodyLimit(MAX_UPLOAD_BYTES, tooLarge)] as const,
    request: { body: uploadBody },
    responses: {
      201: json(uploadAnswerSchema, "The stored name (by content) and the image's size"),
      ...errorAnswers({
        400: "invalid_input: an empty file or not a well-formed PNG, or too many pixels (field file)",
        401: "unauthenticated",
        403: "forbidden",
        413: "payload_too_large: over 2 MB (field file)",
        415: "unsupported_media_type: another Content-Type, or not a PNG signature (field file)",
        419: "csrf_token_mismatch",
      }),
    },
  });
  const imageRoute = createRoute({
    method: "get",
    path: "/{file}",
    tags,
    summary: "An uploaded PNG (signed-in users)",
    security: SESSION,
    middleware: signedIn,
    request: { params: uploadFileParams },
    responses: {
      200: {
        description: "The PNG, for the signed-in user only (Cache-Control: private)",
        content: { "image/png": { schema: { type: "string" as const, format: "binary" } } },
      },
      ...errorAnswers({
        401: "unauthenticated",
        403: "forbidden",
        404: "not_found: unknown or malformed name",
      }),
    },
  });
  const router = apiRoutes<SessionEnv>()
    .openapi(uploadRoute, async (c) => {
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
    .openapi(imageRoute, async (c) => {
      const match = /^(upload-[0-9a-f]{24})\.png$/.exec(c.req.valid("param").file);
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
  return ({ api }: { api: ApiGroup }) => {
    api.route("/uploads", router);
  };
}
