import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FixtureApp } from "../../../tests/support/fixture-app.ts";
import { errorOf, jsonOf } from "../../../tests/support/lookup-requests.ts";
import type { SignedIn } from "../../../tests/support/signed-in.ts";
import { type LookupRequests, signedInFixtureApp } from "../../../tests/support/signed-in-app.ts";

/**
 * The reference-data editors' calls and the history's, declared in the route registry: the document
 * describes their bodies and answers, and their bodies are read as before (no body is `{}`, another
 * media type 415, broken JSON 400, each call's own size limit, malformed ids and kinds 404).
 */

type Operation = {
  security?: Record<string, unknown>[];
  requestBody?: { content: { "application/json": { schema: { properties?: Record<string, unknown> } } } };
  responses: Record<string, { content?: { "application/json": { schema: Record<string, unknown> } } }>;
};

const engine = process.env.TEST_ENGINE ?? "sqlite";
let t: FixtureApp, r: LookupRequests, ed: SignedIn;

beforeAll(async () => {
  ({ t, r, ed } = await signedInFixtureApp({ ed: ["editor", "Eda Registry"] }));
});
afterAll(() => t.close());

/** A new unnamed named reaction's id. */
async function newReaction(): Promise<number> {
  return (await jsonOf<{ id: number }>(await r.send(ed, "POST", "/api/named-reactions", { name: "" }), 201))
    .id;
}

/** A write of `body` as it is (any text, any media type) as the editor. */
const raw = (method: string, path: string, body: string | undefined, type?: string) =>
  t.request(path, {
    method,
    headers: { ...ed.headers, ...(type ? { "Content-Type": type } : {}) },
    ...(body === undefined ? {} : { body }),
  });

describe(`The document (${engine})`, () => {
  it("declares the ten calls with their body schemas, answers and security", async () => {
    const document = await jsonOf<{ paths: Record<string, Record<string, Operation>> }>(
      await t.request("/api/openapi.json"),
    );
    const op = (path: string, method: string) => {
      const found = document.paths[`/api${path}`]?.[method];
      expect(found, `${method} ${path}`).toBeDefined();
      return found as Operation;
    };
    const answer = (o: Operation, status: string) =>
      o.responses[status]?.content?.["application/json"]?.schema;
    const fields = (o: Operation) =>
      Object.keys(o.requestBody?.content["application/json"].schema.properties ?? {});

    expect(answer(op("/named-reactions/{id}/edit", "get"), "200")).toEqual({
      $ref: "#/components/schemas/NamedReactionEdit",
    });
    const put = op("/named-reactions/{id}", "put");
    expect(fields(put)).toEqual(
      expect.arrayContaining([
        "name",
        "url",
        "synonyms",
        "description",
        "scheme",
        "mechanism",
        "review_references",
      ]),
    );
    expect(put.security).toEqual([{ session: [], antiForgery: [] }]);
    expect(op("/named-reactions/{id}", "delete").responses["204"]).toBeDefined();
    expect(answer(op("/protecting-groups", "post"), "201")).toEqual({
      $ref: "#/components/schemas/ProtectingGroupEdit",
    });
    expect(fields(op("/protecting-groups/{id}", "put"))).toEqual(
      expect.arrayContaining(["name", "url", "protected", "protector", "structure"]),
    );
    expect(op("/protecting-groups/{id}", "delete").responses["204"]).toBeDefined();
    expect(fields(op("/structures/reaction-preview", "post"))).toEqual(["smiles"]);
    expect(fields(op("/markdown/preview", "post"))).toEqual(["markdown"]);
    expect(answer(op("/history/{kind}/{id}", "get"), "200")).toMatchObject({
      type: "array",
      items: { $ref: "#/components/schemas/HistoryEntry" },
    });
    expect(answer(op("/history/{entryId}/restore", "post"), "200")).toMatchObject({
      properties: { item: expect.anything() },
    });
  });
});

