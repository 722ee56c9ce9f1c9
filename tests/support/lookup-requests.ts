import type { SignedIn } from "./signed-in.ts";
import type { TestApp } from "./test-app.ts";

/** Request helpers for the lookup write tests: JSON writes as a signed-in user, reads as anyone. */
export function lookupRequests(t: TestApp) {
  return {
    send(who: SignedIn | undefined, method: string, path: string, body?: unknown, withToken = true) {
      const auth = who ? (withToken ? who.headers : who.cookieOnly) : {};
      return t.request(path, {
        method,
        headers: { ...(body === undefined ? {} : { "Content-Type": "application/json" }), ...auth },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    },
    /** A GET as `who` (cookie only, as the editor reads) or anonymously. */
    async read<T>(path: string, who?: SignedIn): Promise<T> {
      const res = await t.request(path, { headers: who?.cookieOnly ?? {} });
      return (await res.json()) as T;
    },
    /** Saves a draft (an unpublished synthesis) whose document is `document`. */
    async draft(who: SignedIn, document: unknown) {
      const res = await t.request("/api/unpublishedSyntheses", {
        method: "POST",
        headers: { "Content-Type": "application/json", ...who.headers },
        body: JSON.stringify({ display_name: "Fixture draft", synthesis_json: JSON.stringify(document) }),
      });
      if (res.status !== 201) throw new Error(`draft not saved: ${res.status} ${await res.text()}`);
    },
  };
}

export const errorOf = async (res: Response) => ((await res.json()) as { error: unknown }).error;

/** The JSON body of an answer that must have `status` (else the test fails with the answer's text). */
export async function jsonOf<T>(res: Response, status = 200): Promise<T> {
  if (res.status !== status) throw new Error(`expected ${status}, got ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}
