import { forgotPassword as askResetLink, login as signIn, logout as signOut } from "../api-client/auth.ts";

/**
 * The browser side of sign-in, as docs/product/api.md §5.2 describes it: the calls are in
 * api-client/auth.ts, their anti-forgery proof in api-client/transport.ts.
 */
const succeeded = (status: number) => status >= 200 && status < 300;

export async function login(email: string, password: string): Promise<boolean> {
  if (succeeded(await signIn({ email, password }))) return true;
  console.error("Connexion error");
  return false;
}

/**
 * "Forgot password?": asks for a reset link (docs/product/api.md §5.17). The server answers the same
 * whether or not the address has an account; 'throttled' is a 429, 'failed' anything else.
 */
export async function forgotPassword(email: string): Promise<"sent" | "invalid" | "throttled" | "failed"> {
  const status = await askResetLink({ email });
  if (status === 202) return "sent";
  if (status === 400) return "invalid";
  return status === 429 ? "throttled" : "failed";
}

export async function logout(): Promise<boolean> {
  if (succeeded(await signOut())) return true;
  console.error("Logout Error");
  return false;
}

/** Where a sign-in goes without a `next`. */
export const DEFAULT_NEXT = "/edit";
/** Where it goes when `next` was refused: a link that tried to leave the site gets nowhere special. */
export const REFUSED_NEXT = "/";

/** Tabs, newlines and other control characters, and backslashes, which browsers read as slashes. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const SUSPICIOUS = /[\u0000-\u001f\u007f\\]/;

/**
 * The post-login destination for a `next` parameter: only a path on this site's own origin. `next`
 * is parsed as a URL against `origin` and must keep that origin; a `next` holding tabs, newlines or
 * backslashes, raw or %-encoded (browsers drop or rewrite them, which turns `/\x.org` into
 * `//x.org`), is refused outright. Absent: /edit; refused: the home page.
 */
export function safeNext(next: string | null, origin: string): string {
  if (next === null || next === "") return DEFAULT_NEXT;
  let decoded = next;
  for (let round = 0; round < 3; round++) {
    if (SUSPICIOUS.test(decoded)) return REFUSED_NEXT;
    let once: string;
    try {
      once = decodeURIComponent(decoded);
    } catch {
      return REFUSED_NEXT;
    }
    if (once === decoded) break;
    decoded = once;
  }
  if (SUSPICIOUS.test(decoded)) return REFUSED_NEXT;
  if (!next.startsWith("/") || next.startsWith("//") || decoded.startsWith("//")) return REFUSED_NEXT;
  let url: URL;
  try {
    url = new URL(next, origin);
  } catch {
    return REFUSED_NEXT;
  }
  if (url.origin !== new URL(origin).origin) return REFUSED_NEXT;
  return `${url.pathname}${url.search}${url.hash}`;
}
