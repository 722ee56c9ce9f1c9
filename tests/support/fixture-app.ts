import { publishSynthesis } from "../../src/server/api/shared/synthesis-writing/publish-synthesis.ts";
import { loadReferenceData } from "../../src/server/seed/load-reference-data.ts";
import { fixtureDocument, fixtureReference } from "../fixtures/documents.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

/** A test app whose database also holds the fixture synthesis; `fixtureId` is its id. */
export type FixtureApp = TestApp & {
  fixtureId: number;
  get: <T>(path: string) => Promise<{ status: number; body: T }>;
};

export async function createFixtureApp(): Promise<FixtureApp> {
  const t = await createTestApp();
  await loadReferenceData(t.runtime.publishDeps, fixtureReference);
  const fixtureId = await publishSynthesis(t.runtime.publishDeps, fixtureDocument());
  return {
    ...t,
    fixtureId,
    async get<T>(path: string) {
      const res = await t.request(path);
      return { status: res.status, body: (await res.json()) as T };
    },
  };
}
