import { Writable } from "node:stream";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../tests/support/test-app.ts";
import { createLogger } from "./logger.ts";

/**
 * A server of an older release restarting on a database a newer release migrated (docs/migrations.md):
 * the newer release's migrations are stood in for by bookkeeping rows this code has no file for.
 */
const opened: TestApp[] = [];
afterEach(async () => {
  for (const app of opened.splice(0).reverse()) await app.close();
});

/** A server of the newer release on its own copy of the database, with `migrations` recorded. */
async function newerRelease(migrations: [string, "expand" | "contract"][]): Promise<TestApp> {
  const newer = await createTestApp();
  opened.push(newer);
  for (const [name, compatibility] of migrations) {
    await sql`insert into kysely_migration (name, "timestamp", compatibility) values (${name}, ${new Date().toISOString()}, ${compatibility})`.execute(
      newer.runtime.db.kysely,
    );
  }
  return newer;
}

describe("an older release on a database ahead of it", () => {
  it("starts when every migration it does not know is compatible, logs that the database is ahead, and is ready", async () => {
    const newer = await newerRelease([
      ["9990-newer-column", "expand"],
      ["9991-newer-table", "expand"],
    ]);
    const logged: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        logged.push(String(chunk));
        done();
      },
    });
    const older = await createTestApp(
      {},
      { sameDatabaseAs: newer, logger: createLogger("info", { destination: sink }) },
    );
    opened.push(older);
    const ahead = logged.map((line) => JSON.parse(line)).filter((l) => /database is ahead/.test(l.msg));
    expect(ahead).toHaveLength(1);
    expect(ahead[0].level).toBe(40);
    expect(ahead[0].migrations).toEqual(["9990-newer-column", "9991-newer-table"]);
    const ready = await older.request("/readyz");
    expect(ready.status).toBe(200);
    const count = await older.request("/api/syntheses/count");
    expect(count.status).toBe(200);
  });

  it("refuses to start when one of them is not compatible, naming it", async () => {
    const newer = await newerRelease([
      ["9990-newer-column", "expand"],
      ["9992-newer-drop", "contract"],
    ]);
    await expect(createTestApp({}, { sameDatabaseAs: newer })).rejects.toThrow(
      /the database has migrations this release cannot work with: 9992-newer-drop \(contract\)\. .*restore the backup/,
    );
  });
});
