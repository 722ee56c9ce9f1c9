/**
 * Where the time of one GET /api/search goes, in process (docs/benchmarks.md, "Search against the
 * bare server"): the index alone over all its sections and without the reagent and solvent ones or
 * without what syntheses use and say, the answer's JSON, the query's check, the public read limit's
 * bookkeeping and the answer's headers, each timed over the bench's queries on the generated
 * dataset, their rounds alternated so a busy machine slows all alike. CPU time per request, not
 * throughput: for a machine too busy for `npm run bench`.
 * Run: `npx node scripts/bench/search-costs.ts` (`-- --keep <dir>`: build the dataset there once
 * and reuse it; `--quick`: 1,000 syntheses).
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { createSearchSourceRepository } from "../../src/db/repositories/search-source.ts";
import { searchAnswer } from "../../src/server/api/search/search-route-answer.ts";
import { parseConfig } from "../../src/server/config.ts";
import { allowanceHeaders } from "../../src/server/http/public-api.ts";
import { requestIdOf } from "../../src/server/http/request-id.ts";
import { createRuntime } from "../../src/server/runtime.ts";
import { SearchIndex } from "../../src/server/search/search-index.ts";
import { buildBenchDatabase } from "./bench-database.ts";
import { FULL_SIZE } from "./generate-dataset.ts";

const { values } = parseArgs({
  options: { keep: { type: "string" }, quick: { type: "boolean", default: false } },
});
const size = values.quick ? { ...FULL_SIZE, syntheses: 1_000 } : FULL_SIZE;
const dir = values.keep ?? mkdtempSync(join(tmpdir(), "synthesis-search-costs-"));
mkdirSync(dir, { recursive: true });
if (!existsSync(join(dir, "bench.db"))) await buildBenchDatabase(dir, size);
const runtime = await createRuntime(
  parseConfig({
    DATABASE_URL: `file:${join(dir, "bench.db")}`,
    STORAGE_DIR: join(dir, "images"),
    LOG_LEVEL: "warn",
    REVISION_POLL_MS: "60000",
    PUBLIC_API_READS_PER_MINUTE: "10000000",
  }),
  { withSite: false },
);

// The bench's queries (scripts/bench.ts): a word of a molecule's name, whole or cut, some with a typo.
const molecules = await runtime.db.kysely.selectFrom("molecules").select("name").orderBy("id").execute();
const queries = molecules.slice(0, 2000).map(({ name }, i) => {
  const word = name.split(/\s+/)[0].toLowerCase();
  const cut = word.slice(0, Math.max(3, word.length - (i % 4)));
  return i % 5 === 0 && cut.length >= 5 ? `${cut.slice(0, 2)}x${cut.slice(3)}` : cut;
});

// The same rows without some sections, to see what each costs.
const source = createSearchSourceRepository(runtime.db.kysely);
const without = async (change: Partial<typeof source>) => {
  const index = new SearchIndex({ ...source, ...change });
  await index.rebuild();
  return index;
};
const full = runtime.search;
await full.rebuild();
const noLookups = await without({ reagents: async () => [], solvents: async () => [] });
const noUses = await without({
  synthesisUses: async () => [],
  syntheses: async () => (await source.syntheses()).map((s) => ({ ...s, comment: "" })),
});

const limit = runtime.http.publicApi.limit;
const nonHtml = runtime.http.security.nonHtml;
let kept: unknown;
const pieces: Record<string, (q: string) => unknown> = {
  "index.search, all sections": (q) => full.search(q),
  "index.search, without the reagent and solvent sections": (q) => noLookups.search(q),
  "index.search, without what syntheses use and their descriptions": (q) => noUses.search(q),
  "search + JSON.stringify (an answer made anew, as without the memo)": async (q) =>
    JSON.stringify(await full.search(q)),
  "searchJson (the memo: made once, then kept)": (q) => full.searchJson(q),
  "searchAnswer (the query's check + searchJson)": (q) => searchAnswer(full, q),
  "public read limit: take(address)": () => limit.take("127.0.0.1"),
  "the answer's headers (security, CORS, rate limit, id)": () =>
    limit.take("127.0.0.1").then((allowance) => {
      kept = {
        ...nonHtml,
        "content-type": "application/json",
        "content-length": 2000,
        "cache-control": "public, max-age=60",
        ...allowanceHeaders(allowance),
        "x-request-id": requestIdOf(undefined),
      };
    }),
};

const ROUNDS = 7;
const times: Record<string, number[]> = Object.fromEntries(Object.keys(pieces).map((k) => [k, []]));
for (let round = 0; round < ROUNDS; round++) {
  for (const [name, piece] of Object.entries(pieces)) {
    const started = process.hrtime.bigint();
    for (const q of queries) await piece(q);
    times[name].push(Number(process.hrtime.bigint() - started) / queries.length);
  }
}
if (kept === undefined) console.log("nothing kept");
console.log(`${queries.length} queries × ${ROUNDS} rounds, median µs per call:`);
for (const [name, list] of Object.entries(times)) {
  const sorted = list.sort((a, b) => a - b);
  console.log(`${name}: ${(sorted[Math.floor(ROUNDS / 2)] / 1000).toFixed(1)} µs`);
}
await runtime.close();
if (values.keep === undefined) rmSync(dir, { recursive: true, force: true });
process.exit(0);
