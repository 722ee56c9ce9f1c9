import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { historyCalls } from "../../../../tests/support/history-calls.ts";
import { errorOf, jsonOf } from "../../../../tests/support/lookup-requests.ts";
import type { SignedIn } from "../../../../tests/support/signed-in.ts";
import {
  EDITOR_AND_CONTRIBUTOR,
  type LookupRequests,
  signedInApp,
} from "../../../../tests/support/signed-in-app.ts";
import type { TestApp } from "../../../../tests/support/test-app.ts";

/**
 * Reading the History (signed-in users) and restoring an entry (editors): changes, deletions and a
 * merge undone. The details of undoing merges: merge-restore.api.test.ts.
 */

const engine = process.env.TEST_ENGINE ?? "sqlite";
let t: TestApp, editor: SignedIn, carla: SignedIn, r: LookupRequests;

beforeAll(async () => {
  ({ t, editor, carla, r } = await signedInApp(EDITOR_AND_CONTRIBUTOR));
});
afterAll(() => t.close());

const { history } = historyCalls(() => ({ t, r, editor }));

describe(`history and restore (${engine})`, () => {
  it("lists entries for signed-in users only and restores for editors only", async () => {
    const { id } = await jsonOf<{ id: number }>(
      await r.send(editor, "POST", "/api/solvents", { name: "Fixture H1" }),
      201,
    );
    expect((await t.request(`/api/history/solvent/${id}`)).status).toBe(401);
    expect((await t.request(`/api/history/nonsense/${id}`, { headers: editor.cookieOnly })).status).toBe(404);
    const entries = await history("solvent", id);
    expect(entries).toEqual([
      expect.objectContaining({
        action: "create",
        before: null,
        after: { id, name: "Fixture H1", synonyms: [] },
        itemId: id,
      }),
    ]);
    const [created] = entries;
    expect((await r.send(carla, "POST", `/api/history/${created?.id}/restore`)).status).toBe(403);
    const refused = await r.send(editor, "POST", `/api/history/${created?.id}/restore`);
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)) as { message: string }).toMatchObject({
      message: expect.stringMatching(/^Cannot restore/),
    });
    expect((await r.send(editor, "POST", "/api/history/999999/restore")).status).toBe(404);
  });

  it("restores an old name, unless another item took it since", async () => {
    const { id } = await jsonOf<{ id: number }>(
      await r.send(editor, "POST", "/api/reagents", { name: "Fixture R-old" }),
      201,
    );
    await jsonOf(
      await r.send(editor, "PUT", `/api/reagents/${id}`, {
        name: "Fixture R-new",
        formula: "H₂O",
        synonyms: ["w"],
      }),
    );
    const [renamed] = await history("reagent", id);
    expect(renamed).toMatchObject({
      action: "update",
      before: { name: "Fixture R-old", formula: null, synonyms: [] },
      after: { name: "Fixture R-new", formula: "H₂O", synonyms: ["w"] },
    });
    const restored = await jsonOf<{ item: { name: string } }>(
      await r.send(editor, "POST", `/api/history/${renamed?.id}/restore`),
    );
    expect(restored.item).toMatchObject({ name: "Fixture R-old", formula: null, synonyms: [] });
    const [restoreEntry] = await history("reagent", id);
    expect(restoreEntry).toMatchObject({
      action: "restore",
      relatedId: renamed?.id,
      before: { name: "Fixture R-new" },
      after: { name: "Fixture R-old" },
    });

    // Renamed again, and another reagent takes the old name: restoring is refused.
    await jsonOf(await r.send(editor, "PUT", `/api/reagents/${id}`, { name: "Fixture R-third" }));
    const [third] = await history("reagent", id);
    await jsonOf(await r.send(editor, "POST", "/api/reagents", { name: "fixture r-old" }), 201);
    const refused = await r.send(editor, "POST", `/api/history/${third?.id}/restore`);
    expect(refused.status).toBe(409);
    expect(((await errorOf(refused)) as { message: string }).message).toMatch(
      /^Cannot restore: .*already exists/,
    );
  });

  it("restores a deleted item under its id when its name is free, and refuses otherwise", async () => {
    const { id } = await jsonOf<{ id: number }>(
      await r.send(editor, "POST", "/api/solvents", { name: "Fixture Gone" }),
      201,
    );
    expect((await r.send(editor, "DELETE", `/api/solvents/${id}`)).status).toBe(204);
    const [deleted] = await history("solvent", id);
    expect(deleted).toMatchObject({ action: "delete", before: { name: "Fixture Gone" }, after: null });
    const back = await jsonOf<{ item: { id: number; name: string } }>(
      await r.send(editor, "POST", `/api/history/${deleted?.id}/restore`),
    );
    expect(back.item).toEqual({ id, name: "Fixture Gone", synonyms: [] });
    const again = await r.send(editor, "POST", `/api/history/${deleted?.id}/restore`);
    expect(again.status).toBe(409);

    expect((await r.send(editor, "DELETE", `/api/solvents/${id}`)).status).toBe(204);
    const [deletedAgain] = await history("solvent", id);
    await jsonOf(await r.send(editor, "POST", "/api/solvents", { name: "Fixture Gone" }), 201);
    const taken = await r.send(editor, "POST", `/api/history/${deletedAgain?.id}/restore`);
    expect(taken.status).toBe(409);
    expect((await history("solvent", id)).map((e) => e.action)).toEqual([
      "delete",
      "restore",
      "delete",
      "create",
    ]);
  });

  it("undoes a merge, and records changes of named reactions and protecting groups", async () => {
    const a = await jsonOf<{ id: number }>(
      await r.send(editor, "POST", "/api/solvents", { name: "Fixture M-a" }),
      201,
    );
    const b = await jsonOf<{ id: number }>(
      await r.send(editor, "POST", "/api/solvents", { name: "Fixture M-b" }),
      201,
    );
    await jsonOf(await r.send(editor, "POST", `/api/solvents/${a.id}/merge`, { into: b.id }));
    const [merged] = await history("solvent", a.id);
    const undone = await jsonOf<{ item: { id: number; name: string } }>(
      await r.send(editor, "POST", `/api/history/${merged?.id}/restore`),
    );
    expect(undone.item).toEqual({ id: a.id, name: "Fixture M-a", synonyms: [] });

    const group = await jsonOf<{ id: number }>(
      await r.send(editor, "POST", "/api/protecting-groups", { name: `Fixture PG ${engine}` }),
      201,
    );
    await jsonOf(
      await r.send(editor, "PUT", `/api/protecting-groups/${group.id}`, {
        name: `Fixture PG2 ${engine}`,
        protected: "alcohol",
      }),
    );
    const groupHistory = await history("protecting-groups", group.id);
    expect(groupHistory.map((e) => e.action)).toEqual(["update", "create"]);
    expect(groupHistory[0]).toMatchObject({
      before: { name: `Fixture PG ${engine}` },
      after: { name: `Fixture PG2 ${engine}`, protected: "alcohol" },
    });
    const back = await jsonOf<{ item: { name: string; protected: string } }>(
      await r.send(editor, "POST", `/api/history/${groupHistory[0]?.id}/restore`),
    );
    expect(back.item).toMatchObject({ name: `Fixture PG ${engine}`, protected: "" });

    const reaction = await jsonOf<{ id: number }>(
      await r.send(editor, "POST", "/api/named-reactions", { name: `Fixture NR ${engine}` }),
      201,
    );
    expect((await r.send(editor, "DELETE", `/api/named-reactions/${reaction.id}`)).status).toBe(204);
    const reactionHistory = await history("named_reaction", reaction.id);
    expect(reactionHistory.map((e) => e.action)).toEqual(["delete", "create"]);
    const restored = await jsonOf<{ item: { id: number; name: string } }>(
      await r.send(editor, "POST", `/api/history/${reactionHistory[0]?.id}/restore`),
    );
    expect(restored.item).toMatchObject({ id: reaction.id, name: `Fixture NR ${engine}` });
  });
});
