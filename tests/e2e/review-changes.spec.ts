import { E2E_CONTRIBUTOR, E2E_EDITOR } from "../../scripts/e2e-editor.ts";
import type { SynthesisDocument } from "../../src/domain/synthesis-document.ts";
import { csrfToken, expect, getJson, signInAs, test, uniqueTag } from "./fixtures.ts";
import { linkFrom, openFromQueue } from "./support/review.ts";
import { details, menu, snackbar } from "./support/synthesis-editor.ts";

test("a contributor's change after approval withdraws the submission; the editor cannot publish it unseen and reads what changed", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const tag = uniqueTag();
  const displayName = `Swap attempt ${tag}`;
  const baseURL = test.info().project.use.baseURL ?? "";
  const port = new URL(baseURL).port;

  // The contributor submits a complete synthesis (written through the API: no browser needed).
  await signInAs(page, E2E_CONTRIBUTOR);
  await page.goto("/edit");
  const headers = { "X-CSRF-TOKEN": await csrfToken(page) };
  const [first] = await getJson<{ id: number }[]>(page.request, "/api/syntheses");
  const { document } = await getJson<{ document: SynthesisDocument }>(
    page.request,
    `/api/syntheses/${first?.id}/document`,
  );
  document.comment = `As reviewed ${tag}`;
  const created = await page.request.post("/api/unpublishedSyntheses", {
    data: { display_name: displayName, synthesis_json: document },
    headers,
  });
  expect(created.status()).toBe(201);
  const draftId = ((await created.json()) as { id: number }).id;
  expect((await page.request.post(`/api/unpublishedSyntheses/${draftId}/submit`, { headers })).ok()).toBe(
    true,
  );

  // The editor sends it for a second look; the contributor approves the preview.
  const editorContext = await browser.newContext({ baseURL });
  const editor = await editorContext.newPage();
  await signInAs(editor, E2E_EDITOR);
  await openFromQueue(editor, displayName);
  const panel = details(editor);
  await panel.getByRole("button", { name: "Ask the submitter to approve" }).click();
  await expect(panel.getByTestId("review-status")).toHaveText(
    "Waiting for the submitter to approve the preview",
  );
  const preview = await linkFrom(port, E2E_CONTRIBUTOR.email, /https?:\/\/\S+\/preview\/[\w%.~-]+/);
  await page.goto(preview.pathname);
  await page.getByRole("button", { name: "Approve" }).click();
  await expect(page.getByText(/you approved the synthesis/)).toBeVisible();

  // The editor opens the approved draft: nothing changed since the approval.
  await openFromQueue(editor, displayName);
  await expect(panel.getByTestId("review-status")).toHaveText("Approved by the submitter");
  await expect(panel.getByTestId("review-changes")).toHaveCount(0);

  // Meanwhile the contributor changes the synthesis in the editor: saving withdraws the submission.
  await page.goto("/edit");
  await menu(page, "File", "Open");
  const opener = page.getByRole("dialog", { name: "Open synthesis" });
  await opener.getByRole("radio", { name: displayName }).check();
  await opener.getByRole("button", { name: "Open" }).click();
  await expect(details(page).getByTestId("review-status")).toHaveText("Approved by the submitter");
  const comment = details(page).getByRole("textbox", { name: "Synthesis comment" });
  await comment.fill(`Swapped ${tag}`);
  await comment.blur();
  await menu(page, "File", "Save");
  await expect(snackbar(page)).toHaveText(
    "Saved. Your change withdrew the submission: submit it again when it is ready.",
  );
  await expect(details(page).getByTestId("review-status")).toHaveText("Draft, not submitted");

  // Publishing the version on the editor's screen is refused; the dialog already lists the change
  // and asks for a reason, since the approval covered the version before it.
  await menu(editor, "File", "Publish…");
  const dialog = editor.getByRole("dialog", { name: "Publish synthesis" });
  const listed = dialog.getByRole("list", { name: "Changes since the review" });
  await expect(listed).toContainText(`Synthesis: comment 'As reviewed ${tag}' → 'Swapped ${tag}'`);
  await expect(dialog.getByRole("button", { name: "Publish" })).toBeDisabled();
  await dialog.getByRole("textbox", { name: /Reason/ }).fill("Checked the change");
  await dialog.getByRole("button", { name: "Publish" }).click();
  await expect(snackbar(editor)).toHaveText(
    "seen: this draft has changed since you opened it; open it again to see the changes",
  );
  const record = await getJson<{ published_synthesis_id: number | null }>(
    editor.request,
    `/api/unpublishedSyntheses/${draftId}`,
  );
  expect(record.published_synthesis_id).toBeNull();
  await dialog.getByRole("button", { name: "Cancel" }).click();

  // Opened again: the withdrawal and the change since the approval are in the review section.
  await menu(editor, "File", "Open");
  const open = editor.getByRole("dialog", { name: "Open synthesis" });
  await open.getByRole("radio", { name: displayName }).check();
  await open.getByRole("button", { name: "Open" }).click();
  await expect(panel.getByTestId("review-status")).toHaveText("Draft, not submitted");
  await expect(panel.getByTestId("review-changes")).toContainText("Changed since the submitter approved it");
  await expect(panel.getByRole("list", { name: "Changes since the review" })).toContainText(
    `'Swapped ${tag}'`,
  );
  await expect(panel.getByRole("list", { name: "Comments" })).toContainText("the submission is withdrawn");
  await editorContext.close();
});
