import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { inject } from "vitest";
import { connect, type Db } from "../../src/db/connect.ts";
import { createUserRepository } from "../../src/db/repositories/users.ts";
import type { Role } from "../../src/domain/roles.ts";
import { createUser } from "../../src/server/api/shared/create-user.ts";
import { freePort, type ServerProcess, startServerProcess } from "../support/server-process.ts";
import { copyTemplateDatabase } from "../support/test-app.ts";

/** The accounts every hostile run has; the password is long, random-looking and on no common list. */
export const HOSTILE_PASSWORD = "violet-kettle-arrow-93";
export const HOSTILE_ACCOUNTS = {
  contributor: "mallory@hostile.test",
  otherContributor: "trudy@hostile.test",
  /** Fills her drafts up to the quota (DRAFT_MAX_PER_CONTRIBUTOR is small on the hostile server). */
  hoarder: "hoarder@hostile.test",
  editor: "erin@hostile.test",
} as const;

/** The hostile server's draft quota per contributor: small, so a case can reach it quickly. */
export const HOSTILE_DRAFT_LIMIT = 3;
/** The hostile server's new structure drawings per address and minute: small, for the same reason. */
export const HOSTILE_DRAWING_LIMIT = 20;

export interface HostileServer {
  origin: string;
  /** The server's database, read by the test to prove a refused request changed nothing. */
  db: Db;
  storageDir: string;
  process: ServerProcess;
  close(): Promise<void>;
}

/**
 * The real server (src/server/main.ts with the built web app, as `npm start` runs it) on a copy of
 * the run's seeded template database and its images, with the accounts of HOSTILE_ACCOUNTS.
 */
export async function startHostileServer(env: Record<string, string> = {}): Promise<HostileServer> {
  if (!existsSync(resolve(import.meta.dirname, "../../build/server/index.js")))
    throw new Error("The web build is missing: run `npm run build` (npm run test:api makes it when needed)");
  const { databaseUrl, drop } = await copyTemplateDatabase();
  const dir = mkdtempSync(join(tmpdir(), "synthesis-hostile-"));
  const storageDir = join(dir, "images");
  cpSync(inject("storageDir"), storageDir, { recursive: true });
  const db = connect(databaseUrl);
  const users = createUserRepository(db.kysely);
  const roles: Record<keyof typeof HOSTILE_ACCOUNTS, Role> = {
    contributor: "contributor",
    otherContributor: "contributor",
    hoarder: "contributor",
    editor: "editor",
  };
  for (const [key, email] of Object.entries(HOSTILE_ACCOUNTS)) {
    const role = roles[key as keyof typeof HOSTILE_ACCOUNTS];
    await createUser({ users }, { email, name: `Hostile ${key}`, password: HOSTILE_PASSWORD, role });
  }
  const port = await freePort();
  const server = startServerProcess({
    PORT: String(port),
    HOST: "127.0.0.1",
    DATABASE_URL: databaseUrl,
    STORAGE_DIR: storageDir,
    MAIL_OUTBOX_DIR: join(dir, "outbox"),
    SEED_DEMO: "false",
    LOG_LEVEL: "info",
    NODE_ENV: "production",
    // Each case comes from its own address (X-Forwarded-For), so one case's throttling never
    // decides another's answer.
    TRUST_PROXY: "true",
    DRAFT_MAX_PER_CONTRIBUTOR: String(HOSTILE_DRAFT_LIMIT),
    STRUCTURE_DRAWINGS_PER_MINUTE: String(HOSTILE_DRAWING_LIMIT),
    ...env,
  });
  const listening = await Promise.race([server.waitFor(/"listening"/), server.exited.then(() => null)]);
  if (listening === null) {
    await db.close();
    await drop();
    throw new Error(`the server did not start:\n${server.lines.slice(-20).join("\n")}`);
  }
  return {
    origin: `http://127.0.0.1:${port}`,
    db,
    storageDir,
    process: server,
    async close() {
      await server.kill("SIGTERM");
      await db.close();
      await drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A folder next to the run's template, for files a case needs to write (never the repository). */
export const runFolder = () => dirname(inject("storageDir"));
