import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SignedIn, signIn } from "../../../../tests/support/signed-in.ts";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app.ts";
import type { DraftRecord } from "../../../db/repositories/drafts.ts";
import type { DocumentChange } from "../../../domain/document-changes.ts";
import { draftFromDocument } from "../../../domain/editor/draft.ts";
import { type DraftLookups, type StoredDraft, storeDraft } from "../../../domain/editor/draft-storage.ts";
import type { SynthesisDocument } from "../../../domain/synthesis-document.ts";

/**
 * A reviewed draft cannot be swapped (docs/decisions.md "A reviewed draft cannot be swapped"): the
 * submitter's change withdraws the submission, a preview link approves only the version it was
 * sent for, and an editor publishes only a version they have seen, with the changes since the
 * review shown first.
 */

let t: TestApp;
let carla: SignedIn;
let editor: SignedIn;
let complete: StoredDraft;

const LINK = /\/preview\/([A-Za-z0-9_-]{43})/;
const XSRF = "review-changes-xsrf";
const anonymous = { Cookie: `XSRF-TOKEN=${XSRF}`, "X-XSRF-TOKEN": XSRF };

type ErrorBody = {
  error: {
    code: string;
    message: string;
    field?: string;
    changes?: DocumentChange[];
    since?: { as: string } | null;
    document_hash?: string;
  };
};
interface Changes {
  since: { as: string; at: string } | null;
  changes: DocumentChange[];
  document_hash: string;
}

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
const errorOf = async (res: Response) => ((await res.json()) as ErrorBody).error;
const path = (id: number, tail = "") => `/api/unpublishedSyntheses/${id}${tail}`;
const read = (who: SignedIn, id: number) =>
  okJson<DraftRecord>(t.request(path(id), { headers: who.cookieOnly }));
const commentKinds = async (id: number) =>
  (await okJson<{ kind: string }[]>(t.request(path(id, "/comments"), { headers: editor.cookieOnly }))).map(
    (c) => c.kind,
  );

/** The complete draft with its first step's yield and the synthesis comment changed. */
const swapped = (yieldText = "99%"): StoredDraft => {
  const doc = structuredClone(complete);
  const reaction = doc.parts[0]?.reactions[0];
  if (!reaction) throw new Error("the fixture has no reaction");
  reaction.yield = yieldText;
  doc.comment = "Swapped after the review";
  return doc;
};

/** A draft of Carla's, submitted; `upTo` takes it further through the review. */
async function reviewed(upTo: "submitted" | "second_look" | "approved") {
  const draft = await okJson<DraftRecord>(
    send(carla, "POST", "/api/unpublishedSyntheses", {
      display_name: "Carla's route",
      synthesis_json: complete,
    }),
    201,
  );
  await okJson(send(carla, "POST", path(draft.id, "/submit")));
  let token = "";
  if (upTo !== "submitted") {
    await okJson(send(editor, "POST", path(draft.id, "/second-look")));
    const mails = await t.runtime.repos.mailOutbox.listTo("carla.contributor@signed-in.test");
    token = LINK.exec(mails.at(-1)?.text ?? "")?.[1] ?? "";
    expect(token).not.toBe("");
  }
  if (upTo === "approved") await okJson(send(null, "POST", `/api/preview/${token}/approve`));
  const record = await read(carla, draft.id);
  expect(record.status).toBe(upTo);
  return { draft: record, token };
}

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: "https://archive.example.org" });
  await t.runtime.mail.sender.stop();
  carla = await signIn(t, "contributor", "Carla Contributor");
  editor = await signIn(t, "editor", "Ed Editor");
  const get = <T>(p: string) => okJson<T>(t.request(p, { headers: editor.cookieOnly }));
  const lookups: DraftLookups = {
    reagents: await get("/api/reagents"),
    solvents: await get("/api/solvents"),
    namedReactions: await get("/api/named-reactions"),
    molecules: await get("/api/molecules"),
    authors: await get("/api/authors"),
    protectingGroups: await get("/api/protecting-groups"),
  };
  const ids = (await get<{ id: number }[]>("/api/syntheses")).map((s) => s.id).sort((a, b) => a - b);
  const { document } = await get<{ document: SynthesisDocument }>(`/api/syntheses/${ids[0]}/document`);
  const doc = structuredClone(document);
  doc.molecule = { name: "Swapamine", structure: "swapamine", smiles: "OC1CCN(CC)CC1" };
  doc.comment = "As reviewed";
  complete = storeDraft(draftFromDocument(doc), lookups);
});
afterAll(async () => {
  await t.close();
});

