import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Which folder may import which (docs/architecture.md "Which folder may import which"): the domain
 * imports nothing of ours but itself; the contract only the domain; db only the domain; the web app
 * never the server or db, and only the contract's types; and the server's shared mechanisms never
 * a resource (api/<resource>/), the seed or the site (server/web/ and the web app itself), so a
 * resource can be read, moved or removed without touching them. Test files are left out: a
 * mechanism's test may build its records through a resource's command. The other rules the
 * architecture states (where routes are mounted, who loads RDKit, one naming of a schema failure)
 * are checked at the end of this file.
 */
const SRC = resolve(import.meta.dirname, "..");

/** The shared mechanisms of the server: what every resource uses and none of them owns. */
const MECHANISMS = ["http", "auth", "storage", "mail", "structures", "markdown", "doi", "search", "backup"];

/** Top folders a layer may import from (paths relative to src/). */
const ALLOWED: Record<string, (target: string) => boolean> = {
  domain: (t) => t.startsWith("domain/"),
  contract: (t) => t.startsWith("contract/") || t.startsWith("domain/"),
  db: (t) => t.startsWith("db/") || t.startsWith("domain/"),
  web: (t) => !t.startsWith("server/") && !t.startsWith("db/"),
  ...Object.fromEntries(
    MECHANISMS.map((m) => [
      `server/${m}`,
      (t: string) =>
        !/^server\/(api|commands|seed|web|resilience)\//.test(t) &&
        !/^server\/(runtime|app|main)\.ts$/.test(t) &&
        !t.startsWith("web/"),
    ]),
  ),
};

function productFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => join(e.parentPath, e.name));
}

