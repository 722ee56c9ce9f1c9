import { randomInt } from "node:crypto";
import { rm, stat } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorOf, jsonOf } from "../../../../tests/support/lookup-requests.ts";
import type { SignedIn } from "../../../../tests/support/signed-in.ts";
import { type LookupRequests, signedInApp } from "../../../../tests/support/signed-in-app.ts";
import type { TestApp } from "../../../../tests/support/test-app.ts";

/**
 * Restores bring back a named reaction's scheme, mechanism and references and a protecting group's
 * drawing (docs/product/api.md §5.20.3): replaced pictures are kept while a history entry names them.
 */

const engine = process.env.TEST_ENGINE ?? "sqlite";
// The image folder is shared by the suite's files: this run's drawings come from its own SMILES.
const n = randomInt(12, 40);
const chain = (end: string) => `${"C".repeat(n)}${end}`;
let t: TestApp, editor: SignedIn, r: LookupRequests;

beforeAll(async () => {
  ({ t, editor, r } = await signedInApp({ editor: ["editor", "Erin Editor"] }));
});
afterAll(() => t.close());

type Reference = { display: string; doi: string | null; url: string | null };
type Reaction = {
  id: number;
  url: string;
  scheme_smiles: string | null;
  scheme_filename: string | null;
  scheme_extension: string | null;
  mechanism_filename: string | null;
  mechanism_extension: string | null;
  original_references: (Reference & { id?: number })[];
  review_references: (Reference & { id?: number })[];
};
type Group = {
  id: number;
  url: string;
  smiles: string | null;
  structure_filename: string | null;
  structure_extension: string;
};
type Entry = { id: number; action: string };

const history = (kind: string, id: number) => r.read<Entry[]>(`/api/history/${kind}/${id}`, editor);
const restore = (entry: Entry | undefined) => r.send(editor, "POST", `/api/history/${entry?.id}/restore`);
const file = (folder: string, name: string | null, extension: string | null) =>
  join(t.runtime.config.STORAGE_DIR, folder, `${name}.${extension}`);
const plain = (refs: Reference[]) => refs.map(({ display, doi, url }) => ({ display, doi, url }));

async function namedReaction(name: string) {
  const { id } = await jsonOf<{ id: number }>(
    await r.send(editor, "POST", "/api/named-reactions", { name }),
    201,
  );
  return id;
}
const editView = (id: number) => r.read<Reaction>(`/api/named-reactions/${id}/edit`, editor);
const putReaction = async (id: number, body: unknown) =>
  jsonOf<Reaction>(await r.send(editor, "PUT", `/api/named-reactions/${id}`, body));

