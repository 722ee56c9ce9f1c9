import { E2E_EDITOR } from "../../scripts/e2e-editor.ts";
import { csrfToken, expect, getJson, newDocument, signInAs, test, uniqueTag } from "./fixtures.ts";
import { signUpContributor } from "./support/contributor.ts";

/**
 * The whole loop of a suggested correction (issue 40 point 6), in the publishing project: it
 * publishes a revision of a demo synthesis, which the read-only specs must not see.
 */
test("a suggested correction, submitted and published by an editor, credits its contributor on the page and in the history", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const tag = uniqueTag();
  const name = `Cora Corrector ${tag}`;
  const baseURL = test.info().project.use.baseURL ?? "";
  await signUpContributor(page, name, `corrector-${tag}@example.org`, `a long enough password ${tag}`);

  // The last demo synthesis: the other publishing specs make and change syntheses of their own.
  const listed = await getJson<{ id: number }[]>(page.request, "/api/syntheses");
  const id = listed.map((s) => s.id).sort((a, b) => a - b)[listed.length - 1];
  await page.goto(`/syn/${id}`);
  await newDocument(page, () => page.getByRole("link", { name: "Suggest a correction" }).click());
  const note = `The synthesis's comment should say where its data come from (${tag}).`;
  await page.getByRole("textbox", { name: /What is wrong, and your source/ }).fill(note);
  await newDocument(page, () => page.getByRole("button", { name: "Open a revision draft" }).click());
  await expect(page).toHaveURL(/\/edit\?draft=\d+$/);
  const draftId = Number(new URL(page.url()).searchParams.get("draft"));

  // The change and the submission, through the API (the editor's own forms have their specs).
  const headers = { "X-CSRF-TOKEN": await csrfToken(page) };
  const draft = await getJson<{ synthesis_json: string }>(
    page.request,
    `/api/unpublishedSyntheses/${draftId}`,
  );
  const stored = JSON.parse(draft.synthesis_json) as { comment: string };
  stored.comment = `${stored.comment} Corrected in an end-to-end test (${tag}).`.trim();
  const saved = await page.request.put(`/api/unpublishedSyntheses/${draftId}`, {
    data: { synthesis_json: stored },
    headers,
  });
  expect(saved.status()).toBe(200);
  const submitted = await page.request.post(`/api/unpublishedSyntheses/${draftId}/submit`, { headers });
  expect(submitted.status()).toBe(200);

  // An editor reads the note in the draft's conversation and publishes it.
  const editorContext = await browser.newContext({ baseURL });
  const editor = await editorContext.newPage();
  await signInAs(editor, E2E_EDITOR);
  await editor.goto("/edit");
  const comments = await getJson<{ kind: string; body: string }[]>(
    editor.request,
    `/api/unpublishedSyntheses/${draftId}/comments`,
  );
  expect(comments).toContainEqual(expect.objectContaining({ kind: "suggestion", body: note }));
  const published = await editor.request.post(`/api/unpublishedSyntheses/${draftId}/publish`, {
    data: { reason: "checked against the paper in an end-to-end test" },
    headers: { "X-CSRF-TOKEN": await csrfToken(editor) },
  });
  expect(published.status()).toBe(201);
  const history = await getJson<{ history: { contributor: { name: string } | null }[] }>(
    editor.request,
    `/api/syntheses/${id}/history`,
  );
  expect(history.history[0]?.contributor?.name).toBe(name);
  await editorContext.close();

  // A reader sees who corrected it, after the submitter.
  const reader = await browser.newContext({ baseURL });
  const readerPage = await reader.newPage();
  await readerPage.goto(`/syn/${id}`);
  await expect(
    readerPage.getByText(new RegExp(`^Submitted by .+, corrected by ${name}$|^Corrected by ${name}$`)),
  ).toBeVisible();
  await reader.close();
});
