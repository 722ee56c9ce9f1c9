import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { fixtureDocument, fixtureReference } from "../../../tests/fixtures/documents.ts";
import { type SignedIn, signIn } from "../../../tests/support/signed-in.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import { CHANGES_KEPT, createRevisionChangeRepository } from "../../db/repositories/revision-changes.ts";
import { ARCHIVE } from "../../domain/change-tags.ts";
import { publishSynthesis } from "../api/shared/synthesis-writing/publish-synthesis.ts";
import { loadReferenceData } from "../seed/load-reference-data.ts";

/**
 * Writes drop only the cached answers they change (docs/decisions/performance/0109-writes-drop-only-the-cached-answers-they-change.md "Writes drop only the cached
 * answers they change"), on both engines, with two servers sharing one database: after each kind of
 * write every answer it changes is fresh on the server that made it at once and on the other one
 * after its revision poll, while answers about other records stay in both caches (a hit).
 */
const engine = inject("engine");
const POLL_MS = 200;

let a: TestApp;
let b: TestApp;
let editor: SignedIn;
let serial = 0;

beforeAll(async () => {
  a = await createTestApp({ REVISION_POLL_MS: String(POLL_MS) });
  b = await createTestApp({ REVISION_POLL_MS: String(POLL_MS) }, { sameDatabaseAs: a });
  await loadReferenceData(a.runtime.publishDeps, fixtureReference);
  editor = await signIn(a, "editor", "Tagged Editor");
}, 60_000);
afterAll(async () => {
  await b?.close();
  await a?.close();
});

const servers = () => [a, b];

/** Both servers have seen the database's current revision (B through its poll). */
async function settled(): Promise<void> {
  const current = await a.runtime.repos.revisions.current();
  await expect
    .poll(() => [a.runtime.watcher.value, b.runtime.watcher.value], {
      timeout: 10_000,
      interval: 25,
      message: `servers did not reach revision ${current}`,
    })
    .toEqual([current, current]);
}

/** Whether `app` answered `path` from its shared cache (its hit count moved). */
async function answer(app: TestApp, path: string): Promise<{ hit: boolean; status: number; body: unknown }> {
  const before = app.runtime.http.cache.hits;
  const res = await app.request(path);
  const body = res.headers.get("content-type")?.includes("json") ? await res.json() : await res.text();
  return { hit: app.runtime.http.cache.hits > before, status: res.status, body };
}

/** Each path answered once on both servers, so the next request is a hit. */
async function prime(paths: string[]): Promise<void> {
  for (const app of servers()) {
    for (const path of paths) await app.request(path);
    for (const path of paths) expect((await answer(app, path)).hit, `${path} cached`).toBe(true);
  }
}

const molecule = (label: string) => {
  const n = ++serial;
  return {
    name: `Fixture tagged ${label} ${n}`,
    structure: `fixture-tagged-${label}-${n}`,
    smiles: "CC(=O)OC1CCCCC1",
  };
};

type Synthesis = {
  id: number;
  year: number;
  author: { lastName: string; url: string };
  molecule: { id: number; name: string };
  references: { display: string }[];
};

const author = (label: string) => {
  const n = ++serial;
  return { firstName: "Fixture", lastName: `Tagged ${label} ${n}`, url: `fixture-tagged-${label}-${n}` };
};

/**
 * Two syntheses of this test's own, of two molecules and two authors: the one a write changes, and
 * an unrelated one (publishing rewrites the target's and the author's rows, which a synthesis
 * sharing them shows).
 */
