import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { previewSiteServices } from "../../../../tests/support/preview-site-services.ts";
import { createPublishScene, type Draft, publishCalls } from "../../../../tests/support/publish-scene.ts";
import { type SignedIn, signIn } from "../../../../tests/support/signed-in.ts";
import type { TestApp } from "../../../../tests/support/test-app.ts";
import { draftFromDocument } from "../../../domain/editor/draft.ts";
import type { DraftLookups } from "../../../domain/editor/draft-storage.ts";
import { type StoredDraft, storeDraft } from "../../../domain/editor/stored-draft.ts";
import { siteContext, type Viewer } from "../../../web/lib/site-context.ts";
import { loader as suggestLoader } from "../../../web/routes/suggest-correction.tsx";
import { loader as synthesisLoader } from "../../../web/routes/synthesis.tsx";

/**
 * Suggesting a correction of a published synthesis (docs/product/api.md §5.10.1, issue 40 point 6):
 * the revision draft it opens, prefilled and tied to the published version, with the note as a
 * comment the reviewer reads; one open draft per contributor and synthesis; who may ask; and the
 * credit once an editor publishes it. Each test publishes a synthesis of its own.
 */

let t: TestApp;
let carla: SignedIn;
let rita: SignedIn;
let editor: SignedIn;
let lookups: DraftLookups;
let newDraft: StoredDraft;
let close: () => Promise<void>;
const { send, get, saveDraft, publish, readDocument, publishNew } = publishCalls(() => ({
  t,
  carla,
  editor,
  newDraft,
}));
beforeAll(async () => {
  ({ t, carla, rita, editor, lookups, newDraft, close } = await createPublishScene());
});
afterAll(() => close());

type Answer = {
  draft: Draft & { display_name: string; synthesis_json: string; status: string };
  created: boolean;
};
type Comment = { kind: string; body: string; author: { id: number; name: string } };
type ErrorBody = { error: { code: string; field?: string; message: string } };

const NOTE = "Step 1.2: the yield is missing; it is given in the paper's experimental section.";

const suggest = (who: SignedIn | undefined, synthesisId: number | string, body: unknown = { note: NOTE }) =>
  send(who, "POST", `/api/syntheses/${synthesisId}/corrections`, body);
const suggested = async (who: SignedIn, synthesisId: number, note = NOTE, status = 201) => {
  const res = await suggest(who, synthesisId, { note });
  const body = (await res.json()) as Answer;
  expect(res.status, JSON.stringify(body)).toBe(status);
  return body;
};
const comments = (draftId: number) => get<Comment[]>(`/api/unpublishedSyntheses/${draftId}/comments`);
/** `who`'s drafts that revise the synthesis, published or not. */
const revisionsBy = async (who: SignedIn, synthesisId: number) =>
  (await get<Draft[]>("/api/unpublishedSyntheses", who)).filter((d) => d.synthesis_id === synthesisId);

const viewerOf = (who: SignedIn, role: string): Viewer => ({
  user: { id: who.id, name: who.name, email: "x@signed-in.test", role },
  csrfToken: `token-of-${who.id}`,
});
/** Runs a page's loader as `viewer` would request it. */
const load = <T>(run: typeof suggestLoader | typeof synthesisLoader, viewer: Viewer | null, id: number) => {
  const context = new RouterContextProvider();
  context.set(siteContext, { ...previewSiteServices(t, "https://archive.example.org"), viewer });
  return run({
    context,
    params: { id: String(id) },
    request: new Request(`https://archive.example.org/syn/${id}/suggest`),
  } as never) as Promise<T>;
};
const statusOf = (thrown: unknown) =>
  thrown instanceof Response ? thrown.status : (thrown as { init?: { status?: number } }).init?.status;

