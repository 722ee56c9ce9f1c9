import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * The test files that take longest (docs/benchmarks.md, "npm test: where the time goes"), slowest
 * first. A run lasts at least as long as its slowest file; started last, that file would run alone
 * at the end (the API suite on PostgreSQL took 214 s instead of 167 s).
 */
const SLOWEST = [
  "src/server/resilience/crash-safe-start.api.test.ts",
  "src/server/resilience/write-drills.api.test.ts",
  "src/server/structures/rdkit-pool.test.ts",
  "src/server/backup/backup-restore.api.test.ts",
  "src/server/http/cache-memory.api.test.ts",
  "tests/hostile/hostile.test.ts",
  "src/server/seed/seed-demo.api.test.ts",
  "tests/data/demo-dataset.test.ts",
];

/** A seeded pseudo-random generator (mulberry32): the same seed gives the same order. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Shuffles the files with the run's seed (vitest prints it; `--sequence.seed=<n>` replays an
 * order), then moves the slowest known files to the front, so that no file may depend on another
 * having run first and the long files still overlap the short ones.
 */
export class SlowestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const next = random(this.ctx.config.sequence.seed);
    const shuffled = [...files].sort((a, b) => a.moduleId.localeCompare(b.moduleId));
    for (let i = shuffled.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [shuffled[i], shuffled[j]] = [shuffled[j], shuffled[i]];
    }
    const rank = (file: TestSpecification) => {
      const index = SLOWEST.findIndex((path) => file.moduleId.endsWith(path));
      return index === -1 ? SLOWEST.length : index;
    };
    // The slowest files of every project first (the API suite runs both engines' projects in one
    // run, sharing its workers); Array.sort is stable, so the rest keep the shuffled order.
    return shuffled.sort((a, b) => rank(a) - rank(b));
  }
}
