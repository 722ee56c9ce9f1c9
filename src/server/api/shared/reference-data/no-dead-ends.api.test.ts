import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixtureDocument } from "../../../../../tests/fixtures/documents.ts";
import type { FixtureApp } from "../../../../../tests/support/fixture-app.ts";
import { errorOf, jsonOf } from "../../../../../tests/support/lookup-requests.ts";
import type { SignedIn } from "../../../../../tests/support/signed-in.ts";
import { type LookupRequests, signedInFixtureApp } from "../../../../../tests/support/signed-in-app.ts";
import { publishSynthesis } from "../synthesis-writing/publish-synthesis.ts";

/**
 * What the editor's pickers need so that entering a synthesis never stops (docs/decisions/editor/0058-no-dead-ends-while-entering-a-synthesis.md "No
 * dead ends while entering a synthesis"): a reagent added in place with its formula and synonyms in
 * one call, and lists that tell a contributor which items they may change, so every other item is
 * shown read-only instead of taking typing that the server then refuses.
 */

type Item = { id: number; name?: string; pending?: boolean; editable?: boolean };
type Reagent = Item & { formula: string | null; synonyms: { synonym: string }[] };

let t: FixtureApp, r: LookupRequests, editor: SignedIn, carla: SignedIn, dora: SignedIn;

beforeAll(async () => {
  ({ t, r, editor, carla, dora } = await signedInFixtureApp({
    editor: ["editor", "Eve Deadend Editor"],
    carla: ["contributor", "Carla Deadend"],
    dora: ["contributor", "Dora Deadend"],
  }));
});
afterAll(() => t.close());

const list = (path: string, who?: SignedIn) => r.read<Item[]>(path, who);
const find = async (path: string, id: number, who?: SignedIn) =>
  (await list(path, who)).find((i) => i.id === id);

