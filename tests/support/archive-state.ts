import { createHash } from "node:crypto";
import { copyFileSync, mkdirSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import type { Kysely } from "kysely";
import { createImageInventoryRepository } from "../../src/db/repositories/image-inventory.ts";
import type { Database } from "../../src/db/schema.ts";
import { inOrder } from "../../src/server/seed/in-order.ts";
import { namedImages } from "../../src/server/storage/image-inventory.ts";
import { STAGED_FILE, TEMP_FILE } from "../../src/server/storage/image-storage.ts";
import { repairImages } from "../../src/server/storage/repair-images.ts";
import { createStructureRenderer } from "../../src/server/structures/renderer.ts";

/**
 * An image folder of a test's own holding exactly the files its database names: copied from the
 * run's shared folder (which other test files write into), and what is missing there drawn again.
 */
export async function privateImageFolder(db: Kysely<Database>, shared: string, target: string) {
  mkdirSync(target, { recursive: true });
  const inventory = createImageInventoryRepository(db);
  for (const path of (await namedImages(inventory)).keys()) {
    try {
      statSync(join(shared, path));
      mkdirSync(dirname(join(target, path)), { recursive: true });
      copyFileSync(join(shared, path), join(target, path));
    } catch {
      // drawn below
    }
  }
  await repairImages(
    { inventory, structures: createStructureRenderer(), storageDir: target },
    { pendingAgeMs: 0 },
  );
}

/** Every file under `root` (staged and temporary files of writes under way left out) with its sha-256. */
export function imageHashes(root: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (relative: string) => {
    for (const entry of readdirSync(join(root, relative), { withFileTypes: true })) {
      const path = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(path);
      else if (!STAGED_FILE.test(entry.name) && !TEMP_FILE.test(entry.name)) {
        out[path] = createHash("sha256")
          .update(readFileSync(join(root, path)))
          .digest("hex");
      }
    }
  };
  try {
    walk("");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  return out;
}

type Request = (path: string) => Promise<Response>;

/**
 * The anonymous public API's answers (docs/product/api.md §5.3): every list, every synthesis, every
 * named reaction, protecting group, molecule and author page, as status and body text.
 */
export async function publicAnswers(request: Request): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  const get = async (path: string) => {
    const res = await request(path);
    const text = await res.text();
    // 'createdAtHuman' ("2 minutes ago") depends on when it is asked, not on the data: left out.
    out[path] = `${res.status} ${text.replace(/"createdAtHuman":"[^"]*"/g, '"createdAtHuman":""')}`;
    return res.status === 200 ? (JSON.parse(text) as unknown) : null;
  };
  const lists = [
    "/api/syntheses",
    "/api/syntheses/count",
    "/api/syntheses/recent/5",
    "/api/syntheses/resume/3",
    "/api/molecules",
    "/api/authors",
    "/api/reagents",
    "/api/solvents",
    "/api/references",
    "/api/named-reactions",
    "/api/protecting-groups",
    "/api/search?q=acid",
  ];
  const answers = new Map<string, unknown>();
  for (const path of lists) answers.set(path, await get(path));
  const items = (path: string) => (answers.get(path) ?? []) as Record<string, unknown>[];
  const pages = [
    ...items("/api/syntheses").map((s) => `/api/syntheses/${s.id}`),
    ...items("/api/named-reactions").map((n) => `/api/named-reactions/${n.url}`),
    ...items("/api/protecting-groups").map((g) => `/api/protecting-groups/${g.url}`),
    ...items("/api/molecules").map((m) => `/api/molecule/name/${m.structure}`),
    ...items("/api/authors").map((a) => `/api/authors/${a.id}/syntheses`),
  ];
  // A few at a time: on PostgreSQL one read mostly waits for the database, and the ~300 pages
  // read one after the other were most of a write drill's time. The answers are the same.
  await inOrder(pages, PAGES_AT_ONCE, get);
  return out;
}

/** Pages publicAnswers reads at once (a database pool of the default size serves them all). */
const PAGES_AT_ONCE = 6;
