import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SignedIn, signIn } from "../../../tests/support/signed-in.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import type { SynthesisSummary } from "../../domain/views.ts";
import { asApiError } from "../http/errors.ts";
import { createUser } from "./shared/create-user.ts";

/**
 * What users write cannot carry control characters, line breaks where one line is meant, or
 * text-direction overrides (400 naming the field, nothing stored), and reference addresses are
 * http(s) wherever they enter: issue 22's point 10, on both engines.
 */
const ENGINE = process.env.TEST_ENGINE ?? "sqlite";
const ONE_LINE = "must be one line, without control characters or text-direction overrides";
const PLAIN = "must not contain control characters or text-direction overrides";
/** Each kind of text that may not be in one line. */
const NOT_ONE_LINE = [
  "A\nSECURITY ALERT https://evil.example/l",
  "A\rB",
  "A\u0000B",
  "A\u001bB",
  "A\u0085B",
  "A\u202EB",
  "A\u2066B",
];

let t: TestApp;
let carla: SignedIn;
let eddie: SignedIn;
let synthesisId: number;

beforeAll(async () => {
  t = await createTestApp();
  carla = await signIn(t, "contributor", `Text Contributor ${ENGINE}`);
  eddie = await signIn(t, "editor", `Text Editor ${ENGINE}`);
  synthesisId = ((await (await t.request("/api/syntheses")).json()) as SynthesisSummary[])[0]?.id ?? 0;
});
afterAll(() => t.close());

const tag = () => `${ENGINE}${randomBytes(3).toString("hex")}`;
const send = (who: SignedIn, method: string, path: string, body: unknown) =>
  t.request(path, {
    method,
    headers: { "Content-Type": "application/json", ...who.headers },
    body: JSON.stringify(body),
  });
const errorOf = async (res: Response) =>
  ((await res.json()) as { error: { code: string; message: string; field?: string } }).error;
async function refused(res: Response, field: string, message = ONE_LINE) {
  expect(res.status, field).toBe(400);
  expect(await errorOf(res)).toEqual({ code: "invalid_input", message: `${field}: ${message}`, field });
}

describe(`user-written text (${ENGINE})`, () => {
  it("reagent, solvent, author and named-reaction names and synonyms are one line", async () => {
    for (const bad of NOT_ONE_LINE) {
      await refused(await send(carla, "POST", "/api/reagents", { name: bad }), "name");
      await refused(await send(carla, "POST", "/api/solvents", { name: bad }), "name");
      await refused(
        await send(carla, "POST", "/api/authors", { firstName: "Ada", lastName: bad }),
        "lastName",
      );
      await refused(
        await send(carla, "POST", "/api/named-reactions", { name: `Named ${tag()}`, synonyms: [bad] }),
        "synonyms.0",
      );
    }
    const name = `Reagent ${tag()}`;
    const created = await send(carla, "POST", "/api/reagents", { name });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    await refused(
      await send(carla, "PUT", `/api/reagents/${id}`, { name, synonyms: ["ok", "B\u202Ead"] }),
      "synonyms.1",
    );
    await refused(await send(carla, "PUT", `/api/reagents/${id}`, { name, formula: "C2\nH6O" }), "formula");
    // Letters of every script, symbols and subscripts are fine.
    const good = await send(carla, "PUT", `/api/reagents/${id}`, {
      name,
      synonyms: ["Pd(PPh₃)₄", "ساليسيلات"],
    });
    expect(good.status).toBe(200);
  });

  it("a draft's title is one line, its comments may break lines, and its reference addresses are http(s)", async () => {
    await refused(
      await send(carla, "POST", "/api/unpublishedSyntheses", {
        display_name: "Route\nSECURITY ALERT",
        synthesis_json: {},
      }),
      "display_name",
    );
    for (const url of [
      "javascript:alert(document.cookie)",
      " JavaScript:alert(1)",
      "data:text/html,<script>x</script>",
    ]) {
      const res = await send(carla, "POST", "/api/unpublishedSyntheses", {
        display_name: `Route ${tag()}`,
        synthesis_json: {
          references: [
            { display: "A paper", url: "https://example.org/ok" },
            { display: "B", url },
          ],
        },
      });
      expect(res.status, url).toBe(400);
      expect(await errorOf(res)).toMatchObject({
        field: "synthesis_json.references.1.url",
        message: "synthesis_json.references.1.url: must be an http(s) address",
      });
    }
    const saved = await send(carla, "POST", "/api/unpublishedSyntheses", {
      display_name: `Route ${tag()}`,
      // Work in progress: an address still being typed is kept.
      synthesis_json: {
        references: [
          { display: "A paper", url: "https://example.org/paper" },
          { display: "B", url: "www.exa" },
        ],
      },
    });
    expect(saved.status).toBe(201);
    const draft = (await saved.json()) as { id: number };
    const comments = `/api/unpublishedSyntheses/${draft.id}/comments`;
    for (const bad of ["Looks good\u0007", "A\u001b[31mred", "A\u202Eb", "A\u2028B"]) {
      await refused(await send(carla, "POST", comments, { body: bad }), "body", PLAIN);
    }
    const multiLine = await send(carla, "POST", comments, {
      body: "Two things:\n\t1. the yield\r\n\t2. the solvent",
    });
    expect(multiLine.status).toBe(201);
  });

  it("a reference's display text is one line and its address http(s) (references API)", async () => {
    const base = {
      synthesis_id: synthesisId,
      display: "Testman, A. J. Chem. 1999, 1, 2.",
      doi: "",
      type: "review",
    };
    await refused(
      await send(eddie, "POST", "/api/references", { ...base, display: "Testman\nSECURITY ALERT" }),
      "display",
    );
    const script = await send(eddie, "POST", "/api/references", { ...base, url: "javascript:alert(1)" });
    expect(script.status).toBe(400);
    expect(await errorOf(script)).toMatchObject({ field: "url" });
  });

  it("an account's name is one line, also from the command line (user:create)", async () => {
    const attempt = createUser(
      { users: t.runtime.repos.users },
      { email: `text-${tag()}@example.org`, name: "Ada\nSECURITY ALERT", password: "a-long-enough-password" },
    );
    // As the HTTP layer answers the command's refusal.
    await expect(attempt.catch((error) => Promise.reject(asApiError(error)))).rejects.toMatchObject({
      status: 400,
      message: `name: ${ONE_LINE}`,
    });
  });
});
