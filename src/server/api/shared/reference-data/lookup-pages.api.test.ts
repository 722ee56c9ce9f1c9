import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixtureDocument, fixtureReference } from "../../../../../tests/fixtures/documents.ts";
import { jsonOf } from "../../../../../tests/support/lookup-requests.ts";
import type { SignedIn } from "../../../../../tests/support/signed-in.ts";
import { type LookupRequests, signedInApp } from "../../../../../tests/support/signed-in-app.ts";
import { siteContextOf, sitemapOf } from "../../../../../tests/support/site-loaders.ts";
import type { TestApp } from "../../../../../tests/support/test-app.ts";
import type { SynthesisDocumentInput } from "../../../../domain/synthesis-document.ts";
import type { LookupPage, SearchResults } from "../../../../domain/views.ts";
import { loader as reagentLoader } from "../../../../web/routes/reagent.tsx";
import { loader as searchLoader } from "../../../../web/routes/search.tsx";
import { loader as solventLoader } from "../../../../web/routes/solvent.tsx";
import { loadReferenceData } from "../../../seed/load-reference-data.ts";
import { publishSynthesis } from "../synthesis-writing/publish-synthesis.ts";

/**
 * Reagent and solvent pages (docs/product/pages.md §2.17, api.md §5.3.1): the page data, only
 * published syntheses, grouping by named reaction, slugs that redirect after renames and merges,
 * and the reagent and solvent sections of search (§5.4).
 */

const engine = process.env.TEST_ENGINE ?? "sqlite";
let t: TestApp, editor: SignedIn, carla: SignedIn, r: LookupRequests;

beforeAll(async () => {
  ({ t, editor, carla, r } = await signedInApp({
    editor: ["editor", "Edna Editor"],
    carla: ["contributor", "Cora Contributor"],
  }));
  // The fixture's named reaction and reagents (read only, never changed here).
  await loadReferenceData(t.runtime.publishDeps, fixtureReference);
});
afterAll(() => t.close());

const withContext = () => siteContextOf(t);
/** A page loader's answer, or the status and Location of the response it threw. */
async function page(loader: typeof reagentLoader | typeof solventLoader, identifier: string) {
  try {
    return { status: 200, data: await loader({ context: withContext(), params: { identifier } } as never) };
  } catch (thrown) {
    if (thrown instanceof Response) {
      return { status: thrown.status, location: thrown.headers.get("Location") };
    }
    return { status: (thrown as { init: { status: number } }).init.status };
  }
}
const search = async (q: string) =>
  jsonOf<SearchResults>(await t.request(`/api/search?q=${encodeURIComponent(q)}`));

let made = 0;
/** A reagent and a solvent of the test's own (public, as seeding makes them), with their slugs. */
async function ownItems() {
  const k = ++made;
  const reagent = `Fixture Page Reagent ${k}`;
  const solvent = `Fixture Page Solvent ${k}`;
  await loadReferenceData(t.runtime.publishDeps, {
    reagents: [{ name: reagent, formula: "I₂Sm", synonyms: [`Fixture samarium iodide ${k}`] }],
    solvents: [{ name: solvent, synonyms: [`Fixture page solvent alias ${k}`] }],
    namedReactions: [],
    protectingGroups: [],
  });
  return {
    k,
    reagent,
    solvent,
    reagentUrl: `fixture-page-reagent-${k}`,
    solventUrl: `fixture-page-solvent-${k}`,
  };
}

let routes = 0;
/**
 * A published two-step route of its own molecule: step 1 uses `reagent` (no named reaction); step 2
 * uses it at two stages, in `solvent`, and names the fixture's acylation.
 */
