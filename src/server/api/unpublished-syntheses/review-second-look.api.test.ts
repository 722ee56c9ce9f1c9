import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { previewSiteServices } from "../../../../tests/support/preview-site-services.ts";
import {
  createReviewWorkflow,
  draftPath,
  ORIGIN,
  reviewCalls,
  XSRF,
} from "../../../../tests/support/review-workflow.ts";
import type { SignedIn } from "../../../../tests/support/signed-in.ts";
import type { TestApp } from "../../../../tests/support/test-app.ts";
import type { DraftRecord } from "../../../db/repositories/drafts.ts";
import type { StoredDraft } from "../../../domain/editor/stored-draft.ts";
import type { SynthesisDocument } from "../../../domain/synthesis-document.ts";
import { siteContext } from "../../../web/lib/site-context.ts";
import { headers as previewHeaders, loader as previewLoader } from "../../../web/routes/preview.tsx";
import { sha256Hex } from "../../auth/tokens.ts";

/**
 * The submitter's second look (docs/product/api.md §5.16): the private preview link an editor mails,
 * what the anonymous holder of the link may do with it, and the page it opens. The rest of the
 * review workflow is in review.api.test.ts.
 */

let t: TestApp;
let carla: SignedIn;
let other: SignedIn;
let editor: SignedIn;
let complete: StoredDraft;
const { send, anon, get, errorOf, lastMail, saveDraft, previewToken, draftAt } = reviewCalls(() => ({
  t,
  editor,
  complete,
}));
beforeAll(async () => {
  ({ t, carla, other, editor, complete } = await createReviewWorkflow());
});
afterAll(async () => {
  await t.close();
});