describe(`adding in place and read-only items (${process.env.TEST_ENGINE ?? "sqlite"})`, () => {
  it("creates a reagent with its formula and synonyms in one call, pending and the creator's to change", async () => {
    const res = await r.send(carla, "POST", "/api/reagents", {
      name: " Fixture dead-end DDQ ",
      formula: "C₈Cl₂N₂O₂",
      synonyms: ["Fixture dichlorodicyanoquinone", "fixture DICHLORODICYANOQUINONE", " "],
    });
    const created = await jsonOf<Reagent>(res, 201);
    expect(created).toMatchObject({ name: "Fixture dead-end DDQ", formula: "C₈Cl₂N₂O₂" });
    expect(created.synonyms.map((s) => s.synonym)).toEqual(["Fixture dichlorodicyanoquinone"]);
    expect(await find("/api/reagents", created.id, carla)).toMatchObject({
      formula: "C₈Cl₂N₂O₂",
      pending: true,
      editable: true,
    });
    expect(await find("/api/reagents", created.id)).toBeUndefined();
  });

  it("refuses a bad formula or synonyms of a new reagent with the field named, creating nothing", async () => {
    const before = (await list("/api/reagents", carla)).length;
    const twoLines = await r.send(carla, "POST", "/api/reagents", {
      name: "Fixture two lines",
      formula: "C\nH",
    });
    expect(twoLines.status).toBe(400);
    expect(((await errorOf(twoLines)) as { field: string }).field).toBe("formula");
    const notAList = await r.send(carla, "POST", "/api/reagents", { name: "Fixture no list", synonyms: "x" });
    expect(notAList.status).toBe(400);
    expect(((await errorOf(notAList)) as { field: string }).field).toBe("synonyms");
    expect((await list("/api/reagents", carla)).length).toBe(before);
  });

  it("marks editable only a contributor's own items, for that contributor", async () => {
    const author = await jsonOf<Item>(
      await r.send(carla, "POST", "/api/authors", { firstName: "Orville L.", lastName: "Deadend" }),
      201,
    );
    const solvent = await jsonOf<Item>(
      await r.send(carla, "POST", "/api/solvents", { name: "Fixture dead-end HMPA" }),
      201,
    );
    const dorasSolvent = await jsonOf<Item>(
      await r.send(dora, "POST", "/api/solvents", { name: "Fixture dead-end DMPU" }),
      201,
    );

    expect(await find("/api/authors", author.id, carla)).toMatchObject({ pending: true, editable: true });
    expect(await find("/api/solvents", solvent.id, carla)).toMatchObject({ editable: true });
    // The archive's own items (the seeded and fixture ones) are never marked for her; another
    // contributor's pending item she does not even see.
    type Author = Item & { lastName: string };
    const carlasAuthors = (await list("/api/authors", carla)) as Author[];
    const archiveAuthors = carlasAuthors.filter((a) => ["Chemist", "Woodward", "Corey"].includes(a.lastName));
    expect(archiveAuthors.length).toBeGreaterThan(1);
    expect(archiveAuthors.some((a) => a.editable)).toBe(false);
    const carlasSolvents = await list("/api/solvents", carla);
    expect(carlasSolvents.find((x) => x.name === "Fixture MeOH")).toBeDefined();
    expect(carlasSolvents.find((x) => x.name === "Fixture MeOH")?.editable).toBeUndefined();
    expect(carlasSolvents.some((x) => x.id === dorasSolvent.id)).toBe(false);
    expect(await find("/api/solvents", dorasSolvent.id, dora)).toMatchObject({ editable: true });
    expect(await find("/api/solvents", solvent.id, dora)).toBeUndefined();
    // Editors may change everything and anonymous readers nothing: neither list carries the mark.
    for (const path of ["/api/authors", "/api/reagents", "/api/solvents"]) {
      expect((await list(path, editor)).some((x) => "editable" in x)).toBe(false);
      expect((await list(path)).some((x) => "editable" in x)).toBe(false);
    }
  });

  it("stops marking what a published synthesis uses, exactly when the server stops accepting her changes", async () => {
    const author = await jsonOf<Item>(
      await r.send(carla, "POST", "/api/authors", { firstName: "Orville", lastName: "Usedup" }),
      201,
    );
    const reagent = await jsonOf<Item>(
      await r.send(carla, "POST", "/api/reagents", { name: "Fixture used-up TPAP" }),
      201,
    );
    const solvent = await jsonOf<Item>(
      await r.send(carla, "POST", "/api/solvents", { name: "Fixture used-up NMP" }),
      201,
    );
    // While marked, her change is accepted.
    expect(
      (await r.send(carla, "PUT", `/api/solvents/${solvent.id}`, { name: "Fixture used-up NMP" })).status,
    ).toBe(200);

    const doc = fixtureDocument({
      molecule: {
        name: "Fixture used-up cyclohexanone",
        structure: "fixture-used-up-cyclohexanone",
        smiles: "O=C1CCCCC1",
      },
      author: { firstName: "Orville", lastName: "Usedup", url: "orville-usedup" },
    });
    const step = doc.parts[0]?.reactions[1];
    if (!step) throw new Error("the fixture has two reactions");
    step.reagents = [{ name: "Fixture used-up TPAP" }];
    step.solvents = ["Fixture used-up NMP"];
    await publishSynthesis(t.runtime.publishDeps, doc);

    const marks = {
      author: await find("/api/authors", author.id, carla),
      reagent: await find("/api/reagents", reagent.id, carla),
      solvent: await find("/api/solvents", solvent.id, carla),
    };
    for (const item of Object.values(marks)) {
      expect(item).toBeDefined();
      expect(item?.editable).toBeUndefined();
      expect(item?.pending).toBeUndefined();
    }
    const refused = await r.send(carla, "PUT", `/api/solvents/${solvent.id}`, {
      name: "Fixture renamed NMP",
    });
    expect(refused.status).toBe(403);
    const refusedAuthor = await r.send(carla, "PUT", `/api/authors/${author.id}`, {
      firstName: "O.",
      lastName: "Usedup",
    });
    expect(refusedAuthor.status).toBe(403);
  });
});
