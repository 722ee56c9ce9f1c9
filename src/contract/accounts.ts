import { z } from "zod";

/**
 * Accounts (docs/product/api.md §5.17): the answers of the admins' calls and of the acceptance of an
 * invitation. The request bodies are checked by the account commands' schemas
 * (src/server/commands/), which the route declarations name.
 */
export const accountSchema = z
  .object({
    id: z.number(),
    name: z.string(),
    email: z.string(),
    role: z.string(),
    createdAt: z.string(),
    lastSignInAt: z.string().nullable(),
    disabled: z.boolean(),
    disabledAt: z.string().nullable(),
  })
  .meta({ id: "Account" });
export type Account = z.infer<typeof accountSchema>;

export const invitationAnswerSchema = z.object({
  email: z.string(),
  role: z.string(),
  expiresAt: z.string(),
});
export type InvitationAnswer = z.infer<typeof invitationAnswerSchema>;

/** A signed-in user as GET /api/user answers it. */
export const userSchema = z.looseObject({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
});
export const signedInUserSchema = z.object({
  user: z.object({ id: z.number(), name: z.string(), email: z.string(), role: z.string() }),
});
export const acceptedSchema = z.object({ ok: z.literal(true) });
