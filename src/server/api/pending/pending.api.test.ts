import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readDraftLookups } from "../../../../tests/support/draft-lookups.ts";
import { jsonOf, lookupRequests } from "../../../../tests/support/lookup-requests.ts";
import { type SignedIn, signIn } from "../../../../tests/support/signed-in.ts";
import { pageStatusOf, sitemapOf } from "../../../../tests/support/site-loaders.ts";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app.ts";
import { draftFromDocument } from "../../../domain/editor/draft.ts";
import { storeDraft } from "../../../domain/editor/stored-draft.ts";
import type { SynthesisDocument } from "../../../domain/synthesis-document.ts";
import type { SearchResults } from "../../../domain/views.ts";
import { loader as namedReactionLoader } from "../../../web/routes/named-reaction.tsx";

/**
 * Reference data a contributor creates is pending (docs/product/api.md §5.22): absent from every
 * public list, page, the sitemap and search until an editor accepts it; seen meanwhile by its
 * creator and by editors only. The public page and sitemap are read through their loaders, with the
 * same site services the server hands them.
 */

let t: TestApp;
let carla: SignedIn;
let dora: SignedIn;
let editor: SignedIn;
let r: ReturnType<typeof lookupRequests>;

type Item = { id: number; name?: string; url?: string; pending?: boolean };
type Pending = Record<
  "authors" | "reagents" | "solvents" | "named_reactions",
  (Item & { creator: unknown })[]
>;

const SPAM = "<script>alert('spam')</script> Spamwise reaction";

const sitemap = () => sitemapOf(t);
const pageStatus = (url: string) => pageStatusOf(t, namedReactionLoader, { identifier: url });
/** A GET as `who` (session cookie) or anonymously: status and body. */
const get = async <T>(path: string, who?: SignedIn) => {
  const res = await t.request(path, { headers: who?.cookieOnly ?? {} });
  return { status: res.status, body: (res.status === 200 ? await res.json() : null) as T };
};
const ids = async (path: string, who?: SignedIn) => (await get<Item[]>(path, who)).body.map((i) => i.id);
const search = async (q: string) => (await get<SearchResults>(`/api/search?q=${encodeURIComponent(q)}`)).body;
const create = async <T>(who: SignedIn, path: string, body: unknown) =>
  jsonOf<T>(await r.send(who, "POST", path, body), 201);

beforeAll(async () => {
  t = await createTestApp();
  r = lookupRequests(t);
  carla = await signIn(t, "contributor", "Carla Contributor");
  dora = await signIn(t, "contributor", "Dora Other");
  editor = await signIn(t, "editor", "Ed Editor");
});
afterAll(() => t.close());

describe(`a named reaction a contributor creates (${process.env.TEST_ENGINE ?? "sqlite"})`, () => {
  let made = 0;
  /** Each test's own spam named reaction (names are unique): `word` is what the test searches for. */
  const newSpam = async (word = "Spamwise") => {
    const name = `${SPAM.replace("Spamwise", word)} ${++made}`;
    return { ...(await create<{ id: number; url: string }>(carla, "/api/named-reactions", { name })), name };
  };

  it("is on no public list, page, sitemap or search", async () => {
    const spam = await newSpam();
    expect(await ids("/api/named-reactions")).not.toContain(spam.id);
    expect((await get(`/api/named-reactions/${spam.id}`)).status).toBe(404);
    expect((await get(`/api/named-reactions/${spam.url}`)).status).toBe(404);
    expect((await get(`/api/named-reactions/url/${spam.url}`)).status).toBe(404);
    expect(await pageStatus(spam.url)).toBe(404);
    const map = await sitemap();
    expect(map).not.toContain(spam.url);
    expect((await search("Spamwise")).namedReactions).toEqual([]);
  });

  it("is seen by its creator and by editors, marked pending", async () => {
    const spam = await newSpam();
    for (const who of [carla, editor]) {
      const list = (await get<Item[]>("/api/named-reactions", who)).body;
      expect(list.find((n) => n.id === spam.id)).toMatchObject({ name: spam.name, pending: true });
      expect((await get(`/api/named-reactions/${spam.id}`, who)).status).toBe(200);
    }
    const queue = await get<Pending>("/api/pending", editor);
    expect(queue.status).toBe(200);
    expect(queue.body.named_reactions).toContainEqual({
      id: spam.id,
      name: spam.name,
      url: spam.url,
      creator: { id: carla.id, name: "Carla Contributor" },
    });
  });

  it("is not seen by another contributor, who may neither read the queue nor accept", async () => {
    const spam = await newSpam();
    expect(await ids("/api/named-reactions", dora)).not.toContain(spam.id);
    expect((await get(`/api/named-reactions/${spam.id}`, dora)).status).toBe(404);
    // Its history would name it: only its creator and editors read that too.
    expect((await get(`/api/history/named-reactions/${spam.id}`, dora)).status).toBe(404);
    expect((await get(`/api/history/named-reactions/${spam.id}`, carla)).status).toBe(200);
    expect((await get("/api/pending", dora)).status).toBe(403);
    expect((await get("/api/pending")).status).toBe(401);
    expect((await r.send(dora, "POST", `/api/named-reactions/${spam.id}/accept`)).status).toBe(403);
    expect((await r.send(carla, "POST", `/api/named-reactions/${spam.id}/accept`)).status).toBe(403);
  });

  it("is public once an editor accepts it, and leaves the queue", async () => {
    const spam = await newSpam("Acceptwise");
    const accepted = await r.send(editor, "POST", `/api/named-reactions/${spam.id}/accept`);
    expect(await jsonOf(accepted)).toEqual({ id: spam.id, pending: false });
    expect(await ids("/api/named-reactions")).toContain(spam.id);
    expect(await ids("/api/named-reactions", dora)).toContain(spam.id);
    expect((await get(`/api/named-reactions/${spam.id}`)).status).toBe(200);
    expect(await pageStatus(spam.url)).toBe(200);
    expect(await sitemap()).toContain(`/named-reactions/${spam.url}`);
    expect((await search("Acceptwise")).namedReactions.map((h) => h.id)).toEqual([spam.id]);
    const queue = (await get<Pending>("/api/pending", editor)).body;
    expect(queue.named_reactions.map((n) => n.id)).not.toContain(spam.id);
    // A second Accept (another editor at the same moment) changes nothing.
    expect((await r.send(editor, "POST", `/api/named-reactions/${spam.id}/accept`)).status).toBe(200);
  });

  it("answers 404 naming the item for an unknown id and for a bad one", async () => {
    const unknown = await r.send(editor, "POST", "/api/reagents/999999/accept");
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: { code: "not_found", message: "Reagent not found" } });
    expect((await r.send(editor, "POST", "/api/solvents/abc/accept")).status).toBe(404);
  });
});

