import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SignedIn, signIn } from "../../../../tests/support/signed-in.ts";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app.ts";

/**
 * A suggested correction under the contributor's draft quota (api.md §5.7.7, §5.10.1): a new
 * revision draft counts, the one already open does not. The demo syntheses are only read.
 */

let t: TestApp;
let dora: SignedIn;
let first: number;
let second: number;

beforeAll(async () => {
  t = await createTestApp({ DRAFT_MAX_PER_CONTRIBUTOR: "1" });
  dora = await signIn(t, "contributor", "Dora Quota");
  const listed = (await (await t.request("/api/syntheses")).json()) as { id: number }[];
  [first, second] = listed.map((s) => s.id) as [number, number];
});
afterAll(() => t.close());

const suggest = (synthesisId: number) =>
  t.request(`/api/syntheses/${synthesisId}/corrections`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...dora.headers },
    body: JSON.stringify({ note: "The second step's solvent is named differently in the paper." }),
  });
const drafts = async () =>
  (await (await t.request("/api/unpublishedSyntheses", { headers: dora.cookieOnly })).json()) as {
    id: number;
    synthesis_id: number | null;
  }[];

describe(`suggestions and the draft quota (${process.env.TEST_ENGINE ?? "sqlite"})`, () => {
  it("refuses a new draft past the quota, and still leads to the draft already open", async () => {
    const made = await suggest(first);
    expect(made.status).toBe(201);
    const refused = await suggest(second);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("quota_exceeded");
    expect((await drafts()).map((d) => d.synthesis_id)).toEqual([first]);
    const again = await suggest(first);
    expect(again.status).toBe(200);
    expect(((await again.json()) as { draft: { id: number } }).draft.id).toBe((await drafts())[0]?.id);
  });
});
