import { commentBodySchema } from "../../../contract/review.ts";
import { bodyLimit } from "../../http/body-limit.ts";
import { jsonBody } from "../../http/registry.ts";

/** The OpenAPI tag of every review call. */
export const tags = ["Review"];

/** Comments are at most 4,000 characters: refuse anything much larger before reading it. */
export const commentBodyLimit = bodyLimit(64 * 1024);

/** The `{ body }` of a comment, a change request or a preview link's answer. */
export const commentBody = jsonBody(commentBodySchema);

export const bodyRefusals = {
  400: "invalid_input (field body), invalid_json",
  413: "payload_too_large",
  415: "unsupported_media_type",
};
