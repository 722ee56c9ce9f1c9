import { E2E_EDITOR } from "../../scripts/e2e-editor.ts";
import { expect, seriousA11yViolations, signInAs, test, uniqueTag } from "./fixtures.ts";
import {
  details,
  fillStep1,
  menu,
  pick,
  reactionCard,
  setField,
  snackbar,
} from "./support/synthesis-editor.ts";

const PART_1 = "Part number 1 of 1";

test("a chemist records amounts, a dimerisation, neat, concentration, atmosphere, a brsm yield range and selectivities, and the public page shows them", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const tag = uniqueTag();
  await signInAs(page, E2E_EDITOR);
  await page.goto("/edit");
  await expect(page.getByRole("region", { name: PART_1 })).toBeVisible();
  const panel = details(page);
  await setField(panel, "Year", "2019");
  await pick(panel, "Find the target molecule", "Artemisinin", "Artemisinin");
  await pick(panel, "Find the principal investigator", "Corey", "Elias J. Corey");
  // Phenol couples to 2,2'-biphenol: two molecules of one substrate.
  const step1 = await fillStep1(page, PART_1, "Oc1ccccc1", "Oc1ccccc1-c1ccccc1O");

  await step1.getByRole("button", { name: "Step 1", exact: true }).click();
  await setField(panel, "Molecules of substrate 1 (×)", "2");
  await expect(step1.getByText("×2", { exact: true })).toBeVisible();

  const reagents = step1.getByRole("button", { name: "Reagents of step 1" });
  await reagents.click();
  await panel.getByRole("textbox", { name: "Available reagents" }).fill("Et3N");
  await panel.getByRole("button", { name: "Add Et₃N", exact: true }).click();
  await panel.getByRole("textbox", { name: "Available reagents" }).fill("oxalyl");
  await panel.getByRole("button", { name: "Add (COCl)₂", exact: true }).click();
  await setField(panel, "Amount of Et₃N", "1.2");
  await setField(panel, "Amount of (COCl)₂", "5");
  await panel.getByRole("combobox", { name: "Amount of (COCl)₂, unit" }).selectOption("mol%");
  await expect(reagents).toHaveText("Et₃N (1.2 equiv), (COCl)₂ (5 mol %)");
  // A value out of bounds is refused and the draft keeps its value.
  await setField(panel, "Amount of (COCl)₂", "500");
  await expect(snackbar(page)).toContainText("must be at most 100");
  await expect(reagents).toHaveText("Et₃N (1.2 equiv), (COCl)₂ (5 mol %)");

  const solvents = step1.getByRole("button", { name: "Solvents of step 1" });
  await solvents.click();
  await panel.getByRole("checkbox", { name: "Neat (no solvent)" }).check();
  await setField(panel, "Concentration", "0.1");
  await expect(solvents).toHaveText("neat, 0.1 M");

  await step1.getByRole("button", { name: "Atmosphere of step 1" }).click();
  await panel.getByRole("button", { name: "O₂", exact: true }).click();
  await setField(panel, "Pressure", "1");
  await expect(step1.getByRole("button", { name: "Atmosphere of step 1" })).toHaveText("O₂ (1 atm)");

  await step1.getByRole("button", { name: "Yield of step 1" }).click();
  await panel.getByRole("radio", { name: "Range" }).check();
  await setField(panel, "From", "46");
  await setField(panel, "To", "50");
  await panel.getByRole("checkbox", { name: "Based on recovered starting material (brsm)" }).check();
  await expect(step1.getByRole("button", { name: "Yield of step 1" })).toHaveText("46–50% brsm");

  const selectivity = step1.getByRole("button", { name: "Selectivity of step 1" });
  await selectivity.click();
  // dr and ee have their fields shown at once: no type to pick first.
  await panel.getByRole("textbox", { name: "dr ratio, first" }).fill("5");
  await panel.getByRole("button", { name: "Add dr" }).click();
  await panel.getByRole("textbox", { name: "ee percent" }).fill("92");
  await panel.getByRole("button", { name: "Add ee" }).click();
  await expect(selectivity).toHaveText("dr 5:1, 92% ee");

  await menu(page, "File", "Save");
  const save = page.getByRole("dialog", { name: "Save synthesis" });
  await save.getByRole("textbox", { name: "File Name" }).fill(`Reaction records ${tag}`);
  await save.getByRole("button", { name: "Save" }).click();
  await expect(snackbar(page)).toHaveText("Saved!");
  await menu(page, "File", "Publish…");
  const dialog = page.getByRole("dialog", { name: "Publish synthesis" });
  await dialog.getByRole("textbox", { name: "Note for the history" }).fill(`Records ${tag}`);
  await dialog.getByRole("button", { name: "Publish" }).click();
  await expect(snackbar(page)).toHaveText(/^Published as synthesis No\. \d+\.$/);
  const id = Number((await snackbar(page).textContent())?.match(/No\. (\d+)/)?.[1]);

  await page.goto(`/syn/${id}`);
  const step = page.locator("#part-1-step-1");
  // Each amount right after its reagent's name (whose synonyms tooltip sits between them in the text).
  await expect(step).toContainText(/Et₃N.*\(1\.2 equiv\),.*\(COCl\)₂.*\(5 mol %\)/);
  await expect(step).toContainText("neat, 0.1 M");
  await expect(step).toContainText("O₂ (1 atm), 46–50% brsm");
  await expect(step).toContainText("dr 5:1, 92% ee");
  await expect(page.getByText("×2", { exact: true })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test("the yield field takes a range typed in place, and refuses one out of order where it was typed", async ({
  page,
}) => {
  await signInAs(page, E2E_EDITOR);
  await page.goto("/edit");
  const step1 = reactionCard(page, PART_1, 1);
  const yieldButton = step1.getByRole("button", { name: "Yield of step 1" });
  await yieldButton.click();
  const panel = details(page);
  // No Percentage or Range choice first: the field shows while no yield is recorded.
  await expect(panel.getByRole("radio", { name: "Not specified" })).toBeChecked();
  await setField(panel, "Percentage", "50-46");
  await expect(panel.getByText("A range goes from the lower yield to the higher (46–50).")).toBeVisible();
  await expect(yieldButton).not.toContainText("%");
  await setField(panel, "Percentage", "46 - 50");
  await expect(yieldButton).toHaveText("46–50%");
  await expect(panel.getByRole("radio", { name: "Range" })).toBeChecked();
  await expect(panel.getByRole("textbox", { name: "From", exact: true })).toHaveValue("46");
  await expect(panel.getByRole("textbox", { name: "To", exact: true })).toHaveValue("50");
  await expect(panel.getByText("A range goes from the lower yield to the higher (46–50).")).toBeHidden();
});
