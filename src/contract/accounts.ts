import { z } from "zod";
import { isValidOrcid, ORCID_SHAPE } from "../domain/orcid.ts";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "../domain/password-length.ts";
import { isSingleLine, SINGLE_LINE_MESSAGE } from "../domain/plain-text.ts";
import { ROLES } from "../domain/roles.ts";

/**
 * Accounts (docs/product/api.md §5.2, §5.13, §5.17): the bodies of sign-in, sign-up, passwords and
 * invitations, and the answers of the admins' calls and of the acceptance of an invitation.
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
export const loginBodySchema = z.object({
  email: emailSchema,
  password: z.string().min(1).max(MAX_PASSWORD_LENGTH),
});

/** A signed-in user as GET /api/user answers it (every field: exact). */
export const userSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
});
export const signedInUserSchema = z.object({
  user: z.object({ id: z.number(), name: z.string(), email: z.string(), role: z.string() }),
});
export const acceptedSchema = z.object({ ok: z.literal(true) });

/**
 * Passwords being set, by length (domain/password-length.ts); the commands then refuse one that is
 * easy to guess, knowing whose account it is for (server/auth/password-strength.ts).
 */
export const newPasswordField = z.string().min(MIN_PASSWORD_LENGTH).max(MAX_PASSWORD_LENGTH);

const personName = z
  .string()
  .trim()
  .refine(isSingleLine, SINGLE_LINE_MESSAGE)
  .min(1, "must not be empty")
  .max(100);
/** An e-mailed link's token (its shape is checked where it is looked up). */
const linkToken = z.string().min(1, "is required").max(200);

/** An optional text field: absent, null and blank all mean "not given". */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine(isSingleLine, SINGLE_LINE_MESSAGE)
    .nullish()
    .transform((v) => v || null);

/** POST /api/signup (§5.13): who asks to contribute; a link to verify the address goes out. */
export const signupSchema = z.object({
  name: personName,
  email: emailSchema,
  orcid: optionalText(40)
    .transform((v) => v?.toUpperCase() ?? null)
    .refine((v) => v === null || ORCID_SHAPE.test(v), "must look like 0000-0002-1825-0097")
    .refine(
      (v) => v === null || isValidOrcid(v),
      "the check digit does not match; copy the iD from your ORCID record",
    ),
  affiliation: optionalText(200),
});

/** POST /api/password/forgot (§5.17): the same answer whether or not the address has an account. */
export const forgotPasswordSchema = z.object({ email: emailSchema });

const roleSchema = z.enum(ROLES, { message: `must be one of ${ROLES.join(", ")}` });
/** POST /api/admin/invitations. */
export const invitationSchema = z.object({ email: emailSchema, role: roleSchema });
/** PUT /api/admin/users/{id}. */
export const accountChangeSchema = z.object({
  role: roleSchema.optional(),
  disabled: z.boolean({ message: "must be true or false" }).optional(),
});

/** The bodies that set a password (the strength of the password is the commands' to check). */
export const passwordBodies = {
  /** POST /api/signup/verify (§5.13): the e-mailed link's token and the chosen password. */
  signupVerify: z.object({ token: linkToken, password: newPasswordField }),
  /** POST /api/password/reset (§5.17). */
  resetPassword: z.object({ token: linkToken, password: newPasswordField }),
  /** POST /api/user/password (§5.17): the signed-in user's current password and the new one. */
  changePassword: z.object({
    current: z.string().min(1, "is required").max(MAX_PASSWORD_LENGTH),
    password: newPasswordField,
  }),
  /** POST /api/invitations/accept (§5.17). */
  acceptInvitation: z.object({ token: linkToken, name: personName, password: newPasswordField }),
};
