import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixtureDocument } from "../../../../tests/fixtures/documents.ts";
import { type DemoAuthor, draftingApp } from "../../../../tests/support/draft-lookups.ts";
import type { SignedIn } from "../../../../tests/support/signed-in.ts";
import type { TestApp } from "../../../../tests/support/test-app.ts";
import { draftFromDocument } from "../../../domain/editor/draft.ts";
import type { DraftLookups } from "../../../domain/editor/draft-storage.ts";
import { storeDraft } from "../../../domain/editor/stored-draft.ts";
import { type SynthesisDocument, synthesisDocumentSchema } from "../../../domain/synthesis-document.ts";
import type { SynthesisView } from "../../../domain/views.ts";

/**
 * A catalytic amount without a number ('cat.', rules.md §3.7): a reagent's amount `{ unit: "cat" }`
 * goes through a draft, publishing and every read as it was; a number given with it is a 400.
 */

let t: TestApp, carla: SignedIn, editor: SignedIn, lookups: DraftLookups, demoAuthor: DemoAuthor;

const send = (who: SignedIn, method: string, path: string, body?: unknown) =>
  t.request(path, {
    method,
    headers: { "Content-Type": "application/json", ...who.headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
const get = async <T>(path: string): Promise<T> => {
  const res = await t.request(path, { headers: editor.cookieOnly });
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
};

beforeAll(async () => {
  ({ t, carla, editor, lookups, demoAuthor } = await draftingApp("Carla Catalytic", "Ed Catalytic"));
});
afterAll(() => t.close());

function catalyticDocument(): SynthesisDocument {
  const doc = fixtureDocument({
    molecule: { name: "Fixture catalytic", structure: "fixture-catalytic", smiles: "CC(=O)OC1CCCCC1C" },
    author: { ...demoAuthor },
  });
  const acylation = doc.parts[0]?.reactions.find((r) =>
    (r.reagents ?? []).some((g) => g.name === "Fixture DMAP"),
  );
  if (!acylation) throw new Error("fixture");
  acylation.reagents = (acylation.reagents ?? []).map((g) =>
    g.name === "Fixture DMAP" ? { ...g, amount: { unit: "cat", value: null } } : g,
  );
  return synthesisDocumentSchema.parse(doc);
}

describe("a catalytic amount", () => {
  it("is saved, published and read back as 'cat.' without a number", async () => {
    const saved = await send(carla, "POST", "/api/unpublishedSyntheses", {
      display_name: "Catalytic route",
      synthesis_json: storeDraft(draftFromDocument(catalyticDocument()), lookups),
    });
    expect(saved.status).toBe(201);
    const { id: draftId } = (await saved.json()) as { id: number };
    const published = await send(editor, "POST", `/api/unpublishedSyntheses/${draftId}/publish`, {
      reason: "tested without review",
    });
    expect(published.status, await published.clone().text()).toBe(201);
    const { id } = (await published.json()) as { id: number };

    const view = await get<SynthesisView>(`/api/syntheses/${id}`);
    const dmap = view.parts
      .flatMap((p) => p.reactions)
      .flatMap((r) => r.reagents)
      .find((g) => g.name === "Fixture DMAP");
    expect(dmap?.pivot.amount).toEqual({ value: null, unit: "cat" });
    const { document } = await get<{ document: SynthesisDocument }>(`/api/syntheses/${id}/document`);
    const inDocument = document.parts
      .flatMap((p) => p.reactions)
      .flatMap((r) => r.reagents)
      .find((g) => g.name === "Fixture DMAP");
    expect(inDocument?.amount).toEqual({ value: null, unit: "cat" });
  });

  it("with a number is a 400 naming the amount's value, and nothing is stored", async () => {
    const bad = {
      format: 1,
      parts: [
        { number: 1, reactions: [{ step: 1, reagents: [{ name: "x", amount: { unit: "cat", value: 5 } }] }] },
      ],
    };
    const res = await send(carla, "POST", "/api/unpublishedSyntheses", {
      display_name: "Bad",
      synthesis_json: bad,
    });
    expect(res.status).toBe(400);
    const field = "synthesis_json.parts.0.reactions.0.reagents.0.amount.value";
    expect(((await res.json()) as { error: { field: string; message: string } }).error).toMatchObject({
      field,
      message: `${field}: must be empty for a catalytic amount`,
    });
  });
});