async function publishRoute(items: { reagent: string; solvent: string }, year: number) {
  const n = ++routes;
  const document: SynthesisDocumentInput = fixtureDocument({
    molecule: {
      name: `Fixture Page Target ${n}`,
      structure: `fixture-page-target-${n}`,
      smiles: "CC(=O)OC1CCCCC1",
    },
    year,
    parts: [
      {
        number: 1,
        comment: "",
        reactions: [
          {
            step: 1,
            substrates: [{ smiles: "O=C1CCCCC1" }],
            products: [{ smiles: "OC1CCCCC1" }],
            reagents: [{ name: items.reagent }],
            solvents: ["Fixture MeOH"],
            temperature: "0 °C",
            yield: "80%",
          },
          {
            step: 2,
            substrates: [{ smiles: "OC1CCCCC1" }],
            products: [{ smiles: "CC(=O)OC1CCCCC1" }],
            reagents: [
              { name: items.reagent, stage: 1 },
              { name: "Fixture Ac₂O", stage: 1 },
              { name: items.reagent, stage: 2 },
            ],
            solvents: [items.solvent],
            temperature: "RT",
            yield: "90%",
            named_reactions: ["fixture-acylation"],
          },
        ],
      },
    ],
  });
  const id = await publishSynthesis(t.runtime.publishDeps, document);
  molecules.set(id, document.molecule.name);
  return id;
}
const molecules = new Map<number, string>();

async function unpublish(id: number) {
  const history = await r.read<{ version: number }>(`/api/syntheses/${id}/history`, editor);
  await jsonOf(
    await r.send(editor, "POST", `/api/syntheses/${id}/unpublish`, {
      note: "Test",
      version: history.version,
    }),
  );
}

const idOf = async (kind: "reagents" | "solvents", name: string) => {
  const list = await r.read<{ id: number; name: string }[]>(`/api/${kind}`, editor);
  const found = list.find((item) => item.name === name);
  if (!found) throw new Error(`${name} is not listed`);
  return found.id;
};

