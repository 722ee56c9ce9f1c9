import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SignedIn, signIn } from "../../../../tests/support/signed-in.ts";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app.ts";
import type { DraftRecord } from "../../../db/repositories/drafts.ts";
import type { OutboxMessage } from "../../../db/repositories/mail-outbox.ts";
import { draftFromDocument } from "../../../domain/editor/draft.ts";
import type { DraftLookups } from "../../../domain/editor/draft-storage.ts";
import { storeDraft } from "../../../domain/editor/stored-draft.ts";
import type { SynthesisDocument } from "../../../domain/synthesis-document.ts";
import { type SiteServices, siteContext } from "../../../web/lib/site-context.ts";
import { headers as previewHeaders, loader as previewLoader } from "../../../web/routes/preview.tsx";
import { sha256Hex } from "../../auth/tokens.ts";
import { createPreviewService } from "../../web/preview-service.ts";
import { createSiteServices } from "../../web/site-services.ts";

/**
 * The review workflow (docs/product/api.md §5.16): submit, the queue, comments, change requests,
 * the submitter's second look through a private preview link, approval and the publish gate, with
 * the e-mails each change writes to the outbox. The sender loop is stopped, so every message stays
 * in the outbox with its bodies for the assertions.
 */

let t: TestApp;
let carla: SignedIn;
let other: SignedIn;
let editor: SignedIn;
let editor2: SignedIn;
let complete: unknown;

const ORIGIN = "https://archive.example.org";
const LINK = /https:\/\/archive\.example\.org\/preview\/([A-Za-z0-9_-]{43})/;
const XSRF = "preview-xsrf-token-value";
const anonymous = { Cookie: `XSRF-TOKEN=${XSRF}`, "X-XSRF-TOKEN": XSRF };
const emailOf = (who: SignedIn) => `${who.name.toLowerCase().replace(/[^a-z0-9]+/g, ".")}@signed-in.test`;

type ErrorBody = { error: { code: string; message: string; field?: string; problems?: unknown[] } };

