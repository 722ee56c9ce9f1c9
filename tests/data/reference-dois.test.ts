import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { doiHref, referenceHref, separateDoiHref } from "../../src/domain/display-rules.ts";
import { type Dataset, readDataset } from "../../src/server/seed/seed-dataset.ts";

/**
 * Every demo reference either has a DOI or is listed in data/demo/references-without-doi.json with
 * one of two reasons, and every reference with a DOI or a URL is a link on the page (rules.md §3.4).
 * Age is not a reason: most old journal papers were given DOIs afterwards.
 */
const ALLOWED_REASONS = ["not verifiable offline", "web page"];

interface Listed {
  owner: string;
  display: string;
  reason: string;
}
interface AllowList {
  reasons: Record<string, string>;
  references: Listed[];
}
interface Owned {
  owner: string;
  display: string;
  doi: string | null;
  url: string | null;
}

let data: Dataset;
let allowList: AllowList;
beforeAll(async () => {
  data = await readDataset(resolve("data/demo"));
  allowList = JSON.parse(await readFile(resolve("data/demo/references-without-doi.json"), "utf8"));
});

const slugOf = (file: string) => (file.split(/[\\/]/).pop() ?? file).replace(/\.json$/, "");
const keyOf = (r: { owner: string; display: string }) => `${r.owner}: ${r.display}`;

/** Every reference of the demo data, with its owner as the allow-list names it. */
function everyReference(): Owned[] {
  return [
    ...data.syntheses.flatMap(({ file, doc }) =>
      doc.references.map((r) => ({ owner: `syntheses/${slugOf(file)}`, ...r })),
    ),
    ...data.reference.namedReactions.flatMap((n) =>
      [...n.original_references, ...n.review_references].map((r) => ({
        owner: `named-reactions/${n.url}`,
        ...r,
      })),
    ),
  ];
}

describe("demo references without a DOI", () => {
  it("explain the allowed reasons and nothing else", () => {
    expect(Object.keys(allowList.reasons).sort()).toEqual(ALLOWED_REASONS);
    for (const text of Object.values(allowList.reasons)) expect(text.length).toBeGreaterThan(20);
  });

  it("are each listed with an allowed reason, and the list holds nothing else", () => {
    const missing = everyReference()
      .filter((r) => !r.doi)
      .map(keyOf)
      .sort();
    const listed = allowList.references.map(keyOf).sort();
    expect(new Set(listed).size, "an entry is listed twice").toBe(listed.length);
    // A DOI added to the data must take its entry out of the list, and a new reference without
    // one must come with an entry.
    expect(listed).toEqual(missing);
    for (const entry of allowList.references) expect(ALLOWED_REASONS, keyOf(entry)).toContain(entry.reason);
  });

  it("give 'web page' only to a reference that links to its address", () => {
    const urls = new Map(everyReference().map((r) => [keyOf(r), r.url]));
    for (const entry of allowList.references.filter((e) => e.reason === "web page"))
      expect(referenceHref({ doi: null, url: urls.get(keyOf(entry)) ?? null }), keyOf(entry)).not.toBeNull();
  });
});

describe("demo references on the page", () => {
  it("keep every DOI and address in their fields, none only in the text", () => {
    for (const r of everyReference()) {
      if (!r.doi) expect(r.display, keyOf(r)).not.toMatch(/\b10\.\d{4,9}\//);
      if (!r.url) expect(r.display, keyOf(r)).not.toMatch(/https?:\/\/|www\./i);
    }
  });

  it("link every reference with a DOI or a URL, and every DOI to doi.org", () => {
    for (const r of everyReference()) {
      if (!r.doi && !r.url) continue;
      expect(referenceHref(r), keyOf(r)).not.toBeNull();
      if (r.doi) {
        const links = [referenceHref(r), separateDoiHref(r)];
        expect(links, keyOf(r)).toContain(doiHref(r.doi));
      }
    }
  });
});
