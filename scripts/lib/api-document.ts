import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { clientTypesOf } from "../../src/server/api/openapi/client-types.ts";
import type { OpenApiDocument } from "../../src/server/api/openapi/document.ts";
import { apiDocumentOf } from "../../src/server/app.ts";
import { parseConfig } from "../../src/server/config.ts";
import { createRuntime } from "../../src/server/runtime.ts";

/** Where the web app's typed client reads the API's types from (generated, committed). */
export const API_TYPES_FILE = join(import.meta.dirname, "../../src/web/api-client/api-types.ts");

/**
 * The OpenAPI document of the app as the runtime assembles it (every mount), from a runtime over a
 * throwaway empty SQLite database: the document depends on the routes only, not on any data.
 */
export async function currentApiDocument(): Promise<OpenApiDocument> {
  const dir = mkdtempSync(join(tmpdir(), "api-document-"));
  try {
    const config = parseConfig({
      DATABASE_URL: `file:${join(dir, "archive.db")}`,
      STORAGE_DIR: join(dir, "storage"),
      MAIL_OUTBOX_DIR: join(dir, "outbox"),
      LOG_LEVEL: "silent",
      SEED_DEMO: "false",
    });
    const runtime = await createRuntime(config, { withSite: false });
    try {
      return apiDocumentOf(runtime.app);
    } finally {
      await runtime.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The text api-types.ts must hold for the current routes, formatted as `npm run lint` wants it. */
export async function currentApiTypes(): Promise<string> {
  const biome = createRequire(import.meta.url).resolve("@biomejs/biome/bin/biome");
  return execFileSync(process.execPath, [biome, "format", `--stdin-file-path=${API_TYPES_FILE}`], {
    input: clientTypesOf(await currentApiDocument()),
    encoding: "utf8",
  });
}
