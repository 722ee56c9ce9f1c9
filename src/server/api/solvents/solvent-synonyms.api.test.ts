import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { historyCalls } from "../../../../tests/support/history-calls.ts";
import { errorOf, jsonOf } from "../../../../tests/support/lookup-requests.ts";
import type { SignedIn } from "../../../../tests/support/signed-in.ts";
import { type LookupRequests, signedInApp } from "../../../../tests/support/signed-in-app.ts";
import type { TestApp } from "../../../../tests/support/test-app.ts";
import type { LookupPage } from "../../../domain/views.ts";
import type { SearchResults } from "../../search/search-index.ts";

/**
 * Solvents' synonyms: the demo data's common names and abbreviations found by the search (the
 * solvent and the syntheses that use it, with the steps), and the editor's writes of them (create,
 * change, merge, restore), as reagents have theirs.
 */

const engine = process.env.TEST_ENGINE ?? "sqlite";
type Synonyms = { id: number; synonym: string }[];
type Solvent = { id: number; name: string; synonyms: Synonyms };

let t: TestApp, editor: SignedIn, r: LookupRequests;

beforeAll(async () => {
  ({ t, editor, r } = await signedInApp({ editor: ["editor", "Sam Synonym"] }));
});
afterAll(() => t.close());

const { history } = historyCalls(() => ({ t, r, editor }));
const search = async (q: string) =>
  jsonOf<SearchResults>(await t.request(`/api/search?q=${encodeURIComponent(q)}`));
const plain = (synonyms: Synonyms) => synonyms.map((s) => s.synonym);

describe(`solvent synonyms in the demo data and the search (${engine})`, () => {
  it("'dichloromethane', 'DCM' and 'methylene chloride' find CH₂Cl₂ and the syntheses run in it, with the steps", async () => {
    const listed = await r.read<Solvent[]>("/api/solvents");
    const dcm = listed.find((s) => s.name === "CH₂Cl₂");
    expect(plain(dcm?.synonyms ?? [])).toEqual(["dichloromethane", "DCM", "methylene chloride"]);
    const page = await jsonOf<LookupPage>(await t.request("/api/solvents/url/ch2cl2"));
    expect(page.synonyms).toEqual(["dichloromethane", "DCM", "methylene chloride"]);

    const byFormula = await search("CH2Cl2");
    expect(byFormula.syntheses.length).toBeGreaterThan(0);
    for (const query of ["dichloromethane", "DCM", "methylene chloride"]) {
      const results = await search(query);
      // First the solvent itself ('dichloromethane' also reaches dichloroethane within its typos).
      expect(results.solvents[0], query).toMatchObject({
        name: "CH₂Cl₂",
        short_description: "dichloromethane, DCM, methylene chloride",
      });
      // The same syntheses as the formula finds, each saying in which steps it uses the solvent.
      const viaSolvent = results.syntheses.filter((h) => h.via?.startsWith("CH₂Cl₂, step"));
      expect(
        viaSolvent.map((h) => h.id),
        query,
      ).toEqual(byFormula.syntheses.map((h) => h.id));
      expect(viaSolvent[0]?.via, query).toMatch(/^CH₂Cl₂, steps? \d+\.\d+/);
    }
  });

  it("'Boc anhydride' and 'di-tert-butyl dicarbonate' find Boc₂O; 'Tamiflu' finds oseltamivir", async () => {
    for (const query of ["Boc anhydride", "di-tert-butyl dicarbonate", "Boc2O"]) {
      const results = await search(query);
      expect(results.reagents[0]?.name, query).toBe("Boc₂O");
      expect(results.syntheses[0]?.via, query).toMatch(/^Boc₂O, steps? \d+\.\d+/);
    }
    const tamiflu = await search("Tamiflu");
    expect(tamiflu.syntheses.length).toBeGreaterThan(0);
    expect(tamiflu.syntheses[0]?.molecule).toMatch(/^Oseltamivir/);
  });
});

