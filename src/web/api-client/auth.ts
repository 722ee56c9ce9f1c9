import type { z } from "zod";
import type { forgotPasswordSchema, loginBodySchema } from "../../contract/accounts.ts";

/**
 * Signing in and out, and "Forgot password?" (docs/product/api.md §5.2, §5.17). The sign-in page
 * is public: these calls carry their own few lines of transport instead of api.ts's, so the page's
 * script does not grow (an anonymous write fetches the anti-forgery cookie and echoes it as
 * X-XSRF-TOKEN; logout sends the page's csrf-token as X-CSRF-TOKEN).
 */

/** Posts; answers the status (0: the server could not be reached). The screens read no answer body. */
async function post(path: string, body?: unknown, signedIn = false): Promise<number> {
  try {
    let token: string | undefined;
    if (!signedIn) {
      await fetch("/sanctum/csrf-cookie", { credentials: "include" });
      token = document.cookie.split("; ").find((c) => c.startsWith("XSRF-TOKEN="));
    }
    const response = await fetch(path, {
      method: "POST",
      credentials: "include",
      headers: signedIn
        ? {
            "X-CSRF-TOKEN": document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content ?? "",
          }
        : {
            "Content-Type": "application/json",
            Accept: "application/json",
            "X-XSRF-TOKEN": token ? decodeURIComponent(token.slice("XSRF-TOKEN=".length)) : "",
          },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return response.status;
  } catch {
    return 0;
  }
}

/** POST /api/login: anonymous, protected by the XSRF-TOKEN cookie echoed back (200, signedInUserSchema). */
export const login = (body: z.input<typeof loginBodySchema>): Promise<number> => post("/api/login", body);

/** POST /api/logout: the session ends (204). */
export const logout = () => post("/api/logout", undefined, true);

/** POST /api/password/forgot: the same answer (202, acceptedSchema) whether or not the address has an account. */
export const forgotPassword = (body: z.input<typeof forgotPasswordSchema>) =>
  post("/api/password/forgot", body);
