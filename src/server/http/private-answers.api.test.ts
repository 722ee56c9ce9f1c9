import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SignedIn, signIn } from "../../../tests/support/signed-in.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import { apiDocumentOf } from "../app.ts";

/**
 * Every API answer to a request with a session is `Cache-Control: private, no-store`
 * (docs/decisions/security/0094-answers-to-a-session-are-private.md): a sweep over every GET route of the
 * OpenAPI document, signed in as a contributor and as an admin, whatever the answer's status. The
 * same public list asked anonymously stays shareable.
 */

/** A value for each path parameter of the document's GET routes (unknown ones are a 404: still private). */
const PARAMS: Record<string, string> = {
  n: "3",
  id: "1",
  structure: "CCO",
  url: "nobody",
  doi: "10.1000/xyz",
  token: "A".repeat(43),
  file: `${"0".repeat(64)}.png`,
  kind: "reagents",
};
const PRIVATE = /(^|,)\s*(private|no-store)\s*(,|$)/i;

let t: TestApp;
let contributor: SignedIn;
let admin: SignedIn;
beforeAll(async () => {
  // The DOI look-up is refused at once (nothing listens on port 9): its refusal is swept too.
  t = await createTestApp({ DOI_RESOLVER_URL: "http://127.0.0.1:9" });
  contributor = await signIn(t, "contributor", "Private Answers Contributor");
  admin = await signIn(t, "admin", "Private Answers Admin");
});
afterAll(async () => {
  await t.close();
});

function getPaths(): string[] {
  const document = apiDocumentOf(t.runtime.app);
  return Object.entries(document.paths ?? {})
    .filter(([, item]) => (item as { get?: unknown }).get !== undefined)
    .map(([path]) =>
      path.replace(/\{([^}]+)\}/g, (_, name: string) => {
        const value = PARAMS[name.replace(/\{.*$/, "")];
        if (value === undefined) throw new Error(`no value for {${name}} in ${path}`);
        return value;
      }),
    );
}

describe(`answers to a session are private (${process.env.TEST_ENGINE ?? "sqlite"})`, () => {
  it("marks every GET route's answer private, no-store for a contributor and an admin", async () => {
    const paths = getPaths();
    expect(paths.length).toBeGreaterThan(40);
    const ok: string[] = [];
    for (const who of [contributor, admin]) {
      for (const path of paths) {
        const res = await t.request(path, { headers: who.cookieOnly });
        await res.arrayBuffer();
        const header = res.headers.get("Cache-Control") ?? "";
        expect(header, `${who.name}: GET ${path} answered ${res.status}`).toMatch(PRIVATE);
        if (res.status === 200) ok.push(`${who === admin ? "admin" : "contributor"} ${path}`);
      }
    }
    // The sweep reached the answers that depend on who asks, not only refusals.
    for (const read of [
      "contributor /api/reagents",
      "contributor /api/authors",
      "contributor /api/user",
      "contributor /api/unpublishedSyntheses",
      "admin /api/pending",
      "admin /api/review/queue",
      "admin /api/admin/users",
    ]) {
      expect(ok).toContain(read);
    }
  });

  it("lists the caller's pending reagent privately, and the public list without it as shareable", async () => {
    const name = `Private pending reagent ${Date.now()}`;
    const created = await t.request("/api/reagents", {
      method: "POST",
      headers: { ...contributor.headers, "Content-Type": "application/json" },
      body: JSON.stringify({ name }),
    });
    expect(created.status).toBe(201);
    const mine = await t.request("/api/reagents", { headers: contributor.cookieOnly });
    expect(await mine.text()).toContain(name);
    expect(mine.headers.get("Cache-Control")).toBe("private, no-store");

    const anonymous = await t.request("/api/reagents");
    expect(await anonymous.text()).not.toContain(name);
    expect(anonymous.headers.get("Cache-Control") ?? "").not.toMatch(PRIVATE);
    expect(anonymous.headers.get("Cache-Control")).toContain("public");
  });
});
