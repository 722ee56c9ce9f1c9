import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixtureDocument, fixtureReference } from "../../../../tests/fixtures/documents.ts";
import { type SignedIn, signIn } from "../../../../tests/support/signed-in.ts";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app.ts";
import { EMPTY_REFERENCE_MESSAGE as EMPTY } from "../../../contract/references.ts";
import { SINGLE_LINE_MESSAGE } from "../../../domain/plain-text.ts";
import { loadReferenceData } from "../../seed/load-reference-data.ts";
import { publishSynthesis } from "../shared/synthesis-writing/publish-synthesis.ts";

let t: TestApp;
let contributor: SignedIn;
let editor: SignedIn;
let admin: SignedIn;
let quinineId: number;

type Summary = { id: number; year: number; molecule: { name: string }; author: { lastName: string } };
type Page = {
  references: { id: number; display: string; doi: string | null; url: string | null; type: string }[];
};
type Reference = {
  id: number;
  synthesis_id: number;
  named_reaction_id: number | null;
  display: string;
  doi: string | null;
  url: string | null;
  type: string;
};

beforeAll(async () => {
  t = await createTestApp();
  contributor = await signIn(t, "contributor", "Carla Contributor");
  editor = await signIn(t, "editor", "Ed Editor");
  admin = await signIn(t, "admin", "Ada Admin");
  const all = (await (await t.request("/api/syntheses")).json()) as Summary[];
  const quinine = all.find(
    (s) => s.molecule.name === "Quinine" && s.author.lastName === "Woodward" && s.year === 1944,
  );
  quinineId = quinine?.id ?? 0;
  await loadReferenceData(t.runtime.publishDeps, fixtureReference);
});
afterAll(() => t.close());

