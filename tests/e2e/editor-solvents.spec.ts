import { E2E_EDITOR } from "../../scripts/e2e-editor.ts";
import {
  csrfToken,
  expect,
  openEditor,
  seriousA11yViolations,
  signInAs,
  synthesisId,
  test,
  uniqueTag,
} from "./fixtures.ts";

test("Solvents Editor: search with a subscript digit, add, rename, delete behind Confirm, and the list follows the server", async ({
  page,
}) => {
  const tag = uniqueTag();
  const first = `Solv₂${tag}`;
  const renamed = `Solvent₃${tag}`;
  await signInAs(page, E2E_EDITOR);
  await openEditor(page, "Solvents Editor");
  const search = page.getByRole("textbox", { name: "Quick Search" });
  const rows = page.getByRole("list", { name: "Solvents" }).getByRole("listitem");

  // Plain digits find subscript digits, ignoring case; a row shows the synonyms, which the search
  // matches too; the clear icon empties the box.
  await search.fill("ch2cl2");
  await expect(rows).toHaveText(["CH₂Cl₂ (dichloromethane, DCM, methylene chloride)"]);
  await search.fill("methylene chl");
  await expect(rows).toHaveText(["CH₂Cl₂ (dichloromethane, DCM, methylene chloride)"]);
  await page.getByRole("button", { name: "Clear search" }).click();
  await expect(search).toHaveValue("");
  await expect(page.getByText("Select a solvent in the list")).toBeVisible();

  // Add: created with an empty name, made active; the name is saved when the field is left.
  await page.getByRole("button", { name: "Add Solvent" }).click();
  const name = page.getByRole("textbox", { name: "Name" });
  await expect(name).toHaveValue("");
  await name.fill(first);
  await name.press("Enter");
  await search.fill(`solv2${tag}`);
  await expect(rows).toHaveText([first]);

  // Rename, then reload: the server has it.
  await rows.getByRole("button", { name: first, exact: true }).click();
  await name.fill(renamed);
  await name.press("Tab");
  await search.fill(`SOLVENT3${tag}`);
  await expect(rows).toHaveText([renamed]);
  await openEditor(page, "Solvents Editor");
  await search.fill(`solvent3${tag}`);
  await expect(rows).toHaveText([renamed]);

  // Synonyms: Enter adds one (a blank one is ignored); the row and the search show it; reloaded,
  // the server has it; its chip's button removes it.
  const synonym = `Solvol ${tag}`;
  await rows.getByRole("button", { name: renamed, exact: true }).click();
  const synonyms = page.getByRole("textbox", { name: "Synonyms" });
  await synonyms.fill("   ");
  await synonyms.press("Enter");
  await synonyms.fill(synonym);
  await synonyms.press("Enter");
  await expect(synonyms).toHaveValue("");
  await search.fill(synonym.toLowerCase());
  await expect(rows).toHaveText([`${renamed} (${synonym})`]);
  await openEditor(page, "Solvents Editor");
  await search.fill(synonym.toLowerCase());
  await expect(rows).toHaveText([`${renamed} (${synonym})`]);
  await rows.getByRole("button", { name: `${renamed} (${synonym})`, exact: true }).click();
  await page.getByRole("button", { name: `Remove synonym ${synonym}` }).click();
  await search.fill(`solvent3${tag}`);
  await expect(rows).toHaveText([renamed]);
  const saved = (await (await page.request.get("/api/solvents")).json()) as {
    name: string;
    synonyms: { synonym: string }[];
  }[];
  expect(saved.find((s) => s.name === renamed)?.synonyms).toEqual([]);

  // Delete: Cancel keeps it; Delete removes it for good.
  await rows.getByRole("button", { name: `Delete ${renamed}` }).click();
  const dialog = page.getByRole("dialog", { name: "Are you sure?" });
  await expect(dialog).toContainText(
    "This will permanently delete the selected solvent. You cannot undo this action.",
  );
  expect(await seriousA11yViolations(page)).toEqual([]);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(rows).toHaveText([renamed]);
  await rows.getByRole("button", { name: `Delete ${renamed}` }).click();
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(rows).toHaveCount(0);
  const left = (await (await page.request.get("/api/solvents")).json()) as { name: string }[];
  expect(left.map((s) => s.name)).not.toContain(renamed);
});

test("a solvent renamed in the editor reads the new name on its published synthesis at once", async ({
  page,
}) => {
  // decane is used only by Vollhardt's estrone (1980), which no other spec reads.
  const tag = uniqueTag();
  const renamed = `decane-${tag}`;
  const id = await synthesisId(page.request, "Estrone", "Vollhardt", 1980);
  await signInAs(page, E2E_EDITOR);
  await openEditor(page, "Solvents Editor");
  const rows = page.getByRole("list", { name: "Solvents" }).getByRole("listitem");
  await page.getByRole("textbox", { name: "Quick Search" }).fill("decane");
  await expect(rows).toHaveText(["decane"]);
  const solvents = (await (await page.request.get("/api/solvents")).json()) as { id: number; name: string }[];
  const decane = solvents.find((s) => s.name === "decane");
  expect(decane).toBeDefined();
  const token = await csrfToken(page);
  try {
    await rows.getByRole("button", { name: "decane", exact: true }).click();
    const name = page.getByRole("textbox", { name: "Name" });
    await name.fill(renamed);
    await name.press("Enter");
    await expect(rows).toHaveText([renamed]);
    await page.goto(`/syn/${id}`);
    await expect(page.getByText(renamed).first()).toBeVisible();
  } finally {
    const back = await page.request.put(`/api/solvents/${decane?.id}`, {
      data: { name: "decane" },
      headers: { "X-CSRF-TOKEN": token },
    });
    expect(back.ok()).toBe(true);
  }
});
