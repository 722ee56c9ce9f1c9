import { E2E_DOI } from "../../scripts/e2e-doi-resolver.ts";
import { E2E_EDITOR } from "../../scripts/e2e-editor.ts";
import { csrfToken, expect, openEditor, signInAs, synthesisId, test, uniqueTag } from "./fixtures.ts";

test("References Editor on a published synthesis: select it, add a reference, autocomplete from a DOI, delete", async ({
  page,
}) => {
  // Seeberger's artemisinin (2013), whose references no other spec reads.
  const id = await synthesisId(page.request, "Artemisinin", "Seeberger", 2013);
  const display = "Testman, A.; Placeholder, C. J. Imag. Chem. 1999, 12, 345.";
  await signInAs(page, E2E_EDITOR);
  await openEditor(page, "References Editor");
  await expect(page.getByText("References for synthesis No.", { exact: true })).toBeVisible();
  await expect(page.getByText("Select a reference in the list")).toBeVisible();

  // The dialog: Select is disabled until a pick; a tab change clears the pick.
  await page.getByRole("button", { name: "Select synthesis" }).click();
  const dialog = page.getByRole("dialog", { name: "Select synthesis" });
  const select = dialog.getByRole("button", { name: "Select", exact: true });
  await expect(select).toBeDisabled();
  await dialog.getByRole("tab", { name: "Published", exact: true }).click();
  const label = `[${id}] Artemisinin by Peter H. Seeberger (2013)`;
  await dialog.getByRole("radio", { name: label }).check();
  await expect(select).toBeEnabled();
  await dialog.getByRole("tab", { name: "Unpublished" }).click();
  await expect(select).toBeDisabled();
  await dialog.getByRole("tab", { name: "Published", exact: true }).click();
  await dialog.getByRole("radio", { name: label }).check();
  await select.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`References for synthesis No. ${id}`, { exact: true })).toBeVisible();

  const rows = page.getByRole("list", { name: "References" }).getByRole("listitem");
  const before = await rows.count();
  await page.getByRole("button", { name: "Add Reference" }).click();
  await expect(rows).toHaveCount(before + 1);
  const doi = page.getByRole("textbox", { name: "DOI" });
  const displayField = page.getByRole("textbox", { name: "Display" });
  const url = page.getByRole("textbox", { name: "Custom URL" });
  await expect(doi).toHaveValue("");

  // A DOI the resolver does not know: the Snackbar says so and nothing changes.
  await doi.fill("10.5555/unknown.1");
  await page.getByRole("button", { name: "Autocomplete from DOI" }).click();
  await expect(page.getByTestId("snackbar")).toBeVisible();
  await expect(displayField).toHaveValue("");
  await expect(url).toHaveValue("");
  await page.getByTestId("snackbar").getByRole("button", { name: "Close" }).click();

  // The stand-in resolver's record fills Display and Custom URL, and the reference is saved.
  await doi.fill(E2E_DOI);
  await page.getByRole("button", { name: "Autocomplete from DOI" }).click();
  await expect(displayField).toHaveValue(display);
  await expect(url).toHaveValue(`https://doi.org/${E2E_DOI}`);
  await expect(rows.filter({ hasText: display })).toHaveCount(1);

  await page.goto(`/syn/${id}`);
  await expect(page.getByText(display).first()).toBeVisible();

  // Delete behind the Confirm dialog; the public page follows.
  await openEditor(page, "References Editor");
  await page.getByRole("button", { name: "Select synthesis" }).click();
  await dialog.getByRole("tab", { name: "Published", exact: true }).click();
  await dialog.getByRole("radio", { name: label }).check();
  await select.click();
  await rows
    .filter({ hasText: display })
    .getByRole("button", { name: `Delete ${display}` })
    .click();
  const confirm = page.getByRole("dialog", { name: "Are you sure?" });
  await expect(confirm).toContainText(
    "This will permanently delete the selected reference. You cannot undo this action.",
  );
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(rows).toHaveCount(before);
  await page.goto(`/syn/${id}`);
  await expect(page.getByText(display)).toHaveCount(0);
});

