import { readFile, stat } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FixtureApp } from "../../../../tests/support/fixture-app.ts";
import { errorOf } from "../../../../tests/support/lookup-requests.ts";
import { makePng } from "../../../../tests/support/png.ts";
import type { SignedIn } from "../../../../tests/support/signed-in.ts";
import { type LookupRequests, signedInFixtureApp } from "../../../../tests/support/signed-in-app.ts";

type EditView = {
  id: number;
  name: string;
  url: string;
  short_description: string | null;
  description: string | null;
  scheme_smiles: string | null;
  scheme_filename: string | null;
  scheme_extension: string | null;
  scheme_width: number | null;
  mechanism_filename: string | null;
  mechanism_extension: string | null;
  synonyms: { id: number; synonym: string }[];
  original_references: { display: string; doi: string | null; url: string | null }[];
  review_references: { display: string; doi: string | null; url: string | null }[];
  incomplete: boolean;
};

const engine = process.env.TEST_ENGINE ?? "sqlite";
let t: FixtureApp, r: LookupRequests, ed: SignedIn, ann: SignedIn;
const storage = () => t.runtime.config.STORAGE_DIR;

beforeAll(async () => {
  ({ t, r, ed, ann } = await signedInFixtureApp({
    ed: ["editor", "Eve Editor"],
    ann: ["contributor", "Ann Contributor"],
  }));
});
afterAll(() => t.close());

async function newReaction(name = ""): Promise<EditView> {
  const res = await r.send(ed, "POST", "/api/named-reactions", { name });
  expect(res.status).toBe(201);
  const { id } = (await res.json()) as { id: number };
  return r.read<EditView>(`/api/named-reactions/${id}/edit`, ed);
}