describe(`the review workflow (${process.env.TEST_ENGINE ?? "sqlite"})`, () => {
  it("refuses a second look to contributors and for an incomplete draft", async () => {
    const { owner, draft } = await draftAt("submitted");
    expect((await send(owner, "POST", draftPath(draft.id, "/second-look"))).status).toBe(403);
    // An editor breaks the submitted draft (the owner's own change would withdraw it): the second
    // look checks it again.
    const broken = await saveDraft(owner, complete, "To break");
    expect((await send(owner, "POST", draftPath(broken.id, "/submit"))).status).toBe(200);
    await send(editor, "PUT", draftPath(broken.id), { synthesis_json: { format: 1, parts: [] } });
    const res = await send(editor, "POST", draftPath(broken.id, "/second-look"));
    expect(res.status).toBe(422);
    expect((await errorOf(res)).code).toBe("incomplete");
  });

  it("sends the second look: a preview link mailed to the contributor, never in the answer", async () => {
    const { owner, draft } = await draftAt("submitted");
    const res = await send(editor, "POST", draftPath(draft.id, "/second-look"));
    expect(res.status).toBe(200);
    const answer = (await res.json()) as { draft: DraftRecord };
    expect(answer.draft.status).toBe("second_look");
    expect(JSON.stringify(answer)).not.toMatch(/preview\//);
    const token = await previewToken(owner);
    const mail = await lastMail(owner);
    expect(mail.html).toContain(`${ORIGIN}/preview/${token}`);
    // Only the hash is stored, expiring in 14 days.
    const link = await t.runtime.repos.reviews.findPreviewLink(sha256Hex(token));
    expect(link).toMatchObject({ draftId: draft.id, usedAt: null });
    const days = (Date.parse(link?.expiresAt ?? "") - Date.parse(link?.createdAt ?? "")) / 86_400_000;
    expect(days).toBe(14);
  });

  it("shows the preview anonymously with the token, privately", async () => {
    const { draft, token } = await draftAt("second_look");
    const res = await t.request(`/api/preview/${token}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    const body = (await res.json()) as { draft_id: number; status: string; document: SynthesisDocument };
    expect(body).toMatchObject({ draft_id: draft.id, status: "second_look" });
    expect(body.document.molecule.name).toBe("Reviewamine <script>");
    const unknown = await t.request(`/api/preview/${"A".repeat(43)}`);
    // invalid_token is a 400 in every flow (sign-up, accounts, preview: docs/decisions/code/0070-one-error-shape-and-domain-errors.md).
    expect(unknown.status).toBe(400);
    expect(await errorOf(unknown)).toMatchObject({ code: "invalid_token", field: "token" });
    expect((await t.request("/api/preview/short")).status).toBe(400);
  });

  it("refuses the anonymous preview writes without the anti-forgery cookie (419)", async () => {
    const { token } = await draftAt("second_look");
    expect((await anon("POST", `/api/preview/${token}/approve`, undefined, {})).status).toBe(419);
    const wrong = { Cookie: `XSRF-TOKEN=${XSRF}`, "X-XSRF-TOKEN": "other" };
    expect((await anon("POST", `/api/preview/${token}/answer`, { body: "x" }, wrong)).status).toBe(419);
    expect((await anon("POST", `/api/preview/${token}/answer`, { body: "" })).status).toBe(400);
  });

  it("takes the submitter's answer: back to submitted, link spent, editors told", async () => {
    const { draft, token } = await draftAt("second_look");
    const res = await anon("POST", `/api/preview/${token}/answer`, { body: "The yield of step 3 is 85 %" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ draft_id: draft.id, status: "submitted" });
    expect((await lastMail(editor)).text).toContain("The yield of step 3 is 85 %");
    const used = await anon("POST", `/api/preview/${token}/approve`);
    expect(used.status).toBe(410);
    expect(await errorOf(used)).toMatchObject({ code: "token_used", field: "token" });
    expect((await t.request(`/api/preview/${token}`)).status).toBe(410);
  });

  it("expires earlier links when a new one is sent, and refuses expired ones", async () => {
    const { owner, draft, token: first } = await draftAt("second_look");
    // An approved draft may be sent for another look too; the first link then expires.
    const again = await send(editor, "POST", draftPath(draft.id, "/second-look"));
    expect(again.status).toBe(409);
    await t.runtime.db.kysely
      .updateTable("unpublished_syntheses")
      .set({ status: "approved" })
      .where("id", "=", draft.id)
      .execute();
    expect((await send(editor, "POST", draftPath(draft.id, "/second-look"))).status).toBe(200);
    const second = await previewToken(owner);
    expect(second).not.toBe(first);
    const old = await t.request(`/api/preview/${first}`);
    expect(old.status).toBe(410);
    expect((await errorOf(old)).code).toBe("token_expired");
    expect((await t.request(`/api/preview/${second}`)).status).toBe(200);
  });
});

describe(`the preview page (${process.env.TEST_ENGINE ?? "sqlite"})`, () => {
  /** What the loader threw: React Router's data() with the status the page answers. */
  const thrown = (e: unknown) => e as { init?: { status?: number }; data?: unknown } | undefined;
  const load = (token: string) => {
    const context = new RouterContextProvider();
    context.set(siteContext, previewSiteServices(t, ORIGIN));
    return previewLoader({
      context,
      params: { token },
      request: new Request(`${ORIGIN}/preview/${token}`),
    } as never);
  };

  it("renders the draft as the synthesis page would, drawings in memory, and writes nothing", async () => {
    const draft = await saveDraft(carla, complete, "Page preview");
    expect((await send(carla, "POST", draftPath(draft.id, "/submit"))).status).toBe(200);
    expect((await send(editor, "POST", draftPath(draft.id, "/second-look"))).status).toBe(200);
    const token = await previewToken(carla);
    const syntheses = await get<unknown[]>(other, "/api/syntheses");

    const page = await load(token);
    expect(page.title).toBe("Page preview");
    expect(page.synthesis).toMatchObject({
      id: 0,
      comment: "Sent through the review",
      molecule: { name: "Reviewamine <script>", structure: "reviewamine", extension: "svg" },
      submitter: { name: carla.name },
    });
    expect(page.synthesis.molecule.formula).toBe("C6H13NO");
    const reactions = page.synthesis.parts.flatMap((p) => p.reactions);
    expect(reactions.length).toBeGreaterThan(0);
    const chemical = reactions[0]?.substrates[0];
    expect(chemical?.extension).toBe("svg");
    // Every drawn structure has its SVG as a data: URL under the address the page computes.
    const sources = Object.entries(page.sources);
    expect(sources.length).toBeGreaterThan(1);
    for (const [src, url] of sources) {
      expect(src.startsWith("/images/")).toBe(true);
      expect(url).toMatch(/^data:image\/(svg\+xml|png);base64,/);
    }
    expect(page.sources["/images/molecules/reviewamine.svg"]).toMatch(/^data:image\/svg\+xml/);
    // Nothing was published or written.
    expect(await get<unknown[]>(other, "/api/syntheses")).toEqual(syntheses);
    expect(previewHeaders()).toEqual({ "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" });
    const { createCachePolicy } = await import("../../http/cache-policy.ts");
    expect(createCachePolicy({ publicUrl: ORIGIN })("GET", `/preview/${token}`, {})).toBeNull();
    expect(createCachePolicy({ publicUrl: ORIGIN })("GET", `/preview/${token}.data`, {})).toBeNull();
  });

  it("answers 410 for an unknown, used or expired link", async () => {
    for (const token of ["A".repeat(43), "short"]) {
      expect(thrown(await load(token).catch((e: unknown) => e))?.init?.status).toBe(410);
    }
    const draft = await saveDraft(carla, complete, "Used preview");
    await send(carla, "POST", draftPath(draft.id, "/submit"));
    await send(editor, "POST", draftPath(draft.id, "/second-look"));
    const token = await previewToken(carla);
    expect((await anon("POST", `/api/preview/${token}/approve`)).status).toBe(200);
    const used = thrown(await load(token).catch((e: unknown) => e));
    expect(used?.init?.status).toBe(410);
    expect(used?.data).toEqual({ message: "this preview link has already been used" });

    // A link whose draft an editor changed after sending it shows nothing any more.
    const changed = await saveDraft(carla, complete, "Changed preview");
    await send(carla, "POST", draftPath(changed.id, "/submit"));
    await send(editor, "POST", draftPath(changed.id, "/second-look"));
    const stale = await previewToken(carla);
    await send(editor, "PUT", draftPath(changed.id), {
      synthesis_json: { ...(complete as object), comment: "Edited after the link" },
    });
    const refused = thrown(await load(stale).catch((e: unknown) => e));
    expect(refused?.init?.status).toBe(410);
    expect(String((refused?.data as { message?: string })?.message)).toContain("has changed since");
  });
});
