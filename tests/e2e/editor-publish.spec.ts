import { E2E_EDITOR } from "../../scripts/e2e-editor.ts";
import { expect, signInAs, test, uniqueTag } from "./fixtures.ts";
import { details, fillStep1, menu, pick, setField, snackbar } from "./support/synthesis-editor.ts";

const PART_1 = "Part number 1 of 1";

test("an editor publishes a draft: the problems show on the cards first, then the page is online and revisable under the same URL", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const tag = uniqueTag();
  const note = `Own route ${tag}`;
  await signInAs(page, E2E_EDITOR);
  await page.goto("/edit");
  await expect(page.getByRole("region", { name: PART_1 })).toBeVisible();
  const panel = details(page);

  // Save an incomplete draft and try to publish it: every problem is listed and placed.
  await setField(panel, "Year", "2019");
  await menu(page, "File", "Save");
  const save = page.getByRole("dialog", { name: "Save synthesis" });
  await save.getByRole("textbox", { name: "File Name" }).fill(`Publish test ${tag}`);
  await save.getByRole("button", { name: "Save" }).click();
  await expect(snackbar(page)).toHaveText("Saved!");
  await menu(page, "File", "Publish…");
  const dialog = page.getByRole("dialog", { name: "Publish synthesis" });
  await dialog.getByRole("button", { name: "Publish" }).click();
  const missing = page.getByRole("region", { name: "Still missing" });
  await expect(missing).toContainText("Pick the target molecule.");
  await expect(missing).toContainText("Pick the principal investigator.");
  await expect(missing.getByRole("listitem")).not.toHaveCount(0);

  // Complete it: target, investigator, one reaction with a substrate and a product.
  await pick(panel, "Find the target molecule", "Artemisinin", "Artemisinin");
  await pick(panel, "Find the principal investigator", "Corey", "Elias J. Corey");
  await fillStep1(page, PART_1, "CC(C)=O", "CC(C)O");
  await page.getByRole("button", { name: "Synthesis details" }).click();
  const comment = panel.getByRole("textbox", { name: "Synthesis comment" });
  await comment.fill(note);
  await comment.blur();

  // Publish (saves first): the synthesis opens as published, with its number.
  await menu(page, "File", "Publish…");
  await dialog.getByRole("textbox", { name: "Note for the history" }).fill("First publication");
  await dialog.getByRole("button", { name: "Publish" }).click();
  await expect(snackbar(page)).toHaveText(/^Published as synthesis No\. \d+\.$/);
  const id = Number((await snackbar(page).textContent())?.match(/No\. (\d+)/)?.[1]);
  await expect(page.getByRole("heading", { name: `Synthesis No. ${id}`, level: 1 })).toBeVisible();
  const publicPage = await request.get(`/syn/${id}`);
  expect(publicPage.status()).toBe(200);
  expect(await publicPage.text()).toContain(note);
  await expect(panel.getByRole("list", { name: "History" })).toContainText("First publication");

  // Unpublish: the page answers 410; Restore brings it back.
  await panel.getByRole("button", { name: "Unpublish" }).click();
  await expect(panel.getByRole("button", { name: "Restore" })).toBeVisible();
  expect((await request.get(`/syn/${id}`)).status()).toBe(410);
  await panel.getByRole("button", { name: "Restore" }).click();
  await expect(panel.getByRole("button", { name: "Unpublish" })).toBeVisible();
  expect((await request.get(`/syn/${id}`)).status()).toBe(200);
});
