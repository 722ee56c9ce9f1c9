import { z } from "zod";

/**
 * GET /api/link-status?kind=… (docs/product/api.md §5.13.5): whether an e-mailed link still works,
 * asked by its page before anyone types a password. The token travels in a header, never in the
 * address, where proxies would log it.
 */

export const linkStatusQuery = z.object({
  kind: z
    .enum(["signup", "invitation", "reset"], { error: "must be signup, invitation or reset" })
    .meta({ description: "The link's kind" }),
});

/** X-Link-Token, named as Hono reads headers: in lower case. A refusal of it names `token`. */
export const linkStatusHeaders = z.object({
  "x-link-token": z
    .string({ error: "is required" })
    .min(1, "is required")
    .max(200, "must be at most 200 characters")
    .meta({ description: "The token of the e-mailed link" }),
});

/** What using the link now would meet: `usable` (the form), `used`, `expired` or `invalid`. */
export const linkStatusAnswerSchema = z
  .object({ status: z.enum(["usable", "used", "expired", "invalid"]) })
  .meta({ id: "LinkStatus" });
export type LinkStatusAnswer = z.output<typeof linkStatusAnswerSchema>;
