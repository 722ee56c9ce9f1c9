import { readFileSync } from "node:fs";
import { E2E_CONTRIBUTOR } from "../../scripts/e2e-editor.ts";
import { expect, getJson, newDocument, signInAs, test, uniqueTag } from "./fixtures.ts";
import { signUpContributor } from "./support/contributor.ts";
import { expectUndoRedo, menu, reactionCard, snackbar } from "./support/synthesis-editor.ts";

const PART_1 = "Part number 1 of 1";
const RDFILE = readFileSync(new URL("../fixtures/import/two-steps.rdf", import.meta.url));

test("File → Import reads an RDfile: the preview shows its steps and new names, Add puts them in part 1, Undo takes them back", async ({
  page,
}) => {
  await signInAs(page, E2E_CONTRIBUTOR);
  await page.goto("/edit");
  await expect(page.getByRole("region", { name: PART_1 })).toBeVisible();

  await menu(page, "File", "Import…");
  const dialog = page.getByRole("dialog", { name: "Import a scheme" });
  await expect(dialog).toBeVisible();
  await dialog.locator('input[type="file"]').setInputFiles({
    name: "two-steps.rdf",
    mimeType: "chemical/x-mdl-rdfile",
    buffer: Buffer.from(
      RDFILE.toString("utf8").replace("$DATUM PCC; NaOAc", "$DATUM PCC; Fixture catalyst 25"),
    ),
  });
  // The format comes from the extension; the server reads the file and nothing is stored yet.
  await expect(dialog.getByLabel(/^Format/)).toHaveValue("rdf");
  const preview = dialog.getByTestId("import-preview");
  await expect(preview).toContainText("2 steps read. 1 reagent or solvent is new to the archive.");
  await expect(preview.getByTestId("import-step-1")).toContainText("benzaldehyde");
  await expect(preview.getByTestId("import-step-2")).toContainText("PCC");
  // A name the archive does not know is marked new and can be named before it is created; a known one is not.
  await expect(preview.getByText("Fixture catalyst 25 · new")).toBeVisible();
  await expect(
    preview.getByRole("note", { name: "New to the archive" }).getByRole("textbox", { name: "New reagent" }),
  ).toHaveValue("Fixture catalyst 25");
  await expect(preview.getByText("MeMgBr · new")).toHaveCount(0);

  await dialog.getByRole("button", { name: "Add 2 steps" }).click();
  await expect(dialog).toBeHidden();
  await expect(snackbar(page)).toHaveText("2 steps imported.");
  await expect(reactionCard(page, PART_1, 1)).toContainText("benzaldehyde");
  await expect(reactionCard(page, PART_1, 2)).toContainText("PCC");

  await expectUndoRedo(page, "Import reactions", null);
  await menu(page, "Edit", "Undo");
  await expect(reactionCard(page, PART_1, 2)).toHaveCount(0);
  await expect(reactionCard(page, PART_1, 1)).not.toContainText("benzaldehyde");
});

test("File → Import names the line of a file it cannot read and adds nothing", async ({ page }) => {
  await signInAs(page, E2E_CONTRIBUTOR);
  await page.goto("/edit");
  await expect(page.getByRole("region", { name: PART_1 })).toBeVisible();
  await menu(page, "File", "Import…");
  const dialog = page.getByRole("dialog", { name: "Import a scheme" });
  await dialog.locator('input[type="file"]').setInputFiles({
    name: "route.smi",
    mimeType: "text/plain",
    buffer: Buffer.from("CCO>>CC=O\nnot a reaction\n"),
  });
  await expect(dialog.getByRole("alert")).toHaveText(
    "The file could not be read: line 2: a reaction SMILES is written reactants>agents>products (or reactants>>products)",
  );
  await expect(dialog.getByRole("button", { name: /^Add/ })).toBeDisabled();
});

