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

/**
 * An account email as stored and looked up: trimmed and lower-cased, so "Ada@Example.org" and
 * "ada@example.org" are one account (for login, sign-up and the login throttle alike).
 */
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email({ message: "must be an email address" }));

/** POST /api/login (docs/product/api.md §5.2). */
export const loginBodySchema = z.object({ email: emailSchema, password: z.string().min(1).max(1000) });

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
