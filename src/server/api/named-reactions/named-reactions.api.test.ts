import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFixtureApp } from "../../../../tests/support/fixture-app.ts";
import type { SampleReaction } from "../../../domain/views.ts";

let t: Awaited<ReturnType<typeof createFixtureApp>>;
beforeAll(async () => {
  t = await createFixtureApp();
});
afterAll(() => t.close());

interface NamedReactionPage {
  id: number;
  name: string;
  url: string;
  original_references: unknown[];
  review_references: unknown[];
  reactions: SampleReaction[];
}

describe("named reactions", () => {
  it("GET /api/named-reactions lists name, url and short_description", async () => {
    const { status, body } =
      await t.get<{ name: string; url: string; short_description: string | null }[]>("/api/named-reactions");
    expect(status).toBe(200);
    expect(body).toContainEqual(
      expect.objectContaining({
        name: "Fixture Acylation",
        url: "fixture-acylation",
        short_description: null,
      }),
    );
  });

  it("GET /api/named-reactions/{url} returns the page with its sample reactions and synthesis ids", async () => {
    const { status, body } = await t.get<NamedReactionPage>("/api/named-reactions/fixture-acylation");
    expect(status).toBe(200);
    expect(body).toMatchObject({
      name: "Fixture Acylation",
      url: "fixture-acylation",
      original_references: [],
      review_references: [],
    });
    expect(body.reactions).toHaveLength(1);
    expect(body.reactions[0]).toMatchObject({ step: 2, part: { synthesis: { id: t.fixtureId } } });
    const byId = await t.get<NamedReactionPage>(`/api/named-reactions/${body.id}`);
    expect(byId.body.url).toBe("fixture-acylation");
    const byUrl = await t.get<NamedReactionPage>("/api/named-reactions/url/fixture-acylation");
    expect(byUrl.body.id).toBe(body.id);
  });

  it("answers 404 for unknown identifiers", async () => {
    for (const path of [
      "/api/named-reactions/nope",
      "/api/named-reactions/999999",
      "/api/named-reactions/url/nope",
    ]) {
      expect((await t.request(path)).status, path).toBe(404);
    }
  });
});