const send = (who: SignedIn | undefined, method: string, path: string, body?: unknown) =>
  t.request(path, {
    method,
    headers: { "Content-Type": "application/json", ...(who?.headers ?? {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
const page = async (synthesisId: number) =>
  (await (await t.request(`/api/syntheses/${synthesisId}`)).json()) as Page;
const history = async (synthesisId: number) =>
  (await (
    await t.request(`/api/syntheses/${synthesisId}/history`, { headers: editor.cookieOnly })
  ).json()) as {
    version: number;
    history: { at: string; user: { id: number; name: string } | null; version: number; note: string }[];
  };
const errorOf = async (res: Response) => ((await res.json()) as { error: unknown }).error;

// The references a fresh fixture synthesis starts with, in their order.
const startReferences = ["Fixture reference"];

const newReference = {
  id: 1700000000000,
  synthesis_id: 0,
  named_reaction_id: null,
  display: "Testman, A. B. J. Imag. Chem. 1999, 12, 345.",
  doi: "10.5555/test.1",
  url: "",
  type: "review",
};

/** Each test writes to a synthesis of its own: a fresh copy of the fixture, at version 1. */
const freshSynthesis = () => publishSynthesis(t.runtime.publishDeps, fixtureDocument());
const CHANGED = "Testman, A. B.; Placeholder, C. J. Imag. Chem. 1999, 12, 345.";
/** A fresh synthesis with the new reference added by the editor (version 2). */
async function withAddedReference() {
  const synthesisId = await freshSynthesis();
  const res = await send(editor, "POST", "/api/references", { ...newReference, synthesis_id: synthesisId });
  expect(res.status).toBe(201);
  return { synthesisId, added: (await res.json()) as Reference };
}
/** Then changed twice: by the admin (version 3) and by the editor, dropping the DOI (version 4). */
async function withChangedReference() {
  const { synthesisId, added } = await withAddedReference();
  const byAdmin = await send(admin, "PUT", `/api/references/${added.id}`, {
    ...added,
    display: CHANGED,
    url: "https://example.org/paper",
  });
  expect(byAdmin.status).toBe(200);
  const byEditor = await send(editor, "PUT", `/api/references/${added.id}`, { doi: null, version: 3 });
  expect(byEditor.status).toBe(200);
  return { synthesisId, added };
}

describe(`reference calls (${process.env.TEST_ENGINE ?? "sqlite"})`, () => {
  it("the demo synthesis starts at version 1 with no history", async () => {
    expect(quinineId).toBeGreaterThan(0);
    expect(await history(quinineId)).toEqual({ version: 1, history: [] });
  });

  it("401 without a session, 419 without the token, 403 for a contributor", async () => {
    const synthesisId = await freshSynthesis();
    const body = { ...newReference, synthesis_id: synthesisId };
    expect((await send(undefined, "POST", "/api/references", body)).status).toBe(401);
    const noToken = await t.request("/api/references", {
      method: "POST",
      headers: { "Content-Type": "application/json", ...editor.cookieOnly },
      body: JSON.stringify(body),
    });
    expect(noToken.status).toBe(419);
    const refused = await send(contributor, "POST", "/api/references", body);
    expect(refused.status).toBe(403);
    expect(await errorOf(refused)).toEqual({ code: "forbidden", message: "This needs the editor role" });
    expect((await send(contributor, "PUT", "/api/references/1", { display: "x" })).status).toBe(403);
    expect((await send(contributor, "DELETE", "/api/references/1")).status).toBe(403);
    const historyRefused = await t.request(`/api/syntheses/${synthesisId}/history`, {
      headers: contributor.cookieOnly,
    });
    expect(historyRefused.status).toBe(403);
    expect((await t.request(`/api/syntheses/${synthesisId}/history`)).status).toBe(401);
    expect((await history(synthesisId)).version).toBe(1);
  });

  it("POST adds the reference: 201, version 2 with its history, shown on the public page at once", async () => {
    const synthesisId = await freshSynthesis();
    // The public answer is cached for anonymous visitors: the write must replace it.
    expect((await page(synthesisId)).references.map((r) => r.display)).toEqual(startReferences);
    const revision = t.runtime.watcher.value;
    const res = await send(editor, "POST", "/api/references", { ...newReference, synthesis_id: synthesisId });
    expect(res.status).toBe(201);
    expect(res.headers.get("x-synthesis-version")).toBe("2");
    const added = (await res.json()) as Reference;
    expect(added).toEqual({
      id: added.id,
      synthesis_id: synthesisId,
      named_reaction_id: null,
      display: "Testman, A. B. J. Imag. Chem. 1999, 12, 345.",
      doi: "10.5555/test.1",
      url: null,
      type: "review",
    });
    expect(added.id).not.toBe(1700000000000);
    expect(t.runtime.watcher.value).toBe(revision + 1);
    const shown = (await page(synthesisId)).references;
    expect(shown.map((r) => r.display).slice(0, startReferences.length)).toEqual(startReferences);
    expect(shown.slice(startReferences.length)).toEqual([
      {
        id: added.id,
        display: "Testman, A. B. J. Imag. Chem. 1999, 12, 345.",
        doi: "10.5555/test.1",
        url: null,
        type: "review",
      },
    ]);
    const after = await history(synthesisId);
    expect(after.version).toBe(2);
    expect(after.history).toEqual([
      {
        at: after.history[0]?.at,
        user: { id: editor.id, name: "Ed Editor" },
        version: 2,
        note: "Reference added: Testman, A. B. J. Imag. Chem. 1999, 12, 345.",
        // A reference call is nobody's draft.
        contributor: null,
      },
    ]);
    expect(after.history[0]?.at).toMatch(/^\d{4}-\d\d-\d\dT/);
    const listed = (await (await t.request("/api/references")).json()) as Reference[];
    expect(listed.find((r) => r.id === added.id)).toEqual(added);
  });

  it("400 naming the field", async () => {
    const synthesisId = await freshSynthesis();
    const base = { ...newReference, synthesis_id: synthesisId };
    const cases: [unknown, string, string][] = [
      [{ ...base, display: "  ", doi: null }, "display", `display: ${EMPTY}`],
      [{ ...base, display: "x".repeat(1001) }, "display", "display: must be at most 1000 characters"],
      [{ ...base, display: undefined, doi: undefined }, "display", `display: ${EMPTY}`],
      [{ ...base, display: 12 }, "display", "display: must be a text"],
      [{ ...base, year: "1960" }, "year", "year: must be a year such as 1960"],
      [{ ...base, year: 1066 }, "year", "year: must be 1500 or later"],
      [{ ...base, kind: "thesis" }, "kind", "kind: must be one of article, book, patent, webpage, other"],
      [{ ...base, authors: "Barton" }, "authors", "authors: must be a list of {family, given}"],
      [{ ...base, journal: "J.\u202eX" }, "journal", `journal: ${SINGLE_LINE_MESSAGE}`],
      [{ ...base, url: "ftp://example.org/x" }, "url", "url: must be an http(s) address"],
      [{ ...base, url: "javascript:alert(1)" }, "url", "url: must be an http(s) address"],
      [{ ...base, doi: "not a doi" }, "doi", "doi: must look like 10.1234/abc"],
      [{ ...base, type: "other" }, "type", "type: must be standard, original or review"],
      [{ ...base, synthesis_id: "x" }, "synthesis_id", "synthesis_id: must be a whole number"],
      [{ ...base, named_reaction_id: 1.5 }, "named_reaction_id", "named_reaction_id: must be a whole number"],
    ];
    for (const [body, field, message] of cases) {
      const res = await send(editor, "POST", "/api/references", body);
      expect(res.status).toBe(400);
      expect(await errorOf(res)).toEqual({ code: "invalid_input", message, field });
    }
    expect((await history(synthesisId)).version).toBe(1);
  });

  it("404 for an unknown synthesis, named reaction or reference, and nothing changes", async () => {
    const { synthesisId } = await withAddedReference();
    const unknownSynthesis = await send(editor, "POST", "/api/references", {
      ...newReference,
      synthesis_id: 987654,
    });
    expect(unknownSynthesis.status).toBe(404);
    expect(await errorOf(unknownSynthesis)).toEqual({ code: "not_found", message: "Synthesis not found" });
    const unknownReaction = await send(editor, "POST", "/api/references", {
      ...newReference,
      synthesis_id: synthesisId,
      named_reaction_id: 987654,
    });
    expect(unknownReaction.status).toBe(404);
    expect(await errorOf(unknownReaction)).toEqual({
      code: "not_found",
      message: "Named reaction not found",
    });
    expect((await send(editor, "PUT", "/api/references/987654", { display: "x" })).status).toBe(404);
    expect((await send(editor, "DELETE", "/api/references/987654")).status).toBe(404);
    expect((await send(editor, "DELETE", "/api/references/abc")).status).toBe(404);
    expect((await t.request("/api/syntheses/987654/history", { headers: editor.cookieOnly })).status).toBe(
      404,
    );
    expect((await history(synthesisId)).version).toBe(2);
    expect((await page(synthesisId)).references).toHaveLength(startReferences.length + 1);
  });

  it("PUT takes the reference object (its synthesis_id ignored), keeps omitted fields, raises the version", async () => {
    const { synthesisId, added } = await withAddedReference();
    const res = await send(admin, "PUT", `/api/references/${added.id}`, {
      ...added,
      synthesis_id: 987654,
      display: "Testman, A. B.; Placeholder, C. J. Imag. Chem. 1999, 12, 345.",
      url: "https://example.org/paper",
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("x-synthesis-version")).toBe("3");
    expect(await res.json()).toEqual({
      ...added,
      display: "Testman, A. B.; Placeholder, C. J. Imag. Chem. 1999, 12, 345.",
      url: "https://example.org/paper",
    });
    const partial = await send(editor, "PUT", `/api/references/${added.id}`, { doi: null, version: 3 });
    expect(await partial.json()).toEqual({
      ...added,
      display: "Testman, A. B.; Placeholder, C. J. Imag. Chem. 1999, 12, 345.",
      url: "https://example.org/paper",
      doi: null,
    });
    expect((await page(synthesisId)).references[startReferences.length]).toEqual({
      id: added.id,
      display: "Testman, A. B.; Placeholder, C. J. Imag. Chem. 1999, 12, 345.",
      doi: null,
      url: "https://example.org/paper",
      type: "review",
    });
  });

  it("a named reaction's reference (no synthesis) is changed without a version", async () => {
    const synthesisId = await freshSynthesis();
    const all = (await (await t.request("/api/references")).json()) as Reference[];
    const own = all.find((r) => r.synthesis_id === null && r.named_reaction_id !== null);
    if (!own) throw new Error("the demo data has no named-reaction reference");
    // Stored as fields: its text follows a change of one (here the pages), and a typed text is refused.
    const refused = await send(editor, "PUT", `/api/references/${own.id}`, { display: "Changed display" });
    expect(refused.status).toBe(400);
    expect(await errorOf(refused)).toMatchObject({ code: "invalid_input", field: "display" });
    const res = await send(editor, "PUT", `/api/references/${own.id}`, { pages: "9999" });
    expect(res.status).toBe(200);
    expect(res.headers.get("x-synthesis-version")).toBeNull();
    const changed = (await res.json()) as Reference;
    expect(changed).toEqual({ ...own, pages: "9999", display: changed.display });
    expect(changed.display).toContain("9999");
    expect(changed.display).not.toBe(own.display);
    // No synthesis changes version.
    expect((await history(synthesisId)).version).toBe(1);
  });

  it("409 when the version sent is stale, and nothing changes", async () => {
    const { synthesisId, added } = await withChangedReference();
    const res = await send(editor, "PUT", `/api/references/${added.id}`, {
      display: "Stale edit",
      version: 2,
    });
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toEqual({
      code: "conflict",
      message: "version: changed by someone else since you opened it",
      field: "version",
    });
    const stalePost = await send(editor, "POST", "/api/references", {
      ...newReference,
      synthesis_id: synthesisId,
      version: 1,
    });
    expect(stalePost.status).toBe(409);
    expect((await send(editor, "DELETE", `/api/references/${added.id}?version=3`)).status).toBe(409);
    expect((await history(synthesisId)).version).toBe(4);
    expect((await page(synthesisId)).references.map((r) => r.display)).toContain(CHANGED);
  });

  it("DELETE answers 204, removes it from the page at once and records who deleted it", async () => {
    const { synthesisId, added } = await withChangedReference();
    const res = await send(editor, "DELETE", `/api/references/${added.id}?version=4`);
    expect(res.status).toBe(204);
    expect(await res.text()).toBe("");
    expect(res.headers.get("x-synthesis-version")).toBe("5");
    expect((await page(synthesisId)).references.map((r) => r.display)).toEqual(startReferences);
    const { version, history: entries } = await history(synthesisId);
    expect(version).toBe(5);
    expect(entries.map((e) => [e.version, e.user?.name, e.note])).toEqual([
      [5, "Ed Editor", "Reference deleted: Testman, A. B.; Placeholder, C. J. Imag. Chem. 1999, 12, 345."],
      [4, "Ed Editor", "Reference changed: Testman, A. B.; Placeholder, C. J. Imag. Chem. 1999, 12, 345."],
      [3, "Ada Admin", "Reference changed: Testman, A. B.; Placeholder, C. J. Imag. Chem. 1999, 12, 345."],
      [2, "Ed Editor", "Reference added: Testman, A. B. J. Imag. Chem. 1999, 12, 345."],
    ]);
    expect((await send(editor, "DELETE", `/api/references/${added.id}`)).status).toBe(404);
  });

  it("stores a reference as fields: the text is derived, every reader gets the fields, a PUT of one field re-derives it", async () => {
    const synthesisId = await freshSynthesis();
    const fields = {
      kind: "article",
      authors: [
        { family: "Barton", given: "D. H. R." },
        { family: "Beaton", given: "J. M." },
      ],
      et_al: false,
      editors: [],
      title: "A Synthesis of Aldosterone Acetate",
      journal: "J. Am. Chem. Soc.",
      publisher: null,
      year: 1960,
      volume: "82",
      issue: "10",
      pages: "2641-2642",
      note: null,
    };
    const res = await send(editor, "POST", "/api/references", {
      synthesis_id: synthesisId,
      // A typed text is not kept next to fields: the text is theirs.
      display: "whatever was typed",
      doi: "https://doi.org/10.5555/fields.1",
      ...fields,
    });
    expect(res.status).toBe(201);
    const added = (await res.json()) as Reference & Record<string, unknown>;
    const text = "D. H. R. Barton, J. M. Beaton, J. Am. Chem. Soc. 1960, 82, 2641–2642.";
    expect(added).toMatchObject({ ...fields, pages: "2641–2642", display: text, doi: "10.5555/fields.1" });
    const shown = (await page(synthesisId)).references.find((r) => r.id === added.id);
    expect(shown).toMatchObject({ ...fields, pages: "2641–2642", display: text });
    const listed = (await (await t.request("/api/references")).json()) as Reference[];
    expect(listed.find((r) => r.id === added.id)).toMatchObject({
      journal: "J. Am. Chem. Soc.",
      display: text,
    });

    const changed = await send(editor, "PUT", `/api/references/${added.id}`, { pages: "2641", issue: null });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({
      authors: fields.authors,
      issue: null,
      pages: "2641",
      display: "D. H. R. Barton, J. M. Beaton, J. Am. Chem. Soc. 1960, 82, 2641.",
    });
    const { history: entries } = await history(synthesisId);
    expect(entries[0]?.note).toBe(
      "Reference changed: D. H. R. Barton, J. M. Beaton, J. Am. Chem. Soc. 1960, 82, 2641.",
    );
  });

  it("takes a reference known only by its DOI, and one with only part of its fields", async () => {
    const synthesisId = await freshSynthesis();
    const doiOnly = await send(editor, "POST", "/api/references", {
      synthesis_id: synthesisId,
      doi: "10.5555/only",
    });
    expect(doiOnly.status).toBe(201);
    expect(await doiOnly.json()).toMatchObject({ display: "", doi: "10.5555/only" });
    const partial = await send(editor, "POST", "/api/references", {
      synthesis_id: synthesisId,
      authors: [{ family: "Senanayake", given: "C. H." }],
      et_al: true,
      journal: "Tetrahedron Lett.",
      year: 1995,
    });
    expect(partial.status).toBe(201);
    const body = (await partial.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      display: "C. H. Senanayake et al., Tetrahedron Lett. 1995.",
      volume: null,
      pages: null,
    });
    // Clearing every field of a reference that has no DOI leaves nothing to show: refused.
    const emptied = await send(editor, "PUT", `/api/references/${body.id}`, {
      authors: null,
      et_al: null,
      journal: null,
      year: null,
    });
    expect(emptied.status).toBe(400);
    const refusal = (await errorOf(emptied)) as { field: string; message: string };
    expect(refusal.field).toBe("display");
    expect(refusal.message).toContain(EMPTY);
  });
});
