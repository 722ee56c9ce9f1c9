import { describe, expect, it } from "vitest";
import { EMPTY_DATA } from "./editor-data.ts";
import { canEditAuthorUrl, type EditorState, initialEditorState } from "./editor-state.ts";
import { editorReducer } from "./editor-store.ts";
import {
  addSynonym,
  filterAuthors,
  filterReagents,
  filterSolvents,
  reagentLabel,
  subscriptDigits,
} from "./lookup-rows.ts";
import {
  draftReferences,
  normalizeDraft,
  publishedLabel,
  referenceRows,
  withDraftReferences,
} from "./reference-rows.ts";

const reagents = [
  { id: 1, name: "KMnO₄", formula: "KMnO₄", synonyms: [] },
  { id: 2, name: "DIBAL-H", formula: null, synonyms: [{ id: 9, synonym: "Diisobutylaluminium hydride" }] },
];

function ready(extra: Partial<EditorState> = {}): EditorState {
  return { ...editorReducer(initialEditorState, { type: "loaded", data: EMPTY_DATA }), ...extra };
}

describe("list filters", () => {
  it("match case-insensitively, with subscript digits as plain digits", () => {
    expect(
      filterSolvents(
        [
          { id: 1, name: "CH₂Cl₂", synonyms: [{ synonym: "DCM" }] },
          { id: 2, name: "THF", synonyms: [] },
        ],
        "ch2cl",
      ).map((s) => s.id),
    ).toEqual([1]);
    // A solvent row is found by its synonyms too, as a reagent's is.
    expect(filterSolvents([{ id: 1, name: "CH₂Cl₂", synonyms: [{ synonym: "DCM" }] }], "dcm")).toHaveLength(
      1,
    );
    expect(filterReagents(reagents, "kmno4").map((r) => r.id)).toEqual([1]);
  });
  it("reagent search matches synonyms", () => {
    expect(filterReagents(reagents, "isobutylALU").map((r) => r.id)).toEqual([2]);
  });
  it("author search matches the first name joined to the last name", () => {
    const authors = [
      { id: 1, firstName: "Robert B.", lastName: "Woodward", url: "woodward", syntheses_count: 1 },
      { id: 2, firstName: "Elias J.", lastName: "Corey", url: "corey", syntheses_count: 0 },
    ];
    expect(filterAuthors(authors, "b. wood").map((a) => a.id)).toEqual([1]);
    expect(filterAuthors(authors, "").length).toBe(2);
  });
});

describe("labels", () => {
  it("a reagent row shows the synonyms in brackets, comma-separated", () => {
    expect(
      reagentLabel({ id: 3, name: "TBAF", formula: null, synonyms: [{ synonym: "a" }, { synonym: "b" }] }),
    ).toBe("TBAF (a, b)");
    expect(reagentLabel(reagents[0])).toBe("KMnO₄");
  });
  it("a published synthesis reads '[id] molecule by first last (year)'", () => {
    expect(
      publishedLabel({
        id: 7,
        year: 1954,
        type_1: "",
        type_2: "",
        supp_steps: 0,
        comment: "",
        number_of_steps: 28,
        number_of_parts: 1,
        created_at: "2020-01-01 00:00:00",
        molecule: {
          id: 3,
          name: "Strychnine",
          structure: "strychnine",
          extension: "svg",
          formula: null,
          carbonCount: null,
          width: null,
          height: null,
        },
        author: { id: 1, firstName: "Robert B.", lastName: "Woodward", url: "woodward" },
        submitter: null,
      }),
    ).toBe("[7] Strychnine by Robert B. Woodward (1954)");
  });
  it("formulas get real subscript digits", () => {
    expect(subscriptDigits("Pd(PPh3)4")).toBe("Pd(PPh₃)₄");
    expect(subscriptDigits("SnCl2·2H2O")).toBe("SnCl₂·2H₂O");
    expect(subscriptDigits("C12H22O11")).toBe("C₁₂H₂₂O₁₁");
    expect(subscriptDigits("CH₂Cl2")).toBe("CH₂Cl₂");
  });
});

describe("synonyms", () => {
  it("are added only when non-blank after trimming, and not twice", () => {
    expect(addSynonym([], "   ")).toBeNull();
    expect(addSynonym([], "  DIBAL ")).toEqual([{ synonym: "DIBAL" }]);
    expect(addSynonym([{ synonym: "DIBAL" }], "dibal")).toBeNull();
  });
});

