import type { Page } from "@playwright/test";
import { E2E_CONTRIBUTOR } from "../../scripts/e2e-editor.ts";
import { expect, getJson, seriousA11yViolations, signInAs, test } from "./fixtures.ts";
import { reactionCard } from "./support/synthesis-editor.ts";

const PART_1 = "Part number 1 of 1";
/**
 * The sketcher's own bundle (its folder `assets/sketcher-<hash>/`), its worker and its WebAssembly
 * (scripts/lib/sketcher-build.ts). The small loader module (`sketcher-api-*.js`) is not Ketcher.
 */
const SKETCHER_FILE = /\/assets\/sketcher-[0-9a-f]+\/|indigo-ketcher|\.wasm\b/;

/**
 * Everything a page does that these tests forbid: a Content-Security-Policy violation (reported in
 * the console or as an event), an uncaught error, a request to any host but the test server.
 */
async function watch(page: Page) {
  const seen = {
    violations: [] as string[],
    errors: [] as string[],
    outside: [] as string[],
    requests: [] as string[],
  };
  page.on("console", (message) => {
    if (
      /Content Security Policy|Refused to (execute|load|apply|connect|create|compile)/i.test(message.text())
    ) {
      seen.violations.push(message.text());
    }
  });
  page.on("pageerror", (error) => seen.errors.push(error.message));
  page.on("request", (request) => {
    seen.requests.push(request.url());
    const url = new URL(request.url());
    if (/^(https?|wss?):$/.test(url.protocol) && url.hostname !== "127.0.0.1")
      seen.outside.push(request.url());
  });
  page.on("worker", (worker) => seen.requests.push(worker.url()));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(
        `Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}:${event.columnNumber} ${event.sample}`,
      );
    });
  });
  return seen;
}

