import { readFileSync } from "node:fs";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lookupRequests } from "../../../../tests/support/lookup-requests.ts";
import type { SignedIn } from "../../../../tests/support/signed-in.ts";
import { signedInApp } from "../../../../tests/support/signed-in-app.ts";
import type { TestApp } from "../../../../tests/support/test-app.ts";

/**
 * POST /api/import/reactions fed mutated files of every format (fast-check): the whole path, the
 * reader's worker, RDKit and Indigo in the structure workers and the matching, answers 200 or a 4xx
 * with a code and a message, never a 5xx or a hang, and the server goes on answering. The readers'
 * own fuzz tests (domain/import/import-fuzz.test.ts) run thousands of files; these few dozen go
 * through everything after them.
 */
const engine = process.env.TEST_ENGINE ?? "sqlite";
const fixture = (name: string) =>
  readFileSync(new URL(`../../../../tests/fixtures/import/${name}`, import.meta.url), "utf8");
const SAMPLES = {
  rxn: "oxidation-v2000.rxn",
  rdf: "two-steps-v3000.rdf",
  sdf: "route.sdf",
  smiles: "route.smi",
  cdxml: "two-steps.cdxml",
  lines: "route.lines.txt",
} as const;
/** Pieces that reach the structure readers: atoms, bonds, charges, rings, wrong counts. */
const PIECES = [
  "C",
  "N",
  "O",
  "[Na+]",
  "c1ccccc1",
  "=",
  "#",
  "(",
  ")",
  "1",
  "@",
  "  1  2  9  0",
  " 99",
  "Xx",
  "\n",
  "-",
  " | ",
  "; ",
  "[Na+].[Cl-]",
];

let t: TestApp, contributor: SignedIn;
beforeAll(async () => {
  ({ t, contributor } = await signedInApp({ contributor: ["contributor", "Fay Fuzz"] }));
});
afterAll(() => t.close());

describe(`import under mutated files (${engine})`, { timeout: 240_000 }, () => {
  for (const [format, sample] of Object.entries(SAMPLES)) {
    it(`${format}: every answer is 200 or a 4xx with a code (none hangs past the test's time limit), and the server goes on answering`, async () => {
      const base = fixture(sample);
      const files = fc.tuple(
        fc.array(
          fc.record({
            at: fc.double({ min: 0, max: 1, noNaN: true }),
            cut: fc.nat({ max: 20 }),
            insert: fc.oneof(fc.constantFrom(...PIECES), fc.string({ maxLength: 8 })),
          }),
          { minLength: 1, maxLength: 4 },
        ),
      );
      await fc.assert(
        fc.asyncProperty(files, async ([edits]) => {
          const text = edits.reduce((out, e) => {
            const at = Math.floor(e.at * out.length);
            return out.slice(0, at) + e.insert + out.slice(at + e.cut);
          }, base);
          const res = await lookupRequests(t).send(contributor, "POST", "/api/import/reactions", {
            format,
            text,
          });
          const body = (await res.json()) as { error?: { code?: string; message?: string } };
          expect(res.status === 200 || (res.status >= 400 && res.status < 500), JSON.stringify(body)).toBe(
            true,
          );
          if (res.status !== 200) expect(body.error?.code).toEqual(expect.any(String));
        }),
        { numRuns: 12 },
      );
      expect((await t.request("/healthz")).status).toBe(200);
    });
  }
});
