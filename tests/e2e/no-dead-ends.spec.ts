import { E2E_CONTRIBUTOR } from "../../scripts/e2e-editor.ts";
import { expect, newDocument, openEditor, signInAs, test, uniqueTag } from "./fixtures.ts";
import { signUpContributor } from "./support/contributor.ts";
import { details, reactionCard } from "./support/synthesis-editor.ts";

/**
 * No dead ends while entering a synthesis (docs/decisions/editor/0058-no-dead-ends-while-entering-a-synthesis.md): a new contributor adds the principal
 * investigator the archive lacks right in step 2, the draft names him (pending an editor), and step 4
 * gives every missing item a button to the place that fixes it; pickers of the editor add what the
 * archive lacks in place; a contributor sees the archive's own authors read-only.
 */

type Author = { id: number; firstName: string; lastName: string; url: string; pending?: boolean };
type Draft = { id: number; display_name: string; synthesis_json: Record<string, unknown> };

test("a new contributor adds the missing investigator in step 2; the draft has him, pending; step 4 has no dead end", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const tag = uniqueTag();
  const lastName = `Chapman${tag}`;
  const investigator = `Orville L. ${lastName}`;
  await signUpContributor(
    page,
    `Nina Newcomer ${tag}`,
    `newcomer-${tag}@example.org`,
    `long-password-${tag}`,
  );

  await page.goto("/contribute?step=2");
  await page.getByLabel("Which molecule is synthesised?").fill(`Carpanone ${tag}`);
  await page.getByLabel("Kind of synthesis").selectOption("Total");
  await page.getByLabel("Chirality of the product").selectOption("Racemic");
  await page.getByLabel("Principal investigator of the main publication").fill(investigator);
  // The archive lacks him: added in place, first and last name split as typed.
  await page.getByRole("button", { name: `Add '${investigator}'` }).click();
  await expect(page.getByRole("textbox", { name: "First name" })).toHaveValue("Orville L.");
  await expect(page.getByRole("textbox", { name: "Last name" })).toHaveValue(lastName);
  await page.screenshot({ path: "/tmp/no-dead-ends-step2-form.png", fullPage: true });
  await page.getByRole("button", { name: "Add the author" }).click();
  await expect(page.getByRole("status").filter({ hasText: investigator })).toHaveText(
    `${investigator} is added: usable in your draft now, public once an editor accepts it.`,
  );
  await page.getByLabel("Publication date (year)").fill("1971");
  await page.getByLabel("All relevant references").fill("10.1021/ja00757a052");
  await page.screenshot({ path: "/tmp/no-dead-ends-step2-added.png", fullPage: true });
  await page.getByRole("link", { name: "Next" }).click();
  await expect(page.getByRole("link", { name: "Open the synthesis editor" })).toBeVisible();

  // He is in the archive, pending: the contributor's list marks him, the public list leaves him out.
  const mine = (await (await page.request.get("/api/authors")).json()) as Author[];
  const added = mine.find((a) => a.lastName === lastName);
  expect(added).toMatchObject({ firstName: "Orville L.", pending: true });
  const anonymous = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const publicList = (await (await anonymous.request.get("/api/authors")).json()) as Author[];
  expect(publicList.some((a) => a.lastName === lastName)).toBe(false);
  await anonymous.close();

  // The draft names him by id and url, and keeps the DOI of step 2 as the reference's DOI.
  const drafts = (await (await page.request.get("/api/unpublishedSyntheses")).json()) as Draft[];
  const summary = drafts.find((d) => d.display_name === `Carpanone ${tag} by ${investigator} (1971)`);
  expect(summary).toBeDefined();
  const draft = (await (await page.request.get(`/api/unpublishedSyntheses/${summary?.id}`)).json()) as Draft;
  const stored =
    typeof draft.synthesis_json === "string" ? JSON.parse(draft.synthesis_json) : draft.synthesis_json;
  expect(stored.author).toEqual({ id: added?.id, firstName: "Orville L.", lastName, url: added?.url });
  expect(stored.references).toEqual([{ display: "", doi: "10.1021/ja00757a052", url: null }]);

  // Step 4: the investigator is no problem; every missing item has a button to where it is fixed.
  await page.getByRole("link", { name: "Next" }).click();
  const missing = page.getByRole("list", { name: "Still missing" });
  await expect(missing).toContainText(`The target molecule 'Carpanone ${tag}' is not in the archive`);
  await expect(missing).not.toContainText("principal investigator");
  const items = missing.getByRole("listitem");
  const count = await items.count();
  expect(count).toBeGreaterThan(1);
  for (let i = 0; i < count; i++) await expect(items.nth(i).getByRole("link")).toHaveCount(1);
  await expect(page.getByRole("button", { name: "Submit the synthesis" })).toBeDisabled();
  await page.screenshot({ path: "/tmp/no-dead-ends-step4.png", fullPage: true });

  // The molecule's button opens the editor at the synthesis details, which offer to add it.
  const fixLink = items.filter({ hasText: "target molecule" }).getByRole("link");
  await expect(fixLink).toHaveAttribute("href", /\/edit\?draft=\d+&from=contribute&fix=molecule$/);
  await newDocument(page, () => fixLink.click());
  // Once acted on, the fix leaves the address, which names the open draft (a reload reopens it).
  await expect(page).toHaveURL(/\/edit\?draft=\d+&from=contribute$/);
  const panel = details(page);
  await expect(panel.getByText(`'Carpanone ${tag}' is not in the archive yet.`)).toBeVisible();
  await expect(panel.getByRole("textbox", { name: "Author", exact: true })).toHaveValue(investigator);
  await expect(page.getByRole("region", { name: "Still missing" })).toContainText("Carpanone");
  await page.screenshot({ path: "/tmp/no-dead-ends-editor-details.png", fullPage: true });
  await panel.getByRole("button", { name: `Add 'Carpanone ${tag}'` }).click();
  await expect(
    page.getByRole("dialog", { name: "New molecule" }).getByRole("textbox", { name: "Name" }),
  ).toHaveValue(`Carpanone ${tag}`);
});