test("the structure dialog: the sketcher loads under /edit's policy and offline; pasted structures are read by the server", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const seen = await watch(page);
  await signInAs(page, E2E_CONTRIBUTOR);
  const response = await page.goto("/edit");
  const policy = response?.headers()["content-security-policy"] ?? "";
  expect(policy).toMatch(/^default-src 'none'; script-src 'self' 'wasm-unsafe-eval' /);
  expect(policy).not.toMatch(/'unsafe-eval'|blob:/);
  // The editor page itself loads nothing of the sketcher until the dialog's Draw tab is shown.
  await expect(page.getByRole("region", { name: PART_1 })).toBeVisible();
  expect(seen.requests.filter((url) => SKETCHER_FILE.test(url))).toEqual([]);

  const step1 = reactionCard(page, PART_1, 1);
  await step1.getByRole("button", { name: "Add product to step 1" }).click();
  const dialog = page.getByRole("dialog", { name: "New product" });
  await expect(dialog).toBeVisible();
  // Focus is inside the dialog.
  expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);

  // Paste is shown first (a first visit: no tab chosen yet), and the sketcher is not loaded.
  await expect(dialog.getByRole("tab", { name: "Paste SMILES or Molfile" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  const box = dialog.getByRole("textbox", { name: "SMILES or Molfile" });
  await expect(box).toBeFocused();
  await expect(dialog.getByText("Paste a structure to check it.")).toBeVisible();
  expect(seen.requests.filter((url) => SKETCHER_FILE.test(url))).toEqual([]);

  // Paste: an invalid SMILES shows the server's message and Save is disabled.
  const save = dialog.getByRole("button", { name: "Save", exact: true });
  await box.fill("C1CC(");
  await expect(dialog.getByRole("alert")).toContainText("This is not a valid structure");
  await expect(save).toBeDisabled();

  // A valid SMILES: formula with subscripts, carbon count, the server's drawing.
  await box.fill("OC(=O)c1ccccc1");
  await expect(dialog.getByTestId("structure-formula")).toHaveText("Formula: C7H6O2");
  await expect(dialog.getByTestId("structure-formula").locator("sub")).toHaveText(["7", "6", "2"]);
  await expect(dialog.getByTestId("structure-carbons")).toHaveText("7 carbons");
  const drawing = dialog.getByRole("img", { name: "Structure O=C(O)c1ccccc1" });
  expect(await drawing.getAttribute("src")).toMatch(/^data:image\/svg\+xml/);
  await expect(save).toBeEnabled();
  expect(await seriousA11yViolations(page)).toEqual([]);

  // Draw: Ketcher loads (its bundle, worker and .wasm from this server only); the pasted structure
  // goes into it, which converts it with its WebAssembly (in the worker), and the server reads the
  // drawing back.
  await dialog.getByRole("tab", { name: "Draw" }).click();
  const sketcher = dialog.getByTestId("structure-sketcher");
  await expect(sketcher).toHaveAttribute("data-state", "ready", { timeout: 60_000 });
  // Which of Ketcher's icons renders first varies; any visible drawing of its own will do.
  await expect(sketcher.locator("svg").filter({ visible: true }).first()).toBeVisible();
  await expect(dialog.getByTestId("structure-formula")).toHaveText("Formula: C7H6O2", { timeout: 30_000 });
  await expect(dialog.getByTestId("structure-carbons")).toHaveText("7 carbons");
  expect(seen.requests.some((url) => /\/assets\/sketcher-[^/]+\/indigo[^/]*\.wasm$/.test(url))).toBe(true);

  // A Molfile pasted instead of a SMILES.
  await dialog.getByRole("tab", { name: "Paste SMILES or Molfile" }).click();
  await expect(box).toHaveValue("O=C(O)c1ccccc1");
  await box.fill(
    [
      "",
      "  test",
      "",
      "  3  2  0  0  0  0  0  0  0  0999 V2000",
      "    0.0000    0.0000    0.0000 C   0  0  0  0  0  0  0  0  0  0  0  0",
      "    1.2990    0.7500    0.0000 C   0  0  0  0  0  0  0  0  0  0  0  0",
      "    2.5981    0.0000    0.0000 N   0  0  0  0  0  0  0  0  0  0  0  0",
      "  1  2  1  0",
      "  2  3  1  0",
      "M  END",
    ].join("\n"),
  );
  await expect(dialog.getByTestId("structure-formula")).toHaveText("Formula: C2H7N");
  await expect(dialog.getByTestId("structure-carbons")).toHaveText("2 carbons");

  // Escape closes the dialog without saving.
  await box.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(step1.getByRole("button", { name: /^Change / })).toHaveCount(0);

  expect(seen.violations).toEqual([]);
  expect(seen.errors).toEqual([]);
  expect(seen.outside).toEqual([]);
});

test("Enter in the paste box saves a one-line SMILES once the server reads it as valid; an invalid one stays with its message", async ({
  page,
}) => {
  await signInAs(page, E2E_CONTRIBUTOR);
  await page.goto("/edit");
  const step1 = reactionCard(page, PART_1, 1);
  await step1.getByRole("button", { name: "Add product to step 1" }).click();
  const dialog = page.getByRole("dialog", { name: "New product" });
  const box = dialog.getByRole("textbox", { name: "SMILES or Molfile" });
  await expect(box).toBeFocused();

  // Invalid: Enter saves nothing, adds no line break, and the server's message stays.
  await box.fill("C1CC(");
  await expect(dialog.getByRole("alert")).toContainText("This is not a valid structure");
  await box.press("Enter");
  await expect(box).toHaveValue("C1CC(");
  await expect(dialog.getByRole("alert")).toContainText("This is not a valid structure");
  await expect(dialog).toBeVisible();

  // Shift+Enter is a line break; in a Molfile (several lines) Enter is one too.
  await box.fill("CCO");
  await expect(dialog.getByTestId("structure-formula")).toHaveText("Formula: C2H6O");
  await box.press("Shift+Enter");
  await expect(box).toHaveValue("CCO\n");
  const molfile = [
    "",
    "  test",
    "",
    "  1  0  0  0  0  0  0  0  0  0999 V2000",
    "    0.0000    0.0000    0.0000 C   0  0  0  0  0  0  0  0  0  0  0  0",
    "M  END",
  ].join("\n");
  await box.fill(molfile);
  await expect(dialog.getByTestId("structure-formula")).toHaveText("Formula: CH4");
  await box.press("Enter");
  await expect(box).toHaveValue(`${molfile}\n`);
  await expect(dialog).toBeVisible();
  await expect(step1.getByRole("button", { name: /^Change / })).toHaveCount(0);

  // Valid, Enter pressed at once: the dialog saves when the server's reading comes back.
  await box.fill("OC(=O)c1ccccc1");
  await box.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(step1.getByRole("button", { name: /^Change / })).toHaveCount(1);
});

test("no public page loads or references the sketcher", async ({ page, request }) => {
  const [synthesis] = await getJson<{ id: number }[]>(request, "/api/syntheses");
  for (const path of ["/", `/syn/${synthesis.id}`, "/contribute", "/login"]) {
    const html = await (await request.get(path)).text();
    expect(html, path).not.toMatch(SKETCHER_FILE);
    expect(html, path).not.toMatch(/ketcher/i);
    const loaded: string[] = [];
    page.on("request", (r) => loaded.push(r.url()));
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    expect(
      loaded.filter((url) => SKETCHER_FILE.test(url) || /ketcher/i.test(url)),
      path,
    ).toEqual([]);
    // The scripts the page does load do not name the sketcher either (no preload, no import).
    for (const script of loaded.filter((url) => url.endsWith(".js"))) {
      expect(await (await request.get(script)).text(), script).not.toContain("/assets/sketcher-");
    }
    page.removeAllListeners("request");
  }
});
