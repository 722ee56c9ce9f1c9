/**
 * `node scripts/bench-password-forgot.ts [--requests 50]` — how long POST /api/password/forgot
 * takes to answer for an address with an account and for one without (docs/benchmarks.md). The app
 * runs in process on a fresh, migrated SQLite database (or DATABASE_URL, which must be empty) with
 * e-mail written to files; the two cases alternate, after a warm-up, and between requests the
 * process is left idle for a moment so that no request waits for work another one left behind.
 * Prints the median, the quartiles and the difference of the medians. `--back-to-back` sends the
 * next request at once instead (the work a known address leaves behind then overlaps it).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { createUser } from "../src/server/api/shared/create-user.ts";
import { parseConfig } from "../src/server/config.ts";
import { createRuntime } from "../src/server/runtime.ts";

const { values } = parseArgs({
  options: {
    requests: { type: "string", default: "50" },
    "back-to-back": { type: "boolean", default: false },
  },
});
const requests = Number(values.requests);
const dir = mkdtempSync(join(tmpdir(), "bench-forgot-"));
process.on("exit", () => rmSync(dir, { recursive: true, force: true }));

const runtime = await createRuntime(
  parseConfig({
    DATABASE_URL: process.env.DATABASE_URL ?? `file:${join(dir, "bench.db")}`,
    STORAGE_DIR: join(dir, "images"),
    MAIL_OUTBOX_DIR: join(dir, "outbox"),
    LOG_LEVEL: "silent",
    SEED_DEMO: "false",
    PASSWORD_FORGOT_MAX_PER_ADDRESS: "100000",
    PASSWORD_FORGOT_MAX_PER_EMAIL: "1000",
  }),
  { withSite: false },
);
const known = "known.chemist@example.org";
await createUser(
  { users: runtime.repos.users },
  { email: known, name: "Known Chemist", password: "a-long-enough-password", role: "contributor" },
);

const XSRF = "bench-xsrf-token-bench-xsrf-token";
async function forgot(email: string): Promise<number> {
  const started = performance.now();
  const res = await runtime.app.request("http://localhost/api/password/forgot", {
    method: "POST",
    headers: { "Content-Type": "application/json", Cookie: `XSRF-TOKEN=${XSRF}`, "X-XSRF-TOKEN": XSRF },
    body: JSON.stringify({ email }),
  });
  await res.arrayBuffer();
  const ms = performance.now() - started;
  if (res.status !== 202) throw new Error(`answered ${res.status}`);
  if (values["back-to-back"]) return ms;
  // Idle, untimed: the outbox sender (and any work done after the answer) finishes meanwhile.
  await new Promise((resolve) => setTimeout(resolve, 25));
  await runtime.mail.sender.settle();
  return ms;
}

const times = { known: [] as number[], unknown: [] as number[] };
for (let i = 0; i < 10; i++) {
  await forgot(known);
  await forgot(`warm.up.${i}@example.org`);
}
for (let i = 0; i < requests; i++) {
  // Alternate which case goes first, so a drift of the machine falls on both.
  const order = i % 2 === 0 ? (["known", "unknown"] as const) : (["unknown", "known"] as const);
  for (const kind of order) {
    times[kind].push(await forgot(kind === "known" ? known : `nobody.${i}@example.org`));
  }
}
// The work the last known-address requests left behind may still run: poll for their e-mails (one
// per request to the known address, warm-up included) rather than sleep, for at most 10 s.
const mailsToKnown = async () =>
  Number(
    (
      await runtime.db.kysely
        .selectFrom("mail_outbox")
        .select(({ fn }) => fn.countAll<number>().as("n"))
        .where("recipient", "=", known)
        .executeTakeFirstOrThrow()
    ).n,
  );
const mails = { n: await mailsToKnown() };
for (const end = Date.now() + 10_000; mails.n < requests + 10 && Date.now() < end; ) {
  await new Promise((resolve) => setTimeout(resolve, 50)); // the polling interval
  mails.n = await mailsToKnown();
}
await runtime.close();

const quantile = (list: number[], q: number) => {
  const sorted = [...list].sort((a, b) => a - b);
  const at = (sorted.length - 1) * q;
  const low = Math.floor(at);
  return (sorted[low] as number) + ((sorted[Math.ceil(at)] as number) - (sorted[low] as number)) * (at - low);
};
const line = (kind: "known" | "unknown") =>
  `${kind.padEnd(8)} median ${quantile(times[kind], 0.5).toFixed(2)} ms  (p25 ${quantile(times[kind], 0.25).toFixed(2)}, p75 ${quantile(times[kind], 0.75).toFixed(2)}; n=${times[kind].length})`;
console.log(line("known"));
console.log(line("unknown"));
console.log(`e-mails written to the known address: ${mails.n} of ${requests + 10} requests`);
console.log(
  `difference of the medians: ${(quantile(times.known, 0.5) - quantile(times.unknown, 0.5)).toFixed(2)} ms`,
);
