import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ordRuleProblems } from "../../../../tests/support/ord-rules.ts";
import { loadProto, verifyJson } from "../../../../tests/support/proto-json.ts";
import type { SignedIn } from "../../../../tests/support/signed-in.ts";
import { signedInApp } from "../../../../tests/support/signed-in-app.ts";
import type { TestApp } from "../../../../tests/support/test-app.ts";
import type { OrdReaction } from "../../../domain/export/ord/ord-json.ts";
import type { SynthesisDocument } from "../../../domain/synthesis-document.ts";
import { createCachePolicy } from "../../http/cache-policy.ts";

/**
 * GET /api/export/ord.json (docs/product/api.md "The archive as an ORD dataset"): the whole dump
 * checked against ORD's own .proto files and rules, and against the API's answers for every
 * published synthesis.
 */

const proto = loadProto(["reaction.proto", "dataset.proto"].map((f) => join("tests/fixtures/ord", f)));
const PATH = "/api/export/ord.json";

let t: TestApp, editor: SignedIn;

beforeAll(async () => {
  ({ t, editor } = await signedInApp({ editor: ["editor", "Ed Editor"] }));
});
afterAll(() => t.close());

type Dataset = { name: string; description: string; reactions: OrdReaction[] };
const dump = async () => {
  const res = await t.request(PATH);
  expect(res.status).toBe(200);
  return { res, dataset: (await res.json()) as Dataset };
};
/** The reactions of synthesis `id`, found by the archive page each one names. */
const reactionsOf = (dataset: Dataset, id: number) =>
  dataset.reactions.filter((r) => r.provenance.reactionMetadata.archive_page?.url?.endsWith(`/syn/${id}`));
const publishedIds = async () =>
  ((await (await t.request("/api/syntheses")).json()) as { id: number }[]).map((s) => s.id);

describe(`the archive as an ORD dataset (${process.env.TEST_ENGINE ?? "sqlite"})`, () => {
  it("is valid against ORD's .proto files and the ORD rules the tests reproduce", async () => {
    const { res, dataset } = await dump();
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(res.headers.get("link")).toBe('<https://creativecommons.org/licenses/by/4.0/>; rel="license"');
    expect(dataset.description).toContain("CC BY 4.0");
    expect(dataset.reactions.length).toBeGreaterThan(0);
    expect(verifyJson(proto, "ord.Dataset", dataset)).toEqual([]);
    expect(ordRuleProblems(dataset)).toEqual([]);
  });

  it("gives one reaction per step of every published synthesis, with the synthesis's DOI", async () => {
    const { dataset } = await dump();
    const ids = await publishedIds();
    expect(ids.length).toBeGreaterThan(0);
    let total = 0;
    for (const id of ids) {
      const read = await t.request(`/api/syntheses/${id}/document`, { headers: editor.cookieOnly });
      const document = ((await read.json()) as { document: SynthesisDocument }).document;
      const steps = document.parts.flatMap((p) => p.reactions);
      const reactions = reactionsOf(dataset, id);
      expect(reactions, `synthesis ${id}`).toHaveLength(steps.length);
      total += steps.length;
      const doi = document.references.find((r) => r.doi)?.doi;
      for (const r of reactions) {
        expect(r.provenance.doi, `synthesis ${id}`).toBe(doi);
        expect(r.provenance.reactionMetadata.target?.stringValue).toBe(document.molecule.name);
      }
      // The products of each step, in order, by SMILES.
      reactions.forEach((r, i) => {
        const smiles = r.outcomes[0]?.products?.flatMap((p) =>
          p.identifiers.filter((x) => x.type === "SMILES"),
        );
        const expected = steps[i]?.products.filter((p) => p.smiles).map((p) => p.smiles);
        expect(smiles?.map((x) => x.value) ?? []).toEqual(expected);
      });
    }
    expect(dataset.reactions).toHaveLength(total);
  });

  it("names its data revision: 304 for the same ETag, a new ETag and no unpublished synthesis after a write", async () => {
    const { res, dataset } = await dump();
    const etag = res.headers.get("etag") ?? "";
    expect(etag).toMatch(/^"r\d+-ord"$/);
    expect(Number.isNaN(Date.parse(res.headers.get("last-modified") ?? ""))).toBe(false);
    const again = await t.request(PATH, { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");

    const [id] = await publishedIds();
    expect(reactionsOf(dataset, id ?? 0).length).toBeGreaterThan(0);
    const history = await t.request(`/api/syntheses/${id}/history`, { headers: editor.cookieOnly });
    const version = ((await history.json()) as { version: number }).version;
    const unpublish = await t.request(`/api/syntheses/${id}/unpublish`, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...editor.headers },
      body: JSON.stringify({ note: "Duplicate entry", version }),
    });
    expect(unpublish.status).toBe(200);
    const stale = await t.request(PATH, { headers: { "If-None-Match": etag } });
    expect(stale.status).toBe(200);
    expect(stale.headers.get("etag")).not.toBe(etag);
    expect(reactionsOf((await stale.json()) as Dataset, id ?? 0)).toEqual([]);
  });

  it("is sent in pieces from the revision's one copy: the same bytes again, then with their length", async () => {
    const res = await t.request(PATH);
    const reader = res.body?.getReader();
    const pieces: Uint8Array[] = [];
    for (;;) {
      const { done, value } = (await reader?.read()) ?? { done: true, value: undefined };
      if (done) break;
      pieces.push(value);
    }
    const bytes = Buffer.concat(pieces);
    expect(bytes.toString("utf8").startsWith('{"name":"Synthesis Archive')).toBe(true);
    // The demo's dump is several times a read of the copy (64 KB): a slow client holds one piece.
    expect(pieces.length).toBeGreaterThan(2);
    expect(Math.max(...pieces.map((p) => p.length))).toBeLessThanOrEqual(64 * 1024);
    const again = await t.request(PATH);
    expect(again.headers.get("etag")).toBe(res.headers.get("etag"));
    expect(again.headers.get("content-length")).toBe(String(bytes.length));
    expect(Buffer.from(await again.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it("is never kept by the shared response cache (a multi-megabyte body)", () => {
    const policy = createCachePolicy({ publicUrl: "" });
    expect(policy("GET", PATH, { host: "archive.example" })).toBeNull();
    // The check can fail: a public read next to it is cached.
    expect(policy("GET", "/api/syntheses", { host: "archive.example" })).not.toBeNull();
  });
});
