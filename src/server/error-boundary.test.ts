import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * One error shape (docs/decisions/code/0070-one-error-shape-and-domain-errors.md): commands throw domain
 * errors (src/domain/errors.ts) and import nothing of the HTTP layer, which maps them; every error
 * answer is built by a factory of src/server/http/errors.ts (or src/domain/errors.ts), so each code
 * is written once and listed once in docs/product/api.md §5.1.5.
 */
const ROOT = resolve(import.meta.dirname, "../..");
const SRC = join(ROOT, "src");

/** Source files under `dir` (relative to the repository), tests included when asked. */
function files(dir: string, withTests = false): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && (withTests || !/\.test\.tsx?$/.test(e.name)))
    .map((e) => relative(ROOT, join(e.parentPath, e.name)))
    .sort();
}
const read = (file: string) => readFileSync(join(ROOT, file), "utf8");

/** Every module specifier the file imports or re-exports, static or dynamic. */
function importedSpecifiers(source: string): string[] {
  return [...source.matchAll(/\b(?:from|import)\s*\(?\s*["']([^"']+)["']/g)].map((m) => m[1] as string);
}
const importsHttp = (source: string) => importedSpecifiers(source).some((s) => /(^|\/)http\//.test(s));

/** The files allowed to construct an ApiError: the factories (and this test, for its samples). */
const FACTORIES = ["src/server/http/errors.ts", "src/server/error-boundary.test.ts"];
const constructsApiError = (source: string) => /\bnew ApiError\(/.test(source);

/** The codes the factories write: `new ApiError(<status>, "<code>"` and `new DomainError("<kind>", "<code>"`. */
function codesIn(source: string): string[] {
  const codes = [
    ...source.matchAll(/new ApiError\(\s*[^,]+,\s*"([a-z_]+)"/g),
    ...source.matchAll(/new DomainError\(\s*"[a-z_]+",\s*"([a-z_]+)"/g),
    ...source.matchAll(/wire\.code \?\? "([a-z_]+)"/g),
  ].map((m) => m[1] as string);
  return [...new Set(codes)].sort();
}

/** The codes of the table in docs/product/api.md §5.1.5: the first cell of each row, in backticks. */
function documentedCodes(markdown: string): string[] {
  const start = markdown.indexOf("#### 5.1.5.");
  if (start < 0) return [];
  const end = markdown.indexOf("\n### ", start);
  const section = markdown.slice(start, end < 0 ? undefined : end);
  return [...section.matchAll(/^\| `([a-z_]+)` +\|/gm)].map((m) => m[1] as string).sort();
}

describe("the error boundary", () => {
  it("recognises an import of the HTTP layer and a constructed ApiError", () => {
    expect(importsHttp('import { notFound } from "../http/errors.ts";')).toBe(true);
    expect(importsHttp('import { bodyLimit } from "../../http/body-limit.ts";')).toBe(true);
    expect(importsHttp('import { notFound } from "../../domain/errors.ts";')).toBe(false);
    expect(constructsApiError('throw new ApiError(409, "conflict", "taken");')).toBe(true);
    expect(constructsApiError('throw conflict("name", "taken");')).toBe(false);
    expect(codesIn('new ApiError(409, "conflict", "x"); new DomainError("gone", "token_used", "y")')).toEqual(
      ["conflict", "token_used"],
    );
    expect(documentedCodes("#### 5.1.5. Codes\n\n| `gone` | 410 |\n| `busy` | 503 |\n### 5.2.")).toEqual([
      "busy",
      "gone",
    ]);
  });

  it("commands import nothing from src/server/http", () => {
    // A resource folder's HTTP side is named so (routes.ts, *-routes.ts, *-route-*.ts, *-mount.ts);
    // every other file there is a command or a helper of one.
    const commands = files(join(SRC, "server/api")).filter((f) => !/(route|mount)[^/]*\.ts$/.test(f));
    expect(commands.some((f) => f.endsWith("api/shared/reference-data/lookup-writes.ts"))).toBe(true);
    expect(commands.some((f) => f.endsWith("api/shared/reference-data/write-route-support.ts"))).toBe(false);
    const offenders = commands.filter((f) => importsHttp(read(f)));
    expect(offenders).toEqual([]);
  });

  it("turns a schema failure into an answer in one place: no route or HTTP file reads zod issues but the registry", () => {
    const readers = [...files(join(SRC, "server/http")), ...files(join(SRC, "server/api"))]
      .filter((f) => !f.endsWith("server/http/registry.ts"))
      .filter((f) => /\.issues\b/.test(read(f)));
    // Commands read the issues of the documents they check (a domain refusal), never of a request.
    expect(readers.filter((f) => /(route|mount)[^/]*\.ts$/.test(f) || f.includes("server/http/"))).toEqual(
      [],
    );
  });

  it("builds every error answer with a factory: no `new ApiError(` outside them", () => {
    const offenders = [
      ...files(SRC, true),
      ...files(join(ROOT, "tests"), true),
      ...files(join(ROOT, "scripts"), true),
    ]
      .filter((f) => !FACTORIES.includes(f))
      .filter((f) => constructsApiError(read(f)));
    expect(offenders).toEqual([]);
  });

  it("documents every code once in docs/product/api.md §5.1.5, and only codes in use", () => {
    const used = codesIn(read("src/server/http/errors.ts") + read("src/domain/errors.ts"));
    const documented = documentedCodes(read("docs/product/api.md"));
    expect(used.length).toBeGreaterThan(20);
    expect(documented.filter((code, i) => documented.indexOf(code) !== i)).toEqual([]);
    expect(used.filter((code) => !documented.includes(code))).toEqual([]);
    expect(documented.filter((code) => !used.includes(code))).toEqual([]);
  });
});
