import { cpSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import { DRAWING_MARK } from "../structures/depict.ts";
import { svgSize } from "../structures/svg-size.ts";
import { restyleImages } from "./restyle-images.ts";

let t: TestApp;
let storageDir: string;
beforeAll(async () => {
  // A private copy of the seeded archive's images: this test rewrites some of them.
  storageDir = mkdtempSync(join(inject("storageDir"), "..", "restyle-"));
  cpSync(inject("storageDir"), storageDir, { recursive: true });
  t = await createTestApp({ STORAGE_DIR: storageDir });
});
afterAll(async () => {
  await t?.close();
  rmSync(storageDir, { recursive: true, force: true });
});

/** Turns a stored drawing into one of an earlier style: no mark, and a size its rows no longer match. */
function ageDrawing(path: string) {
  const file = join(storageDir, path);
  writeFileSync(file, readFileSync(file, "utf8").replace(`${DRAWING_MARK}\n`, ""));
}

describe("restyleImages (drawings of an earlier style are redrawn at start)", () => {
  it("redraws exactly the drawings without the current mark and stores their new sizes", async () => {
    const db = t.runtime.db.kysely;
    const molecule = await db
      .selectFrom("molecules")
      .select(["id", "structure"])
      .where("extension", "=", "svg")
      .where("smiles", "is not", null)
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const chemical = await db
      .selectFrom("chemicals as c")
      .innerJoin("reactions as r", "r.id", "c.reaction_id")
      .innerJoin("parts as p", "p.id", "r.part_id")
      .select(["c.id", "c.filename", "p.synthesis_id"])
      .where("c.extension", "=", "svg")
      .where("c.smiles", "is not", null)
      .orderBy("c.id")
      .executeTakeFirstOrThrow();
    const special = await db
      .selectFrom("reactions as r")
      .innerJoin("structure_fingerprints as f", (j) =>
        j.onRef("f.owner_id", "=", "r.id").on("f.kind", "=", "special_reagent"),
      )
      .select(["r.id", "r.special_reagent"])
      .orderBy("r.id")
      .executeTakeFirstOrThrow();
    const aged = [
      `molecules/${molecule.structure}.svg`,
      `syntheses/${chemical.synthesis_id}/${chemical.filename}.svg`,
      `special-reagents/${special.special_reagent}`,
    ];
    for (const path of aged) ageDrawing(path);
    await db
      .updateTable("molecules")
      .set({ image_width: 1, image_height: 1 })
      .where("id", "=", molecule.id)
      .execute();
    await db
      .updateTable("chemicals")
      .set({ image_width: 1, image_height: 1 })
      .where("id", "=", chemical.id)
      .execute();
    await db
      .updateTable("reactions")
      .set({ image_width: 1, image_height: 1 })
      .where("id", "=", special.id)
      .execute();
    const untouched = join(storageDir, "molecules");
    const current = (
      await db
        .selectFrom("molecules")
        .select("structure")
        .where("id", "<>", molecule.id)
        .where("extension", "=", "svg")
        .executeTakeFirstOrThrow()
    ).structure;
    const currentMtime = statSync(join(untouched, `${current}.svg`)).mtimeMs;
    const revision = await t.runtime.repos.revisions.current();

    const redrawn = await restyleImages({
      inventory: t.runtime.repos.imageInventory,
      imageSizes: t.runtime.repos.imageSizes,
      revisions: t.runtime.repos.revisions,
      structures: t.runtime.publishDeps.structures,
      storageDir,
    });

    expect(redrawn.sort()).toEqual([...aged].sort());
    const size = (path: string) => svgSize(readFileSync(join(storageDir, path), "utf8"));
    for (const path of aged) expect(readFileSync(join(storageDir, path), "utf8")).toContain(DRAWING_MARK);
    const rows = {
      molecule: await db
        .selectFrom("molecules")
        .select(["image_width as width", "image_height as height"])
        .where("id", "=", molecule.id)
        .executeTakeFirstOrThrow(),
      chemical: await db
        .selectFrom("chemicals")
        .select(["image_width as width", "image_height as height"])
        .where("id", "=", chemical.id)
        .executeTakeFirstOrThrow(),
      special: await db
        .selectFrom("reactions")
        .select(["image_width as width", "image_height as height"])
        .where("id", "=", special.id)
        .executeTakeFirstOrThrow(),
    };
    expect(rows.molecule).toEqual(size(aged[0] as string));
    expect(rows.chemical).toEqual(size(aged[1] as string));
    expect(rows.special).toEqual(size(aged[2] as string));
    expect(rows.molecule.width).toBeGreaterThan(1);
    // A drawing already in the current style is only read.
    expect(statSync(join(untouched, `${current}.svg`)).mtimeMs).toBe(currentMtime);
    expect(await t.runtime.repos.revisions.current()).toBe(revision + 1);

    // Nothing is left to redraw: a second start reads and changes nothing.
    expect(
      await restyleImages({
        inventory: t.runtime.repos.imageInventory,
        imageSizes: t.runtime.repos.imageSizes,
        revisions: t.runtime.repos.revisions,
        structures: t.runtime.publishDeps.structures,
        storageDir,
      }),
    ).toEqual([]);
    expect(await t.runtime.repos.revisions.current()).toBe(revision + 1);
  });
});