describe(`reagent and solvent pages (${engine})`, () => {
  it("list every reaction of the published syntheses that use the item, grouped by named reaction", async () => {
    const items = await ownItems();
    const later = await publishRoute(items, 1990);
    const earlier = await publishRoute(items, 1980);
    const withdrawn = await publishRoute(items, 2000);
    await unpublish(withdrawn);

    const reagent = await jsonOf<LookupPage>(await t.request(`/api/reagents/url/${items.reagentUrl}`));
    expect(reagent).toMatchObject({
      name: items.reagent,
      url: items.reagentUrl,
      formula: "I₂Sm",
      synonyms: [`Fixture samarium iodide ${items.k}`],
      syntheses_count: 2,
    });
    const places = (group: LookupPage["groups"][number]) =>
      group.reactions.map((x) => [x.part.synthesis.id, x.part.number, x.step]);
    // Named first, then the rest; by year inside a group; the two-stage reaction once; no withdrawn one.
    expect(reagent.groups.map((g) => g.named_reaction?.name ?? null)).toEqual(["Fixture Acylation", null]);
    expect(places(reagent.groups[0])).toEqual([
      [earlier, 1, 2],
      [later, 1, 2],
    ]);
    expect(places(reagent.groups[1])).toEqual([
      [earlier, 1, 1],
      [later, 1, 1],
    ]);
    // Drawn with its conditions, and the reaction names its reagents' and solvents' pages.
    const step2 = reagent.groups[0].reactions[0];
    expect(step2).toMatchObject({ temperature: "RT", yield: "90%" });
    expect(step2.reagents.filter((g) => g.url === items.reagentUrl).map((g) => g.pivot.stage)).toEqual([
      1, 2,
    ]);
    expect(step2.solvents).toEqual([expect.objectContaining({ name: items.solvent, url: items.solventUrl })]);

    const solvent = await jsonOf<LookupPage>(await t.request(`/api/solvents/url/${items.solventUrl}`));
    expect(solvent).toMatchObject({
      name: items.solvent,
      formula: null,
      synonyms: [`Fixture page solvent alias ${items.k}`],
      syntheses_count: 2,
    });
    expect(solvent.groups.map(places)).toEqual([
      [
        [earlier, 1, 2],
        [later, 1, 2],
      ],
    ]);

    // The page reads the same data, with the synthesis of each reaction for its label.
    const html = await page(reagentLoader, items.reagentUrl);
    expect(html.status).toBe(200);
    const data = (html as { data: Awaited<ReturnType<typeof reagentLoader>> }).data;
    expect(data.page.groups).toEqual(reagent.groups);
    expect(Object.keys(data.sources).map(Number).sort()).toEqual([later, earlier].sort());
    expect(data.sources[earlier]?.label).toBe(`Synthesis of ${molecules.get(earlier)} by Chemist (1980)`);
  });

  it("show an item no published synthesis uses, and none for pending, unnamed or unknown slugs", async () => {
    const items = await ownItems();
    const unused = await jsonOf<LookupPage>(await t.request(`/api/reagents/url/${items.reagentUrl}`));
    expect(unused).toMatchObject({ syntheses_count: 0, groups: [] });

    const pending = await jsonOf<{ id: number }>(
      await r.send(carla, "POST", "/api/solvents", { name: `Fixture Pending Solvent ${engine}` }),
      201,
    );
    expect(pending.id).toBeGreaterThan(0);
    const slug = `fixture-pending-solvent-${engine}`;
    expect((await t.request(`/api/solvents/url/${slug}`)).status).toBe(404);
    expect((await page(solventLoader, slug)).status).toBe(404);
    for (const bad of ["no-such-reagent", "-x", "a%20b"]) {
      expect((await t.request(`/api/reagents/url/${bad}`)).status).toBe(404);
    }
    expect((await page(reagentLoader, "no-such-reagent")).status).toBe(404);
  });

  it("answer 301 from the old slug after a rename, and take it back when the name comes back", async () => {
    const items = await ownItems();
    const id = await idOf("reagents", items.reagent);
    const renamed = `Fixture Renamed Reagent ${items.k}`;
    await jsonOf(await r.send(editor, "PUT", `/api/reagents/${id}`, { name: renamed }));
    const newUrl = `fixture-renamed-reagent-${items.k}`;

    const old = await t.request(`/api/reagents/url/${items.reagentUrl}`);
    expect(old.status).toBe(301);
    expect(old.headers.get("Location")).toBe(`/api/reagents/url/${newUrl}`);
    expect(await page(reagentLoader, items.reagentUrl)).toEqual({
      status: 301,
      location: `/reagent/${newUrl}`,
    });
    expect(await jsonOf<LookupPage>(await t.request(`/api/reagents/url/${newUrl}`))).toMatchObject({
      name: renamed,
    });

    // A change of case or subscripts keeps the slug: nothing to redirect.
    await jsonOf(await r.send(editor, "PUT", `/api/reagents/${id}`, { name: renamed.toUpperCase() }));
    expect((await t.request(`/api/reagents/url/${newUrl}`)).status).toBe(200);

    await jsonOf(await r.send(editor, "PUT", `/api/reagents/${id}`, { name: items.reagent }));
    expect((await t.request(`/api/reagents/url/${items.reagentUrl}`)).status).toBe(200);
    expect((await t.request(`/api/reagents/url/${newUrl}`)).headers.get("Location")).toBe(
      `/api/reagents/url/${items.reagentUrl}`,
    );

    const solventId = await idOf("solvents", items.solvent);
    await jsonOf(
      await r.send(editor, "PUT", `/api/solvents/${solventId}`, { name: `Fixture Moved Solvent ${items.k}` }),
    );
    expect(await page(solventLoader, items.solventUrl)).toEqual({
      status: 301,
      location: `/solvent/fixture-moved-solvent-${items.k}`,
    });
  });

  it("answer 301 from a merged item's slugs to the kept item's page, until the merge is undone", async () => {
    const merged = await ownItems();
    const kept = await ownItems();
    const route = await publishRoute(merged, 1995);
    const mergedId = await idOf("reagents", merged.reagent);
    const keptId = await idOf("reagents", kept.reagent);
    // A former slug of the merged reagent redirects too.
    const interim = `Fixture Interim Reagent ${merged.k}`;
    await jsonOf(await r.send(editor, "PUT", `/api/reagents/${mergedId}`, { name: interim }));
    const interimUrl = `fixture-interim-reagent-${merged.k}`;
    await jsonOf(await r.send(editor, "POST", `/api/reagents/${mergedId}/merge`, { into: keptId }));

    for (const slug of [interimUrl, merged.reagentUrl]) {
      const res = await t.request(`/api/reagents/url/${slug}`);
      expect(res.status).toBe(301);
      expect(res.headers.get("Location")).toBe(`/api/reagents/url/${kept.reagentUrl}`);
      expect(await page(reagentLoader, slug)).toEqual({
        status: 301,
        location: `/reagent/${kept.reagentUrl}`,
      });
    }
    const keptPage = await jsonOf<LookupPage>(await t.request(`/api/reagents/url/${kept.reagentUrl}`));
    expect(keptPage.syntheses_count).toBe(1);
    expect(keptPage.groups.flatMap((g) => g.reactions.map((x) => x.part.synthesis.id))).toEqual([
      route,
      route,
    ]);

    const solventMerged = await idOf("solvents", merged.solvent);
    const solventKept = await idOf("solvents", kept.solvent);
    await jsonOf(await r.send(editor, "POST", `/api/solvents/${solventMerged}/merge`, { into: solventKept }));
    expect(await page(solventLoader, merged.solventUrl)).toEqual({
      status: 301,
      location: `/solvent/${kept.solventUrl}`,
    });

    // Undoing the reagent merge gives the merged reagent its slugs back.
    const entries = await r.read<{ id: number; action: string }[]>(
      `/api/history/reagent/${mergedId}`,
      editor,
    );
    const mergeEntry = entries.find((e) => e.action === "merge");
    expect(mergeEntry).toBeDefined();
    await jsonOf(await r.send(editor, "POST", `/api/history/${mergeEntry?.id}/restore`));
    expect(await jsonOf<LookupPage>(await t.request(`/api/reagents/url/${interimUrl}`))).toMatchObject({
      name: interim,
      syntheses_count: 1,
    });
    expect((await t.request(`/api/reagents/url/${merged.reagentUrl}`)).headers.get("Location")).toBe(
      `/api/reagents/url/${interimUrl}`,
    );
  });
});