describe(`suggesting a correction (${process.env.TEST_ENGINE ?? "sqlite"})`, () => {
  it("opens a revision draft prefilled from the published version, with the note for the reviewer", async () => {
    const { synthesisId } = await publishNew();
    const read = await readDocument(synthesisId);
    const { draft, created } = await suggested(rita, synthesisId);
    expect(created).toBe(true);
    expect(draft).toMatchObject({
      user: { id: rita.id, name: "Rita Reviser" },
      display_name: `Revision of synthesis No. ${synthesisId}`,
      synthesis_id: synthesisId,
      base_version: read.version,
      published_synthesis_id: null,
      status: "draft",
    });
    // What the editor would have saved had Rita opened the synthesis and saved it at once.
    expect(JSON.parse(draft.synthesis_json)).toEqual(storeDraft(draftFromDocument(read.document), lookups));
    // Complete as published: Rita only has to make her change and submit it.
    const check = await get<{ problems: unknown[] }>(`/api/unpublishedSyntheses/${draft.id}/check`, rita);
    expect(check.problems).toEqual([]);
    expect(await comments(draft.id)).toEqual([
      expect.objectContaining({
        kind: "suggestion",
        body: NOTE,
        author: { id: rita.id, name: "Rita Reviser" },
      }),
    ]);
    // Nothing published changed.
    expect(await readDocument(synthesisId)).toEqual(read);
  });

  it("takes a contributor back to the revision draft they have open instead of making another", async () => {
    const { synthesisId } = await publishNew();
    const first = await suggested(rita, synthesisId);
    // The same request again (a double click, a reload): the same draft, the note once.
    const again = await suggested(rita, synthesisId, NOTE, 200);
    expect(again.created).toBe(false);
    expect(again.draft.id).toBe(first.draft.id);
    expect((await comments(first.draft.id)).filter((c) => c.kind === "suggestion")).toHaveLength(1);
    // A new note is added to the same draft.
    const other = "Also: the first reference lacks its DOI; the journal's page gives it.";
    const third = await suggested(rita, synthesisId, other, 200);
    expect(third.draft.id).toBe(first.draft.id);
    expect((await comments(first.draft.id)).map((c) => c.body)).toEqual([NOTE, other]);
    expect(await revisionsBy(rita, synthesisId)).toHaveLength(1);
  });

  it("mails nobody about a new draft; a note added once it is submitted reaches the editors", async () => {
    const { synthesisId } = await publishNew();
    const editorMail = () => t.runtime.repos.mailOutbox.listTo("ed.editor@signed-in.test");
    const before = (await editorMail()).length;
    const { draft } = await suggested(rita, synthesisId);
    expect(await editorMail()).toHaveLength(before);
    const submitted = await send(rita, "POST", `/api/unpublishedSyntheses/${draft.id}/submit`);
    expect(submitted.status).toBe(200);
    const afterSubmit = (await editorMail()).length;
    const later = "Also: the second step's time differs from the paper's table.";
    await suggested(rita, synthesisId, later, 200);
    const told = (await editorMail()).slice(afterSubmit);
    expect(told).toHaveLength(1);
    expect(told[0]?.text).toContain(`Correction suggested: ${later}`);
  });

  it("counts a suggestion against the account's comment limit", async () => {
    const { synthesisId } = await publishNew();
    const quick = await signIn(t, "contributor", "Quinn Quick");
    const limit = t.runtime.config.COMMENT_MAX_PER_ACCOUNT;
    for (let i = 0; i < limit; i++) expect((await suggest(quick, synthesisId)).status).toBeLessThan(300);
    const refused = await suggest(quick, synthesisId, { note: "One more." });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(
      (await comments((await revisionsBy(quick, synthesisId))[0]?.id ?? 0)).map((c) => c.body),
    ).not.toContain("One more.");
  });

  it("makes one draft of suggestions sent at once by one contributor", async () => {
    const { synthesisId } = await publishNew();
    const paula = await signIn(t, "contributor", "Paula Parallel");
    const answers = await Promise.all([1, 2, 3, 4].map(() => suggest(paula, synthesisId)));
    expect(answers.map((res) => res.status).sort()).toEqual([200, 200, 200, 201]);
    const ids = await Promise.all(answers.map(async (res) => ((await res.json()) as Answer).draft.id));
    expect(new Set(ids).size).toBe(1);
    expect(await revisionsBy(paula, synthesisId)).toHaveLength(1);
    expect((await comments(ids[0] ?? 0)).filter((c) => c.kind === "suggestion")).toHaveLength(1);
  });

  it("reuses a revision draft saved in the editor, and gives each contributor a draft of their own", async () => {
    const { synthesisId } = await publishNew();
    const read = await readDocument(synthesisId);
    const saved = await saveDraft(rita, storeDraft(draftFromDocument(read.document), lookups), {
      id: synthesisId,
      version: read.version,
    });
    const ritas = await suggested(rita, synthesisId, NOTE, 200);
    expect(ritas.draft.id).toBe(saved.id);
    const nora = await signIn(t, "contributor", "Nora Newcomer");
    const noras = await suggested(nora, synthesisId);
    expect(noras.draft.id).not.toBe(saved.id);
    expect(noras.draft.user.id).toBe(nora.id);
  });

  it("refuses a visitor, a request without the anti-forgery token and a bad note, and makes nothing", async () => {
    const { synthesisId } = await publishNew();
    const anonymous = await suggest(undefined, synthesisId);
    expect(anonymous.status).toBe(401);
    const unforged = await t.request(`/api/syntheses/${synthesisId}/corrections`, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...rita.cookieOnly },
      body: JSON.stringify({ note: NOTE }),
    });
    expect(unforged.status).toBe(419);
    for (const body of [{}, { note: "   " }, { note: "x".repeat(4001) }, { note: 12 }]) {
      const res = await suggest(rita, synthesisId, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as ErrorBody).error.field).toBe("note");
    }
    expect(await revisionsBy(rita, synthesisId)).toEqual([]);
  });

  it("answers 404 for a synthesis that is not published, and makes nothing", async () => {
    const { synthesisId } = await publishNew();
    const unpublished = await send(editor, "POST", `/api/syntheses/${synthesisId}/unpublish`, {});
    expect(unpublished.status).toBe(200);
    for (const id of [synthesisId, 987654, "12abc"]) {
      const res = await suggest(rita, id);
      expect(res.status, String(id)).toBe(404);
      expect(((await res.json()) as ErrorBody).error.code).toBe("not_found");
    }
    expect(await revisionsBy(rita, synthesisId)).toEqual([]);
    // Its page's link leads nowhere either.
    const thrown = await load(suggestLoader, viewerOf(rita, "contributor"), synthesisId).catch((e) => e);
    expect(statusOf(thrown)).toBe(404);
  });

  it("sends a visitor to sign in and back; shows a contributor the draft they have open", async () => {
    const { synthesisId } = await publishNew();
    const thrown = await load(suggestLoader, null, synthesisId).catch((e) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get("Location")).toBe(
      `/login?next=%2Fsyn%2F${synthesisId}%2Fsuggest`,
    );
    type Page = {
      synthesis: { id: number; heading: string };
      openDraft: { id: number } | null;
      csrfToken: string;
    };
    const before = await load<Page>(suggestLoader, viewerOf(rita, "contributor"), synthesisId);
    expect(before).toMatchObject({
      synthesis: { id: synthesisId },
      openDraft: null,
      csrfToken: `token-of-${rita.id}`,
    });
    expect(before.synthesis.heading).toMatch(/^Publishamine — /);
    const { draft } = await suggested(rita, synthesisId);
    const after = await load<Page>(suggestLoader, viewerOf(rita, "contributor"), synthesisId);
    expect(after.openDraft?.id).toBe(draft.id);
  });

  it("credits the contributor once an editor publishes the correction; a later one opens a new draft", async () => {
    const { synthesisId } = await publishNew();
    const { draft } = await suggested(rita, synthesisId);
    const stored = JSON.parse(draft.synthesis_json) as StoredDraft;
    const reaction = stored.parts[0]?.reactions[0];
    if (!reaction) throw new Error("no reaction");
    reaction.comment = "Yield corrected from the experimental section";
    const saved = await send(rita, "PUT", `/api/unpublishedSyntheses/${draft.id}`, {
      synthesis_json: stored,
    });
    expect(saved.status).toBe(200);
    const published = await publish(editor, draft.id, { note: "Rita's correction" });
    expect(published.status).toBe(201);

    const { history } = await get<{
      history: {
        user: { id: number } | null;
        contributor: { id: number; name: string } | null;
        note: string;
      }[];
    }>(`/api/syntheses/${synthesisId}/history`);
    expect(history[0]).toMatchObject({
      user: { id: editor.id },
      contributor: { id: rita.id, name: "Rita Reviser" },
    });
    // The first version was Carla's draft: hers, not a correction.
    expect(history.at(-1)?.contributor).toEqual({ id: carla.id, name: "Carla Contributor" });
    type PageData = { synthesis: { submitter: { name: string } | null }; correctedBy: string[] };
    const page = await load<PageData>(synthesisLoader, null, synthesisId);
    expect(page.synthesis.submitter).toEqual({ name: "Carla Contributor" });
    expect(page.correctedBy).toEqual(["Rita Reviser"]);
    // The page's API twin says the same.
    const answer = (await (await t.request(`/api/syntheses/${synthesisId}`)).json()) as {
      corrected_by: string[];
    };
    expect(answer.corrected_by).toEqual(["Rita Reviser"]);

    // The published draft is the record of that correction: the next suggestion gets a new one.
    const next = await suggested(rita, synthesisId, "Another correction, from the same paper's Table 2.");
    expect(next.created).toBe(true);
    expect(next.draft.id).not.toBe(draft.id);
    expect(next.draft.base_version).toBe(2);
  });
});
