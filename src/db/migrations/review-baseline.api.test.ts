import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { databaseBefore } from "../../../tests/support/database-before.ts";
import { migrations, runMigrations } from "../migrate.ts";
import type { Database } from "../schema.ts";

/**
 * 0018 on a database with drafts under review from before it: each takes the document it holds as
 * what its review saw, and an unused preview link the document it would show, so links sent before
 * the upgrade keep working and drafts in the queue list no changes.
 */
const engine = inject("engine");
let k: Kysely<Database>;
let close = async () => {};

beforeAll(async () => {
  ({ k, close } = await databaseBefore("0018"));
});
afterAll(() => close());

describe(`migration 0018 (${engine})`, () => {
  it("gives drafts under review and unused links the document they hold", async () => {
    const { id: userId } = await k
      .insertInto("users")
      .values({ name: "U", email: "u@rb.test", password_hash: "x", created_at: "t" })
      .returning("id")
      .executeTakeFirstOrThrow();
    const draft = (status: string, json: string) =>
      k
        .insertInto("unpublished_syntheses")
        .values({
          user_id: userId,
          display_name: status,
          synthesis_json: json,
          created_at: "t",
          updated_at: "t",
          status,
          submitted_at: status === "draft" ? null : "2026-01-01T00:00:00.000Z",
        } as never)
        .returning("id")
        .executeTakeFirstOrThrow();
    const inReview = await draft("second_look", '{"comment":"under review"}');
    const plain = await draft("draft", '{"comment":"not submitted"}');
    const link = (used: string | null, hash: string) =>
      k
        .insertInto("preview_links")
        .values({
          draft_id: inReview.id,
          token_hash: hash,
          created_at: "t",
          expires_at: "2099-01-01T00:00:00.000Z",
          used_at: used,
        } as never)
        .execute();
    await link(null, "a".repeat(64));
    await link("t", "b".repeat(64));

    await runMigrations(k as unknown as Kysely<unknown>, migrations);
    const rows = await k
      .selectFrom("unpublished_syntheses")
      .select(["id", "reviewed_json", "reviewed_at", "reviewed_as"])
      .where("id", "in", [inReview.id, plain.id])
      .orderBy("id")
      .execute();
    expect(rows).toEqual([
      {
        id: inReview.id,
        reviewed_json: '{"comment":"under review"}',
        reviewed_at: "2026-01-01T00:00:00.000Z",
        reviewed_as: "second_look",
      },
      { id: plain.id, reviewed_json: null, reviewed_at: null, reviewed_as: null },
    ]);
    const links = await k
      .selectFrom("preview_links")
      .select(["token_hash", "synthesis_json"])
      .orderBy("token_hash")
      .execute();
    expect(links).toEqual([
      { token_hash: "a".repeat(64), synthesis_json: '{"comment":"under review"}' },
      { token_hash: "b".repeat(64), synthesis_json: null },
    ]);
  });
});
