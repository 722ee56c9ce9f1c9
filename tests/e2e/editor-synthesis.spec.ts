import { E2E_EDITOR } from "../../scripts/e2e-editor.ts";
import { expect, signInAs, test, uniqueTag } from "./fixtures.ts";
import {
  details,
  drawBenzene,
  dropFiles,
  menu,
  pasteStructure,
  pick,
  reactionCard,
  setField,
  snackbar,
  tinyPng,
} from "./support/synthesis-editor.ts";

const PART_1 = "Part number 1 of 1";

test("build a two-part synthesis from scratch, save it, reload and open it: everything is there", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const tag = uniqueTag();
  const fileName = `Route ${tag}`;
  await signInAs(page, E2E_EDITOR);
  await page.goto("/edit");
  await expect(page.getByRole("heading", { name: "New synthesis", level: 1 })).toBeVisible();
  await expect(page.getByRole("region", { name: PART_1 })).toBeVisible();
  const panel = details(page);

  // Synthesis details: a new target molecule (drawn in the sketcher), an
  // author picked by name, the year and the type.
  await panel.getByRole("button", { name: "New molecule" }).click();
  const moleculeDialog = page.getByRole("dialog", { name: "New molecule" });
  await moleculeDialog.getByRole("textbox", { name: "Name" }).fill(`Targetine ${tag}`);
  await moleculeDialog.getByRole("button", { name: "Draw or paste the structure" }).click();
  const sketch = page.getByRole("dialog", { name: "Structure of the new molecule" });
  // The dialog opens on Paste (a first visit); the sketcher is one tab away.
  await expect(sketch.getByRole("tab", { name: "Paste SMILES or Molfile" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await sketch.getByRole("tab", { name: "Draw" }).click();
  await drawBenzene(page, sketch);
  await expect(sketch.getByTestId("structure-formula")).toHaveText("Formula: C6H6", { timeout: 30_000 });
  await sketch.getByRole("button", { name: "Save", exact: true }).click();
  await expect(sketch).toBeHidden();
  await expect(moleculeDialog).toContainText("6 carbons");
  await moleculeDialog.getByRole("button", { name: "Create" }).click();
  await expect(moleculeDialog).toBeHidden();
  await expect(panel.getByRole("textbox", { name: "Molecule", exact: true })).toHaveValue(`Targetine ${tag}`);
  await pick(panel, "Find the principal investigator", "Corey", "Elias J. Corey");
  await setField(panel, "Year", "2021");
  await expect(panel.getByRole("textbox", { name: "Synthesis Id" })).toHaveValue("(temp.)");

  // Step 1: a pasted SMILES substrate, a product, staged reagents, a range temperature, overnight,
  // a yield for two steps, a special-condition chip, a named reaction and a protecting-group link.
  const step1 = reactionCard(page, PART_1, 1);
  await pasteStructure(
    page,
    step1.getByRole("button", { name: "Add substrate to step 1" }),
    "New substrate",
    "OCC1CCCC1",
    /C6H12O/,
  );
  await pasteStructure(
    page,
    step1.getByRole("button", { name: "Add product to step 1" }),
    "New product",
    "O=CC1CCCC1",
    /C6H10O/,
  );
  await step1.getByRole("button", { name: "Reagents of step 1" }).click();
  await panel.getByRole("checkbox", { name: "Specify sequence" }).check();
  await panel.getByRole("textbox", { name: "Available reagents" }).fill("oxalyl");
  await panel.getByRole("button", { name: "Add (COCl)₂" }).click();
  await panel
    .getByRole("radiogroup", { name: "Step to add reagents to" })
    .getByText("Step 2", { exact: true })
    .click();
  await expect(panel.getByRole("radio", { name: "Step 2" })).toBeChecked();
  await panel.getByRole("textbox", { name: "Available reagents" }).fill("Et3N");
  await panel.getByRole("button", { name: "Add Et₃N", exact: true }).click();
  await expect(step1.getByRole("listitem")).toHaveText(["(COCl)₂", "Et₃N"]);

  await step1.getByRole("button", { name: "Temperature of step 1" }).click();
  await panel.getByRole("radio", { name: "Range" }).check();
  await panel.getByRole("textbox", { name: "From" }).fill("-78");
  await panel.getByRole("textbox", { name: "From" }).press("Tab");
  await panel.getByRole("radiogroup", { name: "High end" }).getByRole("radio", { name: "RT" }).check();
  await expect(step1).toContainText("-78 °C to RT");

  await step1.getByRole("button", { name: "Time of step 1" }).click();
  await panel.getByRole("radio", { name: "Overnight" }).check();
  await expect(step1).toContainText("ON");

  await step1.getByRole("button", { name: "Yield of step 1" }).click();
  await panel.getByRole("radio", { name: "Percentage" }).check();
  await setField(panel, "Percentage", "85");
  await panel.getByRole("checkbox", { name: "Yield is for multiple steps" }).check();
  await setField(panel, "Number of steps", "2");
  await expect(step1).toContainText("85% (2 steps)");

  await step1.getByRole("button", { name: "Special condition of step 1" }).click();
  await panel.getByRole("button", { name: "hν" }).click();
  await expect(step1).toContainText("hν");

  await step1.getByRole("button", { name: "Step 1", exact: true }).click();
  await panel.getByRole("textbox", { name: "Named reactions to add" }).fill("Swern");
  await panel.getByRole("button", { name: "Add Swern oxidation" }).click();
  await panel.getByRole("textbox", { name: "Protecting groups to add" }).fill("TBS");
  await panel.getByRole("button", { name: "Add TBS ether" }).click();
  await expect(panel).toContainText("Protection: TBS ether");

  // Step 2 starts from step 1's product; its product is a dropped PNG (another file type is ignored).
  await page.getByRole("region", { name: PART_1 }).getByRole("button", { name: "Add one reaction" }).click();
  const step2 = reactionCard(page, PART_1, 2);
  await expect(step2.getByRole("button", { name: /^Change Substrate 1 of step 2/ })).toBeVisible();
  const addProduct2 = step2.getByRole("button", { name: "Add product to step 2" });
  await dropFiles(addProduct2, [{ name: "notes.txt", type: "text/plain", bytes: Buffer.from("no") }]);
  await expect(step2.getByRole("button", { name: /^Change Product/ })).toHaveCount(0);
  await dropFiles(addProduct2, [{ name: "product.png", type: "image/png", bytes: tinyPng() }]);
  await expect(step2.getByRole("img", { name: "Product 1 of step 2" })).toBeVisible();

  // Part 2 with two reactions.
  await page.getByRole("button", { name: "Add one part" }).click();
  const part2 = "Part number 2 of 2";
  await expect(page.getByRole("region", { name: part2 })).toBeVisible();
  await dropFiles(reactionCard(page, part2, 1).getByRole("button", { name: "Add substrate to step 1" }), [
    { name: "start.png", type: "image/png", bytes: tinyPng(30, 20) },
  ]);
  await expect(
    reactionCard(page, part2, 1).getByRole("img", { name: "Substrate 1 of step 1" }),
  ).toBeVisible();
  await pasteStructure(
    page,
    reactionCard(page, part2, 1).getByRole("button", { name: "Add product to step 1" }),
    "New product",
    "CC(=O)OC",
    /C3H6O2/,
  );
  await page.getByRole("region", { name: part2 }).getByRole("button", { name: "Add one reaction" }).click();
  await expect(reactionCard(page, part2, 2)).toBeVisible();

  // Save: the file name is asked once; 'Saved!'.
  await menu(page, "File", "Save");
  const saveDialog = page.getByRole("dialog", { name: "Save synthesis" });
  await saveDialog.getByRole("textbox", { name: "File Name" }).fill(fileName);
  await saveDialog.getByRole("button", { name: "Save" }).click();
  await expect(snackbar(page)).toHaveText("Saved!");
  await expect(page.getByRole("heading", { name: fileName, level: 1 })).toBeVisible();

  // Reload the browser: the address names the saved draft, so it opens again, with no local copy
  // to offer; then open it again from File → Open.
  await page.reload();
  await expect(page.getByRole("heading", { name: fileName, level: 1 })).toBeVisible();
  await expect(page.getByRole("region", { name: "Part number 1 of 2" })).toBeVisible();
  await expect(page.getByTestId("local-copy")).toHaveCount(0);
  await menu(page, "File", "Open");
  const openDialog = page.getByRole("dialog", { name: "Open synthesis" });
  await openDialog.getByRole("radio", { name: fileName }).check();
  await openDialog.getByRole("button", { name: "Open" }).click();
  await expect(page.getByRole("heading", { name: fileName, level: 1 })).toBeVisible();

  await expect(page.getByRole("region", { name: part2 })).toBeVisible();
  await expect(reactionCard(page, part2, 2)).toBeVisible();
  await expect(
    reactionCard(page, part2, 1).getByRole("img", { name: "Substrate 1 of step 1" }),
  ).toBeVisible();
  const reopened1 = reactionCard(page, "Part number 1 of 2", 1);
  await expect(reopened1.getByRole("listitem")).toHaveText(["(COCl)₂", "Et₃N"]);
  for (const text of ["-78 °C to RT", "ON", "85% (2 steps)", "hν"])
    await expect(reopened1).toContainText(text);
  await expect(reopened1.getByRole("img", { name: "Substrate 1 of step 1" })).toBeVisible();
  await expect(reopened1.getByRole("img", { name: "Product 1 of step 1" })).toBeVisible();
  await expect(
    reactionCard(page, "Part number 1 of 2", 2).getByRole("img", { name: "Product 1 of step 2" }),
  ).toBeVisible();
  await reopened1.getByRole("button", { name: "Step 1", exact: true }).click();
  await expect(panel).toContainText("Swern oxidation");
  await expect(panel).toContainText("Protection: TBS ether");
  await page.getByRole("button", { name: "Synthesis details" }).click();
  await expect(panel.getByRole("textbox", { name: "Molecule", exact: true })).toHaveValue(`Targetine ${tag}`);
  await expect(panel.getByRole("textbox", { name: "Author", exact: true })).toHaveValue("Elias J. Corey");
  await expect(panel.getByRole("textbox", { name: "Year" })).toHaveValue("2021");
  await expect(panel.getByRole("textbox", { name: "Submitter" })).toHaveValue(E2E_EDITOR.name);
});
