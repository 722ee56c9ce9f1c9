import { expect } from "vitest";
import type { DraftRecord } from "../../src/db/repositories/drafts.ts";
import type { DocumentChange } from "../../src/domain/document-changes.ts";
import { draftFromDocument } from "../../src/domain/editor/draft.ts";
import { type StoredDraft, storeDraft } from "../../src/domain/editor/stored-draft.ts";
import type { SynthesisDocument } from "../../src/domain/synthesis-document.ts";
import { readDraftLookups } from "./draft-lookups.ts";
import { type SignedIn, signIn } from "./signed-in.ts";
import { createTestApp } from "./test-app.ts";

/** An API error as the review answers it, with what changed when a draft changed. */
export interface ReviewError {
  code: string;
  message: string;
  field?: string;
  changes?: DocumentChange[];
  since?: { as: string } | null;
  document_hash?: string;
}

/** GET …/changes (api.md §5.16.9). */
export interface ReviewChangesBody {
  since: { as: string; at: string } | null;
  changes: DocumentChange[];
  document_hash: string;
  /** A revision's changes to its published synthesis; null for a new synthesis. */
  published: { synthesis_id: number; version: number; changes: DocumentChange[] } | null;
}

const LINK = /\/preview\/([A-Za-z0-9_-]{43})/;
const XSRF = "review-drafts-xsrf";
const anonymous = { Cookie: `XSRF-TOKEN=${XSRF}`, "X-XSRF-TOKEN": XSRF };

/**
 * A test app with a contributor (Carla) and an editor, a complete draft document built from the
 * first demo synthesis, and the calls the review tests make (mail sender stopped, so the preview
 * links stay in the outbox). `null` as the caller sends the anonymous preview anti-forgery pair.
 * `env` adds settings of the test's own (a stand-in DOI resolver's address).
 */
export async function createReviewFixture(env: Record<string, string> = {}) {
  const t = await createTestApp({ PUBLIC_URL: "https://archive.example.org", ...env });
  await t.runtime.mail.sender.stop();
  const carla = await signIn(t, "contributor", "Carla Contributor");
  const editor = await signIn(t, "editor", "Ed Editor");

  const send = (who: SignedIn | null, method: string, path: string, body?: unknown) =>
    t.request(path, {
      method,
      headers: {
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        ...(who ? who.headers : anonymous),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const okJson = async <T>(res: Response | Promise<Response>, status = 200): Promise<T> => {
    const answer = await res;
    const body = await answer.json();
    expect(answer.status, JSON.stringify(body)).toBe(status);
    return body as T;
  };
  const errorOf = async (res: Response) => ((await res.json()) as { error: ReviewError }).error;
  const path = (id: number, tail = "") => `/api/unpublishedSyntheses/${id}${tail}`;
  const read = (who: SignedIn, id: number) =>
    okJson<DraftRecord>(t.request(path(id), { headers: who.cookieOnly }));
  const changesOf = (id: number) =>
    okJson<ReviewChangesBody>(t.request(path(id, "/changes"), { headers: editor.cookieOnly }));
  const commentKinds = async (id: number) =>
    (await okJson<{ kind: string }[]>(t.request(path(id, "/comments"), { headers: editor.cookieOnly }))).map(
      (c) => c.kind,
    );
  /** The token of the last preview link mailed to Carla. */
  const previewToken = async () => {
    const mails = await t.runtime.repos.mailOutbox.listTo("carla.contributor@signed-in.test");
    const token = LINK.exec(mails.at(-1)?.text ?? "")?.[1] ?? "";
    expect(token).not.toBe("");
    return token;
  };

  const get = <T>(p: string) => okJson<T>(t.request(p, { headers: editor.cookieOnly }));
  const lookups = await readDraftLookups(t, editor);
  const ids = (await get<{ id: number }[]>("/api/syntheses")).map((s) => s.id).sort((a, b) => a - b);
  const { document } = await get<{ document: SynthesisDocument }>(`/api/syntheses/${ids[0]}/document`);
  const doc = structuredClone(document);
  doc.molecule = { name: "Swapamine", structure: "swapamine", smiles: "OC1CCN(CC)CC1" };
  doc.comment = "As reviewed";
  const complete: StoredDraft = storeDraft(draftFromDocument(doc), lookups);

  /** The complete draft with its first step's yield and the synthesis comment changed. */
  const swapped = (yieldText = "99%"): StoredDraft => {
    const changed = structuredClone(complete);
    const reaction = changed.parts[0]?.reactions[0];
    if (!reaction) throw new Error("the fixture has no reaction");
    reaction.yield = yieldText;
    changed.comment = "Swapped after the review";
    return changed;
  };

  /** A draft of Carla's (`document`, the complete one by default), taken through the review up to `upTo`. */
  const reviewed = async (
    upTo: "submitted" | "second_look" | "approved",
    document: StoredDraft = complete,
  ) => {
    const draft = await okJson<DraftRecord>(
      send(carla, "POST", "/api/unpublishedSyntheses", {
        display_name: "Carla's route",
        synthesis_json: document,
      }),
      201,
    );
    await okJson(send(carla, "POST", path(draft.id, "/submit")));
    let token = "";
    if (upTo !== "submitted") {
      await okJson(send(editor, "POST", path(draft.id, "/second-look")));
      token = await previewToken();
    }
    if (upTo === "approved") await okJson(send(null, "POST", `/api/preview/${token}/approve`));
    const record = await read(carla, draft.id);
    expect(record.status).toBe(upTo);
    return { draft: record, token };
  };

  return {
    t,
    carla,
    editor,
    complete,
    send,
    okJson,
    errorOf,
    path,
    read,
    changesOf,
    commentKinds,
    swapped,
    reviewed,
  };
}
export type ReviewFixture = Awaited<ReturnType<typeof createReviewFixture>>;
