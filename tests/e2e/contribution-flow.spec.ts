import { E2E_EDITOR } from "../../scripts/e2e-editor.ts";
import { csrfToken, expect, newDocument, signInAs, test, uniqueTag } from "./fixtures.ts";
import { newestMailTo, textPart } from "./support/outbox.ts";
import { linkFrom, openFromQueue } from "./support/review.ts";
import {
  details,
  menu,
  pasteStructure,
  reactionCard,
  setField,
  snackbar,
} from "./support/synthesis-editor.ts";

test("a visitor contributes a synthesis through the four steps; review, second look, approval, publication and a revision under the same URL", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const tag = uniqueTag();
  const email = `flow-${tag}@example.org`;
  const name = `Flo Chemist ${tag}`;
  const baseURL = test.info().project.use.baseURL ?? "";
  const port = new URL(baseURL).port;

  // 1. Identify yourself: sign up, follow the e-mail's link, choose a password.
  await page.goto("/contribute");
  await page.getByLabel("Your name").fill(name);
  await page.getByLabel("E-mail").fill(email);
  await page.getByRole("button", { name: "Send the confirmation link" }).click();
  const verify = await linkFrom(port, email, /https?:\/\/\S+\/contribute\/verify\?token=[\w%.~-]+/);
  await page.goto(`${verify.pathname}${verify.search}`);
  const password = `correct-horse-${tag}`;
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Repeat the password").fill(password);
  await page.getByRole("button", { name: "Create my account" }).click();
  await expect(page).toHaveURL(/\/contribute\?step=2$/);

  // 2. Identify synthesis.
  await page.getByLabel("Which molecule is synthesised?").fill("Artemisinin");
  await page.getByLabel("Kind of synthesis").selectOption("Total");
  await page.getByLabel("Chirality of the product").selectOption("Racemic");
  await page.getByLabel("Principal investigator of the main publication").fill("Elias J. Corey");
  await page.getByLabel("Publication date (year)").fill("2001");
  await page.getByRole("link", { name: "Next" }).click();
  const displayName = "Artemisinin by Elias J. Corey (2001)";

  // 3. Upload reaction sequence: the editor opens the contributor's draft; back to step 4 after saving.
  await newDocument(page, () => page.getByRole("link", { name: "Open the synthesis editor" }).click());
  await expect(page.getByRole("heading", { name: displayName, level: 1 })).toBeVisible();
  const step1 = reactionCard(page, "Part number 1 of 1", 1);
  await pasteStructure(
    page,
    step1.getByRole("button", { name: "Add substrate to step 1" }),
    "New substrate",
    "CC(C)=O",
  );
  await pasteStructure(
    page,
    step1.getByRole("button", { name: "Add product to step 1" }),
    "New product",
    "CC(C)O",
  );
  await menu(page, "File", "Save");
  await expect(snackbar(page)).toHaveText("Saved!");
  await newDocument(page, () => page.getByRole("link", { name: "Back to Submit for review" }).click());

  // 4. Submit for review.
  await expect(page.getByText("Everything is complete: you can submit the synthesis.")).toBeVisible();
  await page.getByRole("button", { name: "Submit the synthesis" }).click();
  await expect(page.getByText(/Thank you: your synthesis is submitted for review/)).toBeVisible();

  // The editor finds it in the review queue and asks for a change.
  const editorContext = await browser.newContext({ baseURL });
  const editor = await editorContext.newPage();
  await signInAs(editor, E2E_EDITOR);
  await openFromQueue(editor, displayName);
  const editorPanel = details(editor);
  await expect(editorPanel.getByTestId("review-status")).toHaveText("Submitted for review");
  await editorPanel.getByRole("textbox", { name: "Review comment" }).fill("Please give the yield of step 1.");
  await editorPanel.getByRole("button", { name: "Ask for changes" }).click();
  await expect(editorPanel.getByTestId("review-status")).toHaveText("Changes requested by the editors");
  await expect
    .poll(() => textPart(newestMailTo(port, email) ?? ""), { timeout: 20_000 })
    .toContain("Please give the yield of step 1.");

  // The contributor revises (the yield) and submits again, from the editor.
  await page.goto("/edit");
  await menu(page, "File", "Open");
  const open = page.getByRole("dialog", { name: "Open synthesis" });
  await open.getByRole("radio", { name: displayName }).check();
  await open.getByRole("button", { name: "Open" }).click();
  await expect(details(page).getByRole("list", { name: "Comments" })).toContainText(
    "Please give the yield of step 1.",
  );
  await reactionCard(page, "Part number 1 of 1", 1).getByRole("button", { name: "Yield of step 1" }).click();
  await details(page).getByRole("radio", { name: "Percentage" }).check();
  await setField(details(page), "Percentage", "64");
  await menu(page, "File", "Save");
  await expect(snackbar(page)).toHaveText("Saved!");
  await menu(page, "File", "Submit for review");
  await expect(snackbar(page)).toHaveText("Submitted for review. The editors will write to you.");

  // The editor sends it for the submitter's second look; the contributor approves the preview.
  await openFromQueue(editor, displayName);
  await editorPanel.getByRole("button", { name: "Ask the submitter to approve" }).click();
  await expect(editorPanel.getByTestId("review-status")).toHaveText(
    "Waiting for the submitter to approve the preview",
  );
  const preview = await linkFrom(port, email, /https?:\/\/\S+\/preview\/[\w%.~-]+/);
  await page.goto(preview.pathname);
  await expect(page.getByText("Preview: this is how your synthesis will look once published")).toBeVisible();
  // The step's yield (the route figures' overall yield is the same 64 %).
  await expect(page.getByText("64%").first()).toBeVisible();
  await page.getByRole("button", { name: "Approve" }).click();
  await expect(page.getByText(/approved/i).first()).toBeVisible();

  // The editor publishes (approved: no reason needed); the page credits the submitter.
  await openFromQueue(editor, displayName);
  await expect(editorPanel.getByTestId("review-status")).toHaveText("Approved by the submitter");
  await menu(editor, "File", "Publish…");
  const publish = editor.getByRole("dialog", { name: "Publish synthesis" });
  await expect(publish.getByRole("textbox", { name: /Reason/ })).toHaveCount(0);
  await publish.getByRole("button", { name: "Publish" }).click();
  await expect(snackbar(editor)).toHaveText(/^Published as synthesis No\. \d+\.$/);
  const id = Number((await snackbar(editor).textContent())?.match(/No\. (\d+)/)?.[1]);
  // The page as text (React separates adjacent text nodes with empty comments).
  const pageText = async () =>
    (await (await editor.request.get(`/syn/${id}`)).text()).replaceAll("<!-- -->", "");
  const pageHtml = await pageText();
  expect(pageHtml).toContain(`Submitted by ${name}`);
  expect(pageHtml).toContain("64%");

  // The editor revises it: a revision draft, published under the same id and URL.
  await setField(editorPanel, "Year", "2002");
  // Saved at once as 'Revision of synthesis No. {id}': no File Name is asked.
  await menu(editor, "File", "Save");
  await expect(snackbar(editor)).toHaveText("Saved!");
  await expect(editor.getByRole("heading", { level: 1 })).toHaveText(`Revision of synthesis No. ${id}`);
  await menu(editor, "File", "Publish…");
  await publish.getByRole("button", { name: "Publish" }).click();
  await expect(snackbar(editor)).toHaveText(`Published as synthesis No. ${id}.`);
  expect((await editor.request.get(`/syn/${id}`)).status()).toBe(200);
  const revisedHtml = await pageText();
  expect(revisedHtml).toContain("2002");
  expect(revisedHtml).toContain(`Submitted by ${name}`);

  // A stale revision: opened at one version, the synthesis moves on, publishing it is refused (409).
  await setField(editorPanel, "Year", "2003");
  await menu(editor, "File", "Save");
  await expect(snackbar(editor)).toHaveText("Saved!");
  const token = await csrfToken(editor);
  for (const action of ["unpublish", "restore"]) {
    const moved = await editor.request.post(`/api/syntheses/${id}/${action}`, {
      data: {},
      headers: { "X-CSRF-TOKEN": token },
    });
    expect(moved.ok(), action).toBe(true);
  }
  await menu(editor, "File", "Publish…");
  await publish.getByRole("button", { name: "Publish" }).click();
  await expect(snackbar(editor)).toHaveText("base_version: changed by someone else since you opened it");
  expect(await pageText()).not.toContain(">2003<");
  expect(await pageText()).toContain(">2002<");
  await editorContext.close();
});
