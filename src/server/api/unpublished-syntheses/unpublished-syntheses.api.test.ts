import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SignedIn, signIn } from "../../../../tests/support/signed-in.ts";
import { signedInApp } from "../../../../tests/support/signed-in-app.ts";
import type { TestApp } from "../../../../tests/support/test-app.ts";

let t: TestApp, editor: SignedIn;

beforeAll(async () => {
  ({ t, editor } = await signedInApp({ editor: ["editor", "Eve Editor"] }));
});
afterAll(() => t.close());

const json = (
  who: SignedIn | undefined,
  method: string,
  body: unknown,
  headers: Record<string, string> = {},
) => ({
  method,
  headers: { "Content-Type": "application/json", ...(who?.headers ?? {}), ...headers },
  body: JSON.stringify(body),
});
const create = (who: SignedIn, body: unknown) =>
  t.request("/api/unpublishedSyntheses", json(who, "POST", body));
const read = (who: SignedIn | undefined, path = "") =>
  t.request(`/api/unpublishedSyntheses${path}`, { headers: who?.cookieOnly ?? {} });
const errorOf = async (res: Response) => ((await res.json()) as { error: unknown }).error;

type Draft = {
  id: number;
  user: { id: number; name: string };
  display_name: string;
  synthesis_json: string;
  updated_at: string;
  synthesis_id: number | null;
  base_version: number | null;
};

let people = 0;
/** Two new contributors, Ann and Bob: each test has accounts and drafts of its own. */
async function twoContributors() {
  const n = ++people;
  return {
    ann: await signIn(t, "contributor", `Ann Contributor ${n}`),
    bob: await signIn(t, "contributor", `Bob Contributor ${n}`),
  };
}
/** Two new contributors, and Ann's draft "Ann's route". */
async function withAnnsDraft() {
  const { ann, bob } = await twoContributors();
  const res = await create(ann, {
    display_name: "Ann's route",
    synthesis_json: '{"molecule":{"name":"Testane"},"parts":[]}',
  });
  expect(res.status).toBe(201);
  return { ann, bob, annDraft: (await res.json()) as Draft };
}

