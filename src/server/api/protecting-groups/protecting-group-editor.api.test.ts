import { stat } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FixtureApp } from "../../../../tests/support/fixture-app.ts";
import { errorOf } from "../../../../tests/support/lookup-requests.ts";
import type { SignedIn } from "../../../../tests/support/signed-in.ts";
import { type LookupRequests, signedInFixtureApp } from "../../../../tests/support/signed-in-app.ts";

type Group = {
  id: number;
  name: string;
  url: string;
  protected: string;
  protector: string;
  smiles: string | null;
  structure_filename: string | null;
  structure_extension: string;
};

const engine = process.env.TEST_ENGINE ?? "sqlite";
let t: FixtureApp, r: LookupRequests, ed: SignedIn, ann: SignedIn;
const storage = () => t.runtime.config.STORAGE_DIR;

beforeAll(async () => {
  ({ t, r, ed, ann } = await signedInFixtureApp({
    ed: ["editor", "Eve Editor"],
    ann: ["contributor", "Ann Contributor"],
  }));
});
afterAll(() => t.close());

describe(`Protecting groups editor calls (${engine})`, () => {
  async function newGroup(name = ""): Promise<Group> {
    const res = await r.send(ed, "POST", "/api/protecting-groups", name ? { name } : undefined);
    expect(res.status).toBe(201);
    return (await res.json()) as Group;
  }

  it("refuses without a session (401), token (419) or below editor (403)", async () => {
    expect((await r.send(undefined, "POST", "/api/protecting-groups", {})).status).toBe(401);
    expect((await r.send(ed, "POST", "/api/protecting-groups", {}, false)).status).toBe(419);
    expect((await r.send(ann, "POST", "/api/protecting-groups", {})).status).toBe(403);
    expect((await r.send(ann, "PUT", "/api/protecting-groups/1", { name: "x" })).status).toBe(403);
    expect((await r.send(ann, "DELETE", "/api/protecting-groups/1")).status).toBe(403);
  });

  it("creates a group hidden until it has a name and a structure; then the list and page show it", async () => {
    const g = await newGroup();
    expect(g).toMatchObject({ name: "", url: "", structure_filename: null });
    const hidden = async (url: string) =>
      !(await r.read<{ url: string }[]>("/api/protecting-groups")).some((p) => p.url === url);
    const named = (await (
      await r.send(ed, "PUT", `/api/protecting-groups/${g.id}`, {
        name: "Fixture TBS ether",
        protected: "Alcohols",
        protector: "TBS",
      })
    ).json()) as Group;
    expect(named.url).toBe("fixture-tbs-ether");
    expect(await hidden("fixture-tbs-ether")).toBe(true);
    expect((await t.request("/api/protecting-groups/fixture-tbs-ether")).status).toBe(404);
    const editorList = await r.read<Group[]>("/api/protecting-groups", ed);
    expect(editorList.find((p) => p.id === g.id)).toMatchObject({ smiles: null });

    const drawn = (await (
      await r.send(ed, "PUT", `/api/protecting-groups/${g.id}`, {
        structure: { smiles: "C[Si](C)(C(C)(C)C)OC" },
      })
    ).json()) as Group;
    expect(drawn.smiles).toBe("CO[Si](C)(C)C(C)(C)C");
    expect(drawn.structure_extension).toBe("svg");
    await stat(join(storage(), "protecting-groups", `${drawn.structure_filename}.svg`));
    expect(await hidden("fixture-tbs-ether")).toBe(false);
    const page = await r.read<Group>("/api/protecting-groups/fixture-tbs-ether");
    expect(page).toMatchObject({
      protected: "Alcohols",
      protector: "TBS",
      structure_filename: drawn.structure_filename,
    });

    expect(
      await errorOf(
        await r.send(ed, "PUT", `/api/protecting-groups/${g.id}`, { structure: { smiles: "C(((" } }),
      ),
    ).toMatchObject({
      field: "structure.smiles",
    });
    expect(
      await errorOf(await r.send(ed, "PUT", `/api/protecting-groups/${g.id}`, { name: "fixture ACETATE" })),
    ).toMatchObject({
      code: "conflict",
      field: "name",
    });
  });

  it("redirects a former url (301) on the API, keeping the seeded image", async () => {
    const list = await r.read<(Group & { structure_filename: string })[]>("/api/protecting-groups");
    const acetate = list.find((p) => p.url === "fixture-acetate");
    if (!acetate) throw new Error("fixture group missing");
    const moved = (await (
      await r.send(ed, "PUT", `/api/protecting-groups/${acetate.id}`, { url: "fixture-acetyl" })
    ).json()) as Group;
    expect(moved).toMatchObject({ url: "fixture-acetyl", structure_filename: "fixture-acetate-structure" });
    const api = await t.request("/api/protecting-groups/fixture-acetate");
    expect(api.status).toBe(301);
    expect(api.headers.get("location")).toBe("/api/protecting-groups/fixture-acetyl");
    expect((await t.request("/api/protecting-groups/fixture-acetyl")).status).toBe(200);
  });

  it("refuses to delete a group a synthesis or a draft uses (409 naming them); deletes an unused one", async () => {
    const list = await r.read<Group[]>("/api/protecting-groups", ed);
    const used = list.find((p) => p.name === "Fixture acetate");
    expect(await errorOf(await r.send(ed, "DELETE", `/api/protecting-groups/${used?.id}`))).toEqual({
      code: "conflict",
      message:
        "Used by 1 synthesis: Fixture cyclohexyl acetate by Chemist (2001); the protecting group was not deleted",
    });
    const drafted = await newGroup("Fixture MOM ether");
    await r.draft(ann, {
      parts: [
        { reactions: [{ protecting_groups: [{ id: drafted.id, url: drafted.url, type: "protection" }] }] },
      ],
    });
    expect(await errorOf(await r.send(ed, "DELETE", `/api/protecting-groups/${drafted.id}`))).toMatchObject({
      message: "Used by 1 draft; the protecting group was not deleted",
    });
    const free = await newGroup("Fixture PMB ether");
    expect((await r.send(ed, "DELETE", `/api/protecting-groups/${free.id}`)).status).toBe(204);
    expect((await r.send(ed, "DELETE", `/api/protecting-groups/${free.id}`)).status).toBe(404);
  });
});
