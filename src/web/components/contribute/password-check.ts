/** The shortest password an account accepts (docs/product/api.md §5.13.3). */
export const MIN_PASSWORD = 12;

/** The verification page's own check of the chosen password before anything is sent. */
export function passwordError(password: string, repeated: string): string | null {
  if (password.length < MIN_PASSWORD) return `Choose at least ${MIN_PASSWORD} characters`;
  if (password.length > 1000) return "At most 1,000 characters";
  if (password !== repeated) return "The two passwords differ";
  return null;
}
