import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FixtureApp } from "../../../../tests/support/fixture-app.ts";
import { errorOf } from "../../../../tests/support/lookup-requests.ts";
import type { SignedIn } from "../../../../tests/support/signed-in.ts";
import {
  EDITOR_AND_TWO_CONTRIBUTORS,
  type LookupRequests,
  signedInFixtureApp,
} from "../../../../tests/support/signed-in-app.ts";

type Reagent = {
  id: number;
  name: string;
  formula: string | null;
  synonyms: { id: number; synonym: string }[];
};
type Search = { reagents: { id: number; name: string }[] };

let t: FixtureApp, r: LookupRequests, editor: SignedIn, ann: SignedIn, bob: SignedIn;

beforeAll(async () => {
  ({ t, r, editor, ann, bob } = await signedInFixtureApp(EDITOR_AND_TWO_CONTRIBUTORS));
});
afterAll(() => t.close());

const find = async (name: string, who?: SignedIn) =>
  (await r.read<Reagent[]>("/api/reagents", who)).find((g) => g.name === name);
const create = async (who: SignedIn, body?: unknown) =>
  (await (await r.send(who, "POST", "/api/reagents", body)).json()) as Reagent;

describe(`reagent writes (${process.env.TEST_ENGINE ?? "sqlite"})`, () => {
  it("refuses writes without a session (401) or token (419)", async () => {
    expect((await r.send(undefined, "POST", "/api/reagents", {})).status).toBe(401);
    expect((await r.send(ann, "POST", "/api/reagents", {}, false)).status).toBe(419);
    expect((await r.send(undefined, "PUT", "/api/reagents/1", { name: "X" })).status).toBe(401);
  });

  it("creates an unnamed reagent, listed only to signed-in users", async () => {
    const res = await r.send(ann, "POST", "/api/reagents", { name: "" });
    expect(res.status).toBe(201);
    const created = (await res.json()) as Reagent;
    expect(created).toEqual({ id: created.id, name: "", formula: null, synonyms: [] });
    // Other tests may leave unnamed reagents too: this one looks for its own. Pending until an editor
    // accepts it (pending.api.test.ts), and hers to change (api.md §5.6.6); her list says both.
    expect((await r.read<Reagent[]>("/api/reagents", ann)).filter((g) => g.id === created.id)).toEqual([
      { ...created, pending: true, editable: true },
    ]);
    expect(await find("")).toBe(undefined);
  });

  it("saves name, formula and synonyms (blank dropped, repeats ignored in any case); search finds a synonym", async () => {
    const { id } = await create(ann);
    const res = await r.send(ann, "PUT", `/api/reagents/${id}`, {
      id,
      name: " Fixture LiAlH₄ ",
      formula: " AlH₄Li ",
      synonyms: [
        " Fixture lithium aluminium hydride ",
        { id: 99, synonym: "Fixture LAH" },
        "  ",
        "fixture lah",
      ],
    });
    expect(res.status).toBe(200);
    const saved = (await res.json()) as Reagent;
    expect(saved).toEqual({
      id,
      name: "Fixture LiAlH₄",
      formula: "AlH₄Li",
      synonyms: [
        { id: saved.synonyms[0].id, synonym: "Fixture lithium aluminium hydride" },
        { id: saved.synonyms[1].id, synonym: "Fixture LAH" },
      ],
    });
    expect((await r.send(editor, "POST", `/api/reagents/${id}/accept`)).status).toBe(200);
    expect(await find("Fixture LiAlH₄")).toEqual(saved);
    const found = await r.read<Search>("/api/search?q=fixture%20lah");
    expect(found.reagents.map((g) => g.name)).toEqual(["Fixture LiAlH₄"]);

    // The set is replaced; a synonym kept keeps its id; an absent formula or set stays as it is.
    const kept = saved.synonyms[1];
    const again = (await (
      await r.send(ann, "PUT", `/api/reagents/${id}`, {
        name: "Fixture LiAlH₄",
        synonyms: ["Fixture LAH", "Fixture alanate"],
      })
    ).json()) as Reagent;
    expect(again.formula).toBe("AlH₄Li");
    expect(again.synonyms).toEqual([kept, { id: again.synonyms[1].id, synonym: "Fixture alanate" }]);
    const same = (await (
      await r.send(ann, "PUT", `/api/reagents/${id}`, { name: "Fixture LiAlH₄", formula: null })
    ).json()) as Reagent;
    expect(same).toEqual({ ...again, formula: null });
  });

  it("refuses a duplicate name (409), a bad body (400) and an unknown id (404)", async () => {
    const { id } = await create(editor);
    expect(
      await errorOf(await r.send(editor, "PUT", `/api/reagents/${id}`, { name: "fixture nabh₄" })),
    ).toEqual({
      code: "conflict",
      field: "name",
      message: "name: a reagent named 'fixture nabh₄' already exists",
    });
    expect(
      await errorOf(
        await r.send(editor, "PUT", `/api/reagents/${id}`, { name: "Fixture X", synonyms: "no" }),
      ),
    ).toEqual({
      code: "invalid_input",
      field: "synonyms",
      message: "synonyms: Invalid input: expected array, received string",
    });
    expect(await errorOf(await r.send(editor, "PUT", `/api/reagents/${id}`, { name: 7 }))).toEqual({
      code: "invalid_input",
      field: "name",
      message: "name: Invalid input: expected string, received number",
    });
    expect((await r.send(editor, "PUT", "/api/reagents/0", { name: "X" })).status).toBe(404);
    expect((await r.send(editor, "DELETE", "/api/reagents/999999")).status).toBe(404);
  });

  it("lets a contributor change only their own reagents (403; another's pending one is a 404)", async () => {
    const { id } = await create(ann, { name: "Fixture DIBAL" });
    // While pending it does not exist for Bob (docs/decisions/reference-data/0095-another-contributors-pending-item-is-a-404.md "Another contributor's pending
    // item is a 404 to every call"); accepted, it is public and only refused to him.
    expect(
      await errorOf(await r.send(bob, "PUT", `/api/reagents/${id}`, { name: "Fixture DIBAL-H" })),
    ).toEqual({ code: "not_found", message: "Reagent not found" });
    expect((await r.send(editor, "POST", `/api/reagents/${id}/accept`)).status).toBe(200);
    expect(
      await errorOf(await r.send(bob, "PUT", `/api/reagents/${id}`, { name: "Fixture DIBAL-H" })),
    ).toEqual({
      code: "forbidden",
      message: "Only an editor may change a reagent that someone else created",
    });
    const nabh4 = (await find("Fixture NaBH₄"))?.id as number;
    expect(await errorOf(await r.send(ann, "DELETE", `/api/reagents/${nabh4}`))).toEqual({
      code: "forbidden",
      message: "Only an editor may delete a reagent that someone else created",
    });
    expect((await r.send(editor, "PUT", `/api/reagents/${id}`, { name: "Fixture DIBAL-H" })).status).toBe(
      200,
    );
  });

  it("refuses to delete a reagent in use (409, nothing deleted); otherwise deletes it with its synonyms", async () => {
    const nabh4 = (await find("Fixture NaBH₄")) as Reagent;
    const res = await r.send(editor, "DELETE", `/api/reagents/${nabh4.id}`);
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toEqual({
      code: "conflict",
      message:
        "Used by 1 published synthesis: Fixture cyclohexyl acetate by Chemist (2001); the reagent was not deleted",
    });
    expect(await find("Fixture NaBH₄")).toEqual(nabh4);

    const drafted = await create(ann, { name: "Fixture K-Selectride" });
    await r.draft(ann, {
      parts: [{ reactions: [{ reagents: [{ name: "Fixture K-Selectride", stage: 1 }] }] }],
    });
    expect(await errorOf(await r.send(editor, "DELETE", `/api/reagents/${drafted.id}`))).toEqual({
      code: "conflict",
      message: "Used by 1 draft; the reagent was not deleted",
    });

    const { id } = await create(ann);
    await r.send(ann, "PUT", `/api/reagents/${id}`, { name: "Fixture BH₃", synonyms: ["Fixture borane"] });
    const deleted = await r.send(ann, "DELETE", `/api/reagents/${id}`);
    expect(deleted.status).toBe(204);
    expect(await find("Fixture BH₃")).toBe(undefined);
    const synonyms = await t.runtime.db.kysely
      .selectFrom("reagent_synonyms")
      .select("id")
      .where("reagent_id", "=", id)
      .execute();
    expect(synonyms).toEqual([]);
  });
});
