import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readDraftLookups } from "../../../../tests/support/draft-lookups.ts";
import { previewSiteServices } from "../../../../tests/support/preview-site-services.ts";
import { type SignedIn, signIn } from "../../../../tests/support/signed-in.ts";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app.ts";
import type { DraftRecord } from "../../../db/repositories/drafts.ts";
import { draftFromDocument } from "../../../domain/editor/draft.ts";
import { storeDraft } from "../../../domain/editor/stored-draft.ts";
import type { SynthesisDocument } from "../../../domain/synthesis-document.ts";
import { type SiteServices, siteContext, type Viewer } from "../../../web/lib/site-context.ts";
import { loader, headers as pageHeaders } from "../../../web/routes/draft-preview.tsx";

/**
 * A saved draft's preview by its id (docs/product/pages.md §2.14.5): the synthesis page's view for
 * the draft's owner and the editors, a 404 for anyone else, the sign-in page for a visitor, and the
 * missing list for an incomplete draft. The loader runs against the real database of each engine.
 */

let t: TestApp;
let owner: SignedIn;
let stranger: SignedIn;
let editor: SignedIn;
let complete: unknown;

const ORIGIN = "https://archive.example.org";

const get = async <T>(who: SignedIn, path: string): Promise<T> => {
  const res = await t.request(path, { headers: who.cookieOnly });
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
};
const saveDraft = async (who: SignedIn, stored: unknown, name: string) => {
  const res = await t.request("/api/unpublishedSyntheses", {
    method: "POST",
    headers: { "Content-Type": "application/json", ...who.headers },
    body: JSON.stringify({ display_name: name, synthesis_json: stored }),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as DraftRecord;
};

const services = (viewer: Viewer | null): SiteServices => ({ ...previewSiteServices(t, ORIGIN), viewer });

const viewerOf = (who: SignedIn, role: string): Viewer => ({
  user: { id: who.id, name: who.name, email: "x@signed-in.test", role },
  csrfToken: "unused",
});

/** Runs the page's loader as `viewer` would request `/preview/draft/{id}{query}`. */
const load = (viewer: Viewer | null, id: string, query = "") => {
  const context = new RouterContextProvider();
  context.set(siteContext, services(viewer));
  return loader({
    context,
    params: { id },
    request: new Request(`${ORIGIN}/preview/draft/${id}${query}`),
  } as never);
};
/** What the loader threw: a redirect Response, or React Router's data() with its status. */
const thrown = (e: unknown) =>
  e as { init?: { status?: number }; status?: number; headers?: Headers } | undefined;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: ORIGIN });
  owner = await signIn(t, "contributor", "Paula Preview");
  stranger = await signIn(t, "contributor", "Sam Stranger");
  editor = await signIn(t, "editor", "Eve Editor");
  const lookups = await readDraftLookups(t, editor);
  const [first] = await get<{ id: number }[]>(editor, "/api/syntheses");
  const { document } = await get<{ document: SynthesisDocument }>(
    editor,
    `/api/syntheses/${first?.id}/document`,
  );
  const doc = structuredClone(document);
  doc.molecule = { name: "Previewamine", structure: "previewamine", smiles: "OC1CCN(C)CC1" };
  complete = storeDraft(draftFromDocument(doc), lookups);
});
afterAll(async () => {
  await t.close();
});

describe(`the draft preview page (${process.env.TEST_ENGINE ?? "sqlite"})`, () => {
  it("shows the owner and an editor the draft as its page will look, and writes nothing", async () => {
    const draft = await saveDraft(owner, complete, "Preview by id");
    const before = await get<unknown[]>(editor, "/api/syntheses");
    for (const viewer of [viewerOf(owner, "contributor"), viewerOf(editor, "editor")]) {
      const page = await load(viewer, String(draft.id));
      if (!page.ready) throw new Error("the draft should be ready");
      expect(page.title).toBe("Preview by id");
      expect(page.synthesis.molecule).toMatchObject({ name: "Previewamine", structure: "previewamine" });
      expect(page.synthesis.parts.flatMap((p) => p.reactions).length).toBeGreaterThan(0);
      expect(page.sources["/images/molecules/previewamine.svg"]).toMatch(/^data:image\/svg\+xml/);
      expect(page.back).toEqual({ href: `/edit?draft=${draft.id}`, text: "Back to the editor" });
    }
    const fromStep4 = await load(viewerOf(owner, "contributor"), String(draft.id), "?from=contribute");
    expect(fromStep4.back).toEqual({ href: "/contribute?step=4", text: "Back to Submit for review" });
    expect(await get<unknown[]>(editor, "/api/syntheses")).toEqual(before);
    expect(pageHeaders()).toEqual({ "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" });
    const { createCachePolicy } = await import("../../http/cache-policy.ts");
    expect(createCachePolicy({ publicUrl: ORIGIN })("GET", `/preview/draft/${draft.id}`, {})).toBeNull();
  });

  it("is a 404 for another contributor and for a draft that does not exist; a visitor signs in first", async () => {
    const draft = await saveDraft(owner, complete, "Not yours");
    for (const id of [String(draft.id), "999999999", "0", "12abc"]) {
      const refused = thrown(await load(viewerOf(stranger, "contributor"), id).catch((e: unknown) => e));
      expect(refused?.init?.status, id).toBe(404);
    }
    const visitor = thrown(await load(null, String(draft.id)).catch((e: unknown) => e));
    expect(visitor?.status).toBe(302);
    expect(visitor?.headers?.get("Location")).toBe(
      `/login?next=${encodeURIComponent(`/preview/draft/${draft.id}`)}`,
    );
  });

  it("lists what an incomplete draft still misses instead of the page", async () => {
    const draft = await saveDraft(owner, { parts: [] }, "Unfinished");
    const page = await load(viewerOf(owner, "contributor"), String(draft.id));
    expect(page.ready).toBe(false);
    if (page.ready) return;
    expect(page.problems).toContain("Pick the target molecule.");
  });
});
