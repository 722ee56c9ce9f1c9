/**
 * npm run user:create -- --email ada@example.org --name "Ada Lovelace" [--role contributor|editor|admin]
 * Creates an account (a contributor unless --role says otherwise) in the database of DATABASE_URL. The password comes from the
 * USER_PASSWORD environment variable or, failing that, is asked twice on the terminal without echo.
 * It is never printed or logged.
 */
import { createInterface } from "node:readline";
import { Writable } from "node:stream";
import { parseArgs } from "node:util";
import { connect } from "../src/db/connect.ts";
import { migrateToLatest } from "../src/db/migrate.ts";
import { createUserRepository } from "../src/db/repositories/users.ts";
import { MIN_PASSWORD_LENGTH } from "../src/domain/password-length.ts";
import type { Role } from "../src/domain/roles.ts";
import { createUser } from "../src/server/api/shared/create-user.ts";
import { loadConfig } from "../src/server/config.ts";

/** Reads one line from the terminal while echoing nothing (the prompt itself is written directly). */
function askHidden(prompt: string): Promise<string> {
  const silent = new Writable({ write: (_chunk, _encoding, done) => done() });
  const rl = createInterface({ input: process.stdin, output: silent, terminal: true });
  process.stdout.write(prompt);
  return new Promise((resolve, reject) => {
    rl.once("close", () => reject(new Error("No password given")));
    rl.question("", (answer) => {
      process.stdout.write("\n");
      rl.removeAllListeners("close");
      rl.close();
      resolve(answer);
    });
  });
}

async function readPassword(): Promise<string> {
  const fromEnv = process.env.USER_PASSWORD;
  if (fromEnv) return fromEnv;
  if (!process.stdin.isTTY) throw new Error("Set USER_PASSWORD or run on a terminal to type the password");
  const first = await askHidden(`Password (at least ${MIN_PASSWORD_LENGTH} characters): `);
  const second = await askHidden("Repeat the password: ");
  if (first !== second) throw new Error("The two passwords differ");
  return first;
}

const { values } = parseArgs({
  options: { email: { type: "string" }, name: { type: "string" }, role: { type: "string" } },
  strict: true,
});
if (!values.email || !values.name) {
  console.error(
    'Usage: npm run user:create -- --email <email> --name "<full name>" [--role contributor|editor|admin]',
  );
  process.exit(2);
}

const config = loadConfig();
const db = connect(config.DATABASE_URL);
try {
  const password = await readPassword();
  await migrateToLatest(db.kysely);
  const user = await createUser(
    { users: createUserRepository(db.kysely) },
    { email: values.email, name: values.name, password, role: values.role as Role | undefined },
  );
  console.log(`Created ${user.role} ${user.id}: ${user.name} <${user.email}>`);
} catch (error) {
  // Validation and conflict errors carry a readable message; nothing here contains the password.
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
} finally {
  await db.close();
}
