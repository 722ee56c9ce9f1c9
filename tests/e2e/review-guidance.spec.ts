import type { Page } from "@playwright/test";
import { E2E_CONTRIBUTOR, E2E_EDITOR } from "../../scripts/e2e-editor.ts";
import type { SynthesisDocument } from "../../src/domain/synthesis-document.ts";
import { csrfToken, expect, getJson, signInAs, test, uniqueTag } from "./fixtures.ts";
import { openFromQueue } from "./support/review.ts";
import { details, menu, snackbar } from "./support/synthesis-editor.ts";

/**
 * The review loop says what to do (issue 40, point 3): the disabled Publish names the missing step
 * and offers its button, and a revision lists what it changes in the published synthesis.
 */

/** The contributor's draft (a copy of the first demo synthesis, `change` applied), submitted. */
async function submitted(
  page: Page,
  displayName: string,
  change: (document: SynthesisDocument) => void,
  revision = false,
): Promise<number> {
  await signInAs(page, E2E_CONTRIBUTOR);
  await page.goto("/edit");
  const headers = { "X-CSRF-TOKEN": await csrfToken(page) };
  const [first] = await getJson<{ id: number }[]>(page.request, "/api/syntheses");
  const read = await getJson<{ version: number; document: SynthesisDocument }>(
    page.request,
    `/api/syntheses/${first?.id}/document`,
  );
  change(read.document);
  const created = await page.request.post("/api/unpublishedSyntheses", {
    data: {
      display_name: displayName,
      synthesis_json: read.document,
      ...(revision ? { synthesis_id: first?.id, base_version: read.version } : {}),
    },
    headers,
  });
  expect(created.status()).toBe(201);
  const draftId = ((await created.json()) as { id: number }).id;
  const submit = await page.request.post(`/api/unpublishedSyntheses/${draftId}/submit`, { headers });
  expect(submit.ok()).toBe(true);
  return draftId;
}

test("the disabled Publish says the submitter has not approved yet and asks for the approval from the dialog", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const tag = uniqueTag();
  const displayName = `Unapproved ${tag}`;
  await submitted(page, displayName, (document) => {
    document.comment = `Waiting for approval ${tag}`;
  });

  const editorContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const editor = await editorContext.newPage();
  await signInAs(editor, E2E_EDITOR);
  await openFromQueue(editor, displayName);
  await menu(editor, "File", "Publish…");
  const dialog = editor.getByRole("dialog", { name: "Publish synthesis" });
  const publish = dialog.getByRole("button", { name: "Publish", exact: true });
  await expect(publish).toBeDisabled();
  // The disabled button is described by the sentence naming the missing step and its button.
  await expect(publish).toHaveAccessibleDescription(
    /^The submitter has not approved the preview yet: use 'Ask the submitter to approve'/,
  );
  await dialog.getByRole("button", { name: "Ask the submitter to approve" }).click();
  await expect(snackbar(editor)).toHaveText(
    "The submitter was mailed a private preview link; the draft now waits for their approval.",
  );
  await expect(dialog).toHaveCount(0);
  await expect(details(editor).getByTestId("review-status")).toHaveText(
    "Waiting for the submitter to approve the preview",
  );

  // Opened again: the wait is what the dialog now says, with no button to press.
  await menu(editor, "File", "Publish…");
  await expect(dialog.getByTestId("publish-blocker")).toContainText("has not answered yet");
  await expect(dialog.getByRole("button", { name: "Ask the submitter to approve" })).toHaveCount(0);
  await editorContext.close();
});

test("a revision lists for its reviewer what it changes in the published synthesis", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const tag = uniqueTag();
  const displayName = `Correction ${tag}`;
  let yieldBefore: string | null = null;
  let place = "";
  await submitted(
    page,
    displayName,
    (document) => {
      const part = document.parts[0];
      const step = part?.reactions[0];
      if (!part || !step) throw new Error("the demo synthesis has no reaction");
      place = `Part ${part.number}, step ${step.step}`;
      yieldBefore = step.yield;
      step.yield = "42%";
    },
    true,
  );

  const editorContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const editor = await editorContext.newPage();
  await signInAs(editor, E2E_EDITOR);
  await openFromQueue(editor, displayName);
  const listed = details(editor).getByRole("list", { name: "Changes to the published version" });
  const line = yieldBefore ? `${place}: yield '${yieldBefore}' → '42%'` : `${place}: yield added: '42%'`;
  await expect(listed).toHaveText(line);
  await editorContext.close();
});
