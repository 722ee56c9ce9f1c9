import { z } from "zod";
import { newPasswordField } from "../../../contract/accounts.ts";
import type { PublicUser, UserRepository } from "../../../db/repositories/users.ts";
import { conflict, schemaRefusal } from "../../../domain/errors.ts";
import { isSingleLine, SINGLE_LINE_MESSAGE } from "../../../domain/plain-text.ts";
import { ROLES } from "../../../domain/roles.ts";
import { emailSchema } from "../../auth/email.ts";
import { requireStrongPassword } from "../../auth/password-strength.ts";
import { hashPassword } from "../../auth/passwords.ts";

const newUserSchema = z.object({
  email: emailSchema,
  name: z.string().trim().refine(isSingleLine, SINGLE_LINE_MESSAGE).min(1).max(200),
  password: newPasswordField,
  role: z.enum(ROLES).default("contributor"),
});
export type NewUser = z.input<typeof newUserSchema>;

/**
 * Creates an account (a contributor unless `role` says otherwise): validates (400 naming the field;
 * a password easy to guess for this account too), hashes the password with argon2id and inserts. An email already registered (in any letter case) is a 409 conflict.
 */
export async function createUser(
  deps: { users: Pick<UserRepository, "findByEmail" | "create"> },
  input: NewUser,
): Promise<PublicUser> {
  const parsed = newUserSchema.safeParse(input);
  if (!parsed.success) throw schemaRefusal(parsed.error);
  const { email, name, password, role } = parsed.data;
  await requireStrongPassword(password, { email, name });
  const taken = () => conflict("email", "is already registered");
  if (await deps.users.findByEmail(email)) throw taken();
  const passwordHash = await hashPassword(password);
  try {
    return await deps.users.create({ name, email, passwordHash, role });
  } catch (error) {
    // Another process registered the same email in the meantime: the unique index refused it.
    if (await deps.users.findByEmail(email)) throw taken();
    throw error;
  }
}
