import { expect } from "vitest";
import { draftFromDocument } from "../../../src/domain/editor/draft.ts";
import type { DraftLookups } from "../../../src/domain/editor/draft-storage.ts";
import { storeDraft } from "../../../src/domain/editor/stored-draft.ts";
import type { SynthesisDocument } from "../../../src/domain/synthesis-document.ts";
import { rdFrame, sdFrame } from "../../support/ctfile-frame.ts";
import { MOLFILE_MARKER, ONE_LINE_FORGING_NAMES } from "../../support/forged-names.ts";
import { type HostileCase, json } from "../hostile-case.ts";
import type { HostileClient } from "../hostile-client.ts";
import { HOSTILE_ACCOUNTS } from "../hostile-server.ts";

/**
 * Names that would forge a record of the SD file or RDfile (`$$$$`, `$RXN`, `> <x>`, `M  END`…):
 * published by an editor or left pending by a contributor, the exports keep one whole record per
 * reaction and per structure (docs/decisions/exports/0089-names-cannot-forge-a-record-in-the-sd-and-rd-files.md).
 */

async function read<T>(c: HostileClient, path: string): Promise<T> {
  const res = await c.request(path);
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
}

async function text(c: HostileClient, path: string): Promise<string> {
  const res = await c.request(path);
  expect(res.status, path).toBe(200);
  return res.text();
}

const lookupsOf = async (c: HostileClient): Promise<DraftLookups> => ({
  reagents: await read(c, "/api/reagents"),
  solvents: await read(c, "/api/solvents"),
  namedReactions: await read(c, "/api/named-reactions"),
  molecules: await read(c, "/api/molecules"),
  authors: await read(c, "/api/authors"),
  protectingGroups: await read(c, "/api/protecting-groups"),
});

/** A demo synthesis of two or more steps, every chemical drawn, no drawn special reagent. */
async function demoRoute(c: HostileClient): Promise<SynthesisDocument> {
  const ids = (await read<{ id: number }[]>(c, "/api/syntheses")).map((s) => s.id).sort((a, b) => a - b);
  for (const id of ids) {
    const { document } = await read<{ document: SynthesisDocument }>(c, `/api/syntheses/${id}/document`);
    const reactions = document.parts.flatMap((p) => p.reactions);
    const chemicals = reactions.flatMap((r) => [...r.substrates, ...r.products]);
    if (
      reactions.length >= 2 &&
      chemicals.every((x) => x.smiles) &&
      reactions.every((r) => !r.special_reagent)
    )
      return document;
  }
  throw new Error("no demo synthesis fits");
}

/** The demo route with every name and text forged, its agents created by `c` under forged names. */
async function forgedDraft(c: HostileClient, tag: string): Promise<SynthesisDocument> {
  const doc = structuredClone(await demoRoute(c));
  const agents = ONE_LINE_FORGING_NAMES.map((name) => `${name} ${tag}`);
  for (const name of agents) {
    for (const [path, item] of [
      ["/api/reagents", name],
      ["/api/solvents", `${name} solvent`],
    ] as const) {
      const res = await c.request(path, json({ name: item }));
      expect(res.status, `${path} ${item}: ${await res.clone().text()}`).toBe(201);
    }
  }
  const titles = [...ONE_LINE_FORGING_NAMES, MOLFILE_MARKER, "Z".repeat(2000)];
  doc.molecule = { name: `$$$$ ${tag}`, structure: `forged-${tag.toLowerCase()}`, smiles: "OC1CCN(C)CC1" };
  let n = 0;
  for (const r of doc.parts.flatMap((p) => p.reactions)) {
    for (const x of [...r.substrates, ...r.products]) x.name = titles[n++ % titles.length] as string;
    const agent = agents[n % agents.length] as string;
    r.reagents = [{ name: agent, stage: 1, amount: null }];
    r.solvents = [`${agent} solvent`];
    r.yield = ONE_LINE_FORGING_NAMES[n % ONE_LINE_FORGING_NAMES.length] as string;
    r.temperature = ONE_LINE_FORGING_NAMES[(n + 1) % ONE_LINE_FORGING_NAMES.length] as string;
  }
  return doc;
}