describe(`/api/unpublishedSyntheses (${process.env.TEST_ENGINE ?? "sqlite"})`, () => {
  it("POST creates a draft owned by the session's user, whatever user the body names", async () => {
    const { ann, bob } = await twoContributors();
    const before = t.runtime.watcher.value;
    const res = await create(ann, {
      id: 999,
      user: { id: bob.id, name: bob.name },
      display_name: "  Ann's route  ",
      synthesis_json: '{"molecule":{"name":"Testane"},"parts":[]}',
    });
    expect(res.status).toBe(201);
    const annDraft = (await res.json()) as Draft;
    expect(annDraft).toEqual({
      id: annDraft.id,
      user: { id: ann.id, name: ann.name },
      display_name: "Ann's route",
      synthesis_json: '{"molecule":{"name":"Testane"},"parts":[]}',
      updated_at: annDraft.updated_at,
      synthesis_id: null,
      base_version: null,
      published_synthesis_id: null,
      published_at: null,
      status: "draft",
      submitted_at: null,
      document_hash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(annDraft.id).not.toBe(999);
    expect(annDraft.updated_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    // Drafts are not public: saving or deleting one keeps the shared cache and the search index.
    expect(t.runtime.watcher.value).toBe(before);
  });

  it("POST takes synthesis_json as an object too and stores it as text", async () => {
    const { bob } = await twoContributors();
    const res = await create(bob, {
      display_name: "Bob's route",
      synthesis_json: { molecule: { name: "Bobane" } },
    });
    expect(res.status).toBe(201);
    expect(((await res.json()) as Draft).synthesis_json).toBe('{"molecule":{"name":"Bobane"}}');
  });

  it("GET lists the user's own drafts; editors get everyone's", async () => {
    const { ann, bob } = await withAnnsDraft();
    expect((await create(bob, { display_name: "Bob's route", synthesis_json: "{}" })).status).toBe(201);
    const own = (await (await read(ann)).json()) as Draft[];
    expect(own.map((d) => [d.display_name, d.user.name])).toEqual([["Ann's route", ann.name]]);
    const bobs = (await (await read(bob)).json()) as Draft[];
    expect(bobs.map((d) => d.display_name)).toEqual(["Bob's route"]);
    // Everyone's: other tests' drafts too, so this test looks at its own two users'.
    const all = (await (await read(editor)).json()) as Draft[];
    const theirs = all.filter((d) => d.user.id === ann.id || d.user.id === bob.id);
    expect(theirs.map((d) => d.display_name).sort()).toEqual(["Ann's route", "Bob's route"]);
  });

  it("GET one: the owner and editors; another contributor gets 404, as for an unknown id", async () => {
    const { ann, bob, annDraft } = await withAnnsDraft();
    expect(await (await read(ann, `/${annDraft.id}`)).json()).toEqual(annDraft);
    expect(await (await read(editor, `/${annDraft.id}`)).json()).toEqual(annDraft);
    const hidden = await read(bob, `/${annDraft.id}`);
    expect(hidden.status).toBe(404);
    expect(await hidden.json()).toEqual({
      error: { code: "not_found", message: "Unpublished synthesis not found" },
    });
    expect((await read(ann, "/987654")).status).toBe(404);
    expect((await read(ann, "/abc")).status).toBe(404);
  });

  it("401 without a session (reads and writes), 419 without the anti-forgery token", async () => {
    const { ann, annDraft } = await withAnnsDraft();
    expect((await read(undefined)).status).toBe(401);
    expect((await read(undefined, `/${annDraft.id}`)).status).toBe(401);
    const anonymous = await t.request(
      "/api/unpublishedSyntheses",
      json(undefined, "POST", { display_name: "x", synthesis_json: "{}" }),
    );
    expect(anonymous.status).toBe(401);
    const noToken = await t.request("/api/unpublishedSyntheses", {
      method: "POST",
      headers: { "Content-Type": "application/json", ...ann.cookieOnly },
      body: JSON.stringify({ display_name: "x", synthesis_json: "{}" }),
    });
    expect(noToken.status).toBe(419);
    const del = await t.request(`/api/unpublishedSyntheses/${annDraft.id}`, {
      method: "DELETE",
      headers: ann.cookieOnly,
    });
    expect(del.status).toBe(419);
  });

  it("400 naming display_name or synthesis_json", async () => {
    const { ann } = await twoContributors();
    const cases: [unknown, string, string][] = [
      [{ display_name: "   ", synthesis_json: "{}" }, "display_name", "display_name: must not be empty"],
      [
        { display_name: "x".repeat(201), synthesis_json: "{}" },
        "display_name",
        "display_name: must be at most 200 characters",
      ],
      [{ synthesis_json: "{}" }, "display_name", "display_name: must be a text"],
      [
        { display_name: "x", synthesis_json: "{not json" },
        "synthesis_json",
        "synthesis_json: is not valid JSON",
      ],
      [
        { display_name: "x", synthesis_json: "[1,2]" },
        "synthesis_json",
        "synthesis_json: must hold a JSON object",
      ],
      [
        { display_name: "x", synthesis_json: 42 },
        "synthesis_json",
        "synthesis_json: must be a JSON object or its text",
      ],
      [{ display_name: "x" }, "synthesis_json", "synthesis_json: must be a JSON object or its text"],
    ];
    for (const [body, field, message] of cases) {
      const res = await create(ann, body);
      expect(res.status).toBe(400);
      expect(await errorOf(res)).toEqual({ code: "invalid_input", message, field });
    }
  });

  it("413 for a draft over 2 MB, and nothing is stored", async () => {
    const { ann } = await withAnnsDraft();
    const big = JSON.stringify({ comment: "x".repeat(2 * 2 ** 20) });
    const res = await create(ann, { display_name: "Big", synthesis_json: big });
    expect(res.status).toBe(413);
    expect(await errorOf(res)).toEqual({ code: "payload_too_large", message: "Request body is too large" });
    // A body far over the limit is refused before it is read, and the connection is closed.
    const huge = await create(ann, {
      display_name: "Huge",
      synthesis_json: { comment: "x".repeat(3 * 2 ** 20) },
    });
    expect(huge.status).toBe(413);
    expect(huge.headers.get("connection")).toBe("close");
    const own = (await (await read(ann)).json()) as Draft[];
    expect(own.map((d) => d.display_name)).toEqual(["Ann's route"]);
  });

  it("PUT takes the whole record (id and user ignored) and keeps the owner", async () => {
    const { ann, bob, annDraft } = await withAnnsDraft();
    const before = t.runtime.watcher.value;
    const res = await t.request(
      `/api/unpublishedSyntheses/${annDraft.id}`,
      json(ann, "PUT", {
        id: 12345,
        user: { id: bob.id, name: bob.name },
        display_name: "Ann's route, v2",
        synthesis_json: '{"molecule":{"name":"Testane"},"parts":[{"number":1}]}',
      }),
    );
    expect(res.status).toBe(200);
    const updated = (await res.json()) as Draft;
    expect(updated).toEqual({
      id: annDraft.id,
      user: { id: ann.id, name: ann.name },
      display_name: "Ann's route, v2",
      synthesis_json: '{"molecule":{"name":"Testane"},"parts":[{"number":1}]}',
      updated_at: updated.updated_at,
      synthesis_id: null,
      base_version: null,
      published_synthesis_id: null,
      published_at: null,
      status: "draft",
      submitted_at: null,
      document_hash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    // Drafts are not public: saving or deleting one keeps the shared cache and the search index.
    expect(t.runtime.watcher.value).toBe(before);
    // Only the name: the document stays.
    const renamed = await t.request(
      `/api/unpublishedSyntheses/${annDraft.id}`,
      json(ann, "PUT", { display_name: "Ann's route, v3" }),
    );
    expect(((await renamed.json()) as Draft).synthesis_json).toBe(
      '{"molecule":{"name":"Testane"},"parts":[{"number":1}]}',
    );
  });

  it("PUT and DELETE of another's draft: 404 for a contributor, allowed for an editor", async () => {
    const { ann, bob, annDraft } = await withAnnsDraft();
    const put = await t.request(
      `/api/unpublishedSyntheses/${annDraft.id}`,
      json(bob, "PUT", { display_name: "Taken" }),
    );
    expect(put.status).toBe(404);
    const del = await t.request(`/api/unpublishedSyntheses/${annDraft.id}`, {
      method: "DELETE",
      headers: bob.headers,
    });
    expect(del.status).toBe(404);
    expect(((await (await read(ann, `/${annDraft.id}`)).json()) as Draft).display_name).toBe("Ann's route");

    const edited = await t.request(
      `/api/unpublishedSyntheses/${annDraft.id}`,
      json(editor, "PUT", { display_name: "Checked by Eve" }),
    );
    expect(edited.status).toBe(200);
    expect(((await edited.json()) as Draft).user).toEqual({ id: ann.id, name: ann.name });
    expect(
      (await t.request("/api/unpublishedSyntheses/987654", json(editor, "PUT", { display_name: "x" })))
        .status,
    ).toBe(404);
  });

  it("DELETE answers 204 and the draft is gone; no draft write touches the public data revision", async () => {
    const { ann, annDraft } = await withAnnsDraft();
    const before = t.runtime.watcher.value;
    const saved = await t.request(`/api/unpublishedSyntheses/${annDraft.id}`, {
      method: "PUT",
      headers: { ...ann.headers, "content-type": "application/json" },
      body: JSON.stringify({ display_name: "Renamed before deleting" }),
    });
    expect(saved.status).toBe(200);
    const res = await t.request(`/api/unpublishedSyntheses/${annDraft.id}`, {
      method: "DELETE",
      headers: ann.headers,
    });
    expect(res.status).toBe(204);
    expect(await res.text()).toBe("");
    // Drafts are not public: saving or deleting one keeps the shared cache and the search index.
    expect(t.runtime.watcher.value).toBe(before);
    expect((await read(ann, `/${annDraft.id}`)).status).toBe(404);
    const again = await t.request(`/api/unpublishedSyntheses/${annDraft.id}`, {
      method: "DELETE",
      headers: editor.headers,
    });
    expect(again.status).toBe(404);
  });
});
