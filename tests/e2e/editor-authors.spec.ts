import { E2E_CONTRIBUTOR, E2E_EDITOR } from "../../scripts/e2e-editor.ts";
import { expect, openEditor, signInAs, test, uniqueTag } from "./fixtures.ts";

test("Authors Editor: search on the joined name, add, name, rename, delete behind Confirm", async ({
  page,
}) => {
  const tag = uniqueTag();
  const firstName = `Ada${tag}`;
  await signInAs(page, E2E_EDITOR);
  await openEditor(page, "Authors Editor");
  const search = page.getByRole("textbox", { name: "Quick Search" });
  const rows = page.getByRole("list", { name: "Authors" }).getByRole("listitem");

  // The first name joined to the last name.
  await search.fill("h. r. barton");
  await expect(rows).toHaveText(["Derek H. R. Barton"]);
  await page.getByRole("button", { name: "Clear search" }).click();
  await expect(page.getByText("Select an author in the list")).toBeVisible();

  await page.getByRole("button", { name: "Add Author" }).click();
  const first = page.getByRole("textbox", { name: "First name" });
  const last = page.getByRole("textbox", { name: "Last name" });
  await expect(first).toHaveValue("");
  await first.fill(firstName);
  await first.press("Tab");
  await last.fill("Testauthor");
  await last.press("Enter");
  await search.fill(`${firstName} testauth`);
  await expect(rows).toHaveText([`${firstName} Testauthor`]);

  // The public search knows the new author at once.
  await page.goto(`/search?q=${encodeURIComponent(firstName)}`);
  await expect(page.getByText(`${firstName} Testauthor`).first()).toBeVisible();
  await openEditor(page, "Authors Editor");
  await search.fill(firstName);

  // Rename; a reload shows what the server kept.
  await rows.getByRole("button", { name: `${firstName} Testauthor`, exact: true }).click();
  await last.fill("Renamed");
  await last.press("Enter");
  await openEditor(page, "Authors Editor");
  await search.fill(firstName);
  await expect(rows).toHaveText([`${firstName} Renamed`]);

  // An editor may give the author another page address; the server keeps it.
  await rows.getByRole("button", { name: `${firstName} Renamed`, exact: true }).click();
  const address = page.getByRole("textbox", { name: "Page address" });
  await expect(address).toHaveValue(`${firstName.toLowerCase()}-testauthor`);
  await address.fill(`ada-${tag}-page`);
  await address.press("Enter");
  await openEditor(page, "Authors Editor");
  await search.fill(firstName);
  await rows.getByRole("button", { name: `${firstName} Renamed`, exact: true }).click();
  await expect(page.getByRole("textbox", { name: "Page address" })).toHaveValue(`ada-${tag}-page`);

  await rows.getByRole("button", { name: `Delete ${firstName} Renamed` }).click();
  const dialog = page.getByRole("dialog", { name: "Are you sure?" });
  await expect(dialog).toContainText(
    "This will permanently delete the selected author. You cannot undo this action.",
  );
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(rows).toHaveCount(0);
});

test("Authors Editor: a contributor gets no page address field", async ({ page }) => {
  await signInAs(page, E2E_CONTRIBUTOR);
  await openEditor(page, "Authors Editor");
  const rows = page.getByRole("list", { name: "Authors" }).getByRole("listitem");
  await page.getByRole("textbox", { name: "Quick Search" }).fill("h. r. barton");
  await rows.getByRole("button", { name: "Derek H. R. Barton", exact: true }).click();
  await expect(page.getByRole("textbox", { name: "Last name" })).toHaveValue("Barton");
  await expect(page.getByRole("textbox", { name: "Page address" })).toHaveCount(0);
});
