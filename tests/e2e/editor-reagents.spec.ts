import { E2E_EDITOR } from "../../scripts/e2e-editor.ts";
import { expect, openEditor, signInAs, synthesisId, test, uniqueTag } from "./fixtures.ts";

test("Reagents Editor: search by subscript digit and synonym, add with formula and synonym, delete behind Confirm", async ({
  page,
}) => {
  const tag = uniqueTag();
  const name = `Reag₄${tag}`;
  const synonym = `Syn${tag}`;
  await signInAs(page, E2E_EDITOR);
  await openEditor(page, "Reagents Editor");
  const search = page.getByRole("textbox", { name: "Quick Search" });
  const rows = page.getByRole("list", { name: "Reagents" }).getByRole("listitem");

  // A row shows the name and its synonyms in brackets; the search matches synonyms, digits as
  // subscripts.
  await search.fill("lin(sime3)2");
  await expect(rows).toHaveText([
    "LiHMDS (LHMDS, Lithium bis(trimethylsilyl)amide, Lithium hexamethyldisilazide, LiN(SiMe₃)₂)",
  ]);
  await search.fill("lithium diisopropylamide");
  await expect(rows).toHaveText(["LDA (Lithium diisopropylamide, LiN(i-Pr)₂)"]);
  await page.getByRole("button", { name: "Clear search" }).click();
  await expect(page.getByText("Select a reagent in the list")).toBeVisible();

  // Add: empty name (not saved while empty), then name, formula with real subscripts, synonyms.
  await page.getByRole("button", { name: "Add Reagent" }).click();
  const nameField = page.getByRole("textbox", { name: "Name" });
  await expect(nameField).toHaveValue("");
  await expect(page.getByText("A reagent is saved only with a name.")).toBeVisible();
  await nameField.fill(name);
  await nameField.press("Enter");
  const formula = page.getByRole("textbox", { name: "Formula" });
  await formula.fill("C2H6O");
  await expect(formula).toHaveValue("C₂H₆O");
  await formula.press("Enter");
  const synonyms = page.getByRole("textbox", { name: "Synonyms" });
  await synonyms.fill("   ");
  await synonyms.press("Enter");
  await synonyms.fill(synonym);
  await synonyms.press("Enter");
  await expect(synonyms).toHaveValue("");
  await search.fill(synonym.toLowerCase());
  await expect(rows).toHaveText([`${name} (${synonym})`]);

  // Reload: the server kept name, formula and synonym.
  await openEditor(page, "Reagents Editor");
  await search.fill(`reag4${tag}`);
  await expect(rows).toHaveText([`${name} (${synonym})`]);
  await rows.getByRole("button", { name: `${name} (${synonym})`, exact: true }).click();
  await expect(page.getByRole("textbox", { name: "Formula" })).toHaveValue("C₂H₆O");

  // Remove the synonym, then delete the reagent behind the Confirm dialog.
  await page.getByRole("button", { name: `Remove synonym ${synonym}` }).click();
  await expect(rows).toHaveText([name]);
  await rows.getByRole("button", { name: `Delete ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: "Are you sure?" });
  await expect(dialog).toContainText(
    "This will permanently delete the selected reagent and all associated synonyms. You cannot undo this action.",
  );
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(rows).toHaveCount(0);
});

test("Reagents Editor: deleting a reagent a published synthesis uses is refused, and the Snackbar says why", async ({
  page,
}) => {
  await signInAs(page, E2E_EDITOR);
  await openEditor(page, "Reagents Editor");
  const rows = page.getByRole("list", { name: "Reagents" }).getByRole("listitem");
  // Thionyl chloride: four routes of the demo data use it.
  await page.getByRole("textbox", { name: "Quick Search" }).fill("socl");
  await expect(rows).toHaveText(["SOCl₂ (Thionyl chloride)"]);
  await rows.getByRole("button", { name: "Delete SOCl₂" }).click();
  await page.getByRole("dialog", { name: "Are you sure?" }).getByRole("button", { name: "Delete" }).click();
  const snackbar = page.getByTestId("snackbar");
  await expect(snackbar).toContainText("Used by");
  await expect(rows).toHaveText(["SOCl₂ (Thionyl chloride)"]);
  await snackbar.getByRole("button", { name: "Close" }).click();
  await expect(snackbar).toBeHidden();
});

test("a synonym added in the editor shows on the published synthesis that uses the reagent", async ({
  page,
}) => {
  // t-BuMgCl is used only by Sofia's sofosbuvir (2011), which no other spec reads.
  const synonym = `tert-Butylmagnesium chloride ${uniqueTag()}`;
  const id = await synthesisId(page.request, "Sofosbuvir", "Sofia", 2011);
  await signInAs(page, E2E_EDITOR);
  await openEditor(page, "Reagents Editor");
  const rows = page.getByRole("list", { name: "Reagents" }).getByRole("listitem");
  await page.getByRole("textbox", { name: "Quick Search" }).fill("t-bumgcl");
  const row = rows.filter({ hasText: /^t-BuMgCl/ });
  await expect(row).toHaveCount(1);
  const before = (await row.textContent()) ?? "";
  await row.getByRole("button").first().click();
  const field = page.getByRole("textbox", { name: "Synonyms" });
  await field.fill(synonym);
  await field.press("Enter");
  await expect(row).toContainText(synonym);
  try {
    await page.goto(`/syn/${id}`);
    // The name links to the reagent's page; focusing the link shows the tooltip.
    await page.getByRole("main").getByRole("link", { name: "t-BuMgCl", exact: true }).first().focus();
    await expect(page.getByRole("tooltip")).toContainText(synonym);
  } finally {
    await openEditor(page, "Reagents Editor");
    await page.getByRole("textbox", { name: "Quick Search" }).fill("t-bumgcl");
    await row.getByRole("button").first().click();
    await page.getByRole("button", { name: `Remove synonym ${synonym}` }).click();
    await expect(row).toHaveText(before);
  }
});

test("Reagents Editor: the list is windowed, only the rows in view are in the page", async ({ page }) => {
  await signInAs(page, E2E_EDITOR);
  const reagents = (await (await page.request.get("/api/reagents")).json()) as unknown[];
  expect(reagents.length).toBeGreaterThan(200);
  await openEditor(page, "Reagents Editor");
  const list = page.getByRole("list", { name: "Reagents" });
  const rows = list.getByRole("listitem");
  await expect(rows.first()).toBeVisible();
  expect(await rows.count()).toBeLessThan(60);
  const firstRow = (await rows.first().textContent()) ?? "";
  // Scrolled to the end: other rows replace the first ones, still only a window of them.
  await list.evaluate((element) => {
    const box = element.parentElement;
    if (box) box.scrollTop = box.scrollHeight;
  });
  await expect(rows.filter({ hasText: firstRow })).toHaveCount(0);
  await expect(rows.last()).toBeVisible();
  expect(await rows.count()).toBeLessThan(60);
});
