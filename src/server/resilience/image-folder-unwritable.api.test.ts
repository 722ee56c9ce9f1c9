import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { imageHashes, privateImageFolder } from "../../../tests/support/archive-state.ts";
import { makePng } from "../../../tests/support/png.ts";
import { readOnly } from "../../../tests/support/read-only-folder.ts";
import { type SignedIn, signIn } from "../../../tests/support/signed-in.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import type { Database } from "../../db/schema.ts";
import { STAGED_FILE, TEMP_FILE } from "../storage/image-storage.ts";

/**
 * Every write that stores an image, besides publishing (write-drills.api.test.ts), against an image
 * folder that cannot be written (a read-only bind mount as root, file modes otherwise): each answers
 * 503 `storage_unavailable` naming the cause, changes no row and no public answer, and leaves no
 * staged or temporary file. Once the folder is writable again, the same requests succeed.
 */
const engine = inject("engine");
const root = mkdtempSync(join(tmpdir(), "image-folder-unwritable-"));
const images = join(root, "images");

let t: TestApp;
let editor: SignedIn;
let upload: string;
let namedReaction: { id: number; url: string };
let protectingGroup: { id: number; url: string };
/** A molecule of the test's own, and the history entry that brings its first SMILES back. */
type Own = { molecule: { id: number; structure: string }; restoreEntry: number };

const TABLES: (keyof Database)[] = [
  "molecules",
  "molecule_structure_redirects",
  "named_reactions",
  "protecting_groups",
  "structure_fingerprints",
  "reference_history",
  "revisions",
];

async function send(method: string, path: string, body?: unknown) {
  const binary = body instanceof Uint8Array;
  return t.request(path, {
    method,
    headers: { "Content-Type": binary ? "image/png" : "application/json", ...editor.headers },
    ...(body === undefined
      ? {}
      : { body: binary ? (body as Uint8Array<ArrayBuffer>) : JSON.stringify(body) }),
  });
}

async function ok<T>(res: Response): Promise<T> {
  const text = await res.text();
  if (res.status >= 300) throw new Error(`${res.status} ${text}`);
  return JSON.parse(text) as T;
}

/** Every row of the tables these writes touch, and the answers that show them. */
async function state({ molecule }: Own) {
  const rows: Record<string, string[]> = {};
  for (const table of TABLES) {
    const all = await t.runtime.db.kysely.selectFrom(table).selectAll().execute();
    rows[table] = all.map((row) => JSON.stringify(row)).sort();
  }
  const answers: Record<string, string> = {};
  for (const path of [
    "/api/molecules",
    `/api/molecules/${molecule.id}`,
    `/api/named-reactions/${namedReaction.url}`,
    `/api/protecting-groups/${protectingGroup.url}`,
    `/api/history/molecule/${molecule.id}`,
  ]) {
    const res = await t.request(path, { headers: editor.cookieOnly });
    answers[path] = `${res.status} ${await res.text()}`;
  }
  return { rows, answers, files: imageHashes(images) };
}

function leftovers(): string[] {
  return (readdirSync(images, { recursive: true }) as string[]).filter((path) => {
    const name = path.split("/").pop() ?? "";
    return STAGED_FILE.test(name) || TEMP_FILE.test(name);
  });
}

/** The writes, each as one request; `fresh` varies what must not exist yet (names, bytes). */
const writes: { name: string; request: (fresh: string, own: Own) => Promise<Response>; status: number }[] = [
  {
    name: "creating a molecule from a SMILES",
    request: (fresh) => send("POST", "/api/molecules", { name: `Unwritable ${fresh}`, smiles: "CCOC(=O)CN" }),
    status: 201,
  },
  {
    name: "creating a molecule from an uploaded image",
    request: (fresh) =>
      send("POST", "/api/molecules", { name: `Unwritable PNG ${fresh}`, upload, formula: "C2H6O" }),
    status: 201,
  },
  {
    name: "fixing a molecule's structure (SMILES)",
    request: (_, { molecule }) => send("PUT", `/api/molecules/${molecule.id}`, { smiles: "CC(C)(C)OC(=O)N" }),
    status: 200,
  },
  {
    name: "fixing a molecule's structure (uploaded image)",
    request: (_, { molecule }) =>
      send("PUT", `/api/molecules/${molecule.id}`, { upload, formula: "C5H11NO2" }),
    status: 200,
  },
  {
    name: "a named reaction's scheme and mechanism",
    request: () =>
      send("PUT", `/api/named-reactions/${namedReaction.id}`, {
        scheme: { smiles: "c1ccccc1Br.OB(O)c1ccccc1>>c1ccc(-c2ccccc2)cc1" },
        mechanism: { upload },
      }),
    status: 200,
  },
  {
    name: "a protecting group's structure",
    request: () =>
      send("PUT", `/api/protecting-groups/${protectingGroup.id}`, {
        structure: { smiles: "CC(C)(C)OC(=O)Cl" },
      }),
    status: 200,
  },
  {
    name: "a structure upload",
    request: (fresh) => send("POST", "/api/uploads", new Uint8Array(makePng(12, 8, `unwritable ${fresh}`))),
    status: 201,
  },
  {
    name: "restoring a molecule's earlier structure from its history",
    request: (_, { restoreEntry }) => send("POST", `/api/history/${restoreEntry}/restore`),
    status: 200,
  },
];

