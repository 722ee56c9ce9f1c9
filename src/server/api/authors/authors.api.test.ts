import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFixtureApp } from "../../../../tests/support/fixture-app.ts";
import type { AuthorView, SynthesisSummary } from "../../../domain/views.ts";

let t: Awaited<ReturnType<typeof createFixtureApp>>;
beforeAll(async () => {
  t = await createFixtureApp();
});
afterAll(() => t.close());

describe("authors", () => {
  it("GET /api/authors lists firstName, lastName, id and syntheses_count, by last name", async () => {
    const { status, body } = await t.get<AuthorView[]>("/api/authors");
    expect(status).toBe(200);
    const fixture = body.find((a) => a.url === "fixture-chemist");
    expect(fixture).toMatchObject({ firstName: "Fixture", lastName: "Chemist", syntheses_count: 1 });
    const lastNames = body.map((a) => a.lastName);
    expect(lastNames).toEqual([...lastNames].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it("GET /api/authors/url/{url}, /api/authors/{id} and /api/authors/{id}/syntheses", async () => {
    const byUrl = await t.get<AuthorView & { syntheses: SynthesisSummary[] }>(
      "/api/authors/url/fixture-chemist",
    );
    expect(byUrl.status).toBe(200);
    expect(byUrl.body.syntheses.map((s) => s.id)).toEqual([t.fixtureId]);
    const byId = await t.get<AuthorView>(`/api/authors/${byUrl.body.id}`);
    expect(byId.body).toMatchObject({ firstName: "Fixture", lastName: "Chemist", url: "fixture-chemist" });
    const syntheses = await t.get<SynthesisSummary[]>(`/api/authors/${byUrl.body.id}/syntheses`);
    expect(syntheses.body.map((s) => s.molecule.structure)).toEqual(["fixture-cyclohexyl-acetate"]);
  });

  it("answers 404 for unknown ids and urls", async () => {
    for (const path of [
      "/api/authors/999999",
      "/api/authors/abc",
      "/api/authors/url/nobody",
      "/api/authors/999999/syntheses",
    ]) {
      expect((await t.request(path)).status, path).toBe(404);
    }
  });
});
