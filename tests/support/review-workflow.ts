import { expect } from "vitest";
import type { DraftRecord } from "../../src/db/repositories/drafts.ts";
import type { OutboxMessage } from "../../src/db/repositories/mail-outbox.ts";
import { draftFromDocument } from "../../src/domain/editor/draft.ts";
import { type StoredDraft, storeDraft } from "../../src/domain/editor/stored-draft.ts";
import type { SynthesisDocument } from "../../src/domain/synthesis-document.ts";
import { readDraftLookups } from "./draft-lookups.ts";
import { type SignedIn, signIn } from "./signed-in.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

/**
 * What the review workflow's API tests share (review.api.test.ts, review-second-look.api.test.ts):
 * an app whose mail sender is stopped, so every message stays in the outbox with its bodies; four
 * signed-in people, whose names and draft hold markup so that the e-mails' escaping is tested; a
 * complete draft built from the first demo synthesis; and the calls the tests make.
 */

export const ORIGIN = "https://archive.example.org";
export const XSRF = "preview-xsrf-token-value";
/** The anti-forgery cookie and header an anonymous preview write sends. */
export const anonymous = { Cookie: `XSRF-TOKEN=${XSRF}`, "X-XSRF-TOKEN": XSRF };
const LINK = /https:\/\/archive\.example\.org\/preview\/([A-Za-z0-9_-]{43})/;

export type ErrorBody = { error: { code: string; message: string; field?: string; problems?: unknown[] } };

export const emailOf = (who: SignedIn) =>
  `${who.name.toLowerCase().replace(/[^a-z0-9]+/g, ".")}@signed-in.test`;
export const draftPath = (id: number, tail = "") => `/api/unpublishedSyntheses/${id}${tail}`;

/** The app and the people of a review test file; `reviewCalls` reads it when a call is made. */
export interface ReviewScene {
  t: TestApp;
  editor: SignedIn;
  complete: StoredDraft;
}

/**
 * The calls the review tests make, bound to a test file's scene through `scene`, which is read at
 * each call: the file declares them once, before its beforeAll has made the app.
 */
export function reviewCalls(scene: () => ReviewScene) {
  const send = (who: SignedIn | undefined, method: string, path: string, body?: unknown) =>
    scene().t.request(path, {
      method,
      headers: {
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        ...(who?.headers ?? {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const anon = (method: string, path: string, body?: unknown, headers: Record<string, string> = anonymous) =>
    scene().t.request(path, {
      method,
      headers: { ...(body === undefined ? {} : { "Content-Type": "application/json" }), ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const get = async <T>(who: SignedIn, path: string): Promise<T> => {
    const res = await scene().t.request(path, { headers: who.cookieOnly });
    expect(res.status, path).toBe(200);
    return (await res.json()) as T;
  };
  const errorOf = async (res: Response) => ((await res.json()) as ErrorBody).error;
  const mails = (who: SignedIn | string) =>
    scene().t.runtime.repos.mailOutbox.listTo(typeof who === "string" ? who : emailOf(who));
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
  /** The token of the last preview link mailed to `who`. */
  const previewToken = async (who: SignedIn) => {
    const match = LINK.exec((await lastMail(who)).text);
    if (!match?.[1]) throw new Error("no preview link");
    return match[1];
  };

  let people = 0;
  /**
   * A new contributor with a complete draft of their own, taken through the API to `stage`: each
   * test starts from its own draft and its own mailbox. `token` is the preview link's at second_look.
   */
  const draftAt = async (stage: "draft" | "submitted" | "second_look") => {
    const { t, editor, complete } = scene();
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
  };

  return { send, anon, get, errorOf, mails, lastMail, saveDraft, previewToken, draftAt };
}

/** A fresh app for one test file (with `env`'s settings), its four people and the complete draft. */
export async function createReviewWorkflow(env: Record<string, string> = {}) {
  const t = await createTestApp({ PUBLIC_URL: ORIGIN, ...env });
  await t.runtime.mail.sender.stop();
  const carla = await signIn(t, "contributor", "Carla <b>Contributor");
  const other = await signIn(t, "contributor", "Otto Other");
  const editor = await signIn(t, "editor", "Ed Editor");
  const editor2 = await signIn(t, "admin", "Ada Admin");
  // Filled in below; the lookups' calls before it never read it.
  let complete!: StoredDraft;
  const { get } = reviewCalls(() => ({ t, editor, complete }));
  const lookups = await readDraftLookups(t, editor);
  const ids = (await get<{ id: number }[]>(editor, "/api/syntheses")).map((s) => s.id).sort((a, b) => a - b);
  const { document } = await get<{ document: SynthesisDocument }>(
    editor,
    `/api/syntheses/${ids[0]}/document`,
  );
  const doc = structuredClone(document);
  doc.molecule = { name: "Reviewamine <script>", structure: "reviewamine", smiles: "OC1CCN(C)CC1" };
  doc.comment = "Sent through the review";
  complete = storeDraft(draftFromDocument(doc), lookups);
  return { t, carla, other, editor, editor2, complete };
}
