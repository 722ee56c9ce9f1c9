import { describe, expect, it } from "vitest";
import { answerTags } from "./cache-tags.ts";

/**
 * The tags of shared answers (docs/decisions/performance/0109-writes-drop-only-the-cached-answers-they-change.md):
 * only one record's answers are precise; every other answer names what every write changes.
 */
describe("answer tags", () => {
  it("a synthesis's page, its data and its API answers name the synthesis and the reference data", () => {
    for (const path of [
      "/syn/12",
      "/syn/12.data?_routes=routes%2Fsynthesis",
      "/api/syntheses/12",
      "/api/syntheses/12/document",
      "/api/syntheses/12/citation?format=bibtex",
      "/api/syntheses/12/export?format=ord",
    ]) {
      expect(answerTags(path), path).toEqual(["synthesis:12", "reference-data"]);
    }
  });

  it("a molecule's API answer names the molecule", () => {
    expect(answerTags("/api/molecules/5")).toEqual(["molecule:5"]);
  });

  it("lists, counts, search, the home page, the sitemap and every other page name the archive", () => {
    for (const path of [
      "/",
      "/search?q=quinine",
      "/sitemap.xml",
      "/molecule/quinine",
      "/reagent/dmap",
      "/author/woodward",
      "/date",
      "/api/syntheses",
      "/api/syntheses/count",
      "/api/syntheses/recent/5",
      "/api/molecules",
      "/api/molecule/name/quinine",
      "/api/search/structure?q=c1ccccc1",
      "/api/reagents",
      "/api/syntheses/12/history",
      "/syn/12/other",
    ]) {
      expect(answerTags(path), path).toEqual(["archive"]);
    }
  });

  it("the OpenAPI document names nothing: no write changes it", () => {
    expect(answerTags("/api/openapi.json")).toEqual([]);
  });
});
