/**
 * The check of a newly chosen password on the invitation and reset pages, before anything is sent:
 * the rule of every account (12 to 1,000 characters, docs/product/api.md §5.13.3), typed twice. Kept
 * apart from the contribute page's copy so those pages share no extra chunk with it.
 */
export const MIN_NEW_PASSWORD = 12;

export function newPasswordError(password: string, repeated: string): string | null {
  if (password.length < MIN_NEW_PASSWORD) return `Choose at least ${MIN_NEW_PASSWORD} characters`;
  if (password.length > 1000) return "At most 1,000 characters";
  if (password !== repeated) return "The two passwords differ";
  return null;
}
