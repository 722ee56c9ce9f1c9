import { type ZodType, z } from "zod";
import type { OpenApiDocument } from "../../src/server/api/openapi/document.ts";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: Json }> }>;
}
const METHODS = ["get", "put", "post", "delete", "patch"] as const;

/** A path template of the document (/api/x/{id}) as a pattern, and how many parameters it has. */
const templatePattern = (template: string) => ({
  pattern: new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{[^}]+\}/g, "[^/]+")}$`),
  params: (template.match(/\{/g) ?? []).length,
});

/** `#/components/schemas/X` references replaced by their schemas (the document has no cycles). */
function inlineRefs(schema: Json, document: OpenApiDocument, depth = 0): Json {
  if (depth > 50) throw new Error("The document's schemas nest too deep (a cycle?)");
  if (Array.isArray(schema)) return schema.map((item) => inlineRefs(item, document, depth + 1));
  if (schema === null || typeof schema !== "object") return schema;
  const ref = schema.$ref;
  if (typeof ref === "string") {
    const name = ref.replace(/^#\/components\/schemas\//, "");
    const target = (document.components?.schemas as Record<string, Json> | undefined)?.[name];
    if (target === undefined) throw new Error(`The document's ${ref} resolves to nothing`);
    return inlineRefs(target, document, depth + 1);
  }
  return Object.fromEntries(Object.entries(schema).map(([k, v]) => [k, inlineRefs(v, document, depth + 1)]));
}

/**
 * Checks API answers against the OpenAPI document: the operation of the request's method and path
 * (the most specific template), the schema of the answer's status (or `default`). Returns the
 * reason an answer does not match, or null; answers of routes the document lacks are not checked
 * here (the route-coverage test fails on those routes instead).
 */
export function contractChecker(document: OpenApiDocument) {
  const templates = Object.keys(document.paths ?? {}).map((t) => ({ template: t, ...templatePattern(t) }));
  const schemas = new Map<string, ZodType | null>();
  const schemaFor = (template: string, method: string, status: string): ZodType | null | undefined => {
    const key = `${method} ${template} ${status}`;
    if (schemas.has(key)) return schemas.get(key);
    const operation = (document.paths?.[template] as Record<string, Operation> | undefined)?.[method];
    const answer = operation?.responses?.[status] ?? operation?.responses?.default;
    if (!answer) return undefined;
    const schema = answer.content?.["application/json"]?.schema;
    const compiled = schema === undefined ? null : z.fromJSONSchema(inlineRefs(schema, document) as never);
    schemas.set(key, compiled);
    return compiled;
  };
  return (method: string, path: string, status: number, body: unknown): string | null => {
    const lower = method.toLowerCase();
    if (!(METHODS as readonly string[]).includes(lower)) return null;
    const found = templates
      .filter(
        (t) =>
          t.pattern.test(path) &&
          (document.paths?.[t.template] as Record<string, unknown> | undefined)?.[lower],
      )
      .sort((a, b) => a.params - b.params)[0];
    if (!found) return null;
    const schema = schemaFor(found.template, lower, String(status));
    if (schema === undefined)
      return `${method} ${found.template} answered ${status}, a status the document does not declare`;
    if (schema === null)
      return `${method} ${found.template} answered JSON with ${status}, declared without a JSON body`;
    const result = schema.safeParse(body);
    if (result.success) return null;
    const issue = result.error.issues[0];
    return `${method} ${found.template} ${status}: the answer does not match the document at ${issue?.path.join(".") || "(root)"}: ${issue?.message}`;
  };
}
