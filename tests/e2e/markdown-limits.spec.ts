import { E2E_EDITOR } from "../../scripts/e2e-editor.ts";
import { expect, openEditor, signInAs, test, uniqueTag } from "./fixtures.ts";
import { snackbar } from "./support/synthesis-editor.ts";

/** The reported input: 48 KB, inside the 50,000-character limit, minutes of the parser's time. */
const NESTED = `${"- ".repeat(24_000)}x`;
const NESTING = "must not nest lists and block quotes more than 16 levels deep";

test("Named Reactions Editor: a description nested 24,000 deep is refused at once, the site keeps answering and the page keeps the saved one", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const tag = uniqueTag();
  const name = `E2E ${tag} nesting`;
  await signInAs(page, E2E_EDITOR);
  await openEditor(page, "Named Reactions Editor");
  const panel = page.getByRole("complementary", { name: "Details" });
  await page.getByRole("button", { name: "Add Named Reaction" }).click();
  const field = panel.getByRole("textbox", { name: "Name", exact: true });
  await field.fill(name);
  await field.blur();
  const url = `e2e-${tag}-nesting`;
  await expect(panel.getByRole("textbox", { name: "Page address" })).toHaveValue(url);

  const description = panel.getByRole("textbox", { name: "Description", exact: true });
  await description.fill("Kept *as is*.");
  await description.blur();
  await expect
    .poll(
      async () =>
        ((await (await request.get(`/api/named-reactions/${url}`)).json()) as { description_html: string })
          .description_html,
    )
    .toBe("<p>Kept <em>as is</em>.</p>");

  // The preview is refused by the server at once; the message shows in the Snackbar.
  await description.fill(NESTED);
  await expect(snackbar(page)).toHaveText(`markdown: ${NESTING}`, { timeout: 5_000 });
  const started = Date.now();
  expect((await request.get("/healthz", { timeout: 1_000 })).status()).toBe(200);
  expect(Date.now() - started).toBeLessThan(1_000);
  // Saving it is refused too, naming the description.
  await description.blur();
  await expect(snackbar(page)).toHaveText(`description: ${NESTING}`, { timeout: 5_000 });

  await page.goto(`/named-reactions/${url}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(page.locator("main em", { hasText: "as is" })).toBeVisible();
});
