import { E2E_EDITOR } from "../../scripts/e2e-editor.ts";
import { expect, getJson, seriousA11yViolations, signInAs, test } from "./fixtures.ts";
import { details, pasteStructure, setField } from "./support/synthesis-editor.ts";

type Doc = { parts: { reactions: { substrates: unknown[]; products: unknown[] }[] }[] };

/** The demo synthesis with the most steps that have both a substrate and a product. */
async function longestRoute(request: import("@playwright/test").APIRequestContext) {
  const list = await getJson<{ id: number }[]>(request, "/api/syntheses");
  let best = { id: list[0]?.id ?? 1, steps: 0 };
  for (const { id } of list.slice(0, 12)) {
    const { document } = await getJson<{ document: Doc }>(request, `/api/syntheses/${id}/document`);
    const steps = document.parts
      .flatMap((p) => p.reactions)
      .filter((r) => r.substrates.length > 0 && r.products.length > 0).length;
    if (steps > best.steps) best = { id, steps };
  }
  return best;
}

for (const width of [1280, 1400]) {
  test(`at ${width} px every step card keeps substrate, arrow and product on one row`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    await signInAs(page, E2E_EDITOR);
    const route = await longestRoute(page.request);
    expect(route.steps).toBeGreaterThan(3);
    await page.goto(`/edit?synthesis=${route.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Synthesis No. ${route.id}`);
    const cards = page.locator("section[data-step]");
    await expect(cards.first()).toBeVisible();
    // Every drawing on the cards has arrived (a loader is narrower than its drawing).
    await expect(page.getByLabel(/^Drawing /)).toHaveCount(0, { timeout: 60_000 });
    let checked = 0;
    for (const card of await cards.all()) {
      const step = await card.getAttribute("data-step");
      const substrate = card.getByRole("button", {
        name: new RegExp(`^Change Substrate 1 of step ${step}\\b`),
      });
      const product = card.getByRole("button", { name: new RegExp(`^Change Product 1 of step ${step}\\b`) });
      if ((await substrate.count()) === 0 || (await product.count()) === 0) continue;
      const reagents = card.getByRole("button", { name: `Reagents of step ${step}` });
      const [s, p, r] = await Promise.all([
        substrate.boundingBox(),
        product.boundingBox(),
        reagents.boundingBox(),
      ]);
      if (!s || !p || !r) throw new Error(`step ${step}: a box is missing`);
      // One row: the product starts right of the arrow's column, which starts right of the
      // substrate, and the product's box overlaps the substrate's in height.
      expect(r.x, `step ${step}: arrow after substrate`).toBeGreaterThanOrEqual(s.x + s.width - 1);
      expect(p.x, `step ${step}: product after arrow`).toBeGreaterThanOrEqual(r.x + r.width - 1);
      expect(p.y, `step ${step}: product on the substrate's row`).toBeLessThan(s.y + s.height);
      expect(p.y + p.height, `step ${step}: product on the substrate's row`).toBeGreaterThan(s.y);
      checked++;
    }
    expect(checked).toBeGreaterThan(3);
    await page.screenshot({ path: `/tmp/editor-step-cards-${width}.png` });
  });
}

test("a step's named reaction and note show on its card, under the row", async ({ page }) => {
  await signInAs(page, E2E_EDITOR);
  await page.goto("/edit");
  const card = page.locator("section[data-step='1']").first();
  await card.getByRole("button", { name: "Note of step 1", exact: true }).click();
  const panel = details(page);
  const note = panel.getByRole("textbox", { name: "Note on this step" });
  // The card's Note opens the panel with the note's field ready for typing.
  await expect(note).toBeFocused();
  await note.fill("Run on 20 g scale.");
  await note.blur();
  await expect(card.getByRole("button", { name: "Run on 20 g scale., note of step 1" })).toHaveText(
    "Run on 20 g scale.",
  );
  // The card's buttons are named after what they show (checked before the pick list is searched).
  expect(await seriousA11yViolations(page)).toEqual([]);
  await panel.getByRole("textbox", { name: "Named reactions to add" }).fill("Staudinger");
  await panel.getByRole("button", { name: "Add Staudinger reaction", exact: true }).click();
  await expect(card.getByRole("button", { name: /named reactions of step 1$/ })).toHaveText(
    "Named reaction: Staudinger reaction",
  );
  // Never in the reagents' place.
  await expect(card.getByRole("button", { name: "Reagents of step 1" })).toHaveText("Reagents");
});

