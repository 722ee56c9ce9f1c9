import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The web app calls the JSON API through the typed modules of src/web/api-client/ (one function
 * per route, typed from src/contract/), so a shape cannot drift between the routes and the screens,
 * and those modules add no schema code to the browser. The editor's modules send through
 * api-client/api.ts; the contribute, sign-up link, reset and invitation pages' modules share
 * page-transport.ts; four modules carry their own few lines of fetch (FETCHES_ITSELF says why).
 */
const ROOT = join(import.meta.dirname, "../../..");
const WEB = join(ROOT, "src/web");
const CLIENT = join(WEB, "api-client");
const TRANSPORT = "src/web/api-client/api.ts";
/** What a client module may import for its code: the editor's transport, or the public pages'. */
const TRANSPORTS = new Set(["./api.ts", "./page-transport.ts"]);

/**
 * Files that still call the API by hand: each names why. A file converted since must leave the
 * list (the last test says so), until the list is empty.
 */
const NOT_YET_CONVERTED: Record<string, string> = {};

/** The client modules that call fetch themselves instead of a transport, each with its reason. */
const FETCHES_ITSELF: Record<string, string> = {
  "src/web/api-client/auth.ts": "the public sign-in page stays lean: no editor transport",
  "src/web/api-client/preview.ts": "the public preview page stays lean: no editor transport",
  "src/web/api-client/link-status.ts": "public link pages stay lean: no editor transport",
  "src/web/api-client/uploads.ts": "a raw PNG body, which api.ts (JSON only) does not send",
  "src/web/api-client/page-transport.ts": "it is the public pages' transport",
};

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => join(e.parentPath, e.name));
}

const relativeName = (file: string) => relative(ROOT, file).split("\\").join("/");

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

/**
 * The hand-made API calls of a file: the editor transport's verbs, fetch of an /api address, or
 * the public pages' transport (`call`, `anonymousPost`, `sessionCall` of client/page-transport.ts)
 * given an /api address, with or without a method and a type argument before it.
 */
function handCalls(text: string): string[] {
  const editor = /\bapi\.(?:get|post|put|del)\s*[<(]|\bapiRequest\s*[<(]|\bfetch\(\s*["'`]\/api\b/g;
  const publicPages =
    /\b(?:call|anonymousPost|sessionCall)\s*(?:<[^()]*>)?\(\s*(?:["'`][A-Z]+["'`]\s*,\s*)?["'`]\/api\b/g;
  return [...text.matchAll(editor), ...text.matchAll(publicPages)].map((m) => m[0]);
}

describe("the typed client", () => {
  const clientFiles = sources(CLIENT).filter((file) => relativeName(file) !== TRANSPORT);

  it("has its modules", () => {
    expect(clientFiles.map(relativeName)).toContain("src/web/api-client/structures.ts");
    expect(clientFiles.map(relativeName)).toContain("src/web/api-client/contribute.ts");
  });

  it("imports only types, apart from a transport: no schema reaches the browser", () => {
    const runtime: string[] = [];
    for (const file of clientFiles) {
      for (const { statement, from } of importStatements(readFileSync(file, "utf8"))) {
        if (TRANSPORTS.has(from)) continue;
        if (!/^import\s+type\s/.test(statement)) runtime.push(`${relativeName(file)}: ${statement}`);
      }
    }
    expect(runtime).toEqual([]);
  });

  it("names the contract as the source of its types", () => {
    const untyped = clientFiles
      .filter(
        (file) => !importStatements(readFileSync(file, "utf8")).some((i) => i.from.includes("/contract/")),
      )
      .map(relativeName);
    expect(untyped).toEqual([]);
  });

  it("sends through a transport, apart from the modules listed with a reason", () => {
    const fetching = clientFiles
      .filter((file) => /\bfetch\(/.test(readFileSync(file, "utf8")))
      .map(relativeName)
      .sort();
    expect(fetching).toEqual(Object.keys(FETCHES_ITSELF).sort());
  });

  it("is the only way the web app calls the API", () => {
    const offenders: string[] = [];
    for (const file of sources(WEB)) {
      const name = relativeName(file);
      if (file.startsWith(CLIENT) || name === TRANSPORT || name in NOT_YET_CONVERTED) continue;
      const calls = handCalls(readFileSync(file, "utf8"));
      if (calls.length > 0) offenders.push(`${name}: ${calls.join(", ")}`);
    }
    expect(offenders).toEqual([]);
  });

  it("lists as not yet converted only files that still call the API by hand", () => {
    const stale = Object.keys(NOT_YET_CONVERTED).filter(
      (name) => handCalls(readFileSync(join(ROOT, name), "utf8")).length === 0,
    );
    expect(stale).toEqual([]);
  });
});
