import { readFileSync } from "node:fs";

/** Why a common password is refused (docs/product/texts.md). */
export const COMMON_PASSWORD_MESSAGE =
  "is one of the most common passwords, which attackers try first; choose another (a few unrelated words make a strong one)";

let list: Set<string> | undefined;

/**
 * The bundled list of common and breached passwords (common-passwords/README.md says where it comes
 * from), read once on first use and checked offline, in lower case: "Password1234" is as guessable
 * as "password1234".
 */
export function isCommonPassword(password: string): boolean {
  list ??= new Set(
    readFileSync(new URL("./common-passwords/passwords.txt", import.meta.url), "utf8").split("\n"),
  );
  return list.has(password.toLowerCase());
}