const send = (who: SignedIn | undefined, method: string, path: string, body?: unknown) =>
  t.request(path, {
    method,
    headers: {
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      ...(who?.headers ?? {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
const anon = (method: string, path: string, body?: unknown, headers: Record<string, string> = anonymous) =>
  t.request(path, {
    method,
    headers: { ...(body === undefined ? {} : { "Content-Type": "application/json" }), ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
const get = async <T>(who: SignedIn, path: string): Promise<T> => {
  const res = await t.request(path, { headers: who.cookieOnly });
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
};
const errorOf = async (res: Response) => ((await res.json()) as ErrorBody).error;
const mails = (who: SignedIn | string) =>
  t.runtime.repos.mailOutbox.listTo(typeof who === "string" ? who : emailOf(who));
const lastMail = async (who: SignedIn): Promise<OutboxMessage> => {
  const list = await mails(who);
  const last = list[list.length - 1];
  if (!last) throw new Error(`no mail to ${who.name}`);
  return last;
};
const saveDraft = async (who: SignedIn, stored: unknown, name = "Carla's route") => {
  const res = await send(who, "POST", "/api/unpublishedSyntheses", {
    display_name: name,
    synthesis_json: stored,
  });
  expect(res.status).toBe(201);
  return (await res.json()) as DraftRecord;
};
const draftPath = (id: number, tail = "") => `/api/unpublishedSyntheses/${id}${tail}`;
/** The token of the last preview link mailed to `who`. */
const previewToken = async (who: SignedIn) => {
  const match = LINK.exec((await lastMail(who)).text);
  if (!match?.[1]) throw new Error("no preview link");
  return match[1];
};

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: ORIGIN });
  await t.runtime.mail.sender.stop();
  carla = await signIn(t, "contributor", "Carla <b>Contributor");
  other = await signIn(t, "contributor", "Otto Other");
  editor = await signIn(t, "editor", "Ed Editor");
  editor2 = await signIn(t, "admin", "Ada Admin");
  const lookups: DraftLookups = {
    reagents: await get(editor, "/api/reagents"),
    solvents: await get(editor, "/api/solvents"),
    namedReactions: await get(editor, "/api/named-reactions"),
    molecules: await get(editor, "/api/molecules"),
    authors: await get(editor, "/api/authors"),
    protectingGroups: await get(editor, "/api/protecting-groups"),
  };
  const ids = (await get<{ id: number }[]>(editor, "/api/syntheses")).map((s) => s.id).sort((a, b) => a - b);
  const { document } = await get<{ document: SynthesisDocument }>(
    editor,
    `/api/syntheses/${ids[0]}/document`,
  );
  const doc = structuredClone(document);
  doc.molecule = { name: "Reviewamine <script>", structure: "reviewamine", smiles: "OC1CCN(C)CC1" };
  doc.comment = "Sent through the review";
  complete = storeDraft(draftFromDocument(doc), lookups);
});
afterAll(async () => {
  await t.close();
});

describe(`the review workflow (${process.env.TEST_ENGINE ?? "sqlite"})`, () => {
  let people = 0;
  /**
   * A new contributor with a complete draft of their own, taken through the API to `stage`: each
   * test starts from its own draft and its own mailbox. `token` is the preview link's at second_look.
   */
  async function draftAt(stage: "draft" | "submitted" | "second_look") {
    const owner = await signIn(t, "contributor", `Carla <b>Contributor ${++people}`);
    let draft = await saveDraft(owner, complete);
    if (stage !== "draft") {
      const res = await send(owner, "POST", draftPath(draft.id, "/submit"));
      expect(res.status).toBe(200);
      draft = (await res.json()) as DraftRecord;
    }
    let token = "";
    if (stage === "second_look") {
      const res = await send(editor, "POST", draftPath(draft.id, "/second-look"));
      expect(res.status).toBe(200);
      draft = ((await res.json()) as { draft: DraftRecord }).draft;
      token = await previewToken(owner);
    }
    return { owner, draft, token };
  }

  it("starts every draft as 'draft' and checks it for the owner and editors", async () => {
    const draft = await saveDraft(carla, complete);
    expect(draft).toMatchObject({ status: "draft", submitted_at: null });
    expect(await get(carla, draftPath(draft.id, "/check"))).toEqual({ problems: [] });
    expect(await get(editor, draftPath(draft.id, "/check"))).toEqual({ problems: [] });
    const other404 = await t.request(draftPath(draft.id, "/check"), { headers: other.cookieOnly });
    expect(other404.status).toBe(404);
    expect((await t.request(draftPath(draft.id, "/check"))).status).toBe(401);

    const empty = await saveDraft(carla, { format: 1, parts: [] }, "Empty");
    const { problems } = await get<{ problems: { path: string }[] }>(carla, draftPath(empty.id, "/check"));
    expect(problems.map((p) => p.path)).toContain("molecule");
  });

  it("refuses to submit an incomplete draft (422 like publishing), another's (404) or as editor (403)", async () => {
    const { owner, draft } = await draftAt("draft");
    const empty = await saveDraft(owner, { format: 1, parts: [] }, "Empty again");
    const res = await send(owner, "POST", draftPath(empty.id, "/submit"));
    expect(res.status).toBe(422);
    const error = await errorOf(res);
    expect(error).toMatchObject({ code: "incomplete", field: "molecule" });
    expect(error.problems?.length).toBeGreaterThan(0);
    expect((await send(other, "POST", draftPath(draft.id, "/submit"))).status).toBe(404);
    expect((await send(editor, "POST", draftPath(draft.id, "/submit"))).status).toBe(403);
    const noToken = await t.request(draftPath(draft.id, "/submit"), {
      method: "POST",
      headers: owner.cookieOnly,
    });
    expect(noToken.status).toBe(419);
  });

  it("submits: status, time, a receipt to the contributor and a notice to every editor, escaped", async () => {
    const { owner, draft: saved } = await draftAt("draft");
    const otherBefore = (await mails(other)).length;
    const res = await send(owner, "POST", draftPath(saved.id, "/submit"));
    expect(res.status).toBe(200);
    const draft = (await res.json()) as DraftRecord;
    expect(draft.status).toBe("submitted");
    expect(draft.submitted_at).toEqual(expect.any(String));

    const receipt = await lastMail(owner);
    expect(receipt.subject).toContain("received");
    expect(receipt.text).toContain("Carla <b>Contributor");
    expect(receipt.html).toContain("Carla &lt;b&gt;Contributor");
    expect(receipt.html).not.toContain("<b>Contributor");
    for (const e of [editor, editor2]) {
      const notice = await lastMail(e);
      expect(notice.subject).toContain("Carla's route");
      expect(notice.html).toContain("Carla &lt;b&gt;Contributor");
      expect(notice.html).not.toContain("<b>");
    }
    expect((await mails(other)).length).toBe(otherBefore);

    const again = await send(owner, "POST", draftPath(draft.id, "/submit"));
    expect(again.status).toBe(409);
    expect((await errorOf(again)).field).toBe("status");
  });

  it("lists submitted drafts in the queue, oldest first, with the owner and the items they created", async () => {
    const { owner, draft } = await draftAt("submitted");
    const reagentName = `Own reagent ${people}`;
    const reagent = await send(owner, "POST", "/api/reagents", { name: reagentName });
    expect(reagent.status).toBe(201);
    const unnamed = await send(owner, "POST", "/api/solvents", {});
    expect(unnamed.status).toBe(201);
    const later = await saveDraft(other, complete, "Otto's route");
    expect((await send(other, "POST", draftPath(later.id, "/submit"))).status).toBe(200);

    expect((await t.request("/api/review/queue", { headers: owner.cookieOnly })).status).toBe(403);
    const queue = await get<
      {
        draft: DraftRecord;
        owner: { id: number; name: string; email: string };
        created_items: Record<string, { id: number; name: string }[]>;
      }[]
    >(editor, "/api/review/queue");
    const mine = queue.filter((q) => q.draft.id === draft.id || q.draft.id === later.id);
    expect(mine.map((q) => q.draft.id)).toEqual([draft.id, later.id]);
    // The queue lists drafts without their documents (the editor opens the one it reviews).
    expect(mine.every((q) => !("synthesis_json" in q.draft))).toBe(true);
    const first = mine[0];
    expect(first?.owner).toEqual({ id: owner.id, name: owner.name, email: emailOf(owner) });
    expect(first?.created_items.reagents).toEqual([
      { id: ((await reagent.json()) as { id: number }).id, name: reagentName },
    ]);
    expect(first?.created_items.solvents).toEqual([
      { id: ((await unnamed.json()) as { id: number }).id, name: "" },
    ]);
    expect(first?.created_items.authors).toEqual([]);
    expect(first?.created_items.named_reactions).toEqual([]);
    const res = await t.request("/api/review/queue", { headers: editor.cookieOnly });
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("keeps comments, oldest first, and mails the other party", async () => {
    const { owner, draft } = await draftAt("submitted");
    const fromEditor = await send(editor, "POST", draftPath(draft.id, "/comments"), {
      body: "Which <i>year</i>?",
    });
    expect(fromEditor.status).toBe(201);
    expect(await fromEditor.json()).toMatchObject({ kind: "comment", body: "Which <i>year</i>?" });
    const toOwner = await lastMail(owner);
    expect(toOwner.subject).toContain("New comment");
    expect(toOwner.text).toContain("Which <i>year</i>?");
    expect(toOwner.html).toContain("Which &lt;i&gt;year&lt;/i&gt;?");

    const editor2Before = (await mails(editor2)).length;
    const fromOwner = await send(owner, "POST", draftPath(draft.id, "/comments"), {
      body: "1998, as given.",
    });
    expect(fromOwner.status).toBe(201);
    // The editor who took part is told; the other editors are not.
    expect((await lastMail(editor)).text).toContain("1998, as given.");
    expect((await mails(editor2)).length).toBe(editor2Before);

    const comments = await get<{ kind: string; body: string; author: { id: number; name: string } }[]>(
      owner,
      draftPath(draft.id, "/comments"),
    );
    expect(comments.map((c) => [c.kind, c.body, c.author.id])).toEqual([
      ["comment", "Which <i>year</i>?", editor.id],
      ["comment", "1998, as given.", owner.id],
    ]);
    expect((await t.request(draftPath(draft.id, "/comments"), { headers: other.cookieOnly })).status).toBe(
      404,
    );
    expect((await send(other, "POST", draftPath(draft.id, "/comments"), { body: "hi" })).status).toBe(404);
    const blank = await send(owner, "POST", draftPath(draft.id, "/comments"), { body: "   " });
    expect(blank.status).toBe(400);
    expect((await errorOf(blank)).field).toBe("body");
    const long = await send(owner, "POST", draftPath(draft.id, "/comments"), { body: "x".repeat(4001) });
    expect((await errorOf(long)).field).toBe("body");
  });

  it("sends the draft back for changes (editors only), then takes it again", async () => {
    const { owner, draft } = await draftAt("submitted");
    expect((await send(owner, "POST", draftPath(draft.id, "/request-changes"), { body: "no" })).status).toBe(
      403,
    );
    const missing = await send(editor, "POST", draftPath(draft.id, "/request-changes"), {});
    expect(missing.status).toBe(400);
    expect((await errorOf(missing)).field).toBe("body");
    const res = await send(editor, "POST", draftPath(draft.id, "/request-changes"), {
      body: "Draw step 2 & its <product>.",
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as DraftRecord).status).toBe("changes_requested");
    const mail = await lastMail(owner);
    expect(mail.subject).toContain("Changes requested");
    expect(mail.text).toContain("Draw step 2 & its <product>.");
    expect(mail.html).toContain("Draw step 2 &amp; its &lt;product&gt;.");
    const twice = await send(editor, "POST", draftPath(draft.id, "/request-changes"), { body: "again" });
    expect(twice.status).toBe(409);
    expect((await send(editor, "POST", draftPath(draft.id, "/second-look"))).status).toBe(409);
    const comments = await get<{ kind: string }[]>(editor, draftPath(draft.id, "/comments"));
    expect(comments.at(-1)?.kind).toBe("changes_requested");

    const resubmitted = await send(owner, "POST", draftPath(draft.id, "/submit"));
    expect(resubmitted.status).toBe(200);
    expect(((await resubmitted.json()) as DraftRecord).status).toBe("submitted");
  });

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
    // invalid_token is a 400 in every flow (sign-up, accounts, preview: docs/decisions.md).
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

  it("refuses to publish a draft its submitter has not approved without a reason (409)", async () => {
    const { draft } = await draftAt("second_look");
    const res = await send(editor, "POST", draftPath(draft.id, "/publish"), {});
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toMatchObject({
      field: "reason",
      message: expect.stringContaining("has not been approved by its submitter"),
    });
  });

  it("approves with the link: approved, link spent, editors told; then publishes without a reason", async () => {
    const { owner, draft, token } = await draftAt("second_look");
    const res = await anon("POST", `/api/preview/${token}/approve`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ draft_id: draft.id, status: "approved" });
    expect((await lastMail(editor)).subject).toContain("Approved");
    expect((await anon("POST", `/api/preview/${token}/approve`)).status).toBe(410);
    const comments = await get<{ kind: string; author: { id: number } }[]>(
      editor,
      draftPath(draft.id, "/comments"),
    );
    expect(comments.at(-1)).toMatchObject({ kind: "approval", author: { id: owner.id } });

    const published = await send(editor, "POST", draftPath(draft.id, "/publish"), { note: "Reviewed" });
    expect(published.status).toBe(201);
    const body = (await published.json()) as { id: number; draft: DraftRecord };
    const synthesisId = body.id;
    expect(body.draft.status).toBe("published");
    const mail = await lastMail(owner);
    expect(mail.subject).toContain("is published");
    expect(mail.text).toContain(`${ORIGIN}/syn/${synthesisId}`);
    const page = await get<{ submitter: { name: string } | null }>(other, `/api/syntheses/${synthesisId}`);
    expect(page.submitter?.name).toBe(owner.name);
    const queue = await get<{ draft: { id: number } }[]>(editor, "/api/review/queue");
    expect(queue.some((q) => q.draft.id === draft.id)).toBe(false);
  });

  it("publishes an unapproved draft with a reason, kept as a comment and in the history", async () => {
    const plain = await saveDraft(other, complete, "Otto's second route");
    const long = await send(editor, "POST", draftPath(plain.id, "/publish"), { reason: "x".repeat(1001) });
    expect(long.status).toBe(400);
    expect((await errorOf(long)).field).toBe("reason");
    const res = await send(editor, "POST", draftPath(plain.id, "/publish"), { reason: "Urgent <fix>" });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    const comments = await get<{ kind: string; body: string }[]>(editor, draftPath(plain.id, "/comments"));
    expect(comments).toEqual([expect.objectContaining({ kind: "publish_reason", body: "Urgent <fix>" })]);
    const { history } = await get<{ history: { note: string }[] }>(editor, `/api/syntheses/${id}/history`);
    expect(history.at(-1)?.note).toBe("Published: without the submitter's approval: Urgent <fix>");
    const mail = await lastMail(other);
    expect(mail.html).not.toContain("<fix>");
  });

  it("publishes an editor's own draft without a reason, and checks completeness before the reason", async () => {
    const own = await saveDraft(editor, complete, "An editor's own route");
    const res = await send(editor, "POST", draftPath(own.id, "/publish"), {});
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    const comments = await get<{ kind: string }[]>(editor, draftPath(own.id, "/comments"));
    expect(comments.some((c) => c.kind === "publish_reason")).toBe(false);
    const { history } = await get<{ history: { note: string }[] }>(editor, `/api/syntheses/${id}/history`);
    expect(history.at(-1)?.note).toBe("Published");

    // Someone else's incomplete draft: the problems come first (422), not the missing reason.
    const empty = await saveDraft(other, { parts: [] }, "Otto's empty route");
    const refused = await send(editor, "POST", draftPath(empty.id, "/publish"), {});
    expect(refused.status).toBe(422);
  });
});

describe(`the preview page (${process.env.TEST_ENGINE ?? "sqlite"})`, () => {
  const services = () =>
    createSiteServices({
      repos: t.runtime.repos,
      search: t.runtime.search,
      config: t.runtime.config,
      preview: createPreviewService({
        transaction: t.runtime.transaction,
        drafts: t.runtime.repos.drafts,
        reviews: t.runtime.repos.reviews,
        publication: t.runtime.repos.publication,
        uploads: { read: async () => null } as never,
        outbox: t.runtime.repos.mailOutbox,
        mail: { wake() {} },
        site: { siteName: "Synthesis Archive", origin: ORIGIN },
        structures: t.runtime.publishDeps.structures,
        lookups: t.runtime.repos.lookups,
      }),
    }) as SiteServices;
  /** What the loader threw: React Router's data() with the status the page answers. */
  const thrown = (e: unknown) => e as { init?: { status?: number }; data?: unknown } | undefined;
  const load = (token: string) => {
    const context = new RouterContextProvider();
    context.set(siteContext, services());
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