describe("authors, reagents and solvents a contributor creates", () => {
  let author: Item & { url: string };
  let reagent: Item;
  let solvent: Item;

  beforeAll(async () => {
    author = await create(carla, "/api/authors", { firstName: "Penelope", lastName: "Pendergast" });
    reagent = await create(carla, "/api/reagents", { name: "Pendingium hydride" });
    solvent = await create(carla, "/api/solvents", { name: "Pendingol" });
  });

  it("are on no public list, author page or search, and not in another contributor's lists", async () => {
    for (const who of [undefined, dora]) {
      expect(await ids("/api/authors", who)).not.toContain(author.id);
      expect(await ids("/api/reagents", who)).not.toContain(reagent.id);
      expect(await ids("/api/solvents", who)).not.toContain(solvent.id);
      expect((await get(`/api/authors/${author.id}`, who)).status).toBe(404);
      expect((await get(`/api/authors/url/${author.url}`, who)).status).toBe(404);
    }
    const hits = await search("Pendingium Pendingol Pendergast");
    expect([hits.authors, hits.reagents, hits.solvents]).toEqual([[], [], []]);
  });

  it("are in their creator's and the editors' lists, and in the queue", async () => {
    for (const who of [carla, editor]) {
      expect(await ids("/api/authors", who)).toContain(author.id);
      expect(await ids("/api/reagents", who)).toContain(reagent.id);
      expect(await ids("/api/solvents", who)).toContain(solvent.id);
      expect((await get(`/api/authors/url/${author.url}`, who)).status).toBe(200);
    }
    const queue = (await get<Pending>("/api/pending", editor)).body;
    expect(queue.authors.map((a) => a.id)).toContain(author.id);
    expect(queue.reagents.map((a) => a.id)).toContain(reagent.id);
    expect(queue.solvents.map((a) => a.id)).toContain(solvent.id);
  });

  it("stay public when an editor creates them, and never enter the queue", async () => {
    const own = await create<Item>(editor, "/api/reagents", { name: "Editorium" });
    expect(await ids("/api/reagents")).toContain(own.id);
    const queue = await get<Pending>("/api/pending", editor);
    expect(queue.status).toBe(200);
    expect(queue.body.reagents.map((i) => i.id)).not.toContain(own.id);
  });

  it("go back to the queue when their contributor changes them after acceptance", async () => {
    const made = await create<Item>(carla, "/api/solvents", { name: "Acceptol" });
    await jsonOf(await r.send(editor, "POST", `/api/solvents/${made.id}/accept`));
    expect(await ids("/api/solvents")).toContain(made.id);
    // Saving the same name (a field left unchanged) changes nothing.
    await jsonOf(await r.send(carla, "PUT", `/api/solvents/${made.id}`, { name: "Acceptol" }));
    expect(await ids("/api/solvents")).toContain(made.id);
    await jsonOf(await r.send(carla, "PUT", `/api/solvents/${made.id}`, { name: "<b>Acceptol</b>" }));
    expect(await ids("/api/solvents")).not.toContain(made.id);
    expect(await ids("/api/solvents", carla)).toContain(made.id);
    // An editor's change does not: the editor has seen it.
    await jsonOf(await r.send(editor, "POST", `/api/solvents/${made.id}/accept`));
    await jsonOf(await r.send(editor, "PUT", `/api/solvents/${made.id}`, { name: "Acceptol" }));
    expect(await ids("/api/solvents")).toContain(made.id);
  });

  it("become public when an editor merges a public item into one", async () => {
    const kept = await create<Item>(carla, "/api/reagents", { name: "Mergeium" });
    const merged = await create<Item>(editor, "/api/reagents", { name: "Mergeium old" });
    expect(await ids("/api/reagents")).not.toContain(kept.id);
    await jsonOf(await r.send(editor, "POST", `/api/reagents/${merged.id}/merge`, { into: kept.id }));
    expect(await ids("/api/reagents")).toContain(kept.id);
  });
});