test("a step with a named reaction and no reagents: the link is set apart below the arrow, not in the reagents' place", async ({
  page,
}) => {
  await signInAs(page, E2E_EDITOR);
  const [first] = await getJson<{ id: number }[]>(page.request, "/api/syntheses");
  const { document } = await getJson<{ document: { parts: { reactions: Record<string, unknown>[] }[] } }>(
    page.request,
    `/api/syntheses/${first.id}/document`,
  );
  const reaction = document.parts[0]?.reactions[0];
  if (!reaction) throw new Error("the demo synthesis has no reaction");
  Object.assign(reaction, { reagents: [], special_reagent: null, named_reactions: ["staudinger-reaction"] });
  await page.goto("/edit");
  const created = await page.request.post("/api/unpublishedSyntheses", {
    data: { display_name: "Staudinger without reagents", synthesis_json: document },
    headers: {
      "X-CSRF-TOKEN": (await page.locator('meta[name="csrf-token"]').getAttribute("content")) ?? "",
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  await page.goto(`/preview/draft/${id}`);
  const link = page.getByRole("link", { name: "See the Staudinger reaction" }).first();
  await expect(link).toBeVisible();
  // The link sits in the step's own block under what its arrow carries, below the arrow.
  const step = link.locator("xpath=ancestor::*[@data-step-aside]/..");
  await expect(link.locator("xpath=ancestor::*[@data-step-aside]")).toHaveCount(1);
  const arrow = step.locator("[data-arrow]");
  const [a, l] = await Promise.all([arrow.boundingBox(), link.boundingBox()]);
  if (!a || !l) throw new Error("a box is missing");
  expect(l.y).toBeGreaterThan(a.y + a.height);
  await step.screenshot({ path: "/tmp/public-step-aside.png" });
});

test("a new product's Draw tab starts from the step's substrate, or blank on request", async ({ page }) => {
  test.setTimeout(120_000);
  await signInAs(page, E2E_EDITOR);
  await page.goto("/edit");
  const card = page.locator("section[data-step='1']").first();
  await pasteStructure(
    page,
    card.getByRole("button", { name: "Add substrate to step 1" }),
    "New substrate",
    "c1ccccc1C",
    /C7H8/,
  );
  await card.getByRole("button", { name: "Add product to step 1" }).click();
  const dialog = page.getByRole("dialog", { name: "New product" });
  await dialog.getByRole("tab", { name: "Draw" }).click();
  await expect(dialog.getByTestId("draw-start")).toContainText("Started from the substrate");
  await expect(dialog.getByTestId("structure-sketcher")).toHaveAttribute("data-state", "ready", {
    timeout: 60_000,
  });
  // The canvas holds the substrate: the server reads it as toluene.
  await expect(dialog.getByTestId("structure-formula")).toHaveText("Formula: C7H8", { timeout: 30_000 });
  await dialog.getByRole("button", { name: "Start blank" }).click();
  await expect(dialog.getByTestId("draw-start")).toContainText("Blank canvas.");
  await expect(dialog.getByTestId("structure-sketcher")).toHaveAttribute("data-state", "ready", {
    timeout: 60_000,
  });
  await expect(dialog.getByTestId("structure-formula")).toHaveCount(0);
  await dialog.getByRole("button", { name: "Start from the substrate" }).click();
  await expect(dialog.getByTestId("structure-formula")).toHaveText("Formula: C7H8", { timeout: 30_000 });
});

test("the Yield panel offers brsm and dr/ee at once and refuses a range out of order or beyond 100 %", async ({
  page,
}) => {
  await signInAs(page, E2E_EDITOR);
  await page.goto("/edit");
  const card = page.locator("section[data-step='1']").first();
  const shown = card.getByRole("button", { name: "Yield of step 1" });
  await shown.click();
  const panel = details(page);
  // Nothing chosen yet, and already offered: brsm, several steps, dr and ee.
  await expect(panel.getByRole("radio", { name: "Not specified" })).toBeChecked();
  await expect(
    panel.getByRole("checkbox", { name: "Based on recovered starting material (brsm)" }),
  ).toBeVisible();
  await expect(panel.getByRole("textbox", { name: "dr ratio, first" })).toBeVisible();
  await expect(panel.getByRole("textbox", { name: "ee percent" })).toBeVisible();

  await panel.getByRole("textbox", { name: "Percentage" }).fill("70–65");
  await panel.getByRole("textbox", { name: "Percentage" }).press("Enter");
  await expect(panel.getByText("A range goes from the lower yield to the higher (46–50).")).toBeVisible();
  await expect(shown).toHaveText("Yield");

  await panel.getByRole("radio", { name: "Range" }).check();
  await setField(panel, "From", "70");
  await setField(panel, "To", "105");
  await expect(panel.getByText("A yield is from 0 to 100 %.")).toBeVisible();
  await expect(shown).toHaveText("Yield");
  await setField(panel, "To", "65");
  await expect(panel.getByText("A range goes from the lower yield to the higher (46–50).")).toBeVisible();
  await expect(shown).toHaveText("Yield");
  await setField(panel, "To", "75");
  await panel.getByRole("checkbox", { name: "Based on recovered starting material (brsm)" }).check();
  await expect(shown).toHaveText("70–75% brsm");
  await panel.getByRole("textbox", { name: "ee percent" }).fill("92");
  await panel.getByRole("button", { name: "Add ee" }).click();
  await expect(card.getByRole("button", { name: "Selectivity of step 1" })).toHaveText("92% ee");
});
