import { createHash, randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makePng, PNG_SIGNATURE, pngChunk, pngHeader, withoutChunks } from "../../../../tests/support/png.ts";
import { type SignedIn, signIn } from "../../../../tests/support/signed-in.ts";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app.ts";

let t: TestApp;
let carla: SignedIn;
// Names unique to this run and engine: the image folder is shared by the suite's files.
const tag = `${process.env.TEST_ENGINE ?? "sqlite"}${randomBytes(3).toString("hex")}`;

beforeAll(async () => {
  t = await createTestApp();
  carla = await signIn(t, "contributor", "Carla Contributor");
});
afterAll(() => t.close());

type Molecule = {
  id: number;
  name: string;
  structure: string;
  extension: string;
  formula: string | null;
  carbonCount: number | null;
  width: number | null;
  height: number | null;
  syntheses_count: number;
};

const create = (body: unknown, headers: Record<string, string> = carla.headers) =>
  t.request("/api/molecules", {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
const errorOf = async (res: Response) =>
  ((await res.json()) as { error: { code: string; message: string; field?: string } }).error;
const image = (name: string) => readFile(join(t.runtime.config.STORAGE_DIR, "molecules", name));
const uploadPng = async (png: Buffer) => {
  const res = await t.request("/api/uploads", {
    method: "POST",
    headers: { "Content-Type": "image/png", ...carla.headers },
    body: new Uint8Array(png),
  });
  return ((await res.json()) as { filename: string }).filename;
};

let made = 0;
/** A name of the test's own ("Fixture Ethanol <tag><n>"), and its url identifier. */
const ownEthanol = () => {
  const own = `${tag}${++made}`;
  return { own, name: `Fixture Ethanol ${own}`, structure: `fixture-ethanol-${own}` };
};
/** Creates a molecule under a name of the test's own. */
const createEthanol = async () => {
  const { own, name } = ownEthanol();
  const res = await create({ name, smiles: "OCC" });
  expect(res.status).toBe(201);
  return { own, molecule: (await res.json()) as Molecule };
};

describe(`POST /api/molecules (${process.env.TEST_ENGINE ?? "sqlite"})`, () => {
  it("creates a molecule from a SMILES: canonical, formula, carbon count and drawing", async () => {
    const before = t.runtime.watcher.value;
    const { name, structure } = ownEthanol();
    const res = await create({ name: `  ${name} `, smiles: "OCC" });
    expect(res.status).toBe(201);
    const drawn = (await res.json()) as Molecule;
    expect(drawn).toEqual({
      id: drawn.id,
      name,
      structure,
      extension: "svg",
      formula: "C2H6O",
      carbonCount: 2,
      width: expect.any(Number),
      height: expect.any(Number),
      syntheses_count: 0,
      inchi: expect.stringMatching(/^InChI=1S\/C2H6O\//),
      inchiKey: expect.stringMatching(/^[A-Z]{14}-[A-Z]{10}-[A-Z]$/),
    });
    expect(t.runtime.watcher.value).toBeGreaterThan(before);
    expect((await image(`${drawn.structure}.svg`)).toString()).toMatch(/^<\?xml|<svg/);
    const row = await t.runtime.db.kysely
      .selectFrom("molecules")
      .select("smiles")
      .where("id", "=", drawn.id)
      .executeTakeFirst();
    expect(row?.smiles).toBe("CCO");
  });

  it("creates a molecule from an uploaded PNG and a typed formula", async () => {
    const png = makePng(9, 4, tag);
    const upload = await uploadPng(png);
    const res = await create({ name: `Fixture Camphor ${tag}`, upload, formula: "C₁₀H₁₆O" });
    expect(res.status).toBe(201);
    const molecule = (await res.json()) as Molecule;
    expect(molecule).toMatchObject({
      structure: `fixture-camphor-${tag}`,
      extension: "png",
      formula: "C10H16O",
      carbonCount: 10,
      width: 9,
      height: 4,
      syntheses_count: 0,
    });
    expect((await image(`${molecule.structure}.png`)).equals(withoutChunks(png, "tEXt"))).toBe(true);
  });

  it("refuses an upload stored before uploads were checked whole (422, naming upload), and writes nothing", async () => {
    // A file in the uploads folder that today's POST /api/uploads would refuse: a header, then HTML.
    const unsafe = Buffer.concat([
      PNG_SIGNATURE,
      pngChunk("IHDR", pngHeader(1, 1)),
      Buffer.from(`<p>${tag}</p>`),
    ]);
    const name = `upload-${createHash("sha256").update(unsafe).digest("hex").slice(0, 24)}`;
    await mkdir(join(t.runtime.config.STORAGE_DIR, "uploads"), { recursive: true });
    await writeFile(join(t.runtime.config.STORAGE_DIR, "uploads", `${name}.png`), unsafe);
    const res = await create({ name: `Fixture Unsafe ${tag}`, upload: name, formula: "CH4" });
    expect(res.status).toBe(422);
    expect(await errorOf(res)).toMatchObject({ field: "upload" });
    // Nothing was kept: the name is still free.
    expect((await create({ name: `Fixture Unsafe ${tag}`, smiles: "C" })).status).toBe(201);
  });

  it("refuses a name already taken, ignoring case (409 naming name)", async () => {
    const { own } = await createEthanol();
    for (const name of ["quinine", ` fixture ETHANOL ${own.toUpperCase()}`]) {
      const res = await create({ name, smiles: "C" });
      expect(res.status, name).toBe(409);
      expect(await errorOf(res)).toMatchObject({ code: "conflict", field: "name" });
    }
  });

  it("makes another url identifier when the name's is taken", async () => {
    const { own } = await createEthanol();
    const res = await create({ name: `Fixture-Ethanol ${own}!`, smiles: "CCO" });
    expect(res.status).toBe(201);
    expect(((await res.json()) as Molecule).structure).toBe(`fixture-ethanol-${own}-2`);
  });

  it.each([
    [{ smiles: "C" }, 400, "name"],
    [{ name: "   ", smiles: "C" }, 400, "name"],
    [{ name: "(+)-", smiles: "C" }, 400, "name"],
    [{ name: "Fixture Nothing" }, 400, "smiles"],
    [{ name: "Fixture Bad", smiles: "C1CC(" }, 422, "smiles"],
    [
      { name: "Fixture Both", smiles: "C", upload: `upload-${"a".repeat(24)}`, formula: "CH4" },
      400,
      "upload",
    ],
    [{ name: "Fixture No Formula", upload: `upload-${"a".repeat(24)}` }, 400, "formula"],
    [{ name: "Fixture Bad Name", upload: "../molecules/quinine", formula: "CH4" }, 400, "upload"],
    [{ name: "Fixture Unknown", upload: `upload-${"0".repeat(24)}`, formula: "CH4" }, 422, "upload"],
  ])("refuses %j with %i naming the field", async (body, status, field) => {
    const res = await create(body);
    expect(res.status).toBe(status);
    expect((await errorOf(res)).field).toBe(field);
  });

  it.each(["C2H6Xx", "H6C2O", "C0H4", "ethanol"])(
    "refuses the formula %j (400 naming formula)",
    async (formula) => {
      const upload = await uploadPng(makePng(2, 2, `${tag}-formula`));
      const res = await create({ name: `Fixture Formula ${tag} ${formula}`, upload, formula });
      expect(res.status).toBe(400);
      expect((await errorOf(res)).field).toBe("formula");
    },
  );

  it("refuses a body that is not JSON (400 invalid_json) or not sent as JSON (415), creating nothing", async () => {
    const { name } = ownEthanol();
    const send = (body: string, type: string) =>
      t.request("/api/molecules", {
        method: "POST",
        headers: { "Content-Type": type, ...carla.headers },
        body,
      });
    expect(await errorOf(await send("{", "application/json"))).toMatchObject({
      code: "invalid_json",
      field: "body",
    });
    const refused = await send(JSON.stringify({ name, smiles: "OCC" }), "text/plain");
    expect(refused.status).toBe(415);
    expect(await errorOf(refused)).toMatchObject({ code: "unsupported_media_type" });
    // Nothing was kept: the name is still free.
    expect((await create({ name, smiles: "OCC" })).status).toBe(201);
  });

  it("needs a session (401) and the anti-forgery token (419)", async () => {
    expect((await create({ name: "Fixture Anonymous", smiles: "C" }, {})).status).toBe(401);
    expect((await create({ name: "Fixture No Token", smiles: "C" }, carla.cookieOnly)).status).toBe(419);
  });

  it("keeps a molecule without a published synthesis off public answers", async () => {
    const { molecule: drawn } = await createEthanol();
    const listed = async (headers: Record<string, string>) =>
      ((await (await t.request("/api/molecules", { headers })).json()) as Molecule[]).map((m) => m.id);
    expect(await listed({})).not.toContain(drawn.id);
    expect(await listed(carla.cookieOnly)).toContain(drawn.id);
    expect((await t.request(`/api/molecules/${drawn.id}`)).status).toBe(404);
    expect((await t.request(`/api/molecules/${drawn.id}`, { headers: carla.cookieOnly })).status).toBe(200);
    expect((await t.request(`/api/molecule/name/${drawn.structure}`)).status).toBe(404);
    const byName = await t.request(`/api/molecule/name/${drawn.structure}`, { headers: carla.cookieOnly });
    expect(await byName.json()).toMatchObject({ id: drawn.id, syntheses: [] });
    const search = (await (await t.request(`/api/search?q=${encodeURIComponent(drawn.name)}`)).json()) as {
      molecules: { id: number }[];
    };
    expect(search.molecules.map((m) => m.id)).not.toContain(drawn.id);
    // The pages and the sitemap read the same repository functions without the option.
    expect((await t.runtime.repos.molecules.list()).map((m) => m.id)).not.toContain(drawn.id);
    expect(await t.runtime.repos.molecules.findByStructure(drawn.structure)).toBeUndefined();
  });

  it("still lists the demo molecules publicly, each with a synthesis", async () => {
    const all = (await (await t.request("/api/molecules")).json()) as Molecule[];
    expect(all.length).toBeGreaterThan(10);
    expect(all.every((m) => m.syntheses_count > 0)).toBe(true);
  });
});
