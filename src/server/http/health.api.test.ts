import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import { createHttpServer } from "./http-server.ts";

/** GET /healthz and /readyz (docs/product/api.md §5.19), through the real HTTP server and the app. */
describe("health probes", () => {
  let t: TestApp;
  let server: Server;
  let origin: string;
  beforeAll(async () => {
    t = await createTestApp();
    server = createHttpServer(t.runtime.app, t.runtime.http, t.runtime.direct);
    await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((done) => server.close(done));
    await t.close();
  });

  it("/healthz answers ok, never cached, with nothing but its verdict", async () => {
    const res = await fetch(`${origin}/healthz`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.json()).toEqual({ status: "ok" });
  });

  it("/readyz answers ready while the database, the migrations and the search index are", async () => {
    const res = await fetch(`${origin}/readyz`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.json()).toEqual({ status: "ready" });
    const head = await t.request("/readyz", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
  });

  it("/readyz answers 503 with Retry-After when a migration is missing, and ready again once it is back", async () => {
    const db = t.runtime.db.kysely;
    const last = await sql<{
      name: string;
      timestamp: string;
    }>`select name, "timestamp" from kysely_migration order by name desc limit 1`.execute(db);
    const row = last.rows[0];
    if (!row) throw new Error("no migration recorded");
    await sql`delete from kysely_migration where name = ${row.name}`.execute(db);
    try {
      const res = await fetch(`${origin}/readyz`);
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBe("5");
      expect(await res.json()).toEqual({ status: "not ready" });
      // The answer is not kept by the shared cache: the next probe sees the database again.
    } finally {
      await sql`insert into kysely_migration (name, "timestamp") values (${row.name}, ${row.timestamp})`.execute(
        db,
      );
    }
    expect((await fetch(`${origin}/readyz`)).status).toBe(200);
  });
});
