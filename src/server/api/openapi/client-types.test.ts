import { describe, expect, it } from "vitest";
import { clientTypesOf, typeOf } from "./client-types.ts";
import type { OpenApiDocument } from "./document.ts";

const flat = (type: string) => type.replace(/\s+/g, " ");

describe("typeOf: a JSON Schema as the TypeScript type of the value it admits", () => {
  it("reads scalars, nullable type lists, enums, consts and references", () => {
    expect(typeOf({ type: "string" })).toBe("string");
    expect(typeOf({ type: "integer" })).toBe("number");
    expect(typeOf({ type: ["string", "null"] })).toBe("string | null");
    expect(typeOf({ type: "string", enum: ["a", "b", null] })).toBe('"a" | "b" | null');
    expect(typeOf({ const: 3 })).toBe("3");
    expect(typeOf({ $ref: "#/components/schemas/Author" })).toBe('ApiSchemas["Author"]');
    expect(typeOf({ type: "string", format: "binary" })).toBe("Blob");
    expect(typeOf({})).toBe("unknown");
  });

  it("reads objects: required and optional properties, loose objects, records", () => {
    const object = typeOf({
      type: "object",
      properties: { id: { type: "number" }, "display-name": { type: "string" } },
      required: ["id"],
    });
    expect(flat(object)).toBe('{ id: number; "display-name"?: string; }');
    const loose = typeOf({
      type: "object",
      properties: { a: { type: "boolean" } },
      additionalProperties: {},
    });
    expect(flat(loose)).toBe("{ a?: boolean; [key: string]: unknown; }");
    const record = typeOf({ type: "object", additionalProperties: { type: "number" } });
    expect(flat(record)).toBe("{ [key: string]: number; }");
  });

  it("reads arrays, tuples, unions and intersections, grouping a union before []", () => {
    expect(typeOf({ type: "array", items: { type: ["number", "null"] } })).toBe("(number | null)[]");
    expect(typeOf({ type: "array", prefixItems: [{ type: "string" }, { type: "number" }] })).toBe(
      "[string, number]",
    );
    expect(typeOf({ anyOf: [{ type: "string" }, { type: "number" }] })).toBe("string | number");
    expect(typeOf({ allOf: [{ $ref: "#/components/schemas/A" }, { $ref: "#/components/schemas/B" }] })).toBe(
      'ApiSchemas["A"] & ApiSchemas["B"]',
    );
  });
});

describe("clientTypesOf: the document as ApiPaths and ApiSchemas", () => {
  const document = {
    openapi: "3.1.0",
    info: { title: "t", version: "1" },
    paths: {
      "/api/items/{id}": {
        put: {
          summary: "Change an item",
          parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }],
          requestBody: {
            required: true,
            content: {
              "application/json": { schema: { type: "object", properties: { name: { type: "string" } } } },
            },
          },
          responses: {
            200: {
              description: "ok",
              content: { "application/json": { schema: { $ref: "#/components/schemas/Item" } } },
            },
            204: { description: "nothing" },
            404: {
              description: "refused",
              content: { "application/json": { schema: { $ref: "#/components/schemas/ApiError" } } },
            },
          },
        },
      },
      "/api/files": {
        post: {
          parameters: [{ name: "q", in: "query", schema: { type: "string" } }],
          requestBody: {
            required: true,
            content: { "image/png": { schema: { type: "string", format: "binary" } } },
          },
          responses: { 201: { description: "stored" } },
        },
      },
    },
    components: {
      schemas: { Item: { type: "object", properties: { id: { type: "number" } }, required: ["id"] } },
    },
  } as unknown as OpenApiDocument;

  it("gives each operation its parameters, body, body media and accepted answers by status, paths in order", () => {
    const text = flat(clientTypesOf(document));
    expect(text.indexOf('"/api/files"')).toBeLessThan(text.indexOf('"/api/items/{id}"'));
    expect(text).toContain(
      '"/api/items/{id}": { put: { /** Change an item */ path: { id: string | number; }; body: { name?: string; }; media: "application/json"; answers: { 200: ApiSchemas["Item"]; 204: undefined; }; }; };',
    );
    expect(text).toContain('query?: { q?: string; }; body: Blob; media: "image/png";');
    expect(text).toContain("export interface ApiSchemas { Item: { id: number; }; }");
  });
});
