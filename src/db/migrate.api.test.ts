import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import { type Kysely, sql } from "kysely";
import { afterEach, describe, expect, inject, it } from "vitest";
import { connect, type Db } from "./connect.ts";
import { migrations, runMigrations } from "./migrate.ts";
import type { ArchiveMigration } from "./migrations/compatibility.ts";

/** Each migration is all or nothing, together with its bookkeeping row, on both engines. */
const engine = inject("engine");
const opened: { db: Db; drop: () => Promise<void> }[] = [];

async function freshDatabase(): Promise<Kysely<unknown>> {
  const suffix = randomBytes(6).toString("hex");
  let url: string;
  let drop: () => Promise<void>;
  if (engine === "postgres") {
    const { default: pg } = await import("pg");
    const admin = new pg.Client({ connectionString: inject("adminUrl") });
    await admin.connect();
    await admin.query(`CREATE DATABASE mr_${suffix}`);
    url = inject("templateUrl").replace(/\/app_template$/, `/mr_${suffix}`);
    drop = async () => {
      await admin.query(`DROP DATABASE IF EXISTS mr_${suffix} WITH (FORCE)`);
      await admin.end();
    };
  } else {
    const path = inject("templateUrl")
      .replace(/^file:/, "")
      .replace(/template\.db$/, `mr-${suffix}.db`);
    url = `file:${path}`;
    drop = async () => {
      for (const end of ["", "-wal", "-shm"]) rmSync(`${path}${end}`, { force: true });
    };
  }
  const db = connect(url);
  opened.push({ db, drop });
  return db.kysely as unknown as Kysely<unknown>;
}

afterEach(async () => {
  for (const { db, drop } of opened.splice(0)) {
    await db.close();
    await drop();
  }
});

async function tables(k: Kysely<unknown>): Promise<string[]> {
  const rows =
    engine === "postgres"
      ? await sql<{
          name: string;
        }>`select table_name as name from information_schema.tables where table_schema = 'public'`.execute(k)
      : await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(k);
  return rows.rows.map((r) => r.name).sort();
}

async function recorded(k: Kysely<unknown>): Promise<string[]> {
  const rows = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(k);
  return rows.rows.map((r) => r.name);
}

const first: ArchiveMigration = {
  compatibility: "expand",
  up: async (db) => {
    await db.schema
      .createTable("first_table")
      .addColumn("id", "integer", (c) => c.primaryKey())
      .execute();
    await sql`insert into first_table (id) values (1)`.execute(db);
  },
};

/** A compatible step: a new table older code does not read. */
const second: ArchiveMigration = {
  compatibility: "expand",
  up: async (db) => {
    await db.schema.createTable("second_table").addColumn("id", "integer").execute();
  },
};

const third: ArchiveMigration = {
  compatibility: "expand",
  up: async (db) => {
    await db.schema.createTable("third_table").addColumn("id", "integer").execute();
  },
};

/** An incompatible step: it drops a table older code reads. */
const dropFirst: ArchiveMigration = {
  compatibility: "contract",
  up: async (db) => {
    await db.schema.dropTable("first_table").execute();
  },
};

async function compatibilities(k: Kysely<unknown>): Promise<Record<string, string | null>> {
  const rows = await sql<{
    name: string;
    compatibility: string | null;
  }>`select name, compatibility from kysely_migration order by name`.execute(k);
  return Object.fromEntries(rows.rows.map((r) => [r.name, r.compatibility]));
}

