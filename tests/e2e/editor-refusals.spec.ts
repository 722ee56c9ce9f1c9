import type { Page } from "@playwright/test";
import { E2E_CONTRIBUTOR, E2E_EDITOR } from "../../scripts/e2e-editor.ts";
import { csrfToken, expect, openEditor, signInAs, synthesisId, test } from "./fixtures.ts";

/** Opens the References editor on Seeberger's artemisinin (2013); answers its id. */
async function openArtemisinin(page: Page): Promise<number> {
  const id = await synthesisId(page.request, "Artemisinin", "Seeberger", 2013);
  await openEditor(page, "References Editor");
  await page.getByRole("button", { name: "Select synthesis" }).click();
  const dialog = page.getByRole("dialog", { name: "Select synthesis" });
  await dialog.getByRole("tab", { name: "Published", exact: true }).click();
  await dialog.getByRole("radio", { name: `[${id}] Artemisinin by Peter H. Seeberger (2013)` }).check();
  await dialog.getByRole("button", { name: "Select", exact: true }).click();
  await expect(page.getByText(`References for synthesis No. ${id}`, { exact: true })).toBeVisible();
  return id;
}

/** Changes the first reference's journal in the panel; answers the text it was shown as. */
async function editFirstReference(page: Page, text: string): Promise<string> {
  const rows = page.getByRole("list", { name: "References" }).getByRole("listitem");
  await rows.first().getByRole("button").first().click();
  const before = await page.getByRole("textbox", { name: "Shown as" }).inputValue();
  expect(before).not.toBe("");
  const journal = page.getByRole("textbox", { name: "Journal" });
  await journal.fill(text);
  await journal.press("Enter");
  return before;
}

test("a write after the session ended (401) is shown in the Snackbar and not saved", async ({ page }) => {
  await signInAs(page, E2E_EDITOR);
  const id = await openArtemisinin(page);
  const logout = await page.request.post("/api/logout", {
    headers: { "X-CSRF-TOKEN": await csrfToken(page) },
  });
  expect(logout.ok()).toBe(true);

  const before = await editFirstReference(page, "Refused after logout");
  await expect(page.getByTestId("snackbar-text")).toHaveText("Sign in first");
  await expect(page.getByRole("textbox", { name: "Shown as" })).toHaveValue(before);
  await page.goto(`/syn/${id}`);
  await expect(page.getByText("Refused after logout")).toHaveCount(0);
});

test("a write without the page's anti-forgery token (419) is shown in the Snackbar and not saved", async ({
  page,
}) => {
  await signInAs(page, E2E_EDITOR);
  const id = await openArtemisinin(page);
  // The token the page holds no longer matches the session's.
  await page.evaluate(() => {
    document.querySelector('meta[name="csrf-token"]')?.setAttribute("content", "forged-token");
  });
  const before = await editFirstReference(page, "Refused without the token");
  await expect(page.getByTestId("snackbar-text")).toHaveText(
    "The anti-forgery token is missing or does not match",
  );
  // The fields fall back to what the server has; the list never showed the refused text.
  await expect(page.getByRole("textbox", { name: "Shown as" })).toHaveValue(before);
  await expect(page.getByRole("list", { name: "References" })).not.toContainText("Refused without the token");
  await page.goto(`/syn/${id}`);
  await expect(page.getByText("Refused without the token")).toHaveCount(0);
});

test("a contributor sees a published synthesis's references read-only; the server refuses the write anyway (403)", async ({
  page,
}) => {
  await signInAs(page, E2E_CONTRIBUTOR);
  const id = await openArtemisinin(page);
  const rows = page.getByRole("list", { name: "References" }).getByRole("listitem");
  const before = await rows.count();
  expect(before).toBeGreaterThan(0);

  // No control the contributor may not use: no Add Reference, no Delete, the fields read-only.
  await expect(page.getByRole("button", { name: "Add Reference" })).toHaveCount(0);
  await expect(rows.first().getByRole("button", { name: /^Delete / })).toHaveCount(0);
  await rows.first().getByRole("button").first().click();
  await expect(page.getByRole("textbox", { name: "Display" })).toHaveAttribute("readonly", "");
  await expect(page.getByRole("note")).toHaveText(
    "Only an editor may change the references of a published synthesis.",
  );

  // The server's rule stands on its own: the same write sent directly is a 403.
  const refused = await page.request.post("/api/references", {
    data: { synthesis_id: id, display: "A contributor's reference" },
    headers: { "X-CSRF-TOKEN": await csrfToken(page) },
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
    "This needs the editor role",
  );
  await page.goto(`/syn/${id}`);
  await expect(page.getByText("A contributor's reference")).toHaveCount(0);
});
