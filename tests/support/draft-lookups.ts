import { expect } from "vitest";
import type { DraftLookups } from "../../src/domain/editor/draft-storage.ts";
import { loadReferenceData } from "../../src/server/seed/load-reference-data.ts";
import { fixtureReference } from "../fixtures/documents.ts";
import { type SignedIn, signIn } from "./signed-in.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

/**
 * The reference data a stored draft names its items from, read through the API as `who` lists it:
 * what `storeDraft` needs to turn a synthesis document into a draft the editor would save.
 */
export async function readDraftLookups(t: TestApp, who: SignedIn): Promise<DraftLookups> {
  const list = async <K extends keyof DraftLookups>(path: string): Promise<DraftLookups[K]> => {
    const res = await t.request(path, { headers: who.cookieOnly });
    expect(res.status, path).toBe(200);
    return (await res.json()) as DraftLookups[K];
  };
  return {
    reagents: await list<"reagents">("/api/reagents"),
    solvents: await list<"solvents">("/api/solvents"),
    namedReactions: await list<"namedReactions">("/api/named-reactions"),
    molecules: await list<"molecules">("/api/molecules"),
    authors: await list<"authors">("/api/authors"),
    protectingGroups: await list<"protectingGroups">("/api/protecting-groups"),
  };
}

export type DemoAuthor = { firstName: string; lastName: string; url: string };

/**
 * A test app for writing drafts: the fixture reference data loaded, a contributor (`carla`) and an
 * editor signed in under the names given, the lookups as the editor lists them, and the first listed
 * author for a document to name.
 */
export async function draftingApp(contributorName: string, editorName: string) {
  const t = await createTestApp();
  const carla = await signIn(t, "contributor", contributorName);
  const editor = await signIn(t, "editor", editorName);
  await loadReferenceData(t.runtime.publishDeps, fixtureReference);
  const lookups = await readDraftLookups(t, editor);
  const [first] = lookups.authors;
  if (!first?.url) throw new Error("the demo data has no author");
  const demoAuthor: DemoAuthor = { firstName: first.firstName, lastName: first.lastName, url: first.url };
  return { t, carla, editor, lookups, demoAuthor };
}