test("References Editor on a draft: its references are kept in the draft's JSON", async ({ page }) => {
  const tag = uniqueTag();
  await signInAs(page, E2E_EDITOR);
  await page.goto("/edit");
  const created = await page.request.post("/api/unpublishedSyntheses", {
    data: {
      display_name: `Draft ${tag}`,
      synthesis_json: { year: 2001, references: [{ display: `Kept ${tag}`, doi: null, url: null }] },
    },
    headers: { "X-CSRF-TOKEN": await csrfToken(page) },
  });
  expect(created.status()).toBe(201);
  const draft = (await created.json()) as { id: number };

  await openEditor(page, "References Editor");
  await page.getByRole("button", { name: "Select synthesis" }).click();
  const dialog = page.getByRole("dialog", { name: "Select synthesis" });
  await dialog.getByRole("radio", { name: `Draft ${tag}` }).check();
  await dialog.getByRole("button", { name: "Select", exact: true }).click();
  await expect(page.getByText(`References for synthesis No. ${draft.id}`, { exact: true })).toBeVisible();
  // The editor's list has only summaries: the draft's references come from the draft itself.
  const rows = page.getByRole("list", { name: "References" }).getByRole("listitem");
  await expect(rows).toHaveText([`Kept ${tag}`]);

  await page.getByRole("button", { name: "Add Reference" }).click();
  await expect(rows).toHaveCount(2);
  const display = page.getByRole("textbox", { name: "Display" });
  await display.fill(`Cited ${tag}`);
  await display.press("Enter");
  await expect(rows).toHaveText([`Kept ${tag}`, `Cited ${tag}`]);

  const saved = (await (await page.request.get(`/api/unpublishedSyntheses/${draft.id}`)).json()) as {
    synthesis_json: string | { references: { display: string }[]; year: number };
  };
  const json =
    typeof saved.synthesis_json === "string" ? JSON.parse(saved.synthesis_json) : saved.synthesis_json;
  expect(json.year).toBe(2001);
  expect(json.references.map((r: { display: string }) => r.display)).toEqual([`Kept ${tag}`, `Cited ${tag}`]);

  await rows.getByRole("button", { name: `Delete Cited ${tag}` }).click();
  await page.getByRole("dialog", { name: "Are you sure?" }).getByRole("button", { name: "Delete" }).click();
  await expect(rows).toHaveText([`Kept ${tag}`]);
});

test("References Editor: a reference entered as fields shows their derived text, in the list and on the page", async ({
  page,
}) => {
  // Barton's usnic acid (1956), whose references no other spec reads.
  const id = await synthesisId(page.request, "Usnic acid", "Barton", 1956);
  const tag = uniqueTag();
  await signInAs(page, E2E_EDITOR);
  await openEditor(page, "References Editor");
  await page.getByRole("button", { name: "Select synthesis" }).click();
  const dialog = page.getByRole("dialog", { name: "Select synthesis" });
  await dialog.getByRole("tab", { name: "Published", exact: true }).click();
  await dialog.getByRole("radio", { name: `[${id}] Usnic acid by Derek H. R. Barton (1956)` }).check();
  await dialog.getByRole("button", { name: "Select", exact: true }).click();

  const rows = page.getByRole("list", { name: "References" }).getByRole("listitem");
  const before = await rows.count();
  await page.getByRole("button", { name: "Add Reference" }).click();
  await page.getByRole("textbox", { name: "Authors" }).fill(`Testman${tag}, A. B.; Placeholder, C.`);
  await page.getByRole("textbox", { name: "Journal" }).fill("J. Imag. Chem.");
  await page.getByRole("textbox", { name: "Year" }).fill("1999");
  await page.getByRole("textbox", { name: "Volume" }).fill("12");
  const pages = page.getByRole("textbox", { name: "Pages" });
  await pages.fill("345");
  await pages.press("Enter");
  const shown = `A. B. Testman${tag}, C. Placeholder, J. Imag. Chem. 1999, 12, 345.`;
  // Nobody types the text: it is derived from the fields, and there is no Display field to type in.
  await expect(page.getByRole("textbox", { name: "Shown as" })).toHaveValue(shown);
  await expect(page.getByRole("textbox", { name: "Display" })).toHaveCount(0);
  await expect(rows).toHaveCount(before + 1);
  await expect(rows.filter({ hasText: shown })).toHaveCount(1);

  // The API keeps the fields; the public page shows the derived text.
  const page1 = (await (await page.request.get(`/api/syntheses/${id}`)).json()) as {
    references: { display: string; journal?: string; year?: number; authors?: { family: string }[] }[];
  };
  const stored = page1.references.find((r) => r.display === shown);
  expect(stored?.journal).toBe("J. Imag. Chem.");
  expect(stored?.year).toBe(1999);
  expect(stored?.authors?.map((a) => a.family)).toEqual([`Testman${tag}`, "Placeholder"]);
  await page.goto(`/syn/${id}`);
  await expect(page.getByText(shown).first()).toBeVisible();

  // Tidy up: the reference goes again.
  await openEditor(page, "References Editor");
  await page.getByRole("button", { name: "Select synthesis" }).click();
  await dialog.getByRole("tab", { name: "Published", exact: true }).click();
  await dialog.getByRole("radio", { name: `[${id}] Usnic acid by Derek H. R. Barton (1956)` }).check();
  await dialog.getByRole("button", { name: "Select", exact: true }).click();
  await rows
    .filter({ hasText: shown })
    .getByRole("button", { name: `Delete ${shown}` })
    .click();
  await page.getByRole("dialog", { name: "Are you sure?" }).getByRole("button", { name: "Delete" }).click();
  await expect(rows).toHaveCount(before);
});
