import { mkdirSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import type { TestProject } from "vitest/node";
import { parseConfig } from "../../src/server/config.ts";
import { createRuntime } from "../../src/server/runtime.ts";
import { seedingRenderer } from "../../src/server/seed/drawing-cache.ts";
import { readDataset, seedDataset } from "../../src/server/seed/seed-dataset.ts";
import { startPostgres } from "./postgres-server.ts";

/** The dataset the API suite runs against: the shipped demo data (TEST_DATASET_DIR overrides it). */
export const DATASET_DIR = resolve(process.env.TEST_DATASET_DIR ?? "data/demo");

declare module "vitest" {
  export interface ProvidedContext {
    engine: "sqlite" | "postgres";
    templateUrl: string;
    adminUrl: string;
    storageDir: string;
  }
}

/**
 * Builds one migrated and seeded template database per run (Epic Stack style); each test file then
 * works on its own copy (see test-app.ts). The api-postgres project starts a real PostgreSQL server.
 */
export default async function setup(project: TestProject) {
  const engine = project.name === "api-postgres" ? "postgres" : "sqlite";
  const root = resolve(".tmp", `test-${engine}-${process.pid}`);
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  const storageDir = join(root, "images");

  const postgres = engine === "postgres" ? await startPostgres() : null;
  let templateUrl = `file:${join(root, "template.db")}`;
  if (postgres) {
    const { default: pg } = await import("pg");
    const admin = new pg.Client({ connectionString: postgres.url("postgres") });
    await admin.connect();
    await admin.query("CREATE DATABASE app_template");
    await admin.end();
    templateUrl = postgres.url("app_template");
  }

  const config = parseConfig({
    DATABASE_URL: templateUrl,
    STORAGE_DIR: storageDir,
    LOG_LEVEL: "silent",
    // npm test's drawing cache: the second engine's template reads the first one's drawings.
    SEED_DRAWING_CACHE_DIR: process.env.SEED_DRAWING_CACHE_DIR ?? "",
  });
  const runtime = await createRuntime(config, { withSite: false });
  await seedDataset(
    {
      ...runtime.publishDeps,
      structures: seedingRenderer(runtime.publishDeps.structures, config.SEED_DRAWING_CACHE_DIR),
      isPublished: () => Promise.resolve(false),
    },
    await readDataset(DATASET_DIR),
  );
  await runtime.close();

  project.provide("engine", engine);
  project.provide("templateUrl", templateUrl);
  project.provide("adminUrl", postgres ? postgres.url("postgres") : "");
  project.provide("storageDir", storageDir);

  return () => {
    postgres?.stop();
    rmSync(root, { recursive: true, force: true });
  };
}