describe(`a reviewed draft cannot be swapped (${process.env.TEST_ENGINE ?? "sqlite"})`, () => {
  for (const status of ["submitted", "second_look", "approved"] as const) {
    it(`moves a ${status} draft back to 'draft' when its submitter changes the synthesis`, async () => {
      const { draft, token } = await reviewed(status);
      // A rename, or the same synthesis written out again (keys in another order), changes nothing
      // that is published: the state stays.
      const renamed = await okJson<DraftRecord>(
        send(carla, "PUT", path(draft.id), { display_name: "Renamed" }),
      );
      expect(renamed.status).toBe(status);
      const reordered = Object.fromEntries(Object.entries(complete).reverse());
      const again = await okJson<DraftRecord>(
        send(carla, "PUT", path(draft.id), { synthesis_json: reordered }),
      );
      expect(again.status).toBe(status);
      expect(await commentKinds(draft.id)).not.toContain("withdrawn");

      const saved = await okJson<DraftRecord>(
        send(carla, "PUT", path(draft.id), { synthesis_json: swapped() }),
      );
      expect(saved.status).toBe("draft");
      expect(saved.document_hash).not.toBe(draft.document_hash);
      expect((await commentKinds(draft.id)).at(-1)).toBe("withdrawn");
      const queue = await okJson<{ draft: { id: number } }[]>(
        t.request("/api/review/queue", { headers: editor.cookieOnly }),
      );
      expect(queue.some((q) => q.draft.id === draft.id)).toBe(false);
      if (token) {
        // The link sent before the change approves nothing any more.
        const refused = await send(null, "POST", `/api/preview/${token}/approve`);
        expect(refused.status).toBe(410);
        expect(await errorOf(refused)).toMatchObject({
          field: "token",
          code: expect.stringMatching(/^token_/),
        });
        expect((await read(carla, draft.id)).status).toBe("draft");
      }
    });
  }

  it("refuses a stale preview link (409) after an editor's change, and changes nothing", async () => {
    const { draft, token } = await reviewed("second_look");
    const fixed = await okJson<DraftRecord>(
      send(editor, "PUT", path(draft.id), { synthesis_json: swapped("90%") }),
    );
    // An editor fixes details without taking the draft from the submitter's look…
    expect(fixed.status).toBe("second_look");
    // …but the link no longer approves: it was sent for the version before.
    for (const [method, tail] of [
      ["POST", "/approve"],
      ["GET", ""],
    ] as const) {
      const refused = await send(null, method, `/api/preview/${token}${tail}`);
      expect(refused.status).toBe(409);
      const error = await errorOf(refused);
      expect(error).toMatchObject({ code: "draft_changed", field: "token" });
      expect(error.message).toContain("has changed since this preview link was sent");
    }
    expect((await read(editor, draft.id)).status).toBe("second_look");
    expect(await commentKinds(draft.id)).not.toContain("approval");
    const link = await t.runtime.db.kysely
      .selectFrom("preview_links")
      .select("used_at")
      .where("draft_id", "=", draft.id)
      .executeTakeFirstOrThrow();
    expect(link.used_at).toBeNull();
    // Sent back for changes, the old link is expired for good.
    await okJson(send(editor, "POST", path(draft.id, "/request-changes"), { body: "Check my fix" }));
    expect((await send(null, "POST", `/api/preview/${token}/approve`)).status).toBe(410);
    // Back with the contributor: their changes are expected, the state stays until they submit.
    const answered = await okJson<DraftRecord>(
      send(carla, "PUT", path(draft.id), { synthesis_json: complete }),
    );
    expect(answered.status).toBe("changes_requested");
  });

  it("keeps the link working when an editor saves the same synthesis again", async () => {
    const { draft, token } = await reviewed("second_look");
    const reordered = Object.fromEntries(Object.entries(complete).reverse());
    const again = await okJson<DraftRecord>(
      send(editor, "PUT", path(draft.id), { synthesis_json: reordered }),
    );
    expect(again.document_hash).not.toBe(draft.document_hash);
    expect(await okJson(send(null, "POST", `/api/preview/${token}/approve`))).toMatchObject({
      status: "approved",
    });
    // The version approved is the one the link showed: nothing changed since.
    const changes = await okJson<Changes>(
      t.request(path(draft.id, "/changes"), { headers: editor.cookieOnly }),
    );
    expect(changes).toMatchObject({ since: { as: "approved" }, changes: [] });
  });

  it("shows the editor what changed since the approval, field by field, after a resubmission", async () => {
    const { draft } = await reviewed("approved");
    const before = await okJson<Changes>(
      t.request(path(draft.id, "/changes"), { headers: editor.cookieOnly }),
    );
    expect(before).toMatchObject({
      since: { as: "approved" },
      changes: [],
      document_hash: draft.document_hash,
    });
    await okJson(send(carla, "PUT", path(draft.id), { synthesis_json: swapped() }));
    await okJson(send(carla, "POST", path(draft.id, "/submit")));
    const after = await okJson<Changes>(
      t.request(path(draft.id, "/changes"), { headers: editor.cookieOnly }),
    );
    expect(after.since?.as).toBe("approved");
    expect(after.changes).toEqual([
      {
        place: "Synthesis",
        field: "comment",
        change: "changed",
        before: "As reviewed",
        after: "Swapped after the review",
      },
      expect.objectContaining({ field: "yield", change: expect.any(String), after: "99%" }),
    ]);
    expect(after.changes[1]?.place).toMatch(/^Part \d+, step \d+$/);
    expect((await t.request(path(draft.id, "/changes"))).status).toBe(401);
  });

  it("never publishes a swapped draft unseen: 409 with the changes, then only the version seen", async () => {
    const { draft } = await reviewed("approved");
    const opened = draft.document_hash; // what the editor has open
    await okJson(send(carla, "PUT", path(draft.id), { synthesis_json: swapped() }));

    // The editor's client sends the version it has open: refused, with what changed.
    const stale = await send(editor, "POST", path(draft.id, "/publish"), { seen: opened, reason: "Urgent" });
    expect(stale.status).toBe(409);
    const error = await errorOf(stale);
    expect(error).toMatchObject({ code: "draft_changed", field: "seen", since: { as: "approved" } });
    expect(error.changes?.map((c) => c.field)).toEqual(["comment", "yield"]);
    expect(error.document_hash).not.toBe(opened);

    // Without `seen` too: the changes since the review come back first.
    const blind = await send(editor, "POST", path(draft.id, "/publish"), { reason: "Urgent" });
    expect(blind.status).toBe(409);
    expect((await errorOf(blind)).changes?.length).toBe(2);
    expect((await read(editor, draft.id)).published_synthesis_id).toBeNull();

    // Seen, but the submitter's approval no longer covers it: a reason is needed.
    const seen = error.document_hash;
    const noReason = await send(editor, "POST", path(draft.id, "/publish"), { seen });
    expect(noReason.status).toBe(409);
    expect(await errorOf(noReason)).toMatchObject({ field: "reason" });
    const published = await okJson<{ id: number }>(
      send(editor, "POST", path(draft.id, "/publish"), { seen, reason: "Read the two changes" }),
      201,
    );
    const { document } = await okJson<{ document: SynthesisDocument }>(
      t.request(`/api/syntheses/${published.id}/document`, { headers: editor.cookieOnly }),
    );
    expect(document.comment).toBe("Swapped after the review");
  });

  it("shows a reagent its submitter renamed after the approval, though the draft's text is the same", async () => {
    const reagent = await okJson<{ id: number }>(
      send(carla, "POST", "/api/reagents", { name: `Carla's reagent ${Date.now()}` }),
      201,
    );
    const withReagent = structuredClone(complete);
    withReagent.parts[0]?.reactions[0]?.reagents.push({ id: reagent.id, name: "as saved", stage: 1 });
    const draft = await okJson<DraftRecord>(
      send(carla, "POST", "/api/unpublishedSyntheses", {
        display_name: "Renamer",
        synthesis_json: withReagent,
      }),
      201,
    );
    await okJson(send(carla, "POST", path(draft.id, "/submit")));
    await okJson(send(editor, "POST", path(draft.id, "/second-look")));
    const mails = await t.runtime.repos.mailOutbox.listTo("carla.contributor@signed-in.test");
    const token = LINK.exec(mails.at(-1)?.text ?? "")?.[1] ?? "";
    await okJson(send(null, "POST", `/api/preview/${token}/approve`));
    await okJson(send(carla, "PUT", `/api/reagents/${reagent.id}`, { name: "Something else entirely" }));

    const { changes } = await okJson<Changes>(
      t.request(path(draft.id, "/changes"), { headers: editor.cookieOnly }),
    );
    expect(changes).toEqual([
      expect.objectContaining({
        field: "reagent",
        change: "changed",
        before: expect.stringMatching(/^Carla's reagent/),
        after: "Something else entirely",
      }),
    ]);
    // The editor's version is current (the text did not change), but the approval does not cover
    // the new name: a reason is needed, and the answer says what changed.
    const refused = await send(editor, "POST", path(draft.id, "/publish"), { seen: draft.document_hash });
    expect(refused.status).toBe(409);
    const error = await errorOf(refused);
    expect(error).toMatchObject({ field: "reason", since: { as: "approved" } });
    expect(error.changes?.map((c) => c.after)).toEqual(["Something else entirely"]);
  });

  it("asks for a reason when an editor changed an approved draft, and publishes the approved one without", async () => {
    const { draft } = await reviewed("approved");
    const edited = await okJson<DraftRecord>(
      send(editor, "PUT", path(draft.id), { synthesis_json: swapped("91%") }),
    );
    expect(edited.status).toBe("approved");
    const refused = await send(editor, "POST", path(draft.id, "/publish"), { seen: edited.document_hash });
    expect(refused.status).toBe(409);
    expect(await errorOf(refused)).toMatchObject({
      field: "reason",
      message: expect.stringContaining("changed since its submitter approved it"),
    });
    // Put back as approved: the approval covers it again.
    const restored = await okJson<DraftRecord>(
      send(editor, "PUT", path(draft.id), { synthesis_json: complete }),
    );
    await okJson(send(editor, "POST", path(draft.id, "/publish"), { seen: restored.document_hash }), 201);
    const malformed = await send(editor, "POST", path(draft.id, "/publish"), { seen: "abc" });
    expect(malformed.status).toBe(400);
    expect((await errorOf(malformed)).field).toBe("seen");
  });
});