describe("runMigrations", () => {
  it("rolls a failing migration back whole, with no bookkeeping row, and runs it whole later", async () => {
    const k = await freshDatabase();
    const failing: ArchiveMigration = {
      compatibility: "expand",
      up: async (db) => {
        await db.schema.createTable("second_table").addColumn("id", "integer").execute();
        await sql`insert into first_table (id) values (2)`.execute(db);
        throw new Error("stopped half-way");
      },
    };
    await expect(runMigrations(k, { "0001-first": first, "0002-second": failing })).rejects.toThrow(
      /0002-second failed and was rolled back: stopped half-way/,
    );
    expect(await tables(k)).not.toContain("second_table");
    expect(await recorded(k)).toEqual(["0001-first"]);
    const rows = await sql<{ id: number }>`select id from first_table`.execute(k);
    expect(rows.rows.map((r) => Number(r.id))).toEqual([1]);

    const fixed: ArchiveMigration = {
      compatibility: "expand",
      up: async (db) => {
        await db.schema.createTable("second_table").addColumn("id", "integer").execute();
      },
    };
    expect(await runMigrations(k, { "0001-first": first, "0002-second": fixed })).toEqual(["0002-second"]);
    expect(await tables(k)).toContain("second_table");
    expect(await recorded(k)).toEqual(["0001-first", "0002-second"]);
  });

  it("joins a migration's own transaction to its own, so it rolls back with it", async () => {
    const k = await freshDatabase();
    const nested: ArchiveMigration = {
      compatibility: "expand",
      up: async (db) => {
        await db.transaction().execute(async (trx) => {
          await trx.schema.createTable("nested_table").addColumn("id", "integer").execute();
        });
        throw new Error("after the inner transaction");
      },
    };
    await expect(runMigrations(k, { "0001-nested": nested })).rejects.toThrow(/after the inner transaction/);
    expect(await tables(k)).not.toContain("nested_table");
    expect(await recorded(k)).toEqual([]);
  });

  it("records each applied migration's compatibility with its bookkeeping row", async () => {
    const k = await freshDatabase();
    await runMigrations(k, { "0001-first": first, "0002-drop": dropFirst });
    expect(await compatibilities(k)).toEqual({ "0001-first": "expand", "0002-drop": "contract" });
  });

  it("starts an older release on a database ahead by compatible migrations, and says which", async () => {
    const k = await freshDatabase();
    await runMigrations(k, { "0001-first": first, "0002-second": second, "0003-third": third });
    const ahead: string[][] = [];
    // The older release knows only 0001: it applies nothing and runs.
    expect(
      await runMigrations(k, { "0001-first": first }, { onAhead: (names) => ahead.push(names) }),
    ).toEqual([]);
    expect(ahead).toEqual([["0002-second", "0003-third"]]);
    expect(await recorded(k)).toEqual(["0001-first", "0002-second", "0003-third"]);
  });

  it("refuses an older release when a migration it does not know is incompatible, naming it, before applying anything", async () => {
    const k = await freshDatabase();
    await runMigrations(k, { "0001-first": first, "0002-second": second, "0004-drop": dropFirst });
    // An older release from another line of work also has a migration this database lacks.
    const older = { "0001-first": first, "0003-third": third };
    const refusal = runMigrations(k, older, { onAhead: () => expect.unreachable("refused, not ahead") });
    await expect(refusal).rejects.toThrow(
      "the database has migrations this release cannot work with: 0004-drop (contract).",
    );
    await expect(runMigrations(k, older)).rejects.toThrow(/run that release or a newer one/);
    expect(await tables(k)).not.toContain("third_table");
    expect(await recorded(k)).toEqual(["0001-first", "0002-second", "0004-drop"]);
  });

  it("gives a database from before the compatibility column one, filled for the migrations it knows", async () => {
    const k = await freshDatabase();
    // The table as Kysely's migrator and releases before this column made it.
    await sql`create table kysely_migration (name varchar(255) not null primary key, "timestamp" varchar(255) not null)`.execute(
      k,
    );
    await first.up(k);
    await sql`insert into kysely_migration (name, "timestamp") values ('0001-first', '2026-01-01T00:00:00.000Z')`.execute(
      k,
    );
    expect(await runMigrations(k, { "0001-first": first, "0002-drop": dropFirst })).toEqual(["0002-drop"]);
    expect(await compatibilities(k)).toEqual({ "0001-first": "expand", "0002-drop": "contract" });
  });

  it("treats an unknown migration with no recorded compatibility as incompatible", async () => {
    const k = await freshDatabase();
    await runMigrations(k, { "0001-first": first });
    await sql`insert into kysely_migration (name, "timestamp") values ('0002-unrecorded', '2026-01-01T00:00:00.000Z')`.execute(
      k,
    );
    await expect(runMigrations(k, { "0001-first": first })).rejects.toThrow(
      /cannot work with: 0002-unrecorded \(compatibility not recorded\)/,
    );
  });

  it("applies the real migrations once; a second run applies none", async () => {
    const k = await freshDatabase();
    const applied = await runMigrations(k, migrations);
    expect(applied).toEqual(Object.keys(migrations).sort());
    expect(await runMigrations(k, migrations)).toEqual([]);
    const declared = Object.fromEntries(Object.entries(migrations).map(([n, m]) => [n, m.compatibility]));
    expect(await compatibilities(k)).toEqual(declared);
  });

  // PostgreSQL only (servers share it while one migrates): registered on that engine, never skipped.
  (engine === "postgres" ? it : () => undefined)(
    "gives way to a lock held elsewhere, so other servers' queries never queue behind it for long",
    async () => {
      const k = await freshDatabase();
      await runMigrations(k, { "0001-first": first });
      // A running server's transaction that read first_table holds its lock (released after 3 s).
      let release: () => void = () => {};
      const released = new Promise<void>((done) => {
        release = done;
      });
      const holding = k.transaction().execute(async (trx) => {
        await sql`select count(*) from first_table`.execute(trx);
        await released;
      });
      const timer = setTimeout(release, 3000);
      const addColumn: ArchiveMigration = {
        compatibility: "expand",
        up: async (db) => {
          await sql`alter table first_table add column note text`.execute(db);
        },
      };
      const migrating = runMigrations(
        k,
        { "0001-first": first, "0002-note": addColumn },
        { lockTimeoutMs: 200 },
      );
      await new Promise((r) => setTimeout(r, 600));
      // Another server's read, while the migration's ALTER TABLE waits for the lock.
      const reading = performance.now();
      await sql`select count(*) from first_table`.execute(k);
      const waited = performance.now() - reading;
      expect(waited).toBeLessThan(1000);
      release();
      clearTimeout(timer);
      await holding;
      expect(await migrating).toEqual(["0002-note"]);
      const columns = await sql<{
        name: string;
      }>`select column_name as name from information_schema.columns where table_name = 'first_table'`.execute(
        k,
      );
      expect(columns.rows.map((c) => c.name)).toContain("note");
    },
  );

  // SQLite only (PostgreSQL alters tables in place): registered on that engine, never skipped.
  (engine === "sqlite" ? it : () => undefined)(
    "rebuilds a parent table on SQLite without cascading into its children, or not at all",
    async () => {
      const k = await freshDatabase();
      const schema: ArchiveMigration = {
        compatibility: "expand",
        up: async (db) => {
          await sql`create table parent (id integer primary key, name text not null unique)`.execute(db);
          await sql`create table child (id integer primary key, parent_id integer not null references parent(id) on delete cascade)`.execute(
            db,
          );
          await sql`insert into parent (id, name) values (1, 'a'), (2, 'b')`.execute(db);
          await sql`insert into child (id, parent_id) values (10, 1), (11, 2)`.execute(db);
        },
      };
      const rebuild = (fail: boolean): ArchiveMigration => ({
        compatibility: "contract",
        up: async (db) => {
          await sql`create table parent_new (id integer primary key, name text not null)`.execute(db);
          await sql`insert into parent_new (id, name) select id, name from parent`.execute(db);
          await sql`drop table parent`.execute(db);
          await sql`alter table parent_new rename to parent`.execute(db);
          if (fail) throw new Error("killed before commit");
        },
      });
      await runMigrations(k, { "0001-schema": schema });
      await expect(
        runMigrations(k, { "0001-schema": schema, "0002-rebuild": rebuild(true) }),
      ).rejects.toThrow(/killed before commit/);
      const before = await sql<{ sql: string }>`select sql from sqlite_master where name = 'parent'`.execute(
        k,
      );
      expect(before.rows[0]?.sql).toMatch(/unique/i);

      await runMigrations(k, { "0001-schema": schema, "0002-rebuild": rebuild(false) });
      const after = await sql<{ sql: string }>`select sql from sqlite_master where name = 'parent'`.execute(
        k,
      );
      expect(after.rows[0]?.sql).not.toMatch(/unique/i);
      const children = await sql<{ id: number }>`select id from child order by id`.execute(k);
      expect(children.rows.map((r) => r.id)).toEqual([10, 11]);
      const fk = await sql<{ foreign_keys: number }>`PRAGMA foreign_keys`.execute(k);
      expect(fk.rows[0]?.foreign_keys).toBe(1);
    },
  );
});
