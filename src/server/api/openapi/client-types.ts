import type { OpenApiDocument } from "./document.ts";

/**
 * The OpenAPI document as TypeScript types for the web app's typed client (src/web/api-client/):
 * `ApiPaths` (path → method → its path, query and header parameters, its body and its answers by
 * status, the 2xx ones: a refusal is always an ApiError) and `ApiSchemas` (the named schemas). Only the JSON Schema the registry emits from our zod
 * schemas is read: type (also as a list), $ref, properties, required, additionalProperties, items,
 * prefixItems, enum, const, anyOf, oneOf, allOf; anything else is `unknown`.
 * docs/decisions/api/0127-a-client-generated-from-the-openapi-document.md says why a generator of our own.
 */

type Schema = Record<string, unknown>;

const METHODS = ["get", "put", "post", "delete", "patch"] as const;
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

const keyOf = (name: string) =>
  IDENTIFIER.test(name) || /^[1-9]\d*$/.test(name) ? name : JSON.stringify(name);
const pad = (depth: number) => "  ".repeat(depth);
/** A description as a one-line doc comment (none when absent). */
const doc = (text: unknown, depth: number) =>
  typeof text === "string" && text.trim() !== ""
    ? `${pad(depth)}/** ${text.replace(/\s+/g, " ").replaceAll("*/", "*\\/").trim()} */\n`
    : "";

