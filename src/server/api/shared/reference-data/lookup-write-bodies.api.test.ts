import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorOf, jsonOf, lookupRequests } from "../../../../../tests/support/lookup-requests.ts";
import { type SignedIn, signIn } from "../../../../../tests/support/signed-in.ts";
import { createTestApp, type TestApp } from "../../../../../tests/support/test-app.ts";
import { apiDocumentOf } from "../../../app.ts";

type Operation = {
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
};
type JsonSchema = { properties?: Record<string, unknown>; required?: string[] };

let t: TestApp;
let r: ReturnType<typeof lookupRequests>;
let editor: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  r = lookupRequests(t);
  editor = await signIn(t, "editor", "Eve Editor");
});
afterAll(() => t.close());

const operation = (method: string, path: string) =>
  (apiDocumentOf(t.runtime.app).paths as Record<string, Record<string, Operation>>)[path]?.[method];
const bodyOf = (op: Operation | undefined) => op?.requestBody?.content["application/json"]?.schema;
const answerOf = (op: Operation | undefined, status: string) =>
  op?.responses[status]?.content?.["application/json"]?.schema;

/** A raw write as the editor: `body` sent as it is, under `type` when given. */
const raw = (method: string, path: string, body?: string, type?: string) =>
  t.request(path, {
    method,
    headers: { ...(type ? { "Content-Type": type } : {}), ...editor.headers },
    ...(body === undefined ? {} : { body }),
  });

describe(`lookup writes in the API document (${process.env.TEST_ENGINE ?? "sqlite"})`, () => {
  it("declares each write's body, its answer and its refusals", () => {
    const merge = operation("post", "/api/authors/{id}/merge");
    expect(bodyOf(merge)?.required).toEqual(["into"]);
    expect(Object.keys(answerOf(merge, "200")?.properties ?? {})).toEqual(
      expect.arrayContaining(["id", "firstName", "lastName", "url"]),
    );
    expect(Object.keys(merge?.responses ?? {})).toEqual(
      expect.arrayContaining(["400", "401", "403", "404", "409", "415", "419"]),
    );
    expect(Object.keys(bodyOf(operation("put", "/api/reagents/{id}"))?.properties ?? {})).toEqual([
      "name",
      "formula",
      "synonyms",
    ]);
    expect(Object.keys(answerOf(operation("post", "/api/solvents"), "201")?.properties ?? {})).toEqual([
      "id",
      "name",
      "synonyms",
    ]);
    expect(Object.keys(bodyOf(operation("put", "/api/solvents/{id}"))?.properties ?? {})).toEqual([
      "name",
      "synonyms",
    ]);
    expect(answerOf(operation("post", "/api/named-reactions"), "201")?.required).toEqual(
      expect.arrayContaining(["id", "name", "url", "synonyms"]),
    );
    expect(operation("delete", "/api/solvents/{id}")?.responses["204"]).toBeDefined();
    expect(Object.keys(answerOf(operation("get", "/api/pending"), "200")?.properties ?? {})).toEqual([
      "authors",
      "reagents",
      "solvents",
      "named_reactions",
    ]);
    for (const kind of ["authors", "reagents", "solvents", "named-reactions"]) {
      expect(answerOf(operation("post", `/api/${kind}/{id}/accept`), "200")?.required).toEqual([
        "id",
        "pending",
      ]);
    }
  });
});

describe(`lookup write bodies (${process.env.TEST_ENGINE ?? "sqlite"})`, () => {
  it("reads a body left out, or only white space, as {} whatever its type", async () => {
    expect(await jsonOf(await raw("POST", "/api/solvents"), 201)).toMatchObject({ name: "" });
    expect(await jsonOf(await raw("POST", "/api/authors", "  \n", "text/plain"), 201)).toMatchObject({
      firstName: "",
      lastName: "",
    });
    expect(await jsonOf(await raw("POST", "/api/reagents", "", "application/json"), 201)).toMatchObject({
      name: "",
      synonyms: [],
    });
    // A merge without a body names the missing field.
    const res = await raw("POST", "/api/solvents/1/merge");
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toMatchObject({ code: "invalid_input", field: "into" });
  });

  it("refuses another media type (415), broken JSON (400 invalid_json) and a body that is no object, creating nothing", async () => {
    const before = (await r.read<unknown[]>("/api/solvents", editor)).length;
    const form = await raw("POST", "/api/solvents", "name=Water", "application/x-www-form-urlencoded");
    expect(form.status).toBe(415);
    expect(await errorOf(form)).toMatchObject({ code: "unsupported_media_type" });
    const broken = await raw("POST", "/api/solvents", '{"name": "Water"', "application/json");
    expect(broken.status).toBe(400);
    expect(await errorOf(broken)).toMatchObject({ code: "invalid_json", field: "body" });
    const list = await raw("POST", "/api/solvents", '["Water"]', "application/json");
    expect(list.status).toBe(400);
    expect(await errorOf(list)).toMatchObject({ code: "invalid_input", field: "body" });
    const named = await r.send(editor, "PUT", "/api/reagents/1", { name: 12 });
    expect(named.status).toBe(400);
    expect(await errorOf(named)).toMatchObject({ code: "invalid_input", field: "name" });
    expect((await r.read<unknown[]>("/api/solvents", editor)).length).toBe(before);
  });
});