async function twoSyntheses(label: string) {
  const publish = () =>
    publishSynthesis(
      a.runtime.publishDeps,
      fixtureDocument({ molecule: molecule(label), author: author(label) }),
    );
  const changed = await publish();
  const other = await publish();
  const read = async (id: number) => (await (await a.request(`/api/syntheses/${id}`)).json()) as Synthesis;
  const [s1, s2] = [await read(changed), await read(other)];
  await settled();
  return {
    s1,
    s2,
    paths: {
      s1: `/api/syntheses/${s1.id}`,
      s2: `/api/syntheses/${s2.id}`,
      m1: `/api/molecules/${s1.molecule.id}`,
      m2: `/api/molecules/${s2.molecule.id}`,
      list: "/api/syntheses",
    },
  };
}

const send = (method: string, path: string, body: unknown) =>
  a.request(path, {
    method,
    headers: { "Content-Type": "application/json", ...editor.headers },
    body: JSON.stringify(body),
  });

/**
 * After a write through A: `fresh(app)` holds on A at once and on B within its poll plus a second;
 * then, once B has seen the revision, `kept` paths are hits and `dropped` ones are not, on both
 * (`dropped` lists paths `fresh` does not read: it caches what it reads again).
 */
async function expectAfterWrite(
  fresh: (app: TestApp) => Promise<boolean>,
  expected: { kept: string[]; dropped: string[] },
): Promise<void> {
  expect(await fresh(a), "fresh on the server that wrote").toBe(true);
  // B sees the write through its poll (every POLL_MS); the bound is generous because a loaded CI
  // machine can hold a poll back by seconds, and what is tested is that B sees it, not how fast.
  await expect
    .poll(() => fresh(b), {
      timeout: 10_000,
      interval: 20,
      message: "fresh on the other server (through its revision poll)",
    })
    .toBe(true);
  await settled();
  for (const app of servers()) {
    const name = app === a ? "A" : "B";
    for (const path of expected.kept)
      expect((await answer(app, path)).hit, `${path} kept on ${name}`).toBe(true);
    for (const path of expected.dropped) {
      expect((await answer(app, path)).hit, `${path} dropped on ${name}`).toBe(false);
    }
  }
}