describe(`solvent synonym writes (${engine})`, () => {
  it("creates and changes a solvent with its synonyms (blank and repeated ones dropped); search follows", async () => {
    const created = await jsonOf<Solvent>(
      await r.send(editor, "POST", "/api/solvents", {
        name: "Fixture CH₃OCH₂CH₂OMe",
        synonyms: ["Fixture glymeol", " ", "Fixture glymeol", { synonym: "Fixture monoglyme" }],
      }),
      201,
    );
    expect(created).toMatchObject({ name: "Fixture CH₃OCH₂CH₂OMe" });
    expect(plain(created.synonyms)).toEqual(["Fixture glymeol", "Fixture monoglyme"]);
    expect((await search("fixture glymeol")).solvents.map((h) => h.name)).toEqual(["Fixture CH₃OCH₂CH₂OMe"]);

    // A rename alone keeps the synonyms; a set sent replaces them, keeping the ids of those kept.
    const renamed = await jsonOf<Solvent>(
      await r.send(editor, "PUT", `/api/solvents/${created.id}`, { name: "Fixture DME-2" }),
    );
    expect(renamed.synonyms).toEqual(created.synonyms);
    const changed = await jsonOf<Solvent>(
      await r.send(editor, "PUT", `/api/solvents/${created.id}`, {
        name: "Fixture DME-2",
        synonyms: ["Fixture monoglyme", "Fixture ethylene glycol dimethyl ether"],
      }),
    );
    expect(changed.synonyms).toEqual([
      created.synonyms[1],
      { id: expect.any(Number), synonym: "Fixture ethylene glycol dimethyl ether" },
    ]);
    expect((await search("fixture glymeol")).solvents).toEqual([]);
    expect((await search("fixture ethylene glycol dimethyl")).solvents.map((h) => h.name)).toEqual([
      "Fixture DME-2",
    ]);

    // Restoring the entry before the change brings the old name and synonyms back.
    const [change] = await history("solvent", created.id);
    expect(change?.before).toMatchObject({
      name: "Fixture DME-2",
      synonyms: ["Fixture glymeol", "Fixture monoglyme"],
    });
    await jsonOf(await r.send(editor, "POST", `/api/history/${change?.id}/restore`));
    const [back] = (await r.read<Solvent[]>("/api/solvents")).filter((s) => s.id === created.id);
    expect(plain(back?.synonyms ?? [])).toEqual(["Fixture monoglyme", "Fixture glymeol"]);
  });

  it("refuses a synonym that is not one line of at most 200 characters, naming the field (400)", async () => {
    const { id } = await jsonOf<Solvent>(
      await r.send(editor, "POST", "/api/solvents", { name: "Fixture refusing solvent" }),
      201,
    );
    const tooLong = await r.send(editor, "PUT", `/api/solvents/${id}`, {
      name: "Fixture refusing solvent",
      synonyms: ["x".repeat(201)],
    });
    expect(tooLong.status).toBe(400);
    expect(JSON.stringify(await errorOf(tooLong))).toContain("synonyms");
    const twoLines = await r.send(editor, "POST", "/api/solvents", {
      name: "Fixture two",
      synonyms: ["a\nb"],
    });
    expect(twoLines.status).toBe(400);
    expect(JSON.stringify(await errorOf(twoLines))).toContain("synonyms");
  });

  it("a merge gives the kept solvent the merged one's name and synonyms; undoing it takes them back", async () => {
    const kept = await jsonOf<Solvent>(
      await r.send(editor, "POST", "/api/solvents", {
        name: "Fixture PhMe kept",
        synonyms: ["Fixture toluol"],
      }),
      201,
    );
    const merged = await jsonOf<Solvent>(
      await r.send(editor, "POST", "/api/solvents", {
        name: "Fixture methylbenzol",
        synonyms: ["Fixture toluol", "Fixture phenylmethane"],
      }),
      201,
    );
    const answer = await jsonOf<Solvent>(
      await r.send(editor, "POST", `/api/solvents/${merged.id}/merge`, { into: kept.id }),
    );
    expect(plain(answer.synonyms)).toEqual([
      "Fixture toluol",
      "Fixture methylbenzol",
      "Fixture phenylmethane",
    ]);
    expect((await search("fixture phenylmethane")).solvents.map((h) => h.name)).toEqual([
      "Fixture PhMe kept",
    ]);

    const mergeEntry = (await history("solvent", merged.id)).find((e) => e.action === "merge");
    await jsonOf(await r.send(editor, "POST", `/api/history/${mergeEntry?.id}/restore`));
    const listed = await r.read<Solvent[]>("/api/solvents");
    expect(plain(listed.find((s) => s.id === kept.id)?.synonyms ?? [])).toEqual(["Fixture toluol"]);
    expect(plain(listed.find((s) => s.id === merged.id)?.synonyms ?? [])).toEqual([
      "Fixture toluol",
      "Fixture phenylmethane",
    ]);
  });

  it("a deleted solvent comes back with its synonyms when its deletion is restored", async () => {
    const solvent = await jsonOf<Solvent>(
      await r.send(editor, "POST", "/api/solvents", {
        name: "Fixture sulfolene",
        synonyms: ["Fixture TMSO₂"],
      }),
      201,
    );
    expect((await r.send(editor, "DELETE", `/api/solvents/${solvent.id}`)).status).toBe(204);
    const [deletion] = await history("solvent", solvent.id);
    expect(deletion?.action).toBe("delete");
    await jsonOf(await r.send(editor, "POST", `/api/history/${deletion?.id}/restore`));
    const back = (await r.read<Solvent[]>("/api/solvents")).find((s) => s.id === solvent.id);
    expect(plain(back?.synonyms ?? [])).toEqual(["Fixture TMSO₂"]);
  });
});