async function saveDraft(c: HostileClient, doc: SynthesisDocument, lookups: DraftLookups): Promise<number> {
  const saved = await c.request(
    "/api/unpublishedSyntheses",
    json({ display_name: "Forged names", synthesis_json: storeDraft(draftFromDocument(doc), lookups) }),
  );
  expect(saved.status, await saved.clone().text()).toBe(201);
  return ((await saved.json()) as { id: number }).id;
}

/** Distinct stored SMILES of a document: the records of its SD file. */
const structuresOf = (d: SynthesisDocument) =>
  new Set(
    [
      d.molecule.smiles,
      ...d.parts.flatMap((p) => p.reactions.flatMap((r) => [...r.substrates, ...r.products])),
    ]
      .map((x) => (typeof x === "string" ? x : x?.smiles))
      .filter(Boolean),
  ).size;

let published: { id: number; reactions: number; structures: number } | null = null;
let pendingTag = "";

export const forgedExports: HostileCase[] = [
  {
    name: "an editor publishes a synthesis whose every name is $$$$, $RXN, > <x>, M  END…: each export keeps its records",
    as: "editor",
    changes: true,
    async send(c) {
      const tag = `Forged${Date.now()}`;
      const doc = await forgedDraft(c, tag);
      const draft = await saveDraft(c, doc, await lookupsOf(c));
      const res = await c.request(
        `/api/unpublishedSyntheses/${draft}/publish`,
        json({ reason: "hostile suite: forged names" }),
      );
      expect(res.status, await res.clone().text()).toBe(201);
      const { id } = (await res.json()) as { id: number };
      const { document } = await read<{ document: SynthesisDocument }>(c, `/api/syntheses/${id}/document`);
      const reactions = document.parts.flatMap((p) => p.reactions).length;
      published = { id, reactions, structures: structuresOf(document) };
      expect(rdFrame(await text(c, `/api/syntheses/${id}/export?format=rdf`))).toHaveLength(reactions);
      expect(sdFrame(await text(c, `/api/syntheses/${id}/export?format=sdf`))).toHaveLength(
        published.structures,
      );
      const bulk = rdFrame(await text(c, "/api/export/reactions.rdf"));
      expect(bulk.filter((r) => r.data.SYNTHESIS_ID === String(id))).toHaveLength(reactions);
      return c.request("/api/export/molecules.sdf");
    },
    status: 200,
    check(_response, body) {
      const { id, structures } = published as NonNullable<typeof published>;
      const records = sdFrame(body);
      expect(body.split("\n").filter((line) => line === "$$$$")).toHaveLength(records.length);
      const ofIt = records.filter((r) => r.values.SYNTHESES?.split(", ").includes(String(id)));
      expect(ofIt).toHaveLength(structures);
    },
  },
  {
    name: "a contributor's pending reagent and submitted draft named $$$$, $RFMT…: the exports' records are unchanged",
    as: "contributor",
    // Another contributor than the suite's usual one: her drafts count against no other case's quota.
    account: HOSTILE_ACCOUNTS.otherContributor,
    changes: true,
    async send(c) {
      const before = rdFrame(await text(c, "/api/export/reactions.rdf")).length;
      const tag = `Pending${Date.now()}`;
      pendingTag = tag;
      const doc = await forgedDraft(c, tag);
      const draft = await saveDraft(c, doc, await lookupsOf(c));
      const submitted = await c.request(`/api/unpublishedSyntheses/${draft}/submit`, json({}));
      expect(submitted.status, await submitted.clone().text()).toBe(200);
      const after = await text(c, "/api/export/reactions.rdf");
      expect(rdFrame(after)).toHaveLength(before);
      expect(after).not.toContain(tag);
      return c.request("/api/export/molecules.sdf");
    },
    status: 200,
    check(_response, body) {
      expect(sdFrame(body).length).toBeGreaterThan(0);
      expect(body).not.toContain(pendingTag);
    },
  },
];