describe(`a write drops only the cached answers it changes, on two servers (${engine})`, () => {
  it("publishing a revision that changes the target: the synthesis, both molecules and the lists are fresh; another synthesis stays cached", async () => {
    const { s1, paths } = await twoSyntheses("revised");
    await prime(Object.values(paths));
    const target = molecule("revised-target");
    const revised = fixtureDocument({ molecule: target, author: author("revised"), year: 1999 });
    await publishSynthesis(a.runtime.publishDeps, revised, { replace: s1.id });
    await expectAfterWrite(
      async (app) => {
        const one = await answer(app, paths.s1);
        const list = (await answer(app, paths.list)).body as Synthesis[];
        const formerTarget = await answer(app, paths.m1);
        return (
          (one.body as Synthesis).year === 1999 &&
          (one.body as Synthesis).molecule.name === target.name &&
          list.some((s) => s.id === s1.id && s.year === 1999) &&
          formerTarget.status === 404
        );
      },
      { kept: [paths.s2, paths.m2], dropped: [] },
    );
  });

  it("publishing a synthesis that rewrites a shared author: the syntheses showing that author are fresh; another stays cached", async () => {
    const { s1, paths } = await twoSyntheses("shared-author");
    await prime(Object.values(paths));
    const { url } = s1.author;
    const renamed = { firstName: "Fixture", lastName: `Renamed ${++serial}`, url };
    await publishSynthesis(
      a.runtime.publishDeps,
      fixtureDocument({ molecule: molecule("shared-author"), author: renamed }),
    );
    await expectAfterWrite(
      async (app) => ((await answer(app, paths.s1)).body as Synthesis).author.lastName === renamed.lastName,
      { kept: [paths.s2, paths.m1, paths.m2], dropped: [] },
    );
    expect(s1.author.lastName).not.toBe(renamed.lastName);
  });

  it("unpublishing: the synthesis is a 410, its molecule a 404, the list leaves it out; another synthesis stays cached", async () => {
    const { s1, paths } = await twoSyntheses("unpublished");
    await prime(Object.values(paths));
    expect((await send("POST", `/api/syntheses/${s1.id}/unpublish`, {})).status).toBe(200);
    await expectAfterWrite(
      async (app) =>
        (await answer(app, paths.s1)).status === 410 &&
        (await answer(app, paths.m1)).status === 404 &&
        !((await answer(app, paths.list)).body as Synthesis[]).some((s) => s.id === s1.id),
      { kept: [paths.s2, paths.m2], dropped: [] },
    );
  });

  it("adding a reference to a synthesis: its answer shows it; the molecules and another synthesis stay cached", async () => {
    const { s1, paths } = await twoSyntheses("referenced");
    await prime(Object.values(paths));
    const display = `Tagman, A. J. Imag. Chem. 2001, ${serial}, 1.`;
    const added = await send("POST", "/api/references", {
      id: 1700000000000 + serial,
      synthesis_id: s1.id,
      named_reaction_id: null,
      display,
      doi: null,
      url: "",
      type: "review",
    });
    expect(added.status).toBe(201);
    await expectAfterWrite(
      async (app) =>
        ((await answer(app, paths.s1)).body as Synthesis).references.some((r) => r.display === display),
      { kept: [paths.s2, paths.m1, paths.m2], dropped: [paths.list] },
    );
  });

  it("renaming a molecule: its answer and its synthesis's show the name; another molecule stays cached", async () => {
    const { s1, paths } = await twoSyntheses("renamed");
    await prime(Object.values(paths));
    const name = `Fixture tagged renamed ${++serial}`;
    expect((await send("PUT", paths.m1, { name })).status).toBe(200);
    await expectAfterWrite(
      async (app) =>
        ((await answer(app, paths.m1)).body as { name: string }).name === name &&
        ((await answer(app, paths.s1)).body as Synthesis).molecule.name === name,
      // Every synthesis shows reference data: a molecule's write drops them all (REFERENCE_DATA).
      { kept: [paths.m2], dropped: [paths.s2, paths.list] },
    );
    expect(s1.molecule.name).not.toBe(name);
  });

  it("adding a solvent: the solvents list shows it, syntheses are dropped; the molecules stay cached", async () => {
    const { paths } = await twoSyntheses("solvent");
    await prime([...Object.values(paths), "/api/solvents"]);
    const name = `Fixture tagged solvent ${++serial}`;
    expect((await send("POST", "/api/solvents", { name })).status).toBe(201);
    await expectAfterWrite(
      async (app) =>
        ((await answer(app, "/api/solvents")).body as { name: string }[]).some((s) => s.name === name),
      { kept: [paths.m1, paths.m2], dropped: [paths.s1, paths.s2, paths.list] },
    );
  });

  it("a write that names no tags (a start's redrawn images, an older release) drops every answer on both servers", async () => {
    const { paths } = await twoSyntheses("untagged");
    await prime(Object.values(paths));
    await a.runtime.repos.revisions.bump();
    await a.runtime.watcher.refresh();
    await settled();
    for (const app of servers()) {
      for (const path of Object.values(paths)) expect((await answer(app, path)).hit, path).toBe(false);
    }
  });

  it("keeps the change log bounded", async () => {
    const revisions = a.runtime.repos.revisions;
    // One transaction: a commit each would take minutes on a busy PostgreSQL.
    await a.runtime.db.kysely.transaction().execute(async (trx) => {
      for (let i = 0; i < CHANGES_KEPT + 150; i++) await revisions.bump(trx, [ARCHIVE]);
    });
    const rows = await createRevisionChangeRepository(a.runtime.db.kysely).count();
    expect(rows).toBeGreaterThanOrEqual(CHANGES_KEPT);
    expect(rows).toBeLessThanOrEqual(CHANGES_KEPT + 100);
    // Both servers catch up (far behind: their caches were emptied) and go on as before.
    await a.runtime.watcher.refresh();
    await settled();
  }, 60_000);
});
