/**
 * The browser side of sign-in, as SPEC.md point 7 describes it: fetch the anti-forgery cookie, then
 * post the credentials with the decoded XSRF-TOKEN cookie as X-XSRF-TOKEN; logout sends the page's
 * csrf-token meta tag as X-CSRF-TOKEN.
 */
function readCookie(name: string): string | null {
  const pair = document.cookie.split("; ").find((c) => c.startsWith(`${name}=`));
  return pair ? decodeURIComponent(pair.slice(name.length + 1)) : null;
}

export async function login(email: string, password: string): Promise<boolean> {
  try {
    await fetch("/sanctum/csrf-cookie", { credentials: "include" });
    const response = await fetch("/api/login", {
      method: "POST",
      credentials: "include",
      headers: {
        "Content-Type": "application/json",
        Accept: "application/json",
        "X-XSRF-TOKEN": readCookie("XSRF-TOKEN") ?? "",
      },
      body: JSON.stringify({ email, password }),
    });
    if (!response.ok) {
      console.error("Connexion error");
      return false;
    }
    return true;
  } catch {
    console.error("Connexion error");
    return false;
  }
}

export async function logout(): Promise<boolean> {
  const token = document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content ?? "";
  try {
    const response = await fetch("/api/logout", {
      method: "POST",
      credentials: "include",
      headers: { "X-CSRF-TOKEN": token },
    });
    if (!response.ok) throw new Error(String(response.status));
    return true;
  } catch {
    console.error("Logout Error");
    return false;
  }
}

/** Only same-site paths may be a post-login destination (no open redirects). */
export function safeNext(next: string | null, fallback = "/edit"): string {
  if (!next?.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) return fallback;
  return next;
}
