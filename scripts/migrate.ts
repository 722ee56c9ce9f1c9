/** npm run db:migrate — brings the database of DATABASE_URL up to date (also done at every start). */
import { connect } from "../src/db/connect.ts";
import { migrateToLatest } from "../src/db/migrate.ts";
import { loadConfig } from "../src/server/config.ts";

const config = loadConfig();
const db = connect(config.DATABASE_URL);
const applied = await migrateToLatest(db.kysely);
console.log(applied.length ? `Applied: ${applied.join(", ")}` : "Already up to date.");
await db.close();
