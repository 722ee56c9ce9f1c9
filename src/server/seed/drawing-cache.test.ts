import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { InvalidSmilesError } from "../structures/depict.ts";
import { createStructureRenderer } from "../structures/renderer.ts";
import type { StructureRenderer } from "../structures/structure-renderer.ts";
import { seedingRenderer, withDrawingCache } from "./drawing-cache.ts";

/** The real RDKit renderer, counting the calls that reach it. */
function countedRenderer() {
  const rdkit = createStructureRenderer();
  const calls: string[] = [];
  const counted = Object.fromEntries(
    (Object.keys(rdkit) as (keyof StructureRenderer)[]).map((name) => [
      name,
      (input: string) => {
        calls.push(`${name} ${input}`);
        return rdkit[name](input);
      },
    ]),
  ) as unknown as StructureRenderer;
  return { renderer: counted, calls };
}

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "drawing-cache-"));
  dirs.push(dir);
  return join(dir, "cache");
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("the seeding drawing cache", () => {
  it("gives a second seeding RDKit's own answers without asking RDKit again", async () => {
    const dir = freshDir();
    const first = countedRenderer();
    const smiles = "CC(=O)Oc1ccccc1C(=O)O";
    const reaction = "CC(=O)O.OCC>>CC(=O)OCC";
    const cachedFirst = withDrawingCache(first.renderer, dir);
    const answers = {
      describe: await cachedFirst.describe(smiles),
      moleculeSvg: await cachedFirst.moleculeSvg(smiles),
      reactionSvg: await cachedFirst.reactionSvg(reaction),
      fingerprint: await cachedFirst.fingerprint(smiles),
      identifiers: await cachedFirst.identifiers(smiles),
    };
    expect(first.calls).toHaveLength(5);
    expect(readdirSync(dir).filter((name) => name.endsWith(".json"))).toHaveLength(5);
    expect(readdirSync(dir).filter((name) => name.endsWith(".tmp"))).toEqual([]);

    // Another process's seeding, in effect: a new renderer over the same folder.
    const second = countedRenderer();
    const cachedSecond = withDrawingCache(second.renderer, dir);
    expect(await cachedSecond.describe(smiles)).toEqual(answers.describe);
    expect(await cachedSecond.moleculeSvg(smiles)).toBe(answers.moleculeSvg);
    expect(await cachedSecond.reactionSvg(reaction)).toBe(answers.reactionSvg);
    const fingerprint = await cachedSecond.fingerprint(smiles);
    expect(fingerprint.pattern).toBeInstanceOf(Uint8Array);
    expect(fingerprint).toEqual(answers.fingerprint);
    expect(await cachedSecond.identifiers(smiles)).toEqual(answers.identifiers);
    expect(second.calls).toEqual([]);

    // A different structure is drawn, not confused with a kept one.
    expect(await cachedSecond.moleculeSvg("c1ccccc1")).not.toBe(answers.moleculeSvg);
    expect(second.calls).toEqual(["moleculeSvg c1ccccc1"]);
  }, 60_000);

  it("keeps nothing of a call that fails: it fails again, in RDKit, each time", async () => {
    const dir = freshDir();
    const { renderer, calls } = countedRenderer();
    const cached = withDrawingCache(renderer, dir);
    await expect(cached.describe("C1CC")).rejects.toBeInstanceOf(InvalidSmilesError);
    await expect(cached.describe("C1CC")).rejects.toBeInstanceOf(InvalidSmilesError);
    expect(calls).toEqual(["describe C1CC", "describe C1CC"]);
  }, 60_000);

  it("is left out when no folder is set (production)", () => {
    const { renderer } = countedRenderer();
    expect(seedingRenderer(renderer, "")).toBe(renderer);
    expect(seedingRenderer(renderer, freshDir())).not.toBe(renderer);
  });
});