test("the reagents picker adds a reagent the archive lacks in place, with its formula, usable at once", async ({
  page,
}) => {
  const tag = uniqueTag();
  const name = `Fixture oxidant ${tag}`;
  await signInAs(page, E2E_CONTRIBUTOR);
  await page.goto("/edit");
  const step1 = reactionCard(page, "Part number 1 of 1", 1);
  await step1.getByRole("button", { name: "Reagents of step 1" }).click();
  const panel = details(page);
  await panel.getByRole("textbox", { name: "Available reagents" }).fill(name);
  await panel.getByRole("button", { name: `Add '${name}'` }).click();
  const form = panel.getByRole("group", { name: "New reagent" });
  await expect(form.getByRole("textbox", { name: "Name" })).toHaveValue(name);
  await form.getByRole("textbox", { name: "Formula" }).fill("C8Cl2N2O2");
  await expect(form.getByRole("textbox", { name: "Formula" })).toHaveValue("C₈Cl₂N₂O₂");
  await form.getByRole("textbox", { name: "Synonyms" }).fill(`DDQ ${tag}`);
  await page.screenshot({ path: "/tmp/no-dead-ends-reagent-form.png", fullPage: true });
  await form.getByRole("button", { name: "Add to the archive" }).click();
  await expect(form).toBeHidden();
  await expect(panel.getByLabel("Reagents of the reaction")).toContainText(name);
  await expect(step1.getByRole("button", { name: "Reagents of step 1" })).toHaveText(name);
  const reagents = (await (await page.request.get("/api/reagents")).json()) as {
    name: string;
    formula: string;
    synonyms: { synonym: string }[];
    pending?: boolean;
  }[];
  expect(reagents.find((r) => r.name === name)).toMatchObject({
    formula: "C₈Cl₂N₂O₂",
    synonyms: [expect.objectContaining({ synonym: `DDQ ${tag}` })],
    pending: true,
  });
});

test("a contributor sees the archive's authors read-only and changes only the author they added", async ({
  page,
}) => {
  const tag = uniqueTag();
  await signInAs(page, E2E_CONTRIBUTOR);
  await openEditor(page, "Authors Editor");
  await page.getByRole("textbox", { name: "Quick Search" }).fill("Corey");
  const list = page.getByRole("list", { name: "Authors" });
  await list.getByRole("button", { name: "Elias J. Corey", exact: true }).click();
  const panel = details(page);
  await expect(panel.getByRole("note")).toHaveText(
    "Only an editor may change this. You may change the authors you added, until a published synthesis uses them.",
  );
  await expect(panel.getByRole("textbox", { name: "Last name" })).toHaveAttribute("readonly", "");
  await expect(panel.getByRole("textbox", { name: "Last name" })).toHaveValue("Corey");
  await expect(list.getByRole("button", { name: "Delete Elias J. Corey" })).toHaveCount(0);
  await page.screenshot({ path: "/tmp/no-dead-ends-read-only-author.png", fullPage: true });

  // The author she adds is hers: editable, saved when the field is left, with a Delete.
  await page.getByRole("button", { name: "Add Author" }).click();
  const last = panel.getByRole("textbox", { name: "Last name" });
  await expect(last).not.toHaveAttribute("readonly", "");
  await panel.getByRole("textbox", { name: "First name" }).fill("Rhea");
  await last.fill(`Added${tag}`);
  await last.press("Enter");
  await page.getByRole("textbox", { name: "Quick Search" }).fill(`Added${tag}`);
  await expect(list.getByRole("button", { name: `Delete Rhea Added${tag}` })).toBeVisible();
  await expect
    .poll(async () =>
      ((await (await page.request.get("/api/authors")).json()) as Author[]).some(
        (a) => a.lastName === `Added${tag}`,
      ),
    )
    .toBe(true);
});
