import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SignedIn } from "../../../../tests/support/signed-in.ts";
import { signedInApp } from "../../../../tests/support/signed-in-app.ts";
import type { TestApp } from "../../../../tests/support/test-app.ts";
import { STRUCTURE_MAX_CHARS } from "./routes.ts";

// Ethanol drawn as a V2000 Molfile (heavy atoms only), as a sketcher exports it.
const ETHANOL_MOLFILE = [
  "",
  "  Sketch",
  "",
  "  3  2  0  0  0  0  0  0  0  0999 V2000",
  "    0.0000    0.0000    0.0000 C   0  0  0  0  0  0  0  0  0  0  0  0",
  "    1.2990    0.7500    0.0000 C   0  0  0  0  0  0  0  0  0  0  0  0",
  "    2.5981    0.0000    0.0000 O   0  0  0  0  0  0  0  0  0  0  0  0",
  "  1  2  1  0",
  "  2  3  1  0",
  "M  END",
  "",
].join("\n");

const EMPTY_MOLFILE = ["", "  Sketch", "", "  0  0  0  0  0  0  0  0  0  0999 V2000", "M  END", ""].join(
  "\n",
);

let t: TestApp, contributor: SignedIn;

beforeAll(async () => {
  ({ t, contributor } = await signedInApp({ contributor: ["contributor", "Structure Contributor"] }));
});
afterAll(() => t.close());

const preview = (body: unknown, headers: Record<string, string> = contributor.headers) =>
  t.request("/api/structures/preview", {
    method: "POST",
    headers: { ...headers, "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });

describe(`POST /api/structures/preview (${process.env.TEST_ENGINE ?? "sqlite"})`, () => {
  it("answers the canonical SMILES, Hill formula, carbon count and drawing of a SMILES", async () => {
    const res = await preview({ smiles: "OC(=O)c1ccccc1" });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ smiles: "O=C(O)c1ccccc1", formula: "C7H6O2", carbonCount: 7 });
    expect(body.svg).toMatch(/^<svg\b/);
    expect(body.svg).toContain(`width='${body.width}'`);
    expect(body.svg).toContain(`height='${body.height}'`);
    expect(body.width).toBeGreaterThan(0);
    expect(body.height).toBeGreaterThan(0);
  });

  it("answers a body that is not JSON as every JSON route does: 415, or invalid_json naming body", async () => {
    const asText = await t.request("/api/structures/preview", {
      method: "POST",
      headers: { ...contributor.headers, "Content-Type": "text/plain" },
      body: JSON.stringify({ smiles: "CCO" }),
    });
    expect(asText.status).toBe(415);
    expect((await asText.json()).error.code).toBe("unsupported_media_type");
    const broken = await t.request("/api/structures/preview", {
      method: "POST",
      headers: { ...contributor.headers, "Content-Type": "application/json" },
      body: '{"smiles": ',
    });
    expect(broken.status).toBe(400);
    expect((await broken.json()).error).toMatchObject({ code: "invalid_json", field: "body" });
  });

  it("reads a Molfile and answers the same as the SMILES of the same molecule", async () => {
    const fromMolfile = await preview({ molfile: ETHANOL_MOLFILE });
    expect(fromMolfile.status).toBe(200);
    const fromSmiles = await (await preview({ smiles: "OCC" })).json();
    const body = await fromMolfile.json();
    expect(body).toMatchObject({ smiles: "CCO", formula: "C2H6O", carbonCount: 2 });
    expect(body).toEqual(fromSmiles);
  });

  it("keeps charges and fragments in the formula", async () => {
    const body = await (await preview({ smiles: "CC(=O)[O-].[Na+]" })).json();
    expect(body).toMatchObject({ smiles: "CC(=O)[O-].[Na+]", formula: "C2H3NaO2", carbonCount: 2 });
  });

  it.each([
    ["smiles", "C1CC(", /^This is not a valid structure: RDKit could not read this SMILES/],
    ["smiles", "Xy", /^This is not a valid structure/],
    ["smiles", "   ", /^This is not a valid structure: it is empty/],
    ["smiles", "CC>>CO", /reaction/],
    [
      "molfile",
      "not a molfile\nat all\n",
      /^This is not a valid structure: RDKit could not read this Molfile/,
    ],
    ["molfile", EMPTY_MOLFILE, /^This is not a valid structure: it has no atoms/],
  ])("400 naming %s for an invalid structure (%j)", async (field, text, message) => {
    const res = await preview({ [field]: text });
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as { error: { code: string; field: string; message: string } };
    expect(error.code).toBe("invalid_input");
    expect(error.field).toBe(field);
    expect(error.message).toMatch(message);
  });

  it("400 when both or neither of smiles and molfile are given", async () => {
    const both = await preview({ smiles: "CCO", molfile: ETHANOL_MOLFILE });
    expect(both.status).toBe(400);
    expect(((await both.json()) as { error: { field: string } }).error.field).toBe("molfile");
    const none = await preview({});
    expect(none.status).toBe(400);
    expect(((await none.json()) as { error: { field: string } }).error.field).toBe("smiles");
  });

  it("400 for a non-text or an over-long structure, 413 for an oversized body", async () => {
    const notText = await preview({ smiles: 42 });
    expect(notText.status).toBe(400);
    expect(((await notText.json()) as { error: { field: string } }).error.field).toBe("smiles");
    const long = await preview({ molfile: "C".repeat(STRUCTURE_MAX_CHARS + 1) });
    expect(long.status).toBe(400);
    expect(((await long.json()) as { error: { field: string } }).error.field).toBe("molfile");
    const huge = await preview({ molfile: "C".repeat(STRUCTURE_MAX_CHARS * 3) });
    expect(huge.status).toBe(413);
  });

  it("401 anonymous, 419 without the anti-forgery token", async () => {
    expect((await preview({ smiles: "CCO" }, {})).status).toBe(401);
    expect((await preview({ smiles: "CCO" }, contributor.cookieOnly)).status).toBe(419);
  });

  it("stores nothing: the data revision and the molecule list stay as they were", async () => {
    const revision = await t.runtime.repos.revisions.current();
    const molecules = await (await t.request("/api/molecules")).text();
    for (const smiles of ["C1CCC2CCCCC2C1", "CCN(CC)CC", "not-a-smiles"]) await preview({ smiles });
    await preview({ molfile: ETHANOL_MOLFILE });
    expect(await t.runtime.repos.revisions.current()).toBe(revision);
    expect(await (await t.request("/api/molecules")).text()).toBe(molecules);
  });
});
