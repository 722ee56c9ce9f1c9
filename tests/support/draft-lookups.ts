import { expect } from "vitest";
import type { DraftLookups } from "../../src/domain/editor/draft-storage.ts";
import type { SignedIn } from "./signed-in.ts";
import type { TestApp } from "./test-app.ts";

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
