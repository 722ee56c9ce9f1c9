import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The browser reads and writes through React Router's loaders and fetchers
 * (docs/decisions/code/0130-one-data-layer-react-router-loaders-and-fetchers.md): no component
 * asks the API from an effect. This test reads every module of src/web and fails on an effect
 * (`useEffect`, `useLayoutEffect`) whose body calls `fetch`, a function of src/web/api-client/,
 * a fetcher's `load` or `submit`, or a function of the same module that calls one of those.
 */
const ROOT = join(import.meta.dirname, "../..");
const WEB = join(ROOT, "src/web");

/**
 * Modules whose effects still read the API, each with what is left to do. A module converted since
 * must leave the list (the last test says so), until the list is empty.
 */
const NOT_YET_CONVERTED: Record<string, string> = {
  "src/web/editor/synthesis/drawings.ts":
    "a drawing per SMILES of the document: one read per card, no fetcher key",
  "src/web/editor/synthesis/citation-lookups.ts":
    "a DOI look-up per reference of the document, like the drawings",
  "src/web/editor/named-reaction-description.tsx": "the Markdown preview, asked 400 ms after typing stops",
  "src/web/editor/synthesis/fix-on-arrival.ts":
    "the completeness check of the draft the address opens, which goes with that opening (use-synthesis-frame.tsx)",
};

function sources(): string[] {
  return readdirSync(WEB, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => join(e.parentPath, e.name));
}

const relativeName = (file: string) => relative(ROOT, file).split("\\").join("/");

/** The names a module imports from src/web/api-client/ (its functions, types left out). */
function clientImports(text: string): string[] {
  const names: string[] = [];
  for (const m of text.matchAll(/^import\s+(type\s+)?\{([^}]*)\}\s+from\s+["']([^"']+)["']/gm)) {
    if (m[1] || !/(^|\/)api-client\//.test(m[3] ?? "")) continue;
    for (const part of (m[2] ?? "").split(",")) {
      const name = part.trim();
      if (!name || name.startsWith("type ")) continue;
      names.push(name.split(/\s+as\s+/).pop() ?? name);
    }
  }
  return names;
}

/** The text between the parenthesis at `open` and the one that closes it. */
function balanced(text: string, open: number): string {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === "(") depth++;
    else if (text[i] === ")" && --depth === 0) return text.slice(open + 1, i);
  }
  return text.slice(open + 1);
}

/** The body of every effect of a module. */
function effectBodies(text: string): string[] {
  return [...text.matchAll(/\buse(?:Layout)?Effect\(/g)].map((m) =>
    balanced(text, (m.index ?? 0) + m[0].length - 1),
  );
}

const callsOf = (names: string[]) =>
  names.length === 0 ? null : new RegExp(`(?<![\\w.])(?:${names.join("|")})\\s*\\(`);
const FETCHING = /(?<![\w.])fetch\s*\(|\.(?:load|submit)\s*\(/;

/** Local functions (`function f`, `const f = (…) =>`, `const f = useCallback(…)`) that call the API. */
function fetchingLocals(text: string, direct: RegExp | null): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(
    /\b(?:function\s+(\w+)\s*\(|const\s+(\w+)\s*=\s*(?:useCallback\()?(?:async\s*)?\()/g,
  )) {
    const name = m[1] ?? m[2];
    if (!name) continue;
    const body =
      balanced(text, (m.index ?? 0) + m[0].length - 1) +
      text.slice((m.index ?? 0) + m[0].length).split(/\n\S/)[0];
    if (FETCHING.test(body) || direct?.test(body)) found.push(name);
  }
  return found;
}

/** Parameters whose default is one of `names` (`draw = drawingOf`): calling them reads the API too. */
function defaultedTo(text: string, names: string[]): string[] {
  if (names.length === 0) return [];
  const alternatives = names.join("|");
  // `draw = f`, `draw: Type = f`, or `draw: (…) => Type = f`.
  const pattern = new RegExp(
    `\\b(\\w+)\\??(?:\\s*:\\s*(?:\\([^()]*\\)\\s*=>\\s*)?[\\w<>[\\]| .]+)?\\s*=\\s*(?:${alternatives})\\b(?!\\s*\\()`,
    "g",
  );
  return [...text.matchAll(pattern)].map((m) => m[1] ?? "");
}

/** Why a module's effects read the API, or null when none does. */
function effectThatFetches(text: string): string | null {
  const direct = callsOf(clientImports(text));
  const locals = fetchingLocals(text, direct);
  const local = callsOf([...locals, ...defaultedTo(text, [...clientImports(text), ...locals])]);
  for (const body of effectBodies(text)) {
    const hit = body.match(FETCHING) ?? (direct && body.match(direct)) ?? (local && body.match(local));
    if (hit) return `an effect calls ${hit[0].replace(/\s*\($/, "")}`;
  }
  return null;
}

describe("no component reads the API in an effect", () => {
  const files = sources();

  it("finds the effects it looks for", () => {
    // The checker itself: each way of reading the API in an effect is caught, other effects are not.
    const imports = 'import { listPending } from "../api-client/pending.ts";\n';
    expect(effectThatFetches(`${imports}useEffect(() => { listPending().then(set); }, []);`)).toMatch(
      /listPending/,
    );
    expect(effectThatFetches("useEffect(() => { void fetch('/api/x'); }, []);")).toMatch(/fetch/);
    expect(effectThatFetches("useEffect(() => { fetcher.load('/edit/data/pending'); }, []);")).toMatch(
      /load/,
    );
    expect(
      effectThatFetches(
        `${imports}const read = useCallback(async () => {\n  set(await listPending());\n}, []);\nuseEffect(() => {\n  void read();\n}, [read]);`,
      ),
    ).toMatch(/read/);
    expect(
      effectThatFetches(
        `${imports}function useRead(draw: () => Promise<unknown> = listPending) {\n  useEffect(() => { void draw(); }, [draw]);\n}`,
      ),
    ).toMatch(/draw/);
    expect(effectThatFetches(`${imports}useEffect(() => { input.current?.focus(); }, []);`)).toBeNull();
    expect(
      effectThatFetches(`${imports}const go = () => listPending();\nuseEffect(() => { go; }, []);`),
    ).toBeNull();
  });

  it.each(files.map(relativeName).filter((f) => !(f in NOT_YET_CONVERTED)))("%s", (file) => {
    expect(effectThatFetches(readFileSync(join(ROOT, file), "utf8"))).toBeNull();
  });

  it("lists only modules that still read the API in an effect", () => {
    const stale = Object.keys(NOT_YET_CONVERTED).filter(
      (file) => effectThatFetches(readFileSync(join(ROOT, file), "utf8")) === null,
    );
    expect(stale).toEqual([]);
  });
});

describe("a data route imports the typed client and nothing else", () => {
  // React or Mantine code in a data route re-splits the chunks every public page shares
  // (docs/benchmarks.md, "One data layer in the browser").
  const ALLOWED = /(?:\/api-client\/|\/editor\/read-result\.ts$|^\.\/\+types\/)/;
  const routes = sources().filter((f) => /\/routes\/(?:edit|contribute)-data\//.test(f));

  it("finds the data routes", () => {
    expect(routes.length).toBeGreaterThanOrEqual(2);
  });

  it.each(routes.map(relativeName))("%s", (file) => {
    const text = readFileSync(join(ROOT, file), "utf8");
    const code = [...text.matchAll(/^import\s+(?!type\b)[^;]*?from\s+["']([^"']+)["']/gms)].map(
      (m) => m[1] ?? "",
    );
    expect(code.filter((from) => !ALLOWED.test(from))).toEqual([]);
  });
});
