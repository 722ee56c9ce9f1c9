import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFixtureApp } from "../../../../tests/support/fixture-app.ts";
import type { MoleculeListItem, SynthesisSummary } from "../../../domain/views.ts";

let t: Awaited<ReturnType<typeof createFixtureApp>>;
beforeAll(async () => {
  t = await createFixtureApp();
});
afterAll(() => t.close());

describe("molecules", () => {
  it("GET /api/molecules lists molecules with counts and a direct id only when there is one synthesis", async () => {
    const { status, body } = await t.get<MoleculeListItem[]>("/api/molecules");
    expect(status).toBe(200);
    const fixture = body.find((m) => m.structure === "fixture-cyclohexyl-acetate");
    expect(fixture).toMatchObject({
      name: "Fixture cyclohexyl acetate",
      extension: "svg",
      syntheses_count: 1,
      synthesis_id: t.fixtureId,
    });
    for (const m of body) {
      expect(Object.keys(m)).toEqual(
        expect.arrayContaining(["name", "structure", "extension", "syntheses_count", "synthesis_id"]),
      );
      expect(m.syntheses_count).toBeGreaterThan(0);
      if (m.syntheses_count > 1) expect(m.synthesis_id).toBeNull();
    }
  });

  it("GET /api/molecules/{id} and /api/molecule/name/{structure} with its syntheses", async () => {
    const list = (await t.get<MoleculeListItem[]>("/api/molecules")).body;
    const fixture = list.find((m) => m.structure === "fixture-cyclohexyl-acetate") as MoleculeListItem;
    const one = await t.get<MoleculeListItem>(`/api/molecules/${fixture.id}`);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({
      name: fixture.name,
      structure: fixture.structure,
      extension: "svg",
      syntheses_count: 1,
      formula: "C8H14O2",
      carbonCount: 8,
    });
    const named = await t.get<{ name: string; syntheses: SynthesisSummary[] }>(
      "/api/molecule/name/fixture-cyclohexyl-acetate",
    );
    expect(named.status).toBe(200);
    expect(named.body.syntheses.map((s) => s.id)).toEqual([t.fixtureId]);
  });

  it("answers 404 for unknown or malformed identifiers", async () => {
    for (const path of [
      "/api/molecules/123456",
      "/api/molecules/x",
      "/api/molecule/name/nope",
      "/api/molecule/name/%2e%2e",
    ]) {
      const res = await t.request(path);
      expect(res.status, path).toBe(404);
      expect(await res.json(), path).toMatchObject({ error: { code: "not_found" } });
    }
  });
});
