/**
 * The benchmarks' generated dataset (generate-dataset.ts) written to a SQLite database through the
 * real publish command, as `npm run bench` and `npm run bench:export` measure it.
 */
import { join } from "node:path";
import { publishSynthesis } from "../../src/server/api/shared/synthesis-writing/publish-synthesis.ts";
import { parseConfig } from "../../src/server/config.ts";
import { createRuntime } from "../../src/server/runtime.ts";
import { loadReferenceData } from "../../src/server/seed/load-reference-data.ts";
import { type GeneratedSize, generatedReferenceData, generatedSyntheses } from "./generate-dataset.ts";

export type BenchRuntime = Awaited<ReturnType<typeof createRuntime>>;

export interface BenchDatabase {
  databaseUrl: string;
  storageDir: string;
}

/**
 * Builds the dataset of `size` in `dir` (bench.db and images/) and says how long it took; `then`
 * may add to it before the runtime closes.
 */
export async function buildBenchDatabase(
  dir: string,
  size: GeneratedSize,
  then?: (runtime: BenchRuntime) => Promise<void>,
): Promise<BenchDatabase> {
  const databaseUrl = `file:${join(dir, "bench.db")}`;
  const storageDir = join(dir, "images");
  const runtime = await createRuntime(
    parseConfig({
      DATABASE_URL: databaseUrl,
      STORAGE_DIR: storageDir,
      LOG_LEVEL: "warn",
      REVISION_POLL_MS: "60000",
    }),
  );
  const started = performance.now();
  const reference = generatedReferenceData(size);
  await loadReferenceData(runtime.publishDeps, reference);
  const deps = { ...runtime.publishDeps, watcher: undefined };
  for (const doc of generatedSyntheses(size, reference)) await publishSynthesis(deps, doc);
  console.log(
    `Generated ${size.syntheses} syntheses (${size.syntheses * size.reactionsPerSynthesis} reactions, ${size.reagents} reagents) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  await then?.(runtime);
  await runtime.close();
  return { databaseUrl, storageDir };
}

/** The server's environment on the bench database: the load comes from one address, so none is refused. */
export function benchServerEnv(db: BenchDatabase, port: number): Record<string, string> {
  return {
    DATABASE_URL: db.databaseUrl,
    STORAGE_DIR: db.storageDir,
    PORT: String(port),
    LOG_LEVEL: "warn",
    SEED_DEMO: "false",
    PUBLIC_URL: "https://archive.example.org",
    PUBLIC_API_READS_PER_MINUTE: "10000000",
  };
}
