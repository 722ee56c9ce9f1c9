import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFixtureApp } from "../../../../../tests/support/fixture-app.ts";

let t: Awaited<ReturnType<typeof createFixtureApp>>;
beforeAll(async () => {
  t = await createFixtureApp();
});
afterAll(() => t.close());

describe("lookup lists", () => {
  it("GET /api/reagents lists reagents with formula and synonyms", async () => {
    const { status, body } =
      await t.get<{ id: number; name: string; formula: string | null; synonyms: { synonym: string }[] }[]>(
        "/api/reagents",
      );
    expect(status).toBe(200);
    expect(body).toContainEqual(
      expect.objectContaining({
        name: "Fixture NaBH₄",
        formula: "BH₄Na",
        synonyms: [expect.objectContaining({ synonym: "Fixture sodium borohydride" })],
      }),
    );
  });

  it("GET /api/solvents lists solvents", async () => {
    const { body } = await t.get<{ name: string }[]>("/api/solvents");
    expect(body.map((s) => s.name)).toEqual(expect.arrayContaining(["Fixture MeOH", "Fixture pyridine"]));
  });

  it("GET /api/references lists references with their owner ids and type", async () => {
    const { body } = await t.get<Record<string, unknown>[]>("/api/references");
    expect(body).toContainEqual(
      expect.objectContaining({
        synthesis_id: t.fixtureId,
        named_reaction_id: null,
        display: "Fixture reference",
        type: "standard",
      }),
    );
  });

  it("unknown API paths answer a JSON 404", async () => {
    const res = await t.request("/api/nothing-here");
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: { code: "not_found" } });
  });
});

describe("compression of cached answers", () => {
  it("keeps list answers valid JSON whichever encoding the first client asked for", async () => {
    for (const path of [
      "/api/syntheses",
      "/api/molecules",
      "/api/authors",
      "/api/named-reactions",
      "/api/protecting-groups",
    ]) {
      const zipped = await t.request(path, { headers: { "Accept-Encoding": "gzip" } });
      const body =
        zipped.headers.get("content-encoding") === "gzip"
          ? gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString("utf8")
          : await zipped.text();
      expect(() => JSON.parse(body), path).not.toThrow();
      const plain = await t.request(path);
      expect(plain.headers.get("content-encoding"), path).toBeNull();
      expect(JSON.parse(await plain.text()), path).toEqual(JSON.parse(body));
    }
  });

  it("sends gzip to clients that accept it, with Vary, and the same JSON", async () => {
    const plain = await t.request(`/api/syntheses/${t.fixtureId}`);
    const zipped = await t.request(`/api/syntheses/${t.fixtureId}`, {
      headers: { "Accept-Encoding": "gzip, br" },
    });
    expect(zipped.headers.get("content-encoding")).toBe("gzip");
    expect(zipped.headers.get("vary")).toBe("Accept-Encoding");
    expect(zipped.headers.get("etag")).toBe(plain.headers.get("etag"));
    const body = gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString("utf8");
    expect(body).toBe(await plain.text());
  });
});
