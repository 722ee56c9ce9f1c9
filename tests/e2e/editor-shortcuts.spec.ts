import type { Page } from "@playwright/test";
import { E2E_CONTRIBUTOR, E2E_EDITOR } from "../../scripts/e2e-editor.ts";
import { csrfToken, expect, getJson, openEditor, signInAs, test, uniqueTag } from "./fixtures.ts";
import { details, fillStep1, reactionCard, snackbar } from "./support/synthesis-editor.ts";

/**
 * Fewer actions in the synthesis editor (docs/product/editor.md §8.4, §8.11-8.13, §8.19, §8.21,
 * §8.23): the structure dialog's remembered tab, one-click temperatures, Enter to add a reagent,
 * Ctrl+S, Tab through a reaction in display order, Publish… beside the review actions, the draft's
 * preview one click away, the merge confirmation; and names with subscript counts (rules.md §3.1.5).
 */

const PART_1 = "Part number 1 of 1";

/** A JSON write from the signed-in editor page (with its anti-forgery token). */
async function write<T>(page: Page, method: "POST" | "PUT", path: string, data: unknown): Promise<T> {
  const response = await page.request.fetch(path, {
    method,
    data,
    headers: { "X-CSRF-TOKEN": await csrfToken(page) },
  });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** A saved draft holding a copy of a demo synthesis (complete), owned by whoever is signed in. */
async function completeDraft(page: Page, name: string): Promise<number> {
  const [first] = await getJson<{ id: number }[]>(page.request, "/api/syntheses");
  const { document } = await getJson<{ document: unknown }>(
    page.request,
    `/api/syntheses/${first.id}/document`,
  );
  await page.goto("/edit");
  const draft = await write<{ id: number }>(page, "POST", "/api/unpublishedSyntheses", {
    display_name: name,
    synthesis_json: document,
  });
  return draft.id;
}

/** A tag of letters only, so a name holding it has no digits of its own. */
const letters = (tag: string) => tag.replace(/[0-9]/g, (d) => "abcdefghij"[Number(d)] ?? "x");

test("the structure dialog opens on Paste, then on the tab chosen last, also after a reload", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const sketcherFiles: string[] = [];
  page.on("request", (r) => {
    if (/\/assets\/sketcher-[0-9a-f]+\//.test(r.url())) sketcherFiles.push(r.url());
  });
  await signInAs(page, E2E_CONTRIBUTOR);
  await page.goto("/edit");
  const add = reactionCard(page, PART_1, 1).getByRole("button", { name: "Add substrate to step 1" });
  const dialog = page.getByRole("dialog", { name: "New substrate" });
  const tab = (name: string) => dialog.getByRole("tab", { name });

  await add.click();
  await expect(tab("Paste SMILES or Molfile")).toHaveAttribute("aria-selected", "true");
  await expect(dialog.getByRole("textbox", { name: "SMILES or Molfile" })).toBeFocused();
  expect(sketcherFiles).toEqual([]);
  await tab("Draw").click();
  await expect(dialog.getByTestId("structure-sketcher")).toHaveAttribute("data-state", "ready", {
    timeout: 60_000,
  });
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();

  await add.click();
  await expect(tab("Draw")).toHaveAttribute("aria-selected", "true");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await page.reload();
  await add.click();
  await expect(tab("Draw")).toHaveAttribute("aria-selected", "true");
  await tab("Paste SMILES or Molfile").click();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await add.click();
  await expect(tab("Paste SMILES or Molfile")).toHaveAttribute("aria-selected", "true");
});

test("one click sets RT, 0 °C, −78 °C or Reflux; Enter adds the first reagent found to the stage chosen and keeps the focus; Tab follows the card", async ({
  page,
}) => {
  const tag = letters(uniqueTag());
  const reagent = `Bu3SnH ${tag}`;
  await signInAs(page, E2E_EDITOR);
  await page.goto("/edit");
  await write(page, "POST", "/api/reagents", { name: reagent });
  await page.goto("/edit");
  const step1 = await fillStep1(page, PART_1, "OCC1CCCC1", "O=CC1CCCC1");
  const panel = details(page);

  await step1.getByRole("button", { name: "Temperature of step 1" }).click();
  const quick = panel.getByRole("group", { name: "Quick temperatures" });
  const temperature = step1.getByRole("button", { name: "Temperature of step 1" });
  for (const [chip, shown] of [
    ["−78 °C", "-78 °C"],
    ["0 °C", "0 °C"],
    ["Reflux", "Reflux"],
    ["RT", "RT"],
  ]) {
    await quick.getByRole("button", { name: chip, exact: true }).click();
    await expect(temperature).toHaveText(shown);
    await expect(quick.getByRole("button", { name: chip, exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  }
  await expect(panel.getByRole("radio", { name: "Fixed" })).toBeChecked();
  await page.screenshot({ path: "/tmp/editor-shortcuts-temperature.png" });
  await expect(panel.getByRole("radio", { name: "Approximate" })).toBeVisible();

  await step1.getByRole("button", { name: "Reagents of step 1" }).click();
  const search = panel.getByRole("textbox", { name: "Available reagents" });
  await search.press("Enter");
  await expect(panel.getByText("No reagent specified...")).toBeVisible();
  await search.fill("Et3N");
  await search.press("Enter");
  await expect(step1.getByRole("button", { name: "Reagents of step 1" })).toHaveText("Et₃N");
  await expect(search).toHaveValue("");
  await expect(search).toBeFocused();
  // A sequence: the reagent typed goes to the stage chosen, which stays chosen.
  await panel.getByRole("checkbox", { name: "Specify sequence" }).check();
  await panel.getByRole("radiogroup", { name: "Step to add reagents to" }).getByText("Step 2").click();
  await search.fill(tag);
  await search.press("Enter");
  await expect(step1.getByRole("listitem")).toHaveText(["Et₃N", `Bu₃SnH ${tag}`]);
  await expect(panel.getByRole("radio", { name: "Step 2" })).toBeChecked();
  await expect(search).toBeFocused();
  // The list shows counts as subscripts too; the stored name is as typed.
  await search.fill(tag);
  await expect(panel.getByRole("list", { name: "Available reagents" })).toContainText(`Bu₃SnH ${tag}`);

  // Tab goes through the reaction in the order it is shown.
  await step1.getByRole("button", { name: "Step 1", exact: true }).focus();
  const order: string[] = [];
  for (let i = 0; i < 14; i++) {
    await page.keyboard.press("Tab");
    order.push(await page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? ""));
  }
  expect(order).toEqual([
    "Change Substrate 1 of step 1",
    "Delete Substrate 1 of step 1",
    "Add substrate to step 1",
    "Reagents of step 1",
    "Solvents of step 1",
    "Temperature of step 1",
    "Time of step 1",
    "Atmosphere of step 1",
    "Yield of step 1",
    "Special condition of step 1",
    "Selectivity of step 1",
    "Change Product 1 of step 1",
    "Delete Product 1 of step 1",
    "Add product to step 1",
  ]);
  await page.screenshot({ path: "/tmp/editor-shortcuts-card.png" });

  // Public pages show the name with subscripts as well.
  // The search index is rebuilt in the background after the write: wait until it names the reagent.
  await expect
    .poll(
      async () => {
        const answer = await page.request.get(`/api/search?q=${tag}`);
        return ((await answer.json()) as { reagents: { name: string }[] }).reagents.map((r) => r.name);
      },
      { timeout: 15_000 },
    )
    .toContain(`Bu3SnH ${tag}`);
  await page.goto(`/search?q=${tag}`);
  await expect(page.getByTestId("hits-reagents")).toContainText(`Bu₃SnH ${tag}`);
});

test("Alt+Up and Alt+Down move along the selected step's elements, saving the field left and focusing the next panel's first field", async ({
  page,
}) => {
  await signInAs(page, E2E_EDITOR);
  await page.goto("/edit");
  const step1 = reactionCard(page, PART_1, 1);
  const panel = details(page);
  await step1.getByRole("button", { name: "Yield of step 1" }).click();
  const percentage = panel.getByRole("textbox", { name: "Percentage", exact: true });
  await percentage.fill("85");
  // Up from Yield is Atmosphere (the card's order); the typed yield is saved as the field is left.
  await percentage.press("Alt+ArrowUp");
  await expect(panel.getByRole("heading", { name: "Atmosphere" })).toBeVisible();
  await expect(step1.getByRole("button", { name: "Yield of step 1" })).toHaveText("85%");
  await expect(step1.getByRole("button", { name: "Atmosphere of step 1" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  expect(await panel.evaluate((aside) => aside.contains(document.activeElement))).toBe(true);
  await page.keyboard.press("Alt+ArrowDown");
  await expect(percentage).toBeFocused();
  await expect(percentage).toHaveValue("85");
  // Down twice more: Special condition, then Selectivity, the last, where Down stays.
  await page.keyboard.press("Alt+ArrowDown");
  await expect(panel.getByRole("textbox", { name: "Special condition", exact: true })).toBeFocused();
  await page.keyboard.press("Alt+ArrowDown");
  await page.keyboard.press("Alt+ArrowDown");
  await expect(step1.getByRole("button", { name: "Selectivity of step 1" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  // At the first element, Step 1 (the Reaction panel), Up stays.
  await step1.getByRole("button", { name: "Step 1", exact: true }).click();
  await page.keyboard.press("Alt+ArrowUp");
  await expect(step1.getByRole("button", { name: "Step 1", exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
});

test("Ctrl+S saves, taking in the field being typed in, instead of the browser's Save page", async ({
  page,
}) => {
  const tag = uniqueTag();
  await signInAs(page, E2E_CONTRIBUTOR);
  await page.goto("/edit");
  await expect(page.getByRole("region", { name: PART_1 })).toBeVisible();
  await page.evaluate(() => {
    window.addEventListener("keydown", (event) => {
      if (event.key === "s") document.body.dataset.saveKeyPrevented = String(event.defaultPrevented);
    });
  });
  const year = details(page).getByRole("textbox", { name: "Year", exact: true });
  await page.keyboard.press("Control+s");
  await expect(snackbar(page)).toHaveText("Nothing to save: every change is saved.");
  expect(await page.evaluate(() => document.body.dataset.saveKeyPrevented)).toBe("true");

  // A new synthesis asks for its file name first.
  await year.fill("2003");
  await year.press("Control+s");
  const naming = page.getByRole("dialog", { name: "Save synthesis" });
  await naming.getByRole("textbox", { name: "File Name" }).fill(`Shortcut ${tag}`);
  // The save's answer first: on a loaded machine it came later than the snackbar's 5 s wait, which
  // then saw only the first snackbar ('Nothing to save', still up for its 5 s).
  const created = page.waitForResponse(
    (r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/api/unpublishedSyntheses",
  );
  await naming.getByRole("button", { name: "Save" }).click();
  expect((await created).ok()).toBe(true);
  await expect(snackbar(page)).toHaveText("Saved!");
  await expect(page.getByRole("heading", { name: `Shortcut ${tag}`, level: 1 })).toBeVisible();

  // Typed and not left: Ctrl+S saves it with the rest, and the field keeps the focus.
  const drafts = await getJson<{ id: number; display_name: string }[]>(
    page.request,
    "/api/unpublishedSyntheses",
  );
  const id = drafts.find((d) => d.display_name === `Shortcut ${tag}`)?.id;
  const storedYear = async () => {
    const { synthesis_json: json } = await getJson<{ synthesis_json: unknown }>(
      page.request,
      `/api/unpublishedSyntheses/${id}`,
    );
    return (typeof json === "string" ? JSON.parse(json) : json).year;
  };
  expect(await storedYear()).toBe(2003);
  await year.fill("2004");
  await year.press("Control+s");
  await expect.poll(storedYear).toBe(2004);
  await expect(page.getByTestId("unsaved")).toBeHidden();
  await expect(year).toBeFocused();
});

test("Publish… sits beside the review actions; the draft's public page is one click from the editor and from step 4", async ({
  page,
}) => {
  const tag = uniqueTag();
  await signInAs(page, E2E_EDITOR);
  const editorsDraft = await completeDraft(page, `Publish here ${tag}`);
  await page.goto(`/edit?draft=${editorsDraft}`);
  const review = details(page);
  await expect(review.getByTestId("review-status")).toHaveText("Draft, not submitted");
  // File → Submit for review shares the data under CC BY 4.0: said beside the draft's review.
  await expect(
    review.getByTestId("licence-agreement").getByRole("link", { name: /CC BY 4\.0/ }),
  ).toHaveAttribute("href", "https://creativecommons.org/licenses/by/4.0/");
  await review.getByRole("button", { name: "Publish…" }).click();
  const publish = page.getByRole("dialog", { name: "Publish synthesis" });
  await expect(publish).toBeVisible();
  await page.screenshot({ path: "/tmp/editor-shortcuts-publish.png" });
  await publish.getByRole("button", { name: "Cancel" }).click();

  // From the editor: the saved draft as its page will look, and back.
  await page.getByRole("button", { name: "Preview the public page" }).click();
  await expect(page).toHaveURL(new RegExp(`/preview/draft/${editorsDraft}$`));
  await expect(page.getByText("Preview: this is how the synthesis will look once published")).toBeVisible();
  await expect(page.getByText("Only you and the editors can see this page.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await page.screenshot({ path: "/tmp/editor-shortcuts-preview.png", fullPage: true });
  await page.getByRole("link", { name: "Back to the editor" }).click();
  await expect(page).toHaveURL(new RegExp(`/edit\\?draft=${editorsDraft}$`));

  // A contributor's step 4 links to their own draft's preview; the editor's draft is not theirs.
  await page.context().clearCookies();
  await signInAs(page, E2E_CONTRIBUTOR);
  const own = await completeDraft(page, `Step four ${tag}`);
  await page.evaluate((draftId) => {
    window.localStorage.setItem("contribute", JSON.stringify({ version: 1, step: 3, draftId }));
  }, own);
  await page.goto("/contribute?step=4");
  await expect(page.getByText("Everything is complete: you can submit the synthesis.")).toBeVisible();
  await page.getByRole("link", { name: "Preview the public page" }).click();
  await expect(page).toHaveURL(new RegExp(`/preview/draft/${own}\\?from=contribute$`));
  await expect(page.getByText("Only you and the editors can see this page.")).toBeVisible();
  await page.getByRole("link", { name: "Back to Submit for review" }).click();
  await expect(page).toHaveURL(/\/contribute\?step=4$/);

  const other = await page.request.get(`/preview/draft/${editorsDraft}`);
  expect(other.status()).toBe(404);
  expect(other.headers()["cache-control"]).toContain("no-store");
  await page.context().clearCookies();
  const anonymous = await page.request.get(`/preview/draft/${own}`, { maxRedirects: 0 });
  expect(anonymous.status()).toBe(302);
  expect(anonymous.headers().location).toBe(`/login?next=${encodeURIComponent(`/preview/draft/${own}`)}`);
});

test("an incomplete draft's preview lists what is missing", async ({ page }) => {
  const tag = uniqueTag();
  await signInAs(page, E2E_CONTRIBUTOR);
  await page.goto("/edit");
  const draft = await write<{ id: number }>(page, "POST", "/api/unpublishedSyntheses", {
    display_name: `Unfinished ${tag}`,
    synthesis_json: { parts: [] },
  });
  await page.goto(`/preview/draft/${draft.id}`);
  await expect(page.getByRole("list", { name: "Still missing" })).toContainText("Pick the target molecule.");
});

test("the merge confirmation says the merge can be undone and the History names the merged item", async ({
  page,
}) => {
  const tag = uniqueTag();
  const merged = `Shortcut solvent ${tag}`;
  const kept = `Shortcut solvent kept ${tag}`;
  await signInAs(page, E2E_EDITOR);
  await page.goto("/edit");
  for (const name of [merged, kept]) await write(page, "POST", "/api/solvents", { name });
  await openEditor(page, "Solvents Editor");
  await page.getByRole("textbox", { name: "Quick Search" }).fill(tag);
  const rows = page.getByRole("list", { name: "Solvents" }).getByRole("listitem");
  await rows.getByRole("button", { name: merged, exact: true }).click();
  await page.getByRole("button", { name: "Merge into…" }).click();
  const pick = page.getByRole("dialog", { name: `Merge '${merged}' into…` });
  await pick.getByRole("textbox", { name: "Search the solvent to keep" }).fill(kept);
  await pick.getByRole("button", { name: kept, exact: true }).click();
  const confirm = page.getByRole("dialog", { name: "Are you sure?" });
  await expect(confirm).toHaveText(
    new RegExp(
      `Every synthesis and draft that uses '${merged}' will use '${kept}', and '${merged}' will be deleted \\(its name and synonyms become synonyms of the kept one\\)\\. You can undo the merge from the History of '${kept}'\\.`,
    ),
  );
  await confirm.getByRole("button", { name: "Merge" }).click();
  await expect(snackbar(page)).toHaveText(`Merged into ${kept}`);
  const history = page.getByRole("region", { name: "History" }).getByTestId("history-entry");
  await expect(history.first()).toContainText(`'${merged}' merged into this one`);
  await expect(history.first()).not.toContainText(/item \d+/);
});
