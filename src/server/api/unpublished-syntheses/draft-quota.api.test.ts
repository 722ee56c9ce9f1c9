import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SignedIn, signIn } from "../../../../tests/support/signed-in.ts";
import { signedInApp } from "../../../../tests/support/signed-in-app.ts";
import type { TestApp } from "../../../../tests/support/test-app.ts";

let t: TestApp, carla: SignedIn, dora: SignedIn, editor: SignedIn;

beforeAll(async () => {
  ({ t, carla, dora, editor } = await signedInApp(
    {
      carla: ["contributor", "Carla Quota"],
      dora: ["contributor", "Dora Quota"],
      editor: ["editor", "Eve Quota"],
    },
    { DRAFT_MAX_PER_CONTRIBUTOR: "3", DRAFT_MAX_MB_PER_CONTRIBUTOR: "1" },
  ));
});
afterAll(() => t.close());

const send = (who: SignedIn, method: string, path: string, body?: unknown) =>
  t.request(`/api/unpublishedSyntheses${path}`, {
    method,
    headers: { "Content-Type": "application/json", ...who.headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
/** A draft document of about `bytes` bytes. */
const documentOf = (bytes: number) => JSON.stringify({ comment: "x".repeat(bytes - 14) });
const create = (who: SignedIn, name: string, bytes = 100) =>
  send(who, "POST", "", { display_name: name, synthesis_json: documentOf(bytes) });
const idOf = async (res: Response) => ((await res.json()) as { id: number }).id;
const errorOf = async (res: Response) => ((await res.json()) as { error: unknown }).error;
const namesOf = async (who: SignedIn) =>
  ((await (await send(who, "GET", "")).json()) as { display_name: string }[]).map((d) => d.display_name);

describe(`draft quotas and the draft list (${process.env.TEST_ENGINE ?? "sqlite"})`, () => {
  it("a contributor keeps at most DRAFT_MAX_PER_CONTRIBUTOR drafts; deleting one makes room", async () => {
    const ids: number[] = [];
    for (const name of ["One", "Two", "Three"]) {
      const res = await create(carla, name);
      expect(res.status).toBe(201);
      ids.push(await idOf(res));
    }
    const fourth = await create(carla, "Four");
    expect(fourth.status).toBe(409);
    expect(await errorOf(fourth)).toEqual({
      code: "quota_exceeded",
      message:
        "You already keep 3 unpublished drafts, the most a contributor may keep (3); delete one to start another",
    });
    expect(await namesOf(carla)).toEqual(["Three", "Two", "One"]);
    // Another contributor's drafts are counted apart.
    expect((await create(dora, "Dora's")).status).toBe(201);

    expect((await send(carla, "DELETE", `/${ids[0]}`)).status).toBe(204);
    expect((await create(carla, "Four")).status).toBe(201);
  });

  it("parallel saves of one contributor cannot pass the limit together", async () => {
    const erin = await signIn(t, "contributor", "Erin Quota");
    const answers = await Promise.all(["A", "B", "C", "D", "E", "F"].map((name) => create(erin, name)));
    expect(answers.map((res) => res.status).sort()).toEqual([201, 201, 201, 409, 409, 409]);
    expect(await namesOf(erin)).toHaveLength(3);
  });

  it("their documents take at most DRAFT_MAX_MB_PER_CONTRIBUTOR MB together; shrinking is always allowed", async () => {
    const first = await create(dora, "Large", 600 * 1024);
    expect(first.status).toBe(201);
    const large = await idOf(first);
    const over = await create(dora, "Too much", 500 * 1024);
    expect(over.status).toBe(409);
    expect(await errorOf(over)).toEqual({
      code: "quota_exceeded",
      field: "synthesis_json",
      message:
        "synthesis_json: your unpublished drafts would take 1.1 MB, over the 1 MB a contributor may keep; delete a draft or shorten this one",
    });
    const small = await idOf(await create(dora, "Small", 300 * 1024));

    // Growing a draft past the limit is refused and changes nothing.
    const grown = await send(dora, "PUT", `/${small}`, { synthesis_json: documentOf(500 * 1024) });
    expect(grown.status).toBe(409);
    const kept = (await (await send(dora, "GET", `/${small}`)).json()) as { synthesis_json: string };
    expect(kept.synthesis_json).toBe(documentOf(300 * 1024));
    // Within it, or smaller, or only a new name: saved.
    expect((await send(dora, "PUT", `/${small}`, { synthesis_json: documentOf(400 * 1024) })).status).toBe(
      200,
    );
    expect((await send(dora, "PUT", `/${large}`, { display_name: "Large, renamed" })).status).toBe(200);
    expect((await send(dora, "PUT", `/${large}`, { synthesis_json: documentOf(100) })).status).toBe(200);
  });

  it("editors and admins have no limit, on their own drafts or on a contributor's", async () => {
    for (const name of ["E1", "E2", "E3", "E4"]) {
      expect((await create(editor, name, 400 * 1024)).status).toBe(201);
    }
    // A contributor of this test's own, with one small draft an editor then makes large.
    const fay = await signIn(t, "contributor", "Fay Quota");
    const fays = await idOf(await create(fay, "Fay's draft"));
    const edited = await send(editor, "PUT", `/${fays}`, { synthesis_json: documentOf(900 * 1024) });
    expect(edited.status).toBe(200);
  });

  it("lists summaries (no documents, their size instead); a draft's own GET has its document", async () => {
    const id = await idOf(await create(editor, "Summarised", 5000));
    const list = (await (await send(editor, "GET", "")).json()) as Record<string, unknown>[];
    const listed = list.find((d) => d.id === id);
    expect(listed).toEqual({
      id,
      user: { id: editor.id, name: "Eve Quota" },
      display_name: "Summarised",
      size: 5000,
      updated_at: listed?.updated_at,
      synthesis_id: null,
      base_version: null,
      published_synthesis_id: null,
      published_at: null,
      status: "draft",
      submitted_at: null,
    });
    expect(list.every((d) => !("synthesis_json" in d))).toBe(true);
    // Every draft of the editor's list, each at most 2 MB, is a line of about 300 bytes.
    expect(JSON.stringify(list).length).toBeLessThan(list.length * 400);
    const one = (await (await send(editor, "GET", `/${id}`)).json()) as { synthesis_json: string };
    expect(one.synthesis_json).toBe(documentOf(5000));
  });
});
