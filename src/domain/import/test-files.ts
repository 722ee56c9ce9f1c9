import { readFileSync } from "node:fs";

/** A file of tests/fixtures/import/, as text. */
export const fixtureFile = (name: string) =>
  readFileSync(new URL(`../../../tests/fixtures/import/${name}`, import.meta.url), "utf8");
