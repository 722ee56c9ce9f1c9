import { E2E_DOI } from "../../scripts/e2e-doi-resolver.ts";
import { E2E_EDITOR } from "../../scripts/e2e-editor.ts";
import { expect, openEditor, signInAs, test, uniqueTag } from "./fixtures.ts";
import {
  details,
  fillStep1,
  menu,
  pasteStructure,
  pick,
  pickSketcherTool,
  setField,
  sketcherCanvasBox,
  snackbar,
} from "./support/synthesis-editor.ts";

const PART_1 = "Part number 1 of 1";
const DISPLAY = "Testman, A.; Placeholder, C. J. Imag. Chem. 1999, 12, 345.";

test("Named Reactions Editor: a new reaction with a scheme drawn in the sketcher, a Markdown description and a DOI reference shows on its public page", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const tag = uniqueTag();
  const name = `E2E ${tag} coupling`;
  await signInAs(page, E2E_EDITOR);
  await openEditor(page, "Named Reactions Editor");
  const panel = page.getByRole("complementary", { name: "Details" });

  await page.getByRole("button", { name: "Add Named Reaction" }).click();
  await page.getByRole("textbox", { name: "Quick Search" }).fill(tag);
  const field = panel.getByRole("textbox", { name: "Name", exact: true });
  await field.fill(name);
  await field.blur();
  const row = page
    .getByRole("list", { name: "Named reactions" })
    .getByRole("listitem")
    .filter({ hasText: name });
  await expect(row).toContainText("incomplete");
  const url = `e2e-${tag}-coupling`;
  await expect(panel.getByRole("textbox", { name: "Page address" })).toHaveValue(url);

  await setField(panel, "Short description", "Joins two fragments for the test.");
  const description = panel.getByRole("textbox", { name: "Description", exact: true });
  await description.fill("A **bold** step <script>alert(1)</script>");
  // The preview is the server's rendering with the page's sanitising: markup, no script element.
  const preview = panel.getByTestId("description-preview");
  await expect(preview.locator("strong")).toHaveText("bold");
  await expect(preview).toContainText("<script>alert(1)</script>");
  await expect(preview.locator("script")).toHaveCount(0);
  await description.blur();

  // The scheme is drawn in the sketcher (Ketcher): benzene, a reaction arrow, cyclohexane.
  await panel.getByRole("button", { name: "Draw scheme" }).click();
  const dialog = page.getByRole("dialog", { name: "Scheme" });
  const sketcher = dialog.getByTestId("structure-sketcher");
  await expect(sketcher).toHaveAttribute("data-state", "ready", { timeout: 60_000 });
  const box = await sketcherCanvasBox(sketcher);
  const at = (fraction: number) => ({ x: box.x + box.width * fraction, y: box.y + box.height / 2 });
  // Each stroke waits for the dialog's reading of the drawing before the next one, so a busy
  // machine cannot run strokes together and a lost stroke is named by the step that fails.
  const reading = dialog.getByTestId("reaction-error");
  await pickSketcherTool(sketcher, "template-0"); // Benzene
  await page.mouse.click(at(0.2).x, at(0.2).y);
  await expect(reading).toContainText("Draw a reaction: reactants, a reaction arrow and products.", {
    timeout: 20_000,
  });
  await pickSketcherTool(sketcher, "reaction-arrow-open-angle");
  await page.mouse.move(at(0.38).x, at(0.38).y);
  await page.mouse.down();
  await page.mouse.move(at(0.55).x, at(0.55).y, { steps: 8 });
  await page.mouse.up();
  await expect(reading).toContainText("it needs reactants and products", { timeout: 20_000 });
  await pickSketcherTool(sketcher, "template-2"); // Cyclohexane
  await page.mouse.click(at(0.75).x, at(0.75).y);
  // The server reads the drawing back as a reaction and draws it at the pages' scale.
  await expect(dialog.getByRole("img", { name: "Reaction c1ccccc1>>C1CCCCC1" })).toBeVisible({
    timeout: 20_000,
  });
  await dialog.getByRole("button", { name: "Save", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(panel.getByTestId("scheme-image")).toBeVisible();
  await expect(row).not.toContainText("incomplete");

  await panel.getByRole("button", { name: "Add original reference" }).click();
  const reference = panel.getByRole("group", { name: "Original references 1" });
  await reference.getByRole("textbox", { name: "DOI" }).fill(E2E_DOI);
  await reference.getByRole("button", { name: "Autocomplete from DOI" }).click();
  await expect(reference.getByRole("textbox", { name: "Display" })).toHaveValue(DISPLAY);
  await expect
    .poll(async () => JSON.stringify(await (await request.get(`/api/named-reactions/${url}`)).json()))
    .toContain(E2E_DOI);

  await page.goto(`/named-reactions/${url}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(page.getByText("Joins two fragments for the test.")).toBeVisible();
  await expect(page.locator("main strong", { hasText: "bold" })).toBeVisible();
  await expect(page.getByRole("img", { name: `Scheme of the ${name}` })).toBeVisible();
  await expect(page.getByText(DISPLAY)).toBeVisible();
  await page.goto("/named-reactions");
  await expect(page.getByRole("link", { name })).toBeVisible();
});

test("Protecting Groups Editor: a new group linked from the synthesis editor and published shows in its page's tables", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const tag = uniqueTag();
  const name = `E2E ${tag} silyl ether`;
  await signInAs(page, E2E_EDITOR);
  await openEditor(page, "Protecting Groups Editor");
  const panel = page.getByRole("complementary", { name: "Details" });

  await page.getByRole("button", { name: "Add Protecting Group" }).click();
  await setField(panel, "Name", name);
  await setField(panel, "Protected functional group", "Alcohols");
  await setField(panel, "Protector", `E2E${tag}`);
  const url = `e2e-${tag}-silyl-ether`;
  await expect(panel.getByRole("textbox", { name: "Page address" })).toHaveValue(url);
  await pasteStructure(
    page,
    panel.getByRole("button", { name: "Draw structure" }),
    "Structure of the protecting group",
    "CO[Si](C)(C)C",
  );
  await expect(panel.getByRole("img", { name: `Structure of ${name}` })).toBeVisible();
  expect((await request.get(`/api/protecting-groups/${url}`)).status()).toBe(200);

  // A synthesis whose only reaction puts the group on, published by the editor.
  await page.getByRole("button", { name: "View" }).click();
  await page.getByRole("menuitem", { name: "Synthesis Editor" }).click();
  await expect(page.getByRole("region", { name: PART_1 })).toBeVisible();
  const synthesis = details(page);
  await setField(synthesis, "Year", "2020");
  await pick(synthesis, "Find the target molecule", "Artemisinin", "Artemisinin");
  await pick(synthesis, "Find the principal investigator", "Corey", "Elias J. Corey");
  const step1 = await fillStep1(page, PART_1, "CCO", "CCO[Si](C)(C)C");
  await step1.getByRole("button", { name: "Step 1", exact: true }).click();
  await synthesis.getByRole("textbox", { name: "Protecting groups to add" }).fill(tag);
  await synthesis.getByRole("button", { name: `Add ${name}` }).click();
  await expect(synthesis).toContainText(`Protection: ${name}`);
  // A reagent too: the protecting-group tables list only reactions that name one.
  await step1.getByRole("button", { name: "Reagents of step 1" }).click();
  await synthesis.getByRole("textbox", { name: "Available reagents" }).fill("Et3N");
  await synthesis.getByRole("button", { name: "Add Et₃N", exact: true }).click();
  await expect(step1.getByRole("button", { name: "Reagents of step 1" })).toHaveText("Et₃N");

  await menu(page, "File", "Save");
  const save = page.getByRole("dialog", { name: "Save synthesis" });
  await save.getByRole("textbox", { name: "File Name" }).fill(`Protecting group test ${tag}`);
  await save.getByRole("button", { name: "Save" }).click();
  await expect(snackbar(page)).toHaveText("Saved!");
  await menu(page, "File", "Publish…");
  const publish = page.getByRole("dialog", { name: "Publish synthesis" });
  await publish.getByRole("textbox", { name: "Note for the history" }).fill("Protecting group e2e");
  const reason = publish.getByRole("textbox", { name: "Reason to publish without the submitter's approval" });
  if (await reason.isVisible()) await reason.fill("The editor's own route");
  await publish.getByRole("button", { name: "Publish" }).click();
  await expect(snackbar(page)).toHaveText(/^Published as synthesis No\. \d+\.$/);

  await page.goto(`/protecting-group/${url}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Protection of Alcohols by E2E${tag}`);
  const protection = page.getByRole("region", { name: "Protection :", exact: true });
  await expect(protection).not.toContainText("No reaction recorded yet.");
  await expect(protection.getByRole("cell").first()).toBeVisible();
  await page.goto("/protecting-group");
  await expect(page.getByText(name).first()).toBeVisible();
});
