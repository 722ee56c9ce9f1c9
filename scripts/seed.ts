/**
 * npm run db:seed [-- --dir <dataset folder>] — loads data/demo (or another dataset folder) through
 * the publish command. Reference data is upserted; syntheses already stored are skipped.
 */
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { loadConfig } from "../src/server/config.ts";
import { createRuntime } from "../src/server/runtime.ts";
import { DEMO_DIR, seedDemo } from "../src/server/seed/seed-demo.ts";

const { values } = parseArgs({ options: { dir: { type: "string" } } });
const runtime = await createRuntime(loadConfig());
const started = performance.now();
try {
  const result = await seedDemo(runtime, values.dir ? resolve(values.dir) : DEMO_DIR);
  console.log(
    `Published ${result.published} syntheses, skipped ${result.skipped} already stored, in ${Math.round(performance.now() - started)} ms.`,
  );
} finally {
  await runtime.close();
}