/** Wraps a union or intersection before `[]` binds to it. */
const grouped = (type: string) => (/[|&]/.test(type) && !/^[{(]/.test(type) ? `(${type})` : type);
const union = (types: string[]) => [...new Set(types)].join(" | ") || "never";

function objectType(schema: Schema, depth: number): string {
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  const required = new Set((schema.required ?? []) as string[]);
  const lines = Object.entries(properties).map(
    ([name, property]) =>
      `${doc(property.description, depth + 1)}${pad(depth + 1)}${keyOf(name)}${required.has(name) ? "" : "?"}: ${typeOf(property, depth + 1)};`,
  );
  const extra = schema.additionalProperties;
  if (extra !== false && (extra !== undefined || lines.length === 0)) {
    // Named properties must fit the index signature, so with them any extra one is `unknown`.
    const value =
      lines.length === 0 && extra && typeof extra === "object"
        ? typeOf(extra as Schema, depth + 1)
        : "unknown";
    lines.push(`${pad(depth + 1)}[key: string]: ${value};`);
  }
  return `{\n${lines.join("\n")}\n${pad(depth)}}`;
}

function typeOfKind(kind: unknown, schema: Schema, depth: number): string {
  switch (kind) {
    case "string":
      return schema.format === "binary" ? "Blob" : "string";
    case "number":
    case "integer":
      return "number";
    case "boolean":
      return "boolean";
    case "null":
      return "null";
    case "array": {
      if (Array.isArray(schema.prefixItems)) {
        return `[${(schema.prefixItems as Schema[]).map((item) => typeOf(item, depth)).join(", ")}]`;
      }
      return schema.items ? `${grouped(typeOf(schema.items as Schema, depth))}[]` : "unknown[]";
    }
    case "object":
      return objectType(schema, depth);
    default:
      return "unknown";
  }
}

/** The TypeScript type of a JSON Schema, indented for `depth`. */
export function typeOf(schema: Schema | undefined, depth = 0): string {
  if (!schema || typeof schema !== "object") return "unknown";
  if (typeof schema.$ref === "string") {
    const name = /^#\/components\/schemas\/(.+)$/.exec(schema.$ref)?.[1];
    return name ? `ApiSchemas[${JSON.stringify(name)}]` : "unknown";
  }
  if ("const" in schema) return JSON.stringify(schema.const);
  if (Array.isArray(schema.enum)) return union(schema.enum.map((value) => JSON.stringify(value)));
  for (const key of ["anyOf", "oneOf"] as const) {
    const members = schema[key];
    if (Array.isArray(members)) return union(members.map((member) => typeOf(member as Schema, depth)));
  }
  if (Array.isArray(schema.allOf)) {
    return schema.allOf.map((member) => grouped(typeOf(member as Schema, depth))).join(" & ");
  }
  if (Array.isArray(schema.type)) {
    return union(schema.type.map((kind) => typeOfKind(kind, schema, depth)));
  }
  if (schema.type !== undefined) return typeOfKind(schema.type, schema, depth);
  return schema.properties ? objectType(schema, depth) : "unknown";
}

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: Schema;
}

/** One `in` of an operation's parameters as an object type; null when it has none. */
function parametersOf(parameters: Parameter[], place: string, depth: number): string | null {
  const own = parameters.filter((p) => p.in === place);
  if (own.length === 0) return null;
  const lines = own.map((p) => {
    // A path segment is text: a number is written as one.
    const type = place === "path" ? "string | number" : typeOf(p.schema, depth + 1);
    return `${doc(p.description, depth + 1)}${pad(depth + 1)}${keyOf(p.name)}${p.required ? "" : "?"}: ${type};`;
  });
  return `{\n${lines.join("\n")}\n${pad(depth)}}`;
}

interface Content {
  [media: string]: { schema?: Schema };
}

/** A body or an answer: JSON as its schema's type, a file's bytes as Blob, nothing as undefined. */
function contentType(content: Content | undefined, depth: number): { media: string | null; type: string } {
  const [media, entry] = Object.entries(content ?? {})[0] ?? [];
  if (!media) return { media: null, type: "undefined" };
  if (media === "application/json") return { media, type: typeOf(entry?.schema, depth) };
  return { media, type: entry?.schema?.format === "binary" ? "Blob" : "unknown" };
}

function operationType(operation: Record<string, unknown>, depth: number): string {
  const lines: string[] = [];
  const parameters = (operation.parameters ?? []) as Parameter[];
  for (const [place, key] of [
    ["path", "path"],
    ["query", "query"],
    ["header", "headers"],
  ] as const) {
    const type = parametersOf(parameters, place, depth + 1);
    const required = parameters.some((p) => p.in === place && p.required);
    if (type) lines.push(`${pad(depth + 1)}${key}${required ? "" : "?"}: ${type};`);
  }
  const body = operation.requestBody as { required?: boolean; content?: Content } | undefined;
  if (body) {
    const { media, type } = contentType(body.content, depth + 1);
    lines.push(`${pad(depth + 1)}body${body.required ? "" : "?"}: ${type};`);
    lines.push(`${pad(depth + 1)}media: ${JSON.stringify(media)};`);
  }
  // Only the answers of an accepted call: every refusal is an ApiError (ApiSchemas), whatever its status.
  const answers = Object.entries((operation.responses ?? {}) as Record<string, { content?: Content }>)
    .filter(([status]) => /^2\d\d$/.test(status))
    .map(
      ([status, answer]) =>
        `${pad(depth + 2)}${keyOf(status)}: ${contentType(answer.content, depth + 2).type};`,
    );
  lines.push(`${pad(depth + 1)}answers: {\n${answers.join("\n")}\n${pad(depth + 1)}};`);
  return `{\n${doc(operation.summary, depth + 1)}${lines.join("\n")}\n${pad(depth)}}`;
}

const HEADER = `/**
 * The API as TypeScript types, generated from its OpenAPI document (GET /api/openapi.json) by
 * \`npm run api:types\` (src/server/api/openapi/client-types.ts). Do not edit: change the route's
 * declaration or its schema in src/contract/ and run the script again; a unit test fails while this
 * file differs from what the current document generates. Types only: nothing here reaches the browser.
 */
`;

/** The text of src/web/api-client/api-types.ts for `document`. */
export function clientTypesOf(document: OpenApiDocument): string {
  const paths = Object.entries(document.paths ?? {})
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([path, item]) => {
      const operations = METHODS.filter((method) => item?.[method]).map(
        (method) =>
          `${pad(2)}${method}: ${operationType(item?.[method] as unknown as Record<string, unknown>, 2)};`,
      );
      return `${pad(1)}${JSON.stringify(path)}: {\n${operations.join("\n")}\n${pad(1)}};`;
    });
  const schemas = Object.entries((document.components?.schemas ?? {}) as Record<string, Schema>)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, schema]) => `${doc(schema.description, 1)}${pad(1)}${keyOf(name)}: ${typeOf(schema, 1)};`);
  return `${HEADER}
export interface ApiPaths {
${paths.join("\n")}
}

export interface ApiSchemas {
${schemas.join("\n")}
}
`;
}
