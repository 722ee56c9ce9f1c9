import { expect } from "vitest";
import { draftFromDocument } from "../../../src/domain/editor/draft.ts";
import type { DraftLookups } from "../../../src/domain/editor/draft-storage.ts";
import { storeDraft } from "../../../src/domain/editor/stored-draft.ts";
import type { SynthesisDocument } from "../../../src/domain/synthesis-document.ts";
import { type HostileCase, json, withMethod } from "../hostile-case.ts";
import { HostileClient } from "../hostile-client.ts";
import { HOSTILE_ACCOUNTS } from "../hostile-server.ts";

const C60 =
  "C12=C3C4=C5C6=C1C7=C8C9=C1C%10=C%11C(=C29)C3=C2C3=C4C4=C5C5=C9C6=C7C6=C7C8=C1C1=C8C%10=C%10C%11=C2C2=C3C3=C4C4=C5C5=C%11C%12=C(C6=C95)C7=C1C1=C%12C5=C%11C4=C3C3=C5C(=C81)C%10=C23";

let submittedDraft = 0;

/** A complete draft (a demo synthesis under a new molecule) saved and submitted by `c`; its id. */
async function submitCompleteDraft(c: HostileClient): Promise<number> {
  const editor = await new HostileClient(c.origin).signIn(HOSTILE_ACCOUNTS.editor);
  const read = async <T>(path: string) => (await (await editor.request(path)).json()) as T;
  const lookups: DraftLookups = {
    reagents: await read("/api/reagents"),
    solvents: await read("/api/solvents"),
    namedReactions: await read("/api/named-reactions"),
    molecules: await read("/api/molecules"),
    authors: await read("/api/authors"),
    protectingGroups: await read("/api/protecting-groups"),
  };
  const [first] = (await read<{ id: number }[]>("/api/syntheses")).map((s) => s.id).sort((a, b) => a - b);
  const { document } = await read<{ document: SynthesisDocument }>(`/api/syntheses/${first}/document`);
  const doc = {
    ...structuredClone(document),
    molecule: { name: "Swapamine", structure: "swapamine", smiles: "OC1CCN(C)CC1" },
  };
  const saved = await c.request(
    "/api/unpublishedSyntheses",
    json({ display_name: "To be swapped", synthesis_json: storeDraft(draftFromDocument(doc), lookups) }),
  );
  expect(saved.status).toBe(201);
  const { id } = (await saved.json()) as { id: number };
  const submitted = await c.request(`/api/unpublishedSyntheses/${id}/submit`, json({}));
  expect(submitted.status, await submitted.text()).toBe(200);
  return id;
}

/** Issue 22, points 1, 3 and 4: RDKit, Markdown and a reviewed draft. */
export const structuresMarkdownReview: HostileCase[] = [
  {
    name: "an exact structure search for a chain of 1,000 carbons (it broke RDKit for the process)",
    as: "anonymous",
    send: (c) => c.request(`/api/search/structure?q=${"C".repeat(1000)}&mode=exact`),
    status: 400,
    check: (_r, body) => expect(body).toContain("at most 400"),
  },
  {
    name: "after the long chain, structure search and readiness still work",
    as: "anonymous",
    async send(c) {
      await (await c.request(`/api/search/structure?q=${"C".repeat(1000)}&mode=substructure`)).arrayBuffer();
      const search = await c.request("/api/search/structure?q=c1ccccc1&mode=substructure");
      expect(search.status).toBe(200);
      await search.arrayBuffer();
      return c.request("/readyz");
    },
    status: 200,
  },
  {
    name: "five joined C60 drawn on demand (it stalled the server for 2.5 s)",
    as: "anonymous",
    send: (c) =>
      c.request(
        `/api/search/structure/image?${new URLSearchParams({ smiles: Array(5).fill(C60).join(".") })}`,
      ),
    status: [400, 404],
  },
  {
    name: "a drawing address varied by its atom list to bypass the cache",
    as: "anonymous",
    send: (c) =>
      c.request(
        `/api/search/structure/image?${new URLSearchParams({ smiles: "c1ccccc1", atoms: "3,1,1,01" })}`,
      ),
    status: [400, 404],
  },
  {
    name: "a structure preview of a Molfile that declares 100,000 atoms",
    as: "contributor",
    send: (c) =>
      c.request(
        "/api/structures/preview",
        json({ molfile: `\n  hostile\n\n100000  0  0  0  0  0  0  0  0  0999 V2000\nM  END\n` }),
      ),
    status: 400,
  },
  {
    name: "Markdown of 24,000 nested list markers (it hung the server for minutes)",
    as: "editor",
    send: (c) => c.request("/api/markdown/preview", json({ markdown: `${"- ".repeat(24_000)}x` })),
    status: 400,
    check: (_r, body) => expect(body).toContain('"field":"markdown"'),
  },
  {
    name: "Markdown of 10,000 nested quotes",
    as: "editor",
    send: (c) => c.request("/api/markdown/preview", json({ markdown: `${"> ".repeat(10_000)}x` })),
    status: 400,
  },
  {
    name: "a submitter's change to a submitted draft withdraws it (no swap under review)",
    as: "contributor",
    changes: true,
    async prepare(c) {
      submittedDraft = await submitCompleteDraft(c);
    },
    async send(c) {
      const swapped = await c.request(
        `/api/unpublishedSyntheses/${submittedDraft}`,
        withMethod("PUT", json({ synthesis_json: { format: 1, parts: [], comment: "swapped" } })),
      );
      expect(swapped.status).toBe(200);
      await swapped.arrayBuffer();
      return c.request(`/api/unpublishedSyntheses/${submittedDraft}`);
    },
    status: 200,
    check: (_r, body) => expect((JSON.parse(body) as { status: string }).status).toBe("draft"),
  },
];