/** The files of src/ this file imports (relative specifiers only), as paths relative to src/. */
function importsOf(file: string, source = readFileSync(file, "utf8")): string[] {
  return [...source.matchAll(/\b(?:from|import)\s*\(?\s*["'](\.{1,2}\/[^"']+)["']/g)]
    .map((m) => relative(SRC, resolve(dirname(file), m[1] as string)))
    .filter((target) => !target.startsWith(".."));
}

function layerOf(path: string): string | undefined {
  const [top, second] = path.split("/");
  if (top === "server") return second && MECHANISMS.includes(second) ? `server/${second}` : undefined;
  return top;
}

describe("the import direction between folders", () => {
  it("holds for every product file of src/", () => {
    const wrong: string[] = [];
    for (const file of productFiles(SRC)) {
      const path = relative(SRC, file);
      const layer = layerOf(path);
      const allowed = layer ? ALLOWED[layer] : undefined;
      if (!allowed) continue;
      for (const target of importsOf(file)) if (!allowed(target)) wrong.push(`${path} → ${target}`);
    }
    expect(wrong).toEqual([]);
  });

  it("would notice a mechanism importing a resource's command", () => {
    const allowed = ALLOWED["server/structures"];
    expect(allowed?.("server/api/shared/reference-data/create-molecule.ts")).toBe(false);
    expect(allowed?.("server/seed/seed-demo.ts")).toBe(false);
    expect(allowed?.("domain/structure-limits.ts")).toBe(true);
    expect(ALLOWED["server/http"]?.("web/lib/site-context.ts")).toBe(false);
    expect(ALLOWED["server/http"]?.("domain/script-marker.ts")).toBe(true);
    expect(ALLOWED.web?.("server/runtime.ts")).toBe(false);
    expect(ALLOWED.contract?.("server/http/registry.ts")).toBe(false);
    expect(ALLOWED.db?.("server/api/unpublished-syntheses/publish-draft.ts")).toBe(false);
  });
});

/** Every `import`/`export … from` statement of a source, whole, with its specifier. */
function importStatements(source: string): { statement: string; from: string }[] {
  return [...source.matchAll(/^(?:import|export)\b[^;]*?\bfrom\s+["']([^"']+)["'];?/gms)].map((m) => ({
    statement: m[0],
    from: m[1] as string,
  }));
}
const isTypeOnly = (statement: string) => /^(?:import|export)\s+type\s/.test(statement);
const productSources = () =>
  productFiles(SRC).map((file) => ({ path: relative(SRC, file), source: readFileSync(file, "utf8") }));

describe("the web app and the contract", () => {
  it("takes only the contract's types, so no schema code reaches the browser", () => {
    const runtime: string[] = [];
    for (const { path, source } of productSources()) {
      if (!path.startsWith("web/")) continue;
      for (const { statement, from } of importStatements(source)) {
        if (from.includes("/contract/") && !isTypeOnly(statement)) runtime.push(`${path}: ${from}`);
      }
    }
    expect(runtime).toEqual([]);
  });

  it("would notice a value imported from the contract", () => {
    const [value] = importStatements('import { accountSchema } from "../../../contract/accounts.ts";');
    const [type] = importStatements(
      'import type {\n  accountSchema,\n} from "../../../contract/accounts.ts";',
    );
    expect(value && isTypeOnly(value.statement)).toBe(false);
    expect(type && isTypeOnly(type.statement)).toBe(true);
  });
});

/**
 * Where route groups are mounted (docs/architecture.md "The request path"): one list,
 * api/mounts.ts, names every group in order (runtime.ts hands it to app.ts, which adds only the
 * OpenAPI document it makes from them, last); a resource's routes.ts may gather its own groups. A
 * route module is one named routes.ts, *-routes.ts or *-mount.ts in a
 * resource folder of server/api/; one the list does not reach is never mounted, and its routes
 * answer 404.
 */
const MOUNT_LISTS = ["server/api/mounts.ts", "server/app.ts"];
const isRouteModule = (path: string) =>
  /^server\/api\/[^/]+\/(?:routes|[\w-]+-routes|[\w-]+-mount)\.ts$/.test(path);

function unmountedRouteModules(files: { path: string; source: string }[]): string[] {
  const importsByPath = new Map(files.map(({ path, source }) => [path, importsOf(join(SRC, path), source)]));
  const reached = new Set<string>();
  const queue = [...MOUNT_LISTS];
  while (queue.length > 0) {
    const next = queue.pop() as string;
    for (const target of importsByPath.get(next) ?? []) {
      if (isRouteModule(target) && !reached.has(target)) {
        reached.add(target);
        queue.push(target);
      }
    }
  }
  return files.map(({ path }) => path).filter((path) => isRouteModule(path) && !reached.has(path));
}

describe("the mount list", () => {
  it("reaches every route module of server/api/, from api/mounts.ts through route modules only", () => {
    expect(unmountedRouteModules(productSources())).toEqual([]);
  });

  it("knows a route module by its name", () => {
    expect(isRouteModule("server/api/molecules/routes.ts")).toBe(true);
    expect(isRouteModule("server/api/syntheses/publication-routes.ts")).toBe(true);
    expect(isRouteModule("server/api/unpublished-syntheses/review-routes.ts")).toBe(true);
    expect(isRouteModule("server/api/molecules/molecule-edits.ts")).toBe(false);
  });

  it("would notice a route module nothing mounts", () => {
    const ghost = { path: "server/api/ghost/routes.ts", source: "export const ghostMount = 1;" };
    expect(unmountedRouteModules([...productSources(), ghost])).toEqual([ghost.path]);
  });
});

/** Bare package imports (not relative paths) of a source. */
const packagesOf = (source: string) => importStatements(source).map((i) => i.from);

describe("who loads what", () => {
  it("loads RDKit in process only in its worker and in the scripts' renderer", () => {
    // Every request's structure call runs in a worker (structures/structure-service.ts); the
    // command-line scripts (backup, image repair) draw in process through renderer.ts.
    const ALLOWED_LOADERS = ["server/structures/rdkit-worker.ts", "server/structures/renderer.ts"];
    const loaders: string[] = [];
    for (const { path, source } of productSources()) {
      for (const { statement, from } of importStatements(source)) {
        const target = relative(SRC, resolve(dirname(join(SRC, path)), from));
        const loadsRdkit =
          target === "server/structures/rdkit.ts" || target === "server/structures/renderer.ts";
        if (loadsRdkit && !isTypeOnly(statement) && !ALLOWED_LOADERS.includes(path)) loaders.push(path);
      }
    }
    expect(loaders).toEqual([]);
  });

  it("counts every request limit through rate-counter.ts, the one importer of rate-limiter-flexible", () => {
    const importers = productSources()
      .filter(({ source }) => packagesOf(source).includes("rate-limiter-flexible"))
      .map(({ path }) => path);
    expect(importers).toEqual(["server/auth/rate-counter.ts"]);
  });

  it("sends mail only from the outbox loop: nothing else holds a mailer", () => {
    // docs/architecture.md "E-mail, sign-up and accounts": a command writes its message into the
    // outbox in its transaction; only mail/outbox-sender.ts sends, with the mailer runtime.ts builds.
    const holders: string[] = [];
    for (const { path, source } of productSources()) {
      for (const { statement, from } of importStatements(source)) {
        const target = relative(SRC, resolve(dirname(join(SRC, path)), from));
        if (target !== "server/mail/mailer.ts") continue;
        const names = (statement.match(/\{([^}]*)\}/)?.[1] ?? "").split(",").map((n) => n.trim());
        if (names.some((n) => /\b(?:Mailer|createMailer)\b/.test(n))) holders.push(path);
      }
    }
    expect(holders.sort()).toEqual(["server/mail/outbox-sender.ts", "server/runtime.ts"]);
  });

  it("names a schema failure for an answer in one place, domain/errors.ts firstIssue", () => {
    // Reading a failure's first issue elsewhere is allowed only where the result is not an API
    // answer: a message for the terminal or the editor's own sentence, each listed with its reason.
    const NOT_AN_ANSWER: Record<string, string> = {
      "server/seed/seed-dataset.ts": "a broken demo file stops the seed with its path",
      "server/backup/backup-check.ts": "db:restore prints why a manifest is refused",
      "domain/editor/record-actions.ts": "the editor's sentence for a value it refuses to store",
      "domain/reaction-records.ts": "the completeness check lists every record's problem by path",
    };
    const readers = productSources()
      .filter(({ source }) => /\.issues\[0\]/.test(source))
      .map(({ path }) => path)
      .filter((path) => path !== "domain/errors.ts" && !(path in NOT_AN_ANSWER));
    expect(readers).toEqual([]);
  });
});