describe("reducer", () => {
  it("appends a new row and replaces a saved one", () => {
    let s = ready();
    s = editorReducer(s, { type: "solventSaved", solvent: { id: 1, name: "THF", synonyms: [] } });
    s = editorReducer(s, { type: "solventSaved", solvent: { id: 2, name: "", synonyms: [] } });
    s = editorReducer(s, { type: "solventSaved", solvent: { id: 2, name: "Et₂O", synonyms: [] } });
    expect(s.solvents).toEqual([
      { id: 1, name: "THF", synonyms: [] },
      { id: 2, name: "Et₂O", synonyms: [] },
    ]);
  });
  it("a delete drops the row and the selection that pointed at it", () => {
    let s = ready({ reagents });
    s = editorReducer(s, { type: "selected", selection: { type: "reagentEdit", id: 2 } });
    s = editorReducer(s, { type: "reagentDeleted", id: 2 });
    expect(s.reagents.map((r) => r.id)).toEqual([1]);
    expect(s.selection).toBeNull();
    s = editorReducer(s, { type: "selected", selection: { type: "reagentEdit", id: 1 } });
    s = editorReducer(s, { type: "authorDeleted", id: 1 });
    expect(s.selection).toEqual({ type: "reagentEdit", id: 1 });
  });
  it("changing the view clears the selection", () => {
    let s = ready();
    s = editorReducer(s, { type: "selected", selection: { type: "solventEdit", id: 1 } });
    s = editorReducer(s, { type: "viewChosen", view: "authors" });
    expect(s).toMatchObject({ view: "authors", selection: null });
  });
  it("references of a published synthesis come from the reference list, a draft's from its JSON", () => {
    const draft = {
      id: 5,
      display_name: "my draft",
      synthesis_json: { year: 2000, references: [{ display: "A", doi: null, url: null }] },
    };
    let s = ready({
      references: [
        {
          id: 11,
          synthesis_id: 3,
          named_reaction_id: null,
          type: "standard",
          display: "X",
          doi: "10.1/x",
          url: null,
        },
        {
          id: 12,
          synthesis_id: 4,
          named_reaction_id: null,
          type: "standard",
          display: "Y",
          doi: null,
          url: null,
        },
      ],
      unpublished: [draft],
    });
    s = editorReducer(s, { type: "synthesisChosen", synthesis: { kind: "published", id: 3 } });
    expect(referenceRows(s)).toEqual([{ key: "p11", display: "X", doi: "10.1/x", url: null }]);
    s = editorReducer(s, { type: "synthesisChosen", synthesis: { kind: "unpublished", id: 5 } });
    expect(referenceRows(s)).toEqual([{ key: "u0", display: "A", doi: null, url: null }]);
    const saved = withDraftReferences(draft, [
      { display: "A", doi: null, url: null },
      { display: "", doi: null, url: null },
    ]);
    expect(saved.synthesis_json.year).toBe(2000);
    s = editorReducer(s, { type: "unpublishedSaved", synthesis: saved });
    expect(referenceRows(s).map((r) => r.key)).toEqual(["u0", "u1"]);
  });
});

describe("drafts", () => {
  it("a draft's JSON text is parsed; anything but an object becomes an empty document", () => {
    const base = { id: 1, display_name: "d" };
    expect(normalizeDraft({ ...base, synthesis_json: '{"references":[]}' }).synthesis_json).toEqual({
      references: [],
    });
    expect(normalizeDraft({ ...base, synthesis_json: "[1]" }).synthesis_json).toEqual({});
    expect(normalizeDraft({ ...base, synthesis_json: "{oops" }).synthesis_json).toEqual({});
    expect(normalizeDraft({ ...base, synthesis_json: { a: 1 } }).synthesis_json).toEqual({ a: 1 });
  });
  it("a summary of the list (no document) stays one: no references, never an empty document", () => {
    const summary = normalizeDraft({ id: 1, display_name: "d" });
    expect(summary.synthesis_json).toBeUndefined();
    expect(draftReferences(summary)).toEqual([]);
  });
});

describe("a new reference of a published synthesis", () => {
  it("is a local row until the server has it, then takes its id", () => {
    let s = ready();
    s = editorReducer(s, { type: "synthesisChosen", synthesis: { kind: "published", id: 3 } });
    s = editorReducer(s, { type: "referencePending", synthesisId: 3 });
    expect(referenceRows(s)).toEqual([{ key: "new", display: "", doi: null, url: null }]);
    expect(s.selection).toEqual({ type: "references", key: "new" });
    const reference = {
      id: 40,
      synthesis_id: 3,
      named_reaction_id: null,
      type: "standard",
      display: "D",
      doi: null,
      url: null,
    };
    s = editorReducer(s, { type: "referenceSaved", reference, wasPending: true });
    expect(referenceRows(s).map((r) => r.key)).toEqual(["p40"]);
    expect(s.selection).toEqual({ type: "references", key: "p40" });
  });
  it("is dropped by a delete or by choosing another synthesis", () => {
    let s = ready();
    s = editorReducer(s, { type: "synthesisChosen", synthesis: { kind: "published", id: 3 } });
    s = editorReducer(s, { type: "referencePending", synthesisId: 3 });
    s = editorReducer(s, { type: "pendingReferenceDropped" });
    expect(referenceRows(s)).toEqual([]);
    expect(s.selection).toBeNull();
    s = editorReducer(s, { type: "referencePending", synthesisId: 3 });
    s = editorReducer(s, { type: "synthesisChosen", synthesis: { kind: "published", id: 4 } });
    expect(s.pendingReference).toBeNull();
  });
});

describe("the signed-in user", () => {
  it("editors and admins may change an author's page address, contributors may not", () => {
    const as = (role: string) =>
      editorReducer(initialEditorState, {
        type: "loaded",
        data: EMPTY_DATA,
        user: { id: 1, name: "A", role },
      });
    expect(canEditAuthorUrl(as("editor"))).toBe(true);
    expect(canEditAuthorUrl(as("admin"))).toBe(true);
    expect(canEditAuthorUrl(as("contributor"))).toBe(false);
    expect(canEditAuthorUrl(ready())).toBe(false);
  });
});