describe("publishing a synthesis that uses a contributor's pending items", () => {
  let author: Item & { firstName: string; lastName: string; url: string };
  let reagent: Item & { name: string };
  let solvent: Item & { name: string };
  let named: Item & { url: string };
  let draftId: number;

  beforeAll(async () => {
    author = await create(carla, "/api/authors", { firstName: "Publia", lastName: "Pendleton" });
    reagent = await create(carla, "/api/reagents", { name: "Publishium oxide" });
    solvent = await create(carla, "/api/solvents", { name: "Publishol" });
    named = await create(carla, "/api/named-reactions", { name: "Pendleton rearrangement" });
    const molecule = await create<{ structure: string }>(carla, "/api/molecules", {
      name: "Pendlamine",
      smiles: "NC1CCC(O)CC1",
    });
    // A demo route, aimed at the new molecule and credited to the new author, whose first step
    // also uses the new reagent, solvent and named reaction.
    const [first] = (await get<{ id: number }[]>("/api/syntheses")).body;
    if (!first) throw new Error("no demo synthesis");
    const { document } = (
      await get<{ document: SynthesisDocument }>(`/api/syntheses/${first.id}/document`, editor)
    ).body;
    const doc = structuredClone(document);
    doc.molecule = { name: "Pendlamine", structure: molecule.structure, smiles: null };
    doc.author = { firstName: "Publia", lastName: "Pendleton", url: author.url };
    const step = doc.parts[0]?.reactions[0];
    if (!step) throw new Error("no reaction");
    step.reagents = [...step.reagents, { name: "Publishium oxide", stage: 1, amount: null }];
    step.solvents = [...step.solvents, "Publishol"];
    step.named_reactions = [...step.named_reactions, named.url];
    // The contributor's own lists: they hold her pending items, so her draft can name them.
    const lookups = await readDraftLookups(t, carla);
    const stored = storeDraft(draftFromDocument(doc), lookups);
    const draft = await r.send(carla, "POST", "/api/unpublishedSyntheses", {
      display_name: "Pending route",
      synthesis_json: stored,
    });
    draftId = (await jsonOf<{ id: number }>(draft, 201)).id;
  });

  // One test: the publication changes what the check saw, so the two steps keep their order.
  it("lets the contributor's draft name her own pending items, and publishing it accepts them all", async () => {
    const check = await get<{ problems: unknown[] }>(`/api/unpublishedSyntheses/${draftId}/check`, carla);
    expect(check.body.problems).toEqual([]);
    expect(await ids("/api/reagents")).not.toContain(reagent.id);

    const published = await r.send(editor, "POST", `/api/unpublishedSyntheses/${draftId}/publish`, {
      reason: "tested without review",
    });
    const { id } = await jsonOf<{ id: number }>(published, 201);
    expect((await get(`/api/syntheses/${id}`)).status).toBe(200);
    expect(await ids("/api/authors")).toContain(author.id);
    expect(await ids("/api/reagents")).toContain(reagent.id);
    expect(await ids("/api/solvents")).toContain(solvent.id);
    expect(await ids("/api/named-reactions")).toContain(named.id);
    expect(await pageStatus(named.url)).toBe(200);
    expect(await sitemap()).toContain(`/authors/${author.url}`);
    expect((await search("Pendleton")).namedReactions.map((h) => h.id)).toEqual([named.id]);
    const queue = (await get<Pending>("/api/pending", editor)).body;
    expect(queue.authors.map((i) => i.id)).not.toContain(author.id);
    expect(queue.reagents.map((i) => i.id)).not.toContain(reagent.id);
    expect(queue.solvents.map((i) => i.id)).not.toContain(solvent.id);
    expect(queue.named_reactions.map((i) => i.id)).not.toContain(named.id);
  });
});
