import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FixtureApp } from "../../../../tests/support/fixture-app.ts";
import { errorOf } from "../../../../tests/support/lookup-requests.ts";
import type { SignedIn } from "../../../../tests/support/signed-in.ts";
import {
  EDITOR_AND_TWO_CONTRIBUTORS,
  type LookupRequests,
  signedInFixtureApp,
} from "../../../../tests/support/signed-in-app.ts";

type Solvent = { id: number; name: string };
type Search = { solvents: { id: number; name: string }[] };

let t: FixtureApp, r: LookupRequests, editor: SignedIn, ann: SignedIn, bob: SignedIn;

beforeAll(async () => {
  ({ t, r, editor, ann, bob } = await signedInFixtureApp(EDITOR_AND_TWO_CONTRIBUTORS));
});
afterAll(() => t.close());

const idOf = async (name: string, who?: SignedIn) =>
  (await r.read<Solvent[]>("/api/solvents", who)).find((s) => s.name === name)?.id as number;

describe(`solvent writes (${process.env.TEST_ENGINE ?? "sqlite"})`, () => {
  it("refuses writes without a session (401), without the token (419)", async () => {
    expect((await r.send(undefined, "POST", "/api/solvents", { name: "X" })).status).toBe(401);
    expect((await r.send(editor, "POST", "/api/solvents", { name: "X" }, false)).status).toBe(419);
    expect((await r.send(undefined, "DELETE", "/api/solvents/1")).status).toBe(401);
    expect(await errorOf(await r.send(editor, "PUT", "/api/solvents/1", { name: "X" }, false))).toEqual({
      code: "csrf_token_mismatch",
      message: "The anti-forgery token is missing or does not match",
    });
  });

  it("creates unnamed solvents, listed only to signed-in users and never found by search", async () => {
    const first = await r.send(ann, "POST", "/api/solvents", {});
    expect(first.status).toBe(201);
    const a = (await first.json()) as Solvent;
    expect(a).toEqual({ id: a.id, name: "", synonyms: [] });
    const second = await r.send(editor, "POST", "/api/solvents");
    expect(second.status).toBe(201);
    const b = (await second.json()) as Solvent;
    expect(b).toEqual({ id: b.id, name: "", synonyms: [] });

    const signedIn = await r.read<Solvent[]>("/api/solvents", editor);
    // Other tests may leave unnamed solvents too: this one looks for its own, and hides them all.
    const unnamed = signedIn.filter((s) => s.name === "").map((s) => s.id);
    expect(unnamed).toEqual(expect.arrayContaining([a.id, b.id]));
    const anonymous = await r.read<Solvent[]>("/api/solvents");
    expect(anonymous.filter((s) => s.name === "")).toEqual([]);
    // Visitors see neither unnamed solvents nor pending ones (a contributor's, until accepted).
    const hidden = signedIn.filter((x) => (x as { pending?: boolean }).pending || x.name === "");
    expect(anonymous.length).toBe(signedIn.length - hidden.length);
  });

  it("renames (stored trimmed); once accepted, a public GET and search show it at once", async () => {
    const before = await r.read<Solvent[]>("/api/solvents"); // fills the shared cache
    const revision = t.runtime.watcher.value;
    const { id } = (await (
      await r.send(ann, "POST", "/api/solvents", { name: "  Fixture toluene " })
    ).json()) as Solvent;
    expect(t.runtime.watcher.value).toBe(revision + 1);
    const res = await r.send(ann, "PUT", `/api/solvents/${id}`, { name: "  Fixture xylene  ", bogus: true });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id, name: "Fixture xylene", synonyms: [] });
    expect(t.runtime.watcher.value).toBe(revision + 2);
    // A contributor's solvent is public once an editor accepts it (pending.api.test.ts).
    expect((await r.send(editor, "POST", `/api/solvents/${id}/accept`)).status).toBe(200);
    const after = await r.read<Solvent[]>("/api/solvents");
    expect(after.length).toBe(before.length + 1);
    expect(after).toContainEqual({ id, name: "Fixture xylene", synonyms: [] });
    const found = await r.read<Search>("/api/search?q=fixture%20xylene");
    expect(found.solvents.map((s) => s.name)).toEqual(["Fixture xylene"]);
  });

  it("refuses a name another solvent has, trimmed and in any case (409)", async () => {
    const { id } = (await (await r.send(editor, "POST", "/api/solvents", {})).json()) as Solvent;
    const res = await r.send(editor, "PUT", `/api/solvents/${id}`, { name: " fixture MEOH " });
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toEqual({
      code: "conflict",
      field: "name",
      message: "name: a solvent named 'fixture MEOH' already exists",
    });
    const created = await r.send(editor, "POST", "/api/solvents", { name: "FIXTURE meoh" });
    expect(created.status).toBe(409);
    // Its own name again is no conflict.
    const mine = await idOf("Fixture MeOH");
    expect((await r.send(editor, "PUT", `/api/solvents/${mine}`, { name: "Fixture MeOH" })).status).toBe(200);
  });

  it("checks the body (400 naming the field) and the id (404)", async () => {
    expect(await errorOf(await r.send(editor, "PUT", "/api/solvents/1", {}))).toEqual({
      code: "invalid_input",
      field: "name",
      message: "name: Invalid input: expected string, received undefined",
    });
    const long = await r.send(editor, "POST", "/api/solvents", { name: "x".repeat(201) });
    expect(await errorOf(long)).toEqual({
      code: "invalid_input",
      field: "name",
      message: "name: must be at most 200 characters",
    });
    const broken = await t.request("/api/solvents", {
      method: "POST",
      headers: { "Content-Type": "application/json", ...editor.headers },
      body: "{",
    });
    expect(broken.status).toBe(400);
    expect((await r.send(editor, "PUT", "/api/solvents/999999", { name: "X" })).status).toBe(404);
    expect((await r.send(editor, "DELETE", "/api/solvents/abc")).status).toBe(404);
    expect(await errorOf(await r.send(editor, "DELETE", "/api/solvents/999999"))).toEqual({
      code: "not_found",
      message: "Solvent not found",
    });
  });

  it("lets a contributor change only their own solvents while no published synthesis uses them (403)", async () => {
    const { id } = (await (await r.send(ann, "POST", "/api/solvents", {})).json()) as Solvent;
    // While pending it does not exist for Bob (docs/decisions/reference-data/0095-another-contributors-pending-item-is-a-404.md "Another contributor's pending
    // item is a 404 to every call"); accepted, it is public and only refused to him.
    const hidden = await r.send(bob, "PUT", `/api/solvents/${id}`, { name: "Fixture hexane" });
    expect(await errorOf(hidden)).toEqual({ code: "not_found", message: "Solvent not found" });
    expect((await r.send(bob, "DELETE", `/api/solvents/${id}`)).status).toBe(404);
    expect((await r.send(editor, "POST", `/api/solvents/${id}/accept`)).status).toBe(200);
    const other = await r.send(bob, "PUT", `/api/solvents/${id}`, { name: "Fixture hexane" });
    expect(other.status).toBe(403);
    expect(await errorOf(other)).toEqual({
      code: "forbidden",
      message: "Only an editor may change a solvent that someone else created",
    });
    expect((await r.send(bob, "DELETE", `/api/solvents/${id}`)).status).toBe(403);
    const pyridine = await idOf("Fixture pyridine");
    expect((await r.send(ann, "PUT", `/api/solvents/${pyridine}`, { name: "Fixture py" })).status).toBe(403);

    // Ann's own solvent, once a published synthesis uses it, is the editors' to change.
    await t.runtime.db.kysely
      .updateTable("solvents")
      .set({ created_by: ann.id })
      .where("id", "=", pyridine)
      .execute();
    const used = await r.send(ann, "PUT", `/api/solvents/${pyridine}`, { name: "Fixture py" });
    expect(await errorOf(used)).toEqual({
      code: "forbidden",
      message: "Only an editor may change a solvent that a published synthesis uses",
    });
    expect(await errorOf(await r.send(ann, "DELETE", `/api/solvents/${pyridine}`))).toEqual({
      code: "forbidden",
      message: "Only an editor may delete a solvent that a published synthesis uses",
    });
    expect((await r.send(ann, "PUT", `/api/solvents/${id}`, { name: "Fixture hexane" })).status).toBe(200);
    expect((await r.send(editor, "PUT", `/api/solvents/${id}`, { name: "Fixture heptane" })).status).toBe(
      200,
    );
  });

  it("refuses to delete a solvent a published synthesis or a draft uses (409), or to unname it", async () => {
    const pyridine = await idOf("Fixture pyridine");
    const res = await r.send(editor, "DELETE", `/api/solvents/${pyridine}`);
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toEqual({
      code: "conflict",
      message:
        "Used by 1 published synthesis: Fixture cyclohexyl acetate by Chemist (2001); the solvent was not deleted",
    });
    expect(await idOf("Fixture pyridine")).toBe(pyridine);
    expect(await errorOf(await r.send(editor, "PUT", `/api/solvents/${pyridine}`, { name: " " }))).toEqual({
      code: "conflict",
      field: "name",
      message: "name: a solvent that a published synthesis uses needs a name",
    });

    const { id } = (await (
      await r.send(ann, "POST", "/api/solvents", { name: "Fixture dioxane" })
    ).json()) as Solvent;
    await r.draft(ann, { parts: [{ reactions: [{ solvents: ["fixture DIOXANE"] }] }] });
    await r.draft(bob, { parts: [{ reactions: [{ solvents: [{ id, name: "Fixture dioxane" }] }] }] });
    const drafted = await r.send(ann, "DELETE", `/api/solvents/${id}`);
    expect(drafted.status).toBe(409);
    expect(await errorOf(drafted)).toEqual({
      code: "conflict",
      message: "Used by 2 drafts; the solvent was not deleted",
    });
  });

  it("deletes (204), and the creator's list drops it at once", async () => {
    const { id } = (await (
      await r.send(ann, "POST", "/api/solvents", { name: "Fixture benzene" })
    ).json()) as Solvent;
    expect(await idOf("Fixture benzene", ann)).toBe(id);
    const res = await r.send(ann, "DELETE", `/api/solvents/${id}`);
    expect(res.status).toBe(204);
    expect(await res.text()).toBe("");
    expect(await idOf("Fixture benzene", ann)).toBe(undefined);
    expect((await r.send(editor, "DELETE", `/api/solvents/${id}`)).status).toBe(404);
  });
});