test("File → Import reads pasted one-line scheme lines: drawn steps, agents matched by structure in the archive's spelling, conditions and yields in the step", async ({
  page,
}) => {
  await signInAs(page, E2E_CONTRIBUTOR);
  await page.goto("/edit");
  await expect(page.getByRole("region", { name: PART_1 })).toBeVisible();
  await menu(page, "File", "Import…");
  const dialog = page.getByRole("dialog", { name: "Import a scheme" });
  const box = dialog.getByRole("textbox", { name: "Or paste the scheme" });
  await box.fill("CCO>>CC=O | | 110%\nCCO>CC=O");
  await dialog.getByRole("button", { name: "Read the pasted text" }).click();
  await expect(dialog.getByRole("alert")).toContainText(
    "The pasted text could not be read: line 1: '110%' is not a yield",
  );
  await expect(dialog.getByRole("alert")).toContainText("line 2: a reaction SMILES is written");
  await expect(dialog.getByRole("button", { name: /^Add/ })).toBeDisabled();

  await box.fill(
    [
      "O=Cc1ccccc1>>C[C@H](O)c1ccccc1 | MeMgBr (1.2 equiv); THF, 0 °C→rt, 2 h, Ar | 91%",
      "C[C@H](O)c1ccccc1>O=S(Cl)Cl.CCN(CC)CC>C[C@@H](Cl)c1ccccc1 | ; CH2Cl2, 0 °C | 80%",
    ].join("\n"),
  );
  await dialog.getByRole("button", { name: "Read the pasted text" }).click();
  const preview = dialog.getByTestId("import-preview");
  await expect(preview).toContainText("2 steps read. Every reagent and solvent is in the archive.");
  // Every substrate and product is drawn by the server, stereocentres and all.
  const first = preview.getByTestId("import-step-1");
  await expect(first.getByRole("img", { name: "C[C@H](O)c1ccccc1" })).toBeVisible();
  await expect(first).toContainText("MeMgBr (1.2 equiv)");
  await expect(first).toContainText("Conditions: 0 °C to RT, 2 h, Ar");
  const second = preview.getByTestId("import-step-2");
  // The substrate, the product, and the two agents the line drew.
  await expect(second.getByRole("img")).toHaveCount(4);
  await expect(second.getByRole("img", { name: "SOCl₂ as the file drew it" })).toBeVisible();
  // Drawn agents are matched by structure and named as the archive spells them; the base is a reagent.
  const matched = (how: string) => second.getByTitle(new RegExp(`^In the archive, matched ${how}`));
  await expect(matched("by structure")).toHaveText(["SOCl₂", "Et₃N"]);
  await expect(matched("by name")).toHaveText(["CH₂Cl₂"]);
  // As spelt, not in a badge's capitals (which turned EtOH into ETOH).
  await expect(matched("by name")).toHaveCSS("text-transform", "none");
  await expect(second).toContainText("3 matched · 0 new · 0 left out");

  await dialog.getByRole("button", { name: "Add 2 steps" }).click();
  await expect(dialog).toBeHidden();
  await expect(snackbar(page)).toHaveText("2 steps imported.");
  await expect(reactionCard(page, PART_1, 2)).toContainText("SOCl₂");
  await expect(reactionCard(page, PART_1, 2)).toContainText("80%");
});

test("the Contribute page's step 3 imports an RDfile into the draft saved in step 2, through the editor", async ({
  page,
}) => {
  const tag = uniqueTag();
  await signUpContributor(page, `Importer ${tag}`, `importer-${tag}@example.org`, `importer-password-${tag}`);
  await page.goto("/contribute");
  await page.getByRole("link", { name: "Next" }).click();
  const molecule = `Importane ${tag}`;
  await page.getByLabel("Which molecule is synthesised?").fill(molecule);
  await page.getByLabel("Kind of synthesis").selectOption("Total");
  await page.getByLabel("Chirality of the product").selectOption("Racemic");
  await page.getByLabel("Principal investigator of the main publication").fill("A. Importer");
  await page.getByLabel("Publication date (year)").fill("2021");
  await page.getByRole("link", { name: "Next" }).click();

  await newDocument(page, () => page.getByRole("link", { name: "Import from a file" }).click());
  // The editor opens the draft with File → Import already open.
  const dialog = page.getByRole("dialog", { name: "Import a scheme" });
  await expect(dialog).toBeVisible();
  await dialog.locator('input[type="file"]').setInputFiles({
    name: "two-steps.rdf",
    mimeType: "chemical/x-mdl-rdfile",
    buffer: RDFILE,
  });
  await expect(dialog.getByTestId("import-preview")).toContainText("2 steps read.");
  await dialog.getByRole("button", { name: "Add 2 steps" }).click();
  await expect(reactionCard(page, PART_1, 2)).toContainText("PCC");
  await menu(page, "File", "Save");
  await expect(snackbar(page)).toHaveText("Saved!");

  const drafts = await getJson<{ id: number; display_name: string }[]>(
    page.request,
    "/api/unpublishedSyntheses",
  );
  const draft = drafts.find((d) => d.display_name.startsWith(molecule));
  const record = await getJson<{ synthesis_json: string }>(
    page.request,
    `/api/unpublishedSyntheses/${draft?.id}`,
  );
  const stored = JSON.parse(record.synthesis_json) as {
    parts: {
      reactions: { step: number; substrates: { smiles: string }[]; reagents: { name: string }[] }[];
    }[];
  };
  expect(stored.parts[0]?.reactions.map((r) => [r.step, r.substrates[0]?.smiles])).toEqual([
    [1, "O=Cc1ccccc1"],
    [2, "CC(O)c1ccccc1"],
  ]);
  expect(stored.parts[0]?.reactions[1]?.reagents.map((g) => g.name)).toEqual(["PCC", "NaOAc"]);
});
