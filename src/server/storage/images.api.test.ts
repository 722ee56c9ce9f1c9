import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFixtureApp } from "../../../tests/support/fixture-app.ts";
import type { SynthesisView } from "../../domain/views.ts";

let t: Awaited<ReturnType<typeof createFixtureApp>>;
beforeAll(async () => {
  t = await createFixtureApp();
});
afterAll(() => t.close());

describe("/images", () => {
  it("serves the rendered SVGs of molecules, chemicals, special reagents and protecting groups", async () => {
    const synthesis = (await t.get<SynthesisView>(`/api/syntheses/${t.fixtureId}`)).body;
    const reaction = synthesis.parts[0].reactions[0];
    const paths = [
      "/images/molecules/fixture-cyclohexyl-acetate.svg",
      `/images/syntheses/${t.fixtureId}/${reaction.substrates[0].filename}.svg`,
      `/images/special-reagents/${reaction.special_reagent}`,
      "/images/protecting-groups/fixture-acetate-structure.svg",
    ];
    for (const path of paths) {
      const res = await t.request(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("content-type"), path).toBe("image/svg+xml");
      expect(res.headers.get("cache-control"), path).toContain("max-age");
      expect(await res.text(), path).toContain("<svg");
    }
  });

  it("answers 404 to unknown files, unknown folders and traversal attempts", async () => {
    for (const path of [
      "/images/molecules/nope.svg",
      "/images/secret/x.svg",
      "/images/molecules/../../package.json",
      "/images/molecules/%2e%2e%2f%2e%2e%2fpackage.json",
      "/images/syntheses/..%2f..%2f/x.svg",
      "/images/molecules/x.txt",
      "/images/",
      "/images/molecules/%E0%A4%A",
    ]) {
      expect((await t.request(path)).status, path).toBe(404);
    }
  });

  it("answers 304 to a matching If-None-Match", async () => {
    const first = await t.request("/images/molecules/fixture-cyclohexyl-acetate.svg");
    const etag = first.headers.get("etag") ?? "";
    const again = await t.request("/images/molecules/fixture-cyclohexyl-acetate.svg", {
      headers: { "If-None-Match": etag },
    });
    expect(again.status).toBe(304);
  });
});
