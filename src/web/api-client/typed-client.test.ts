import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The web app reaches the server through one typed client (docs/decisions/api/0127-a-client-generated-from-the-openapi-document.md):
 * api-types.ts, generated from the routes' OpenAPI document, types every path, parameter, body
 * and answer; transport.ts alone sends (fetch) and alone handles the anti-forgery token; the
 * modules of this folder name their routes by the document's path templates. So, anywhere in
 * src/web: no fetch outside transport.ts, no /api address written by hand (a string naming one
 * must be a path of the document, its parameters filled by the client), and no XSRF handling
 * outside transport.ts. The client's modules import nothing at run time but the client itself and
 * the domain, so no schema reaches the browser.
 */
const ROOT = join(import.meta.dirname, "../../..");
const WEB = join(ROOT, "src/web");
const CLIENT = join(WEB, "api-client");
const TRANSPORT = "src/web/api-client/transport.ts";
const GENERATED = "src/web/api-client/api-types.ts";

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => join(e.parentPath, e.name));
}

const relativeName = (file: string) => relative(ROOT, file).split("\\").join("/");

/** A file's code without its comments (which may name routes freely). */
const code = (file: string) =>
  readFileSync(file, "utf8")
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/^\s*\/\/.*$/gm, "");

/** The paths the document declares: the keys of ApiPaths in the generated file. */
const DOCUMENT_PATHS = new Set(
  [...readFileSync(join(ROOT, GENERATED), "utf8").matchAll(/^ {2}"(\/[^"]+)": \{$/gm)].map((m) => m[1]),
);

/** Every string or template literal of `text` that addresses the server: /api… or /sanctum/… */
function serverAddresses(text: string): string[] {
  return [...text.matchAll(/(["'`])(\/(?:api|sanctum)(?:[/?][^"'`\n]*)?)\1/g)].map((m) => m[2] ?? "");
}

/** What code does by hand that only the client may do, each named. */
function handMade(text: string): string[] {
  const found: string[] = [];
  for (const address of serverAddresses(text)) {
    if (!DOCUMENT_PATHS.has(address)) found.push(`an address not of the document: ${address}`);
  }
  for (const m of text.matchAll(/\b(?:fetch|XMLHttpRequest|sendBeacon|EventSource)\s*\(/g)) {
    found.push(`a request sent by hand: ${m[0]}`);
  }
  for (const m of text.matchAll(
    /["'`](?:X-CSRF-TOKEN|X-XSRF-TOKEN)["'`]|XSRF-TOKEN=|document\.cookie|csrf-cookie/g,
  )) {
    found.push(`anti-forgery handled by hand: ${m[0]}`);
  }
  return found;
}

/** Every `import … from "x"` / `export … from "x"` statement of a file, whole. */
function importStatements(text: string): { statement: string; from: string }[] {
  const found: { statement: string; from: string }[] = [];
  for (const m of text.matchAll(/^(?:import|export)\b[^;]*?\bfrom\s+["']([^"']+)["'];?/gms)) {
    found.push({ statement: m[0], from: m[1] ?? "" });
  }
  for (const m of text.matchAll(/^import\s+["']([^"']+)["'];?/gm)) {
    found.push({ statement: m[0], from: m[1] ?? "" });
  }
  return found;
}

describe("the typed client", () => {
  it("reads the document's paths from the generated file", () => {
    expect(DOCUMENT_PATHS.has("/api/unpublishedSyntheses/{id}")).toBe(true);
    expect(DOCUMENT_PATHS.has("/sanctum/csrf-cookie")).toBe(true);
  });

  it("is the only way the web app calls the server: no fetch, /api address or XSRF handling by hand", () => {
    const offenders: string[] = [];
    for (const file of sources(WEB)) {
      const name = relativeName(file);
      if (name === TRANSPORT || name === GENERATED) continue;
      for (const what of handMade(code(file))) offenders.push(`${name}: ${what}`);
    }
    expect(offenders).toEqual([]);
  });

  it("catches each kind of hand-made call, and lets a document's path template through", () => {
    const sample = [
      'await fetch("/api/solvents");',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the sample is code with a template literal.
      "api.post(`/api/syntheses/${id}/unpublish`, body);",
      'const a = "/api/syntheses/7/document";',
      'const token = document.cookie.split("; ");',
      'headers: { "X-CSRF-TOKEN": token }',
      'api.get("/api/unpublishedSyntheses/{id}", { path: { id } });',
    ].join("\n");
    expect(handMade(sample)).toEqual([
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the address as the sample wrote it.
      "an address not of the document: /api/syntheses/${id}/unpublish",
      "an address not of the document: /api/syntheses/7/document",
      "a request sent by hand: fetch(",
      "anti-forgery handled by hand: document.cookie",
      'anti-forgery handled by hand: "X-CSRF-TOKEN"',
    ]);
  });

  it("sends from transport.ts only, which holds the one fetch and the anti-forgery handling", () => {
    const transport = readFileSync(join(ROOT, TRANSPORT), "utf8");
    expect(transport).toMatch(/\bfetch\(/);
    expect(transport).toContain("X-XSRF-TOKEN");
    expect(transport).toContain("X-CSRF-TOKEN");
  });

  it("imports at run time only the client and the domain: no schema reaches the browser", () => {
    const runtime: string[] = [];
    for (const file of sources(CLIENT)) {
      for (const { statement, from } of importStatements(readFileSync(file, "utf8"))) {
        if (/^import\s+type\s/.test(statement) || /^\.\/[\w-]+\.ts$/.test(from) || from.includes("/domain/"))
          continue;
        runtime.push(`${relativeName(file)}: ${statement}`);
      }
    }
    expect(runtime).toEqual([]);
  });

  it("keeps the generated file to types: nothing of it reaches the browser", () => {
    const text = code(join(ROOT, GENERATED));
    expect(text).toMatch(/^export interface ApiPaths \{/m);
    expect(text).not.toMatch(/^export (?:const|let|var|function|class|default)\b/m);
  });
});