describe(`Named reactions editor calls (${engine})`, () => {
  it("refuses without a session (401), token (419) or below editor (403)", async () => {
    expect((await r.send(undefined, "PUT", "/api/named-reactions/1", { name: "X" })).status).toBe(401);
    expect((await r.send(ed, "PUT", "/api/named-reactions/1", { name: "X" }, false)).status).toBe(419);
    expect((await r.send(ann, "PUT", "/api/named-reactions/1", { name: "X" })).status).toBe(403);
    expect((await r.send(ann, "DELETE", "/api/named-reactions/1")).status).toBe(403);
    expect((await t.request("/api/named-reactions/1/edit", { headers: ann.cookieOnly })).status).toBe(403);
    expect((await r.send(ann, "POST", "/api/markdown/preview", { markdown: "x" })).status).toBe(403);
    // A contributor still creates by name only.
    expect(await errorOf(await r.send(ann, "POST", "/api/named-reactions", {}))).toMatchObject({
      field: "name",
      message: "name: is required",
    });
  });

  it("creates an unnamed reaction that is hidden until named; the url is made then and kept on renames", async () => {
    const created = await newReaction();
    expect(created).toMatchObject({ name: "", url: "", incomplete: true });
    const publicList = await r.read<{ id: number }[]>("/api/named-reactions");
    expect(publicList.some((n) => n.id === created.id)).toBe(false);
    const editorList = await r.read<{ id: number; incomplete: boolean }[]>("/api/named-reactions", ed);
    expect(editorList.find((n) => n.id === created.id)).toMatchObject({ incomplete: true });

    const named = await r.send(ed, "PUT", `/api/named-reactions/${created.id}`, {
      name: " Fixture Heck reaction ",
    });
    expect(named.status).toBe(200);
    expect(await named.json()).toMatchObject({ name: "Fixture Heck reaction", url: "fixture-heck-reaction" });
    const renamed = (await (
      await r.send(ed, "PUT", `/api/named-reactions/${created.id}`, {
        name: "Fixture Mizoroki-Heck reaction",
      })
    ).json()) as EditView;
    expect(renamed.url).toBe("fixture-heck-reaction");
    expect((await t.request("/api/named-reactions/fixture-heck-reaction")).status).toBe(200);
  });

  it("saves every field; the public page shows it at once and the description is rendered sanitised", async () => {
    const n = await newReaction("Fixture Suzuki coupling");
    expect((await t.request(`/api/named-reactions/${n.url}`)).status).toBe(200); // cached now
    const upload = await t.request("/api/uploads", {
      method: "POST",
      headers: { "Content-Type": "image/png", ...ed.headers },
      body: new Uint8Array(makePng(40, 20, "mechanism")),
    });
    const { filename } = (await upload.json()) as { filename: string };
    const res = await r.send(ed, "PUT", `/api/named-reactions/${n.id}`, {
      synonyms: ["Suzuki–Miyaura", " ", "suzuki–miyaura"],
      short_description: "  Pd-catalysed cross-coupling. ",
      description: "A **bold** claim <script>alert(1)</script> [x](javascript:alert(1))",
      scheme: { smiles: "c1ccccc1Br.OB(O)c1ccccc1>>c1ccc(-c2ccccc2)cc1" },
      mechanism: { upload: filename },
      original_references: [
        { display: "Fixture A. J. Am. Chem. Soc. 1979, 101, 1.", doi: "doi:10.5555/orig" },
      ],
      review_references: [{ display: "Fixture R. Chem. Rev. 1995, 95, 2457.", url: "https://example.org/r" }],
    });
    expect(res.status).toBe(200);
    const saved = (await res.json()) as EditView;
    expect(saved).toMatchObject({
      synonyms: [{ synonym: "Suzuki–Miyaura" }],
      short_description: "Pd-catalysed cross-coupling.",
      scheme_extension: "svg",
      mechanism_extension: "png",
      original_references: [
        { display: "Fixture A. J. Am. Chem. Soc. 1979, 101, 1.", doi: "10.5555/orig", url: null },
      ],
      review_references: [{ doi: null, url: "https://example.org/r" }],
      incomplete: false,
    });
    expect(saved.scheme_smiles).toContain(">>");
    expect(saved.scheme_width).toBeGreaterThan(0);
    const svg = await readFile(join(storage(), "named-reactions", `${saved.scheme_filename}.svg`), "utf8");
    expect(svg).toContain("<svg");
    await stat(join(storage(), "mechanisms", `${saved.mechanism_filename}.png`));

    const page = await r.read<Record<string, unknown>>(`/api/named-reactions/${n.url}`);
    expect(page).toMatchObject({
      short_description: "Pd-catalysed cross-coupling.",
      scheme_filename: saved.scheme_filename,
      original_references: [{ doi: "10.5555/orig" }],
    });
    expect(page).not.toHaveProperty("scheme_smiles");
    expect(page.description).toBe("A **bold** claim <script>alert(1)</script> [x](javascript:alert(1))");

    const preview = await r.send(ed, "POST", "/api/markdown/preview", {
      markdown:
        "A **bold** claim <script>alert(1)</script> [x](javascript:alert(1)) <img src=x onerror=alert(1)>",
    });
    const { html: previewHtml } = (await preview.json()) as { html: string };
    expect(previewHtml).toContain("<strong>bold</strong>");
    expect(previewHtml).toContain("&lt;script&gt;");
    expect(previewHtml).not.toMatch(/<script|<img|href="javascript/);

    // A new drawing gets a new file; the old one stays, named by the history entry a restore reads.
    const redrawn = (await (
      await r.send(ed, "PUT", `/api/named-reactions/${n.id}`, {
        scheme: { smiles: "CC=O>>CCO" },
        mechanism: null,
      })
    ).json()) as EditView;
    expect(redrawn.scheme_filename).not.toBe(saved.scheme_filename);
    expect(redrawn.mechanism_filename).toBeNull();
    expect((await stat(join(storage(), "named-reactions", `${saved.scheme_filename}.svg`))).isFile()).toBe(
      true,
    );
  });

  it("refuses bad fields with a 400 or 422 naming them, and a taken name or url with a 409", async () => {
    const n = await newReaction("Fixture Stille coupling");
    const put = (body: unknown) => r.send(ed, "PUT", `/api/named-reactions/${n.id}`, body);
    expect(await errorOf(await put({ scheme: { smiles: "not a smiles>>C" } }))).toMatchObject({
      field: "scheme.smiles",
    });
    expect(
      (await put({ scheme: { smiles: "C>>C" }, mechanism: { upload: "upload-000000000000000000000000" } }))
        .status,
    ).toBe(422);
    expect(await errorOf(await put({ scheme: "<svg/>" }))).toMatchObject({ field: "scheme" });
    expect(await errorOf(await put({ url: "Not A Slug" }))).toMatchObject({ field: "url" });
    expect(await errorOf(await put({ original_references: [{ display: "" }] }))).toMatchObject({
      field: "original_references.0.display",
    });
    expect(
      await errorOf(await put({ review_references: [{ display: "x", url: "javascript:alert(1)" }] })),
    ).toMatchObject({
      field: "review_references.0.url",
    });
    expect(await errorOf(await put({ name: "fixture ACYLATION" }))).toMatchObject({
      code: "conflict",
      field: "name",
    });
    expect(await errorOf(await put({ url: "fixture-acylation" }))).toMatchObject({
      code: "conflict",
      field: "url",
    });
    expect((await r.send(ed, "PUT", "/api/named-reactions/999999", { name: "x" })).status).toBe(404);
  });

  it("redirects a former url (301) on the API; the url is not given to another reaction", async () => {
    const n = await newReaction("Fixture Negishi coupling");
    const moved = await r.send(ed, "PUT", `/api/named-reactions/${n.id}`, { url: "fixture-negishi" });
    expect(((await moved.json()) as EditView).url).toBe("fixture-negishi");
    const api = await t.request("/api/named-reactions/url/fixture-negishi-coupling");
    expect(api.status).toBe(301);
    expect(api.headers.get("location")).toBe("/api/named-reactions/url/fixture-negishi");
    const bySlug = await t.request("/api/named-reactions/fixture-negishi-coupling");
    expect(bySlug.headers.get("location")).toBe("/api/named-reactions/fixture-negishi");
    const other = await newReaction("Fixture Negishi coupling!");
    expect(other.url).toBe("fixture-negishi-coupling-2");
    expect(
      await errorOf(
        await r.send(ed, "PUT", `/api/named-reactions/${other.id}`, { url: "fixture-negishi-coupling" }),
      ),
    ).toMatchObject({
      code: "conflict",
      field: "url",
    });
  });

  it("refuses to delete a reaction a synthesis or a draft uses (409 naming them); deletes an unused one", async () => {
    const list = await r.read<{ id: number; url: string }[]>("/api/named-reactions");
    const used = list.find((n) => n.url === "fixture-acylation");
    expect(await errorOf(await r.send(ed, "DELETE", `/api/named-reactions/${used?.id}`))).toEqual({
      code: "conflict",
      message:
        "Used by 1 synthesis: Fixture cyclohexyl acetate by Chemist (2001); the named reaction was not deleted",
    });
    const drafted = await newReaction("Fixture Kumada coupling");
    await r.draft(ann, { parts: [{ reactions: [{ named_reactions: ["fixture-kumada-coupling"] }] }] });
    expect(await errorOf(await r.send(ed, "DELETE", `/api/named-reactions/${drafted.id}`))).toMatchObject({
      message: "Used by 1 draft; the named reaction was not deleted",
    });
    const free = await newReaction("Fixture Hiyama coupling");
    await r.send(ed, "PUT", `/api/named-reactions/${free.id}`, {
      original_references: [{ display: "Fixture H. 1988." }],
      scheme: { smiles: "CC>>CC" },
    });
    expect((await r.send(ed, "DELETE", `/api/named-reactions/${free.id}`)).status).toBe(204);
    expect((await t.request("/api/named-reactions/fixture-hiyama-coupling")).status).toBe(404);
  });

  it("previews a reaction SMILES as the page draws it, and refuses an unreadable one (400 naming smiles)", async () => {
    const res = await r.send(ann, "POST", "/api/structures/reaction-preview", { smiles: "OCC>>O=CC" });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { smiles: string; svg: string; width: number };
    expect(body.smiles).toBe("CCO>>CC=O");
    expect(body.svg).toContain("<svg");
    expect(body.width).toBeGreaterThan(0);
    for (const smiles of ["CCO", "C1CC>>C", ">>C"]) {
      const refused = await r.send(ann, "POST", "/api/structures/reaction-preview", { smiles });
      expect(refused.status).toBe(400);
      expect(await errorOf(refused)).toMatchObject({ field: "smiles" });
    }
    expect(
      (await r.send(undefined, "POST", "/api/structures/reaction-preview", { smiles: "C>>C" })).status,
    ).toBe(401);
  });
});