describe(`restoring pictures and references (${engine})`, () => {
  it("a named reaction's scheme, mechanism and references come back, on the API and as image files", async () => {
    const id = await namedReaction(`Fixture Picture NR ${engine} ${n}`);
    const first = await putReaction(id, {
      description: "Has a scheme.",
      scheme: { smiles: `${chain("Cl")}>>${chain("O")}` },
      mechanism: { smiles: `${chain("Br")}>>${chain("O")}` },
      original_references: [{ display: "Fixture Original 1970.", doi: "10.5555/first" }],
      review_references: [{ display: "Fixture Review 1990.", url: "https://example.org/review" }],
    });
    expect(first.scheme_filename).not.toBeNull();
    const changed = await putReaction(id, {
      scheme: { smiles: `${chain("I")}>>${chain("N")}` },
      mechanism: null,
      original_references: [{ display: "Fixture Other 2001." }],
      review_references: [],
    });
    expect(changed.scheme_filename).not.toBe(first.scheme_filename);
    // The replaced drawings are kept for a restore.
    expect((await stat(file("named-reactions", first.scheme_filename, "svg"))).isFile()).toBe(true);
    expect((await stat(file("mechanisms", first.mechanism_filename, "svg"))).isFile()).toBe(true);

    const [update] = await history("named_reaction", id);
    expect(update?.action).toBe("update");
    const restored = await jsonOf<{ item: Record<string, unknown> }>(await restore(update));
    expect(restored.item).toMatchObject({
      scheme_filename: first.scheme_filename,
      mechanism_filename: first.mechanism_filename,
      original_references: plain(first.original_references),
    });
    const back = await editView(id);
    expect(back).toMatchObject({
      scheme_smiles: first.scheme_smiles,
      scheme_filename: first.scheme_filename,
      scheme_extension: "svg",
      mechanism_filename: first.mechanism_filename,
      mechanism_extension: "svg",
    });
    expect(plain(back.original_references)).toEqual(plain(first.original_references));
    expect(plain(back.review_references)).toEqual(plain(first.review_references));

    const page = await r.read<Reaction>(`/api/named-reactions/${back.url}`);
    expect(page).toMatchObject({
      scheme_filename: first.scheme_filename,
      original_references: [{ display: "Fixture Original 1970.", doi: "10.5555/first" }],
      review_references: [{ display: "Fixture Review 1990.", url: "https://example.org/review" }],
    });
    const image = await t.request(`/images/named-reactions/${first.scheme_filename}.svg`);
    expect(image.status).toBe(200);
    expect(await image.text()).toContain("<svg");

    // Deleted, then restored: the pictures and references come back with it.
    expect((await r.send(editor, "DELETE", `/api/named-reactions/${id}`)).status).toBe(204);
    const [deletion] = await history("named_reaction", id);
    await jsonOf(await restore(deletion));
    expect(await editView(id)).toMatchObject({
      scheme_filename: first.scheme_filename,
      mechanism_filename: first.mechanism_filename,
      original_references: [{ display: "Fixture Original 1970." }],
    });
  });

  it("refuses (409) to point a named reaction back at a picture that is no longer kept, changing nothing", async () => {
    const id = await namedReaction(`Fixture Lost NR ${engine} ${n}`);
    const first = await putReaction(id, { scheme: { smiles: `${chain("F")}>>${chain("S")}` } });
    const second = await putReaction(id, { scheme: { smiles: `${chain("P")}>>${chain("S")}` } });
    await rm(file("named-reactions", first.scheme_filename, "svg"));
    const [update] = await history("named_reaction", id);
    const refused = await restore(update);
    expect(refused.status).toBe(409);
    expect(await errorOf(refused)).toMatchObject({
      message: "Cannot restore: the earlier picture is no longer kept",
    });
    expect((await editView(id)).scheme_filename).toBe(second.scheme_filename);
  });

  it("an entry recorded before snapshots named pictures restores the texts and leaves today's picture", async () => {
    const id = await namedReaction(`Fixture Legacy NR ${engine} ${n}`);
    await putReaction(id, { scheme: { smiles: `${chain("N")}>>${chain("O")}` } });
    const second = await putReaction(id, {
      description: "Changed.",
      scheme: { smiles: `${chain("S")}>>${chain("O")}` },
    });
    const [update] = await history("named_reaction", id);
    const db = t.runtime.db.kysely;
    const row = await db
      .selectFrom("reference_history")
      .select("before_json")
      .where("id", "=", update?.id ?? 0)
      .executeTakeFirstOrThrow();
    const legacy = JSON.parse(row.before_json ?? "{}") as Record<string, unknown>;
    for (const key of Object.keys(legacy)) {
      if (/filename|extension|width|height|references/.test(key)) delete legacy[key];
    }
    await db
      .updateTable("reference_history")
      .set({ before_json: JSON.stringify(legacy) })
      .where("id", "=", update?.id ?? 0)
      .execute();
    await jsonOf(await restore(update));
    expect(await editView(id)).toMatchObject({ description: null, scheme_filename: second.scheme_filename });
  });

  it("a protecting group's structure drawing comes back", async () => {
    const created = await jsonOf<Group>(
      await r.send(editor, "POST", "/api/protecting-groups", { name: `Fixture Picture PG ${engine} ${n}` }),
      201,
    );
    const put = async (smiles: string) =>
      jsonOf<Group>(
        await r.send(editor, "PUT", `/api/protecting-groups/${created.id}`, { structure: { smiles } }),
      );
    const first = await put(`${chain("")}O[Si](C)(C)C`);
    const second = await put(`${chain("")}OC(C)=O`);
    expect(second.structure_filename).not.toBe(first.structure_filename);
    expect((await stat(file("protecting-groups", first.structure_filename, "svg"))).isFile()).toBe(true);

    const [update] = await history("protecting_group", created.id);
    const restored = await jsonOf<{ item: Group }>(await restore(update));
    expect(restored.item).toMatchObject({
      smiles: first.smiles,
      structure_filename: first.structure_filename,
      structure_extension: "svg",
    });
    const page = await r.read<Group>(`/api/protecting-groups/${first.url}`);
    expect(page.structure_filename).toBe(first.structure_filename);
    expect((await t.request(`/images/protecting-groups/${first.structure_filename}.svg`)).status).toBe(200);

    // Its creation had no drawing: restoring the first drawing's entry leaves the group undrawn.
    const entries = await history("protecting_group", created.id);
    const firstDrawing = entries.at(-2);
    const undrawn = await jsonOf<{ item: Group }>(await restore(firstDrawing));
    expect(undrawn.item).toMatchObject({ smiles: null, structure_filename: null, structure_extension: "" });
  });
});
