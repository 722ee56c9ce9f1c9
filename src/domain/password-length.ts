/**
 * The length of every new password (docs/product/api.md §6.4a): at least 12 characters (length beats
 * composition rules), at most 1000 (the sign-in's cap). The server also refuses passwords that are
 * easy to guess (src/server/auth/password-strength.ts); the pages check only the length, with no
 * library, before sending.
 */
export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 1000;

/** What is wrong with the length of a newly chosen password, for the pages; null when it fits. */
export function passwordLengthProblem(password: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return `Choose at least ${MIN_PASSWORD_LENGTH} characters`;
  if (password.length > MAX_PASSWORD_LENGTH)
    return `At most ${MAX_PASSWORD_LENGTH.toLocaleString("en")} characters`;
  return null;
}