beforeAll(async () => {
  t = await createTestApp({ STORAGE_DIR: images });
  await privateImageFolder(t.runtime.db.kysely, inject("storageDir"), images);
  editor = await signIn(t, "editor", "Una Writable");
  upload = (
    await ok<{ filename: string }>(await send("POST", "/api/uploads", new Uint8Array(makePng(20, 10, "u"))))
  ).filename;
  const reactions = await ok<{ id: number; url: string }[]>(await t.request("/api/named-reactions"));
  namedReaction = reactions[0] as { id: number; url: string };
  const groups = await ok<{ id: number; url: string }[]>(await t.request("/api/protecting-groups"));
  protectingGroup = groups.find((g) => g.url) as { id: number; url: string };
  expect(namedReaction?.url).toBeTruthy();
  expect(protectingGroup?.url).toBeTruthy();
}, 120_000);

/** Made while the folder is writable. */
async function ownMolecule(name: string): Promise<Own> {
  const created = await ok<{ id: number; structure: string }>(
    await send("POST", "/api/molecules", {
      name: `Unwritable fixture ${name}`,
      smiles: "CC(=O)Nc1ccc(O)cc1",
    }),
  );
  const molecule = { id: created.id, structure: created.structure };
  // A change of structure, whose history entry brings the first SMILES back.
  await ok(await send("PUT", `/api/molecules/${molecule.id}`, { smiles: "CC(=O)Nc1ccc(OC)cc1" }));
  const entries = await ok<{ id: number; action: string }[]>(
    await t.request(`/api/history/molecule/${molecule.id}`, { headers: editor.cookieOnly }),
  );
  const restoreEntry = entries.find((e) => e.action === "update")?.id as number;
  expect(restoreEntry).toBeGreaterThan(0);
  return { molecule, restoreEntry };
}

afterAll(async () => {
  await t?.close();
  rmSync(root, { recursive: true, force: true });
});

describe(`an image folder that cannot be written (${engine})`, () => {
  it("makes every image write answer 503 storage_unavailable and change nothing", async () => {
    const own = await ownMolecule("read-only");
    const before = await state(own);
    const undo = readOnly(images);
    try {
      for (const write of writes) {
        const res = await write.request("read-only", own);
        const text = await res.text();
        expect(res.status, `${write.name}: ${text}`).toBe(503);
        expect(res.headers.get("Content-Type"), write.name).toMatch(/^application\/json/);
        expect(res.headers.get("Cache-Control"), write.name).toBe("no-store");
        const body = JSON.parse(text) as { error: { code: string; message: string } };
        expect(Object.keys(body), write.name).toEqual(["error"]);
        expect(body.error.code, write.name).toBe("storage_unavailable");
        expect(body.error.message, write.name).toMatch(
          /^The image folder cannot be written \((EROFS|EACCES): [a-z -]+\); nothing was saved\./,
        );
        expect(leftovers(), write.name).toEqual([]);
      }
      expect(await state(own)).toEqual(before);
    } finally {
      undo();
    }
    expect(leftovers()).toEqual([]);
  }, 120_000);

  it("lets the same writes succeed once the folder is writable again", async () => {
    const own = await ownMolecule("writable");
    for (const write of writes) {
      const res = await write.request("writable", own);
      expect(res.status, `${write.name}: ${await res.text()}`).toBe(write.status);
    }
    expect(leftovers()).toEqual([]);
    const files = imageHashes(images);
    const names = (
      await t.runtime.db.kysely.selectFrom("molecules").select(["structure", "extension"]).execute()
    )
      .filter((m) => m.structure.startsWith("unwritable"))
      .map((m) => `molecules/${m.structure}.${m.extension}`);
    expect(names.length).toBeGreaterThanOrEqual(3);
    for (const name of names) expect(files[name], name).toBeTruthy();
  }, 120_000);
});
