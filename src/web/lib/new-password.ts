import { MIN_PASSWORD_LENGTH, passwordLengthProblem } from "../../domain/password-length.ts";

/**
 * The check of a newly chosen password on the sign-up, invitation and reset pages and in the
 * editor's "Change password", before anything is sent: its length (docs/product/api.md §6.4a),
 * typed twice. Whether it is easy to guess is the server's to say (its dictionaries are large and
 * stay off the pages); the pages show its message, which says what to do.
 */
export { MIN_PASSWORD_LENGTH };

/** What the pages say beside the minimum length, as the server's strength rule asks. */
export const STRONG_PASSWORD_HINT =
  "A few unrelated words make a strong one; avoid your name and e-mail address.";

export function newPasswordError(password: string, repeated: string): string | null {
  return passwordLengthProblem(password) ?? (password === repeated ? null : "The two passwords differ");
}
