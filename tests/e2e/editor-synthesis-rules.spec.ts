import { E2E_EDITOR } from "../../scripts/e2e-editor.ts";
import { expect, getJson, signInAs, synthesisId, test, uniqueTag } from "./fixtures.ts";
import {
  details,
  dropFiles,
  expectUndoRedo,
  menu,
  pasteStructure,
  reactionCard,
  setField,
  snackbar,
  tinyPng,
} from "./support/synthesis-editor.ts";

const PART_1 = "Part number 1 of 1";

test("a published synthesis changed in the editor is saved as a revision draft; its public page does not change", async ({
  page,
  request,
}) => {
  const id = await synthesisId(request, "Artemisinin", "Seeberger", 2013);
  const before = await getJson<{ comment: string }>(request, `/api/syntheses/${id}`);
  const pageBefore = await (await request.get(`/syn/${id}`)).text();
  const note = `Checked against the SI ${uniqueTag()}`;
  await signInAs(page, E2E_EDITOR);
  await page.goto("/edit");
  await menu(page, "File", "Open");
  const dialog = page.getByRole("dialog", { name: "Open synthesis" });
  await dialog.getByRole("tab", { name: "Published", exact: true }).click();
  await dialog.getByRole("radio", { name: new RegExp(`^\\[${id}\\] Artemisinin by`) }).check();
  await dialog.getByRole("button", { name: "Open" }).click();
  await expect(page.getByRole("heading", { name: `Synthesis No. ${id}`, level: 1 })).toBeVisible();
  const panel = details(page);
  await expect(panel.getByRole("textbox", { name: "Synthesis Id" })).toHaveValue(String(id));
  await expect(panel.getByRole("textbox", { name: "Molecule", exact: true })).toHaveValue("Artemisinin");

  // Unchanged: nothing to save. Changed: Save keeps a revision draft named after the synthesis,
  // without asking for a file name, and the title says it once.
  await page.getByRole("button", { name: "File" }).click();
  await expect(page.getByRole("menuitem", { name: "Save" })).toBeDisabled();
  await page.keyboard.press("Escape");
  const comment = panel.getByRole("textbox", { name: "Synthesis comment" });
  await comment.fill(note);
  await comment.blur();
  const draftsBefore = await getJson<{ id: number }[]>(page.request, "/api/unpublishedSyntheses");
  await menu(page, "File", "Save");
  await expect(snackbar(page)).toHaveText("Saved!");
  await expect(page.getByRole("dialog", { name: "Save synthesis" })).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Revision of synthesis No. ${id}`);
  await expect(panel.getByRole("textbox", { name: "Synthesis Id" })).toHaveValue(`${id} (temp.)`);

  // The public page and the API answer as before; the draft holds the change and its link.
  expect((await getJson<{ comment: string }>(request, `/api/syntheses/${id}`)).comment).toBe(before.comment);
  expect(await (await request.get(`/syn/${id}`)).text()).not.toContain(note);
  expect(pageBefore).not.toContain(note);
  const drafts = await getJson<
    { id: number; display_name: string; synthesis_id: number | null; base_version: number | null }[]
  >(page.request, "/api/unpublishedSyntheses");
  const known = new Set(draftsBefore.map((d) => d.id));
  const revision = drafts.find(
    (d) => !known.has(d.id) && d.display_name === `Revision of synthesis No. ${id}`,
  );
  expect(revision?.synthesis_id).toBe(id);
  expect(revision?.base_version).toBeGreaterThanOrEqual(1);
});

test("Undo and Redo from the Edit menu and the keyboard, named after the step; undoing to the saved state leaves nothing to save", async ({
  page,
}) => {
  await signInAs(page, E2E_EDITOR);
  await page.goto("/edit");
  await expect(page.getByRole("region", { name: PART_1 })).toBeVisible();
  await expectUndoRedo(page, null, null);
  const panel = details(page);
  // Typed key by key, the year is one step, named after its action.
  const year = panel.getByRole("textbox", { name: "Year", exact: true });
  await year.pressSequentially("1999");
  await year.press("Enter");
  await expectUndoRedo(page, "Edit year", null);
  await page.getByRole("button", { name: "Add one part" }).click();
  await expect(page.getByRole("region", { name: "Part number 2 of 2" })).toBeVisible();
  await expect(page.getByTestId("unsaved")).toBeVisible();
  await expectUndoRedo(page, "Add part", null);

  await menu(page, "Edit", "Undo");
  await expect(page.getByRole("region", { name: "Part number 2 of 2" })).toHaveCount(0);
  await expectUndoRedo(page, "Edit year", "Add part");
  // Ctrl+Z outside a text field undoes the year too; Shift+Ctrl+Z brings it back.
  await page.getByRole("heading", { name: "New synthesis" }).click();
  await page.keyboard.press("Control+z");
  await page.getByRole("button", { name: "Synthesis details" }).click();
  await expect(panel.getByRole("textbox", { name: "Year" })).toHaveValue("");
  await expect(page.getByTestId("unsaved")).toHaveCount(0);
  await page.getByRole("button", { name: "File" }).click();
  await expect(page.getByRole("menuitem", { name: "Save" })).toBeDisabled();
  await page.keyboard.press("Escape");
  await expectUndoRedo(page, null, "Edit year");
  await page.keyboard.press("Control+Shift+z");
  await expect(panel.getByRole("textbox", { name: "Year" })).toHaveValue("1999");
  await expectUndoRedo(page, "Edit year", "Add part");
  await menu(page, "Edit", "Redo");
  await expect(page.getByRole("region", { name: "Part number 2 of 2" })).toBeVisible();
  await expectUndoRedo(page, "Add part", null);
});

test("the editing rules refuse with the catalogue's messages, and Cut/Paste moves a reaction", async ({
  page,
}) => {
  await signInAs(page, E2E_EDITOR);
  await page.goto("/edit");
  const part = page.getByRole("region", { name: PART_1 });
  await expect(part).toBeVisible();
  const panel = details(page);

  // Add one reaction needs a product in the last step.
  await part.getByRole("button", { name: "Add one reaction" }).click();
  await expect(snackbar(page)).toHaveText("Add a product to step 1 before adding a reaction.");

  await pasteStructure(
    page,
    reactionCard(page, PART_1, 1).getByRole("button", { name: "Add product to step 1" }),
    "New product",
    "CCO",
  );
  // The drawn structure is an 'Add product' step; the refused 'Add one reaction' made none.
  await expectUndoRedo(page, "Add product", null);
  await part.getByRole("button", { name: "Add one reaction" }).click();
  const step1 = reactionCard(page, PART_1, 1);
  const step2 = reactionCard(page, PART_1, 2);
  await expect(step2.getByRole("button", { name: /^Change Substrate 1 of step 2/ })).toBeVisible();
  await expectUndoRedo(page, "Add reaction", null);

  // A product whose twin is the next step's substrate cannot be deleted.
  await step1.getByRole("button", { name: "Delete Product 1 of step 1" }).click();
  await expect(snackbar(page)).toHaveText("This structure is a substrate of step 2: delete it there first.");
  await expect(step1.getByRole("img", { name: "Product 1 of step 1" })).toBeVisible();

  // A reagent already at the same stage is refused with a warning; a duplicate solvent is refused.
  await step1.getByRole("button", { name: "Reagents of step 1" }).click();
  const reagentSearch = panel.getByRole("textbox", { name: "Available reagents" });
  await reagentSearch.fill("Et3N");
  await panel.getByRole("button", { name: "Add Et₃N", exact: true }).click();
  await panel.getByRole("button", { name: "Add Et₃N", exact: true }).click();
  await expect(snackbar(page)).toContainText("Et₃N");
  await expect(step1.getByRole("button", { name: "Reagents of step 1" })).toHaveText("Et₃N");
  await step1.getByRole("button", { name: "Solvents of step 1" }).click();
  await panel.getByRole("textbox", { name: "Available solvents" }).fill("THF");
  await panel.getByRole("button", { name: "Add THF", exact: true }).click();
  await panel.getByRole("button", { name: "Add THF", exact: true }).click();
  await expect(snackbar(page)).toContainText("THF");
  await expect(step1.getByRole("button", { name: "Solvents of step 1" })).toHaveText("THF");

  // Cut step 2 (it keeps its substrates as drawn) and paste it into a new part.
  await step2.getByRole("button", { name: "Step 2", exact: true }).click();
  await menu(page, "Edit", "Cut");
  await expect(reactionCard(page, PART_1, 2)).toHaveCount(0);
  await page.getByRole("button", { name: "Add one part" }).click();
  await menu(page, "Edit", "Paste");
  const part2 = page.getByRole("region", { name: "Part number 2 of 2" });
  await expect(part2.getByRole("img", { name: "Substrate 1 of step 1" })).toBeVisible();
  await expect(part2.getByRole("region", { name: "Reaction, step 2" })).toHaveCount(0);
});

test("the panels work from the keyboard: select a yield with Enter, type it, Tab away saves it", async ({
  page,
}) => {
  await signInAs(page, E2E_EDITOR);
  await page.goto("/edit");
  const step1 = reactionCard(page, PART_1, 1);
  await expect(step1).toBeVisible();
  await step1.getByRole("button", { name: "Yield of step 1" }).focus();
  await page.keyboard.press("Enter");
  const panel = details(page);
  await expect(panel.getByRole("heading", { name: "Yield" })).toBeVisible();
  await panel.getByRole("radio", { name: "Percentage" }).focus();
  await page.keyboard.press("Space");
  await panel.getByRole("textbox", { name: "Percentage" }).focus();
  await page.keyboard.type("140");
  await page.keyboard.press("Tab");
  // Clamped to 100 when the field is left.
  await expect(step1.getByRole("button", { name: "Yield of step 1" })).toHaveText("100%");
  await step1.getByRole("button", { name: "Time of step 1" }).focus();
  await page.keyboard.press("Enter");
  await panel.getByRole("radio", { name: "Overnight" }).focus();
  await page.keyboard.press("Space");
  await expect(step1.getByRole("button", { name: "Time of step 1" })).toHaveText("ON");
});

test("unsaved work survives a closed tab: the editor offers the local copy back", async ({
  page,
  context,
}) => {
  await signInAs(page, E2E_EDITOR);
  await page.goto("/edit");
  const panel = details(page);
  await expect(page.getByRole("region", { name: PART_1 })).toBeVisible();
  await setField(panel, "Year", "1987");
  await page.getByRole("button", { name: "Add one part" }).click();
  await page.close({ runBeforeUnload: true });

  const again = await context.newPage();
  await again.goto("/edit");
  const offer = again.getByTestId("local-copy");
  await expect(offer).toBeVisible();
  await offer.getByRole("button", { name: "Restore" }).click();
  await expect(again.getByRole("region", { name: "Part number 2 of 2" })).toBeVisible();
  await again.getByRole("button", { name: "Synthesis details" }).click();
  await expect(details(again).getByRole("textbox", { name: "Year" })).toHaveValue("1987");
  await expect(again.getByTestId("unsaved")).toBeVisible();
});

test("a new target molecule from a PNG and its formula: the formula is checked, the carbon count derived", async ({
  page,
  request,
}) => {
  const name = `Pictorine ${uniqueTag()}`;
  await signInAs(page, E2E_EDITOR);
  await page.goto("/edit");
  const panel = details(page);
  await panel.getByRole("button", { name: "New molecule" }).click();
  const dialog = page.getByRole("dialog", { name: "New molecule" });
  await dialog.getByRole("textbox", { name: "Name" }).fill(name);
  await dialog.getByText("PNG image", { exact: true }).click();
  // A 4 KB file declaring 30000 × 30000 pixels (3.6 GB decoded) is refused, saying why.
  await dropFiles(dialog.getByText("Drop a PNG image of the structure here"), [
    { name: "huge.png", type: "image/png", bytes: tinyPng(40, 30, { width: 30_000, height: 30_000 }) },
  ]);
  await expect(snackbar(page)).toContainText("is 30000 × 30000 pixels");
  await expect(dialog).not.toContainText("Image received");
  await dropFiles(dialog.getByText("Drop a PNG image of the structure here"), [
    { name: "target.png", type: "image/png", bytes: tinyPng(40, 30) },
  ]);
  await expect(dialog).toContainText("Image received (40 × 30 px)");
  await dialog.getByRole("textbox", { name: "Formula" }).fill("C10H16Xx");
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(snackbar(page)).toContainText("Xx");
  await expect(dialog).toBeVisible();
  await dialog.getByRole("textbox", { name: "Formula" }).fill("C10H16O");
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(dialog).toBeHidden();
  await expect(panel.getByRole("textbox", { name: "Molecule", exact: true })).toHaveValue(name);
  // Known to signed-in readers with its derived carbon count; unknown to the public until published.
  const molecules = await getJson<{ name: string; carbonCount: number; formula: string }[]>(
    page.request,
    "/api/molecules",
  );
  expect(molecules.find((m) => m.name === name)).toMatchObject({ formula: "C10H16O", carbonCount: 10 });
  const anonymous = await getJson<{ name: string }[]>(request, "/api/molecules");
  expect(anonymous.some((m) => m.name === name)).toBe(false);
});
