import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFixtureApp } from "../../../../tests/support/fixture-app.ts";

let t: Awaited<ReturnType<typeof createFixtureApp>>;
beforeAll(async () => {
  t = await createFixtureApp();
});
afterAll(() => t.close());

describe("protecting groups", () => {
  it("GET /api/protecting-groups lists name, url, protected and the structure image", async () => {
    const { status, body } = await t.get<Record<string, unknown>[]>("/api/protecting-groups");
    expect(status).toBe(200);
    expect(body).toContainEqual(
      expect.objectContaining({
        name: "Fixture acetate",
        url: "fixture-acetate",
        protected: "Alcohols",
        structure_filename: "fixture-acetate-structure",
        structure_extension: "svg",
      }),
    );
  });

  it("GET /api/protecting-groups/{url} returns the group with its reactions and pivot.type", async () => {
    const { status, body } = await t.get<{
      protector: string;
      reactions: { pivot: { type: string }; part: { synthesis: { id: number } } }[];
    }>("/api/protecting-groups/fixture-acetate");
    expect(status).toBe(200);
    expect(body.protector).toBe("Acetyl");
    expect(body.reactions).toEqual([
      expect.objectContaining({ pivot: { type: "protection" }, part: { synthesis: { id: t.fixtureId } } }),
    ]);
    expect((await t.request("/api/protecting-groups/url/fixture-acetate")).status).toBe(200);
  });

  it("answers 404 for an unknown group", async () => {
    expect((await t.request("/api/protecting-groups/nope")).status).toBe(404);
  });
});
