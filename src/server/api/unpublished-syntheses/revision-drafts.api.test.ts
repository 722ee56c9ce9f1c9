import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SignedIn, signIn } from "../../../../tests/support/signed-in.ts";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app.ts";

let t: TestApp;
let carla: SignedIn;
let editor: SignedIn;
let synthesisId: number;

type Draft = {
  id: number;
  user: { id: number; name: string };
  display_name: string;
  synthesis_json: string;
  updated_at: string;
  synthesis_id: number | null;
  base_version: number | null;
};

beforeAll(async () => {
  t = await createTestApp();
  carla = await signIn(t, "contributor", "Carla Contributor");
  editor = await signIn(t, "editor", "Ed Editor");
  const all = (await (await t.request("/api/syntheses")).json()) as { id: number }[];
  synthesisId = all[0]?.id ?? 0;
});
afterAll(() => t.close());

const send = (who: SignedIn | undefined, method: string, path: string, body?: unknown) =>
  t.request(path, {
    method,
    headers: { "Content-Type": "application/json", ...(who?.headers ?? {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
const create = (who: SignedIn, body: Record<string, unknown>) =>
  send(who, "POST", "/api/unpublishedSyntheses", {
    display_name: "A revision",
    synthesis_json: { comment: "changed" },
    ...body,
  });
const errorOf = async (res: Response) =>
  ((await res.json()) as { error: { code: string; field?: string; message: string } }).error;
const document = async () =>
  (await t.request(`/api/syntheses/${synthesisId}/document`, { headers: editor.cookieOnly })).json();
/** The synthesis's version now (a test may raise it: each reads its own). */
const currentVersion = async () => ((await document()) as { version: number }).version;
const publicAnswer = async () => (await t.request(`/api/syntheses/${synthesisId}`)).json();

describe(`revision drafts (${process.env.TEST_ENGINE ?? "sqlite"})`, () => {
  it("a contributor saves a revision draft of a published synthesis at its version", async () => {
    const res = await create(carla, { synthesis_id: synthesisId, base_version: 1 });
    expect(res.status).toBe(201);
    const draft = (await res.json()) as Draft;
    expect(draft).toMatchObject({
      user: { id: carla.id, name: "Carla Contributor" },
      synthesis_id: synthesisId,
      base_version: 1,
    });
    const one = (await (
      await t.request(`/api/unpublishedSyntheses/${draft.id}`, { headers: carla.cookieOnly })
    ).json()) as Draft;
    expect(one).toEqual(draft);
    const list = (await (
      await t.request("/api/unpublishedSyntheses", { headers: carla.cookieOnly })
    ).json()) as Draft[];
    expect(list.find((d) => d.id === draft.id)).toEqual(draft);
  });

  it("a draft of a new synthesis answers null for both", async () => {
    const res = await create(carla, { synthesis_id: null, base_version: null });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ synthesis_id: null, base_version: null });
  });

  it("refuses one without the other, naming the missing field", async () => {
    const noVersion = await create(carla, { synthesis_id: synthesisId });
    expect(noVersion.status).toBe(400);
    expect(await errorOf(noVersion)).toMatchObject({ code: "invalid_input", field: "base_version" });
    const noSynthesis = await create(carla, { base_version: 1 });
    expect(noSynthesis.status).toBe(400);
    expect(await errorOf(noSynthesis)).toMatchObject({ code: "invalid_input", field: "synthesis_id" });
  });

  it("refuses values that are not positive whole numbers", async () => {
    for (const [field, body] of [
      ["synthesis_id", { synthesis_id: "1", base_version: 1 }],
      ["synthesis_id", { synthesis_id: 0, base_version: 1 }],
      ["base_version", { synthesis_id: synthesisId, base_version: 1.5 }],
      ["base_version", { synthesis_id: synthesisId, base_version: -1 }],
    ] as const) {
      const res = await create(carla, body);
      expect(res.status).toBe(400);
      expect((await errorOf(res)).field).toBe(field);
    }
  });

  it("an unknown synthesis is a 404 naming synthesis_id", async () => {
    const res = await create(carla, { synthesis_id: 999_999, base_version: 1 });
    expect(res.status).toBe(404);
    expect(await errorOf(res)).toMatchObject({ code: "not_found", field: "synthesis_id" });
  });

  it("a version above the synthesis's current one is a 400 naming base_version", async () => {
    const res = await create(carla, {
      synthesis_id: synthesisId,
      base_version: (await currentVersion()) + 1,
    });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toMatchObject({ code: "invalid_input", field: "base_version" });
  });

  it("an older version is accepted once the synthesis has moved on", async () => {
    const version = await currentVersion();
    const added = await send(editor, "POST", "/api/references", {
      synthesis_id: synthesisId,
      display: "A reference that raises the version",
    });
    expect(added.status).toBe(201);
    expect(added.headers.get("X-Synthesis-Version")).toBe(String(version + 1));
    const res = await create(carla, { synthesis_id: synthesisId, base_version: version });
    expect(res.status).toBe(201);
    const current = await create(carla, { synthesis_id: synthesisId, base_version: version + 1 });
    expect(current.status).toBe(201);
  });

  it("PUT keeps synthesis_id and base_version whatever it sends", async () => {
    const draft = (await (
      await create(carla, { synthesis_id: synthesisId, base_version: 1 })
    ).json()) as Draft;
    const res = await send(carla, "PUT", `/api/unpublishedSyntheses/${draft.id}`, {
      ...draft,
      display_name: "Renamed",
      synthesis_id: null,
      base_version: 7,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      display_name: "Renamed",
      synthesis_id: synthesisId,
      base_version: 1,
    });
    const plain = (await (await create(carla, {})).json()) as Draft;
    const attached = await send(carla, "PUT", `/api/unpublishedSyntheses/${plain.id}`, {
      synthesis_id: synthesisId,
      base_version: 1,
    });
    expect(await attached.json()).toMatchObject({ synthesis_id: null, base_version: null });
  });

  it("the public synthesis and its document do not change when a revision draft is saved", async () => {
    const before = [await publicAnswer(), await document()];
    const { document: doc, version } = before[1] as { document: Record<string, unknown>; version: number };
    const res = await create(carla, {
      display_name: "Everything changed",
      synthesis_id: synthesisId,
      base_version: version,
      synthesis_json: { ...doc, year: 1999, comment: "A rewritten route", parts: [] },
    });
    expect(res.status).toBe(201);
    const draft = (await res.json()) as Draft;
    const edited = await send(carla, "PUT", `/api/unpublishedSyntheses/${draft.id}`, {
      synthesis_json: { ...doc, year: 2001 },
    });
    expect(edited.status).toBe(200);
    expect([await publicAnswer(), await document()]).toEqual(before);
  });

  it("another contributor's revision draft stays hidden; editors see it", async () => {
    const other = await signIn(t, "contributor", "Olga Other");
    const draft = (await (
      await create(carla, { synthesis_id: synthesisId, base_version: 1 })
    ).json()) as Draft;
    const hidden = await t.request(`/api/unpublishedSyntheses/${draft.id}`, { headers: other.cookieOnly });
    expect(hidden.status).toBe(404);
    const seen = await t.request(`/api/unpublishedSyntheses/${draft.id}`, { headers: editor.cookieOnly });
    expect(await seen.json()).toMatchObject({ synthesis_id: synthesisId, user: { id: carla.id } });
  });
});