describe(`Bodies as before (${engine})`, () => {
  it("takes no body as {} (a group is created unnamed; a reaction is saved unchanged)", async () => {
    const created = await jsonOf<{ id: number; name: string; structure_filename: string | null }>(
      await raw("POST", "/api/protecting-groups", undefined),
      201,
    );
    expect(created).toMatchObject({ name: "", structure_filename: null });
    const id = await newReaction();
    const before = await r.read<object>(`/api/named-reactions/${id}/edit`, ed);
    expect(await jsonOf(await raw("PUT", `/api/named-reactions/${id}`, "  ", "application/json"))).toEqual(
      before,
    );
    // A preview without a body is refused naming its one field.
    const refused = await raw("POST", "/api/markdown/preview", undefined);
    expect(refused.status).toBe(400);
    expect(await errorOf(refused)).toMatchObject({ code: "invalid_input", field: "markdown" });
  });

  it("refuses another media type (415), broken JSON (400 body) and a body that is no object (400 body)", async () => {
    const id = await newReaction();
    const text = await raw("PUT", `/api/named-reactions/${id}`, '{"name":"X"}', "text/plain");
    expect(text.status).toBe(415);
    expect(await errorOf(text)).toMatchObject({ code: "unsupported_media_type" });
    const broken = await raw("PUT", `/api/protecting-groups/${id}`, "{", "application/json");
    expect(broken.status).toBe(400);
    expect(await errorOf(broken)).toMatchObject({ code: "invalid_json", field: "body" });
    const list = await raw("POST", "/api/structures/reaction-preview", "[1]", "application/json");
    expect(list.status).toBe(400);
    expect(await errorOf(list)).toMatchObject({ code: "invalid_input", field: "body" });
  });

  it("keeps each call's body limit: 512 KB for a named reaction, 256 KB for a Markdown preview", async () => {
    const id = await newReaction();
    // 50,000 two-byte characters: about 100 KB, over the 64 KB default and within both limits.
    const long = "é".repeat(50_000);
    const saved = await jsonOf<{ description: string }>(
      await r.send(ed, "PUT", `/api/named-reactions/${id}`, { description: long }),
    );
    expect(saved.description).toBe(long);
    const preview = await jsonOf<{ html: string }>(
      await r.send(ed, "POST", "/api/markdown/preview", { markdown: long }),
    );
    expect(preview.html).toContain("é");
    const pad = (bytes: number) => JSON.stringify({ description: "a".repeat(bytes) });
    expect((await raw("PUT", `/api/named-reactions/${id}`, pad(520 * 1024), "application/json")).status).toBe(
      413,
    );
    const markdown = JSON.stringify({ markdown: "a".repeat(260 * 1024) });
    expect((await raw("POST", "/api/markdown/preview", markdown, "application/json")).status).toBe(413);
    const reaction = JSON.stringify({ smiles: "C".repeat(70 * 1024) });
    expect((await raw("POST", "/api/structures/reaction-preview", reaction, "application/json")).status).toBe(
      413,
    );
  });

  it("answers a malformed id or an unknown history kind 404, never 400", async () => {
    const notFound = async (res: Response) => {
      expect(res.status).toBe(404);
      expect(await errorOf(res)).toMatchObject({ code: "not_found" });
    };
    await notFound(await t.request("/api/named-reactions/x1/edit", { headers: ed.cookieOnly }));
    await notFound(await r.send(ed, "PUT", "/api/protecting-groups/x1", { name: "Z" }));
    await notFound(await r.send(ed, "DELETE", "/api/named-reactions/x1"));
    await notFound(await t.request("/api/history/reagents/x1", { headers: ed.cookieOnly }));
    await notFound(await t.request("/api/history/syntheses/1", { headers: ed.cookieOnly }));
    await notFound(await r.send(ed, "POST", "/api/history/x1/restore", {}));
  });
});