describe(`reagent and solvent search sections (${engine})`, () => {
  it("link each hit to its page with the count of published syntheses, with typos allowed", async () => {
    const items = await ownItems();
    await publishRoute(items, 1970);
    await unpublish(await publishRoute(items, 1971));
    const hits = await search(`Fixture Page Reagnet ${items.k}`);
    expect(hits.reagents[0]).toEqual({
      id: expect.any(Number),
      url: items.reagentUrl,
      name: items.reagent,
      short_description: `I₂Sm, Fixture samarium iodide ${items.k}`,
      syntheses_count: 1,
    });
    expect((await search(`fixture page slovent ${items.k}`)).solvents[0]).toEqual({
      id: expect.any(Number),
      url: items.solventUrl,
      name: items.solvent,
      short_description: `Fixture page solvent alias ${items.k}`,
      syntheses_count: 1,
    });
    // A solvent is found by its synonyms, and so are the syntheses that use it, with the step.
    const bySynonym = await search(`solvent alias ${items.k}`);
    expect(bySynonym.solvents.map((h) => h.name)).toEqual([items.solvent]);
    expect(bySynonym.syntheses).toMatchObject([{ via: `${items.solvent}, step 1.2` }]);
  });

  it("hold at most 10 hits each, and the search page shows them; an empty query shows nothing", async () => {
    const k = ++made;
    await loadReferenceData(t.runtime.publishDeps, {
      reagents: Array.from({ length: 12 }, (_, i) => ({
        name: `Fixture Crowd${k} ${i}`,
        formula: null,
        synonyms: [],
      })),
      solvents: Array.from({ length: 12 }, (_, i) => ({ name: `Fixture Crowd${k} ${i}` })),
      namedReactions: [],
      protectingGroups: [],
    });
    const found = await search(`fixture crowd${k}`);
    expect(found.reagents).toHaveLength(10);
    expect(found.solvents).toHaveLength(10);
    expect(
      found.reagents.every((h) => h.url?.startsWith(`fixture-crowd${k}-`) && h.syntheses_count === 0),
    ).toBe(true);

    const load = (q: string) =>
      searchLoader({
        context: withContext(),
        request: new Request(`http://x/search?q=${q}`),
      } as never) as Promise<{
        results: { reagents: unknown[]; solvents: unknown[] } | null;
      }>;
    const shown = await load(`fixture+crowd${k}`);
    expect(shown.results?.reagents).toHaveLength(10);
    expect(shown.results?.solvents).toHaveLength(10);
    expect((await load("")).results).toBeNull();
  });

  it("the sitemap lists the pages of items a published synthesis uses", async () => {
    const used = await ownItems();
    const unused = await ownItems();
    await publishRoute(used, 1960);
    const xml = await sitemapOf(t);
    expect(xml).toContain(`<loc>http://x/reagent/${used.reagentUrl}</loc>`);
    expect(xml).toContain(`<loc>http://x/solvent/${used.solventUrl}</loc>`);
    expect(xml).not.toContain(`/reagent/${unused.reagentUrl}<`);
  });
});
