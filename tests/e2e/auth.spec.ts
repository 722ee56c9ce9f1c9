import { E2E_EDITOR } from "../../scripts/e2e-editor.ts";
import { expect, seriousA11yViolations, test } from "./fixtures.ts";

test("the editor is guarded on the server: no session, redirect to /login?next=/edit", async ({
  request,
}) => {
  const response = await request.get("/edit", { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe("/login?next=/edit");
});

test("login refuses missing fields and a wrong password, then signs in and logs out", async ({ page }) => {
  await page.goto("/edit");
  await expect(page).toHaveURL(/\/login\?next=%2Fedit|\/login\?next=\/edit/);
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toHaveText("Enter email and password");

  await page.getByLabel("Email").fill(E2E_EDITOR.email);
  await page.getByLabel("Password", { exact: true }).fill("not-the-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toHaveText("Invalid login.");

  await page.getByLabel("Password", { exact: true }).fill(E2E_EDITOR.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/edit$/);
  await expect(page.getByRole("button", { name: "File" })).toBeVisible();
  // Edit holds Undo, Redo, Cut, Copy and Paste: nothing to undo in a new synthesis yet.
  await page.getByRole("button", { name: "Edit" }).click();
  await expect(page.getByRole("menuitem", { name: "Undo" })).toBeDisabled();
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "View" }).click();
  await expect(page.getByRole("menuitem", { name: "Authors Editor" })).toBeEnabled();
  await expect(page.getByRole("menuitem", { name: "Named Reactions Editor" })).toBeEnabled();
  await expect(page.getByRole("menuitem", { name: "Protecting Groups Editor" })).toBeEnabled();
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "File" }).click();
  for (const item of ["New", "Open", "Save", "Exit"])
    await expect(page.getByRole("menuitem", { name: item })).toBeVisible();
  await page.keyboard.press("Escape");

  const csrf = await page.locator('meta[name="csrf-token"]').getAttribute("content");
  expect(csrf?.length).toBeGreaterThan(20);

  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/$/);
  const after = await page.request.get("/api/user");
  expect(after.status()).toBe(401);
});

test("the contribute stepper checks step 2 before moving on", async ({ page }) => {
  await page.goto("/contribute");
  await expect(page).toHaveTitle(/Submit a synthesis/);
  await page.getByRole("link", { name: "Next" }).click();
  await expect(page.getByLabel("Which molecule is synthesised?")).toBeVisible();
  await page.getByRole("link", { name: "Next" }).click();
  await expect(page.getByText("Name the molecule that is synthesised")).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
});
