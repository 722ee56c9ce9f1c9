import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixtureDocument, fixtureReference } from "../../../../tests/fixtures/documents.ts";
import { type SignedIn, signIn } from "../../../../tests/support/signed-in.ts";
import { pageStatusOf, sitemapOf } from "../../../../tests/support/site-loaders.ts";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app.ts";
import type { SynthesisDocument } from "../../../domain/synthesis-document.ts";
import { loader as synthesisLoader } from "../../../web/routes/synthesis.tsx";
import { loadReferenceData } from "../../seed/load-reference-data.ts";
import { publishSynthesis } from "../shared/synthesis-writing/publish-synthesis.ts";

/**
 * POST /api/syntheses/{id}/unpublish and /restore (docs/product/api.md §5.15): an unpublished
 * synthesis is gone (410) and absent from every public list, count, page, sitemap and search; an
 * editor still reads its document; restoring brings everything back.
 */

let t: TestApp;
let carla: SignedIn;
let editor: SignedIn;
type Target = {
  id: number;
  molecule: { id: number; name: string; structure: string };
  author: { id: number; url: string };
  namedReaction: string | null;
  protectingGroup: string | null;
  reference: number | null;
};

type ErrorBody = { error: { code: string; message: string; field?: string } };

const send = (who: SignedIn | undefined, path: string, body?: unknown) =>
  t.request(path, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(who?.headers ?? {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
const json = async <T>(path: string): Promise<T> => {
  const res = await t.request(path);
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
};
const sitemap = () => sitemapOf(t);
const pageStatus = (id: number) => pageStatusOf(t, synthesisLoader, { id: String(id) });

beforeAll(async () => {
  t = await createTestApp();
  carla = await signIn(t, "contributor", "Carla Contributor");
  editor = await signIn(t, "editor", "Ed Editor");
  await loadReferenceData(t.runtime.publishDeps, fixtureReference);
});
afterAll(() => t.close());

let published = 0;
/**
 * A synthesis of the test's own, the only one of its molecule, with a named reaction, a protecting
 * group and a reference: the fixture route under a molecule name of its own.
 */
async function publishedTarget(): Promise<Target> {
  const n = ++published;
  const id = await publishSynthesis(
    t.runtime.publishDeps,
    fixtureDocument({
      molecule: {
        name: `Fixture Withdrawn ${n}`,
        structure: `fixture-withdrawn-${n}`,
        smiles: "CC(=O)OC1CCCCC1",
      },
    }),
  );
  const summary = await json<{
    id: number;
    molecule: { id: number; name: string; structure: string };
    author: { id: number; url: string };
  }>(`/api/syntheses/${id}`);
  const read = await t.request(`/api/syntheses/${id}/document`, { headers: editor.cookieOnly });
  const { document } = (await read.json()) as { document: SynthesisDocument };
  const reactions = document.parts.flatMap((p) => p.reactions);
  const references = await json<{ id: number; synthesis_id: number | null }[]>("/api/references");
  return {
    id,
    molecule: summary.molecule,
    author: summary.author,
    namedReaction: reactions.flatMap((r) => r.named_reactions)[0] ?? null,
    protectingGroup: reactions.flatMap((r) => r.protecting_groups.map((g) => g.url))[0] ?? null,
    reference: references.find((r) => r.synthesis_id === id)?.id ?? null,
  };
}
const versionOf = async (id: number) =>
  (await (await t.request(`/api/syntheses/${id}/history`, { headers: editor.cookieOnly })).json())
    .version as number;
/** A fresh target, unpublished by the editor with the note "Duplicate entry". */
async function unpublishedTarget() {
  const target = await publishedTarget();
  const version = await versionOf(target.id);
  const res = await send(editor, `/api/syntheses/${target.id}/unpublish`, {
    note: "Duplicate entry",
    version,
  });
  expect(res.status).toBe(200);
  return { target, version };
}

/** Every public place the synthesis shows up in, as booleans (or counts). */
async function publicView(target: Target) {
  const { id, molecule, author, namedReaction, protectingGroup, reference } = target;
  const ids = (rows: { id: number }[]) => rows.map((r) => r.id);
  const count = (await json<{ count: number }>("/api/syntheses/count")).count;
  const weeks = await Promise.all(
    Array.from({ length: count }, (_, i) => json<{ id: number }>(`/api/syntheses/resume/${i + 1}`)),
  );
  const authorRow = await json<{ syntheses_count: number }>(`/api/authors/${author.id}`);
  const search = await json<{ molecules: { name: string }[] }>(
    `/api/search?q=${encodeURIComponent(molecule.name)}`,
  );
  const map = await sitemap();
  return {
    api: (await t.request(`/api/syntheses/${id}`)).status,
    page: await pageStatus(id),
    inList: ids(await json("/api/syntheses")).includes(id),
    inRecent: ids(await json("/api/syntheses/recent/50")).includes(id),
    inWeek: weeks.some((w) => w.id === id),
    count,
    moleculeListed: ids(await json("/api/molecules")).includes(molecule.id),
    moleculeApi: (await t.request(`/api/molecules/${molecule.id}`)).status,
    moleculeByName: (await t.request(`/api/molecule/name/${molecule.structure}`)).status,
    authorCount: authorRow.syntheses_count,
    inAuthorList: ids(await json(`/api/authors/${author.id}/syntheses`)).includes(id),
    searchFindsMolecule: search.molecules.some((m) => m.name === molecule.name),
    inSitemap: map.includes(`/syn/${id}<`),
    onNamedReactionPage:
      namedReaction === null
        ? null
        : (
            await json<{ reactions: { part: { synthesis: { id: number } } }[] }>(
              `/api/named-reactions/${namedReaction}`,
            )
          ).reactions.some((r) => r.part.synthesis.id === id),
    onProtectingGroupPage:
      protectingGroup === null
        ? null
        : (
            await json<{ reactions: { part: { synthesis: { id: number } } }[] }>(
              `/api/protecting-groups/${protectingGroup}`,
            )
          ).reactions.some((r) => r.part.synthesis.id === id),
    referenceListed: reference === null ? null : ids(await json("/api/references")).includes(reference),
  };
}

describe(`unpublishing and restoring a synthesis (${process.env.TEST_ENGINE ?? "sqlite"})`, () => {
  it("shows the synthesis everywhere while it is published", async () => {
    const target = await publishedTarget();
    // One with a named reaction, a protecting group and a reference.
    expect(target).toMatchObject({
      namedReaction: expect.any(String),
      protectingGroup: expect.any(String),
      reference: expect.any(Number),
    });
    const before = await publicView(target);
    expect(before).toMatchObject({
      api: 200,
      page: 200,
      inList: true,
      inRecent: true,
      inWeek: true,
      moleculeListed: true,
      moleculeApi: 200,
      moleculeByName: 200,
      inAuthorList: true,
      searchFindsMolecule: true,
      inSitemap: true,
    });
    for (const key of ["onNamedReactionPage", "onProtectingGroupPage", "referenceListed"] as const) {
      expect(before[key] ?? true, key).toBe(true);
    }
  });

  it("is for editors only (401, 419, 403)", async () => {
    const target = await publishedTarget();
    expect((await send(undefined, `/api/syntheses/${target.id}/unpublish`)).status).toBe(401);
    const noToken = await t.request(`/api/syntheses/${target.id}/unpublish`, {
      method: "POST",
      headers: editor.cookieOnly,
    });
    expect(noToken.status).toBe(419);
    expect((await send(carla, `/api/syntheses/${target.id}/unpublish`)).status).toBe(403);
    expect((await send(editor, "/api/syntheses/999999/unpublish")).status).toBe(404);
  });

  it("refuses a stale version (409) and changes nothing", async () => {
    const target = await publishedTarget();
    const version = await versionOf(target.id);
    const res = await send(editor, `/api/syntheses/${target.id}/unpublish`, { version: version - 1 || 999 });
    expect(res.status).toBe(409);
    expect(((await res.json()) as ErrorBody).error.message).toContain(
      "changed by someone else since you opened it",
    );
    expect((await t.request(`/api/syntheses/${target.id}`)).status).toBe(200);
  });

  it("takes it off every public page, list, count, sitemap and search (410 for the synthesis)", async () => {
    const target = await publishedTarget();
    const before = await publicView(target);
    const version = await versionOf(target.id);
    const res = await send(editor, `/api/syntheses/${target.id}/unpublish`, {
      note: "Duplicate entry",
      version,
    });
    expect(res.status).toBe(200);
    const state = (await res.json()) as { id: number; version: number; unpublished_at: string | null };
    expect(state).toEqual({ id: target.id, version: version + 1, unpublished_at: expect.any(String) });

    const gone = await t.request(`/api/syntheses/${target.id}`);
    expect(gone.status).toBe(410);
    expect(((await gone.json()) as ErrorBody).error).toMatchObject({
      code: "gone",
      message: "This synthesis has been withdrawn from the archive",
    });
    const after = await publicView(target);
    expect(after).toEqual({
      api: 410,
      page: 410,
      inList: false,
      inRecent: false,
      inWeek: false,
      count: before.count - 1,
      moleculeListed: false,
      moleculeApi: 404,
      moleculeByName: 404,
      authorCount: before.authorCount - 1,
      inAuthorList: false,
      searchFindsMolecule: false,
      inSitemap: false,
      onNamedReactionPage: before.onNamedReactionPage === null ? null : false,
      onProtectingGroupPage: before.onProtectingGroupPage === null ? null : false,
      referenceListed: before.referenceListed === null ? null : false,
    });
  });

  it("stays readable as a document for signed-in editors", async () => {
    const { target, version } = await unpublishedTarget();
    const res = await t.request(`/api/syntheses/${target.id}/document`, { headers: editor.cookieOnly });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      id: target.id,
      version: version + 1,
      unpublished_at: expect.any(String),
    });
  });

  it("refuses to unpublish it twice (409)", async () => {
    const { target } = await unpublishedTarget();
    const res = await send(editor, `/api/syntheses/${target.id}/unpublish`);
    expect(res.status).toBe(409);
    expect(((await res.json()) as ErrorBody).error.message).toContain("already unpublished");
  });

  it("restores it: back everywhere, and restoring again is a 409", async () => {
    const target = await publishedTarget();
    const before = await publicView(target);
    const version = await versionOf(target.id);
    const off = await send(editor, `/api/syntheses/${target.id}/unpublish`, { version });
    expect(off.status).toBe(200);
    const res = await send(editor, `/api/syntheses/${target.id}/restore`, {});
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: target.id, version: version + 2, unpublished_at: null });
    expect(await publicView(target)).toEqual(before);
    expect((await send(editor, `/api/syntheses/${target.id}/restore`)).status).toBe(409);
  });

  it("keeps both changes in the history with who, when, version and note", async () => {
    const { target, version } = await unpublishedTarget();
    expect((await send(editor, `/api/syntheses/${target.id}/restore`, {})).status).toBe(200);
    const res = await t.request(`/api/syntheses/${target.id}/history`, { headers: editor.cookieOnly });
    const body = (await res.json()) as {
      version: number;
      history: { at: string; user: { id: number; name: string } | null; version: number; note: string }[];
    };
    expect(body.version).toBe(version + 2);
    expect(body.history.slice(0, 2)).toEqual([
      {
        at: expect.any(String),
        user: { id: editor.id, name: "Ed Editor" },
        version: version + 2,
        note: "Restored",
        contributor: null,
      },
      {
        at: expect.any(String),
        user: { id: editor.id, name: "Ed Editor" },
        version: version + 1,
        note: "Unpublished: Duplicate entry",
        contributor: null,
      },
    ]);
  });
});
