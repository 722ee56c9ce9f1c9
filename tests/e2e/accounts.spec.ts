import type { Browser, Page } from "@playwright/test";
import { E2E_ADMIN } from "../../scripts/e2e-editor.ts";
import {
  csrfToken,
  expect,
  openEditor,
  seriousA11yViolations,
  signInAs,
  test,
  uniqueTag,
} from "./fixtures.ts";
import { newestMailTo, textPart } from "./support/outbox.ts";

const port = () => new URL(test.info().project.use.baseURL ?? "").port;

/** The path and query of the newest link to `path` in the newest e-mail to `to` (waits for it). */
async function linkFromMail(to: string, path: string, after: string | null = null): Promise<string> {
  const pattern = new RegExp(`https?://\\S+${path.replace(/[/?]/g, "\\$&")}\\?token=[\\w%.~-]+`);
  let link = "";
  await expect
    .poll(() => {
      const raw = newestMailTo(port(), to);
      link = raw ? (pattern.exec(textPart(raw))?.[0] ?? "") : "";
      return link !== "" && link !== after;
    })
    .toBe(true);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/** A page in a browser context of its own (its own cookies: another person's browser). */
async function otherBrowser(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

async function signInThroughForm(page: Page, email: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

test("an admin invites a user by e-mail, changes their role, disables them (their session ends) and enables them again", async ({
  page,
  browser,
}) => {
  const tag = uniqueTag();
  const email = `invitee-${tag}@example.org`;
  const name = `Invited Chemist ${tag}`;
  const password = `correct-horse-invitee-${tag}`;

  await signInAs(page, E2E_ADMIN);
  await openEditor(page, "Accounts");
  const accounts = page.getByRole("table", { name: "Accounts" });
  await expect(accounts.locator(`tr[data-account="${E2E_ADMIN.email}"]`)).toContainText("admin");
  const details = page.getByRole("complementary", { name: "Details" });
  await expect(details.getByRole("heading", { name: "Invite a user" })).toBeVisible();

  // The invitation: a refused address first, then the real one.
  await details.getByLabel("E-mail").fill("not-an-address");
  await details.getByRole("button", { name: "Send the invitation" }).click();
  await expect(details.getByText("must be an email address")).toBeVisible();
  await details.getByLabel("E-mail").fill(email);
  await details.getByRole("radio", { name: "contributor" }).check();
  await details.getByRole("button", { name: "Send the invitation" }).click();
  await expect(page.getByRole("alert").filter({ hasText: `Invitation sent to ${email}` })).toBeVisible();

  // The invitee opens the e-mail's link in their own browser and chooses a name and a password.
  const invitee = await otherBrowser(browser);
  await invitee.goto(await linkFromMail(email, "/invite"));
  await expect(invitee.getByRole("heading", { name: "Accept your invitation" })).toBeVisible();
  expect(await seriousA11yViolations(invitee)).toEqual([]);
  await invitee.getByLabel("Your name").fill(name);
  await invitee.getByLabel("Password", { exact: true }).fill(password);
  await invitee.getByLabel("Repeat the password").fill(password);
  await invitee.getByRole("button", { name: "Create my account" }).click();
  await expect(invitee).toHaveURL(/\/edit$/);
  await expect(invitee.getByRole("button", { name: "File" })).toBeVisible();
  expect(await (await invitee.request.get("/api/user")).json()).toMatchObject({ email, role: "contributor" });

  // The admin sees the new account (with its first sign-in) and makes it an editor.
  await openEditor(page, "Accounts");
  const row = accounts.locator(`tr[data-account="${email}"]`);
  await expect(row).toContainText("contributor");
  await expect(row).not.toContainText("never");
  await row.getByRole("button", { name }).click();
  await expect(details.getByRole("heading", { name: "Account" })).toBeVisible();
  await details.getByRole("radio", { name: "editor" }).check();
  await expect(page.getByRole("alert").filter({ hasText: `${name} is now editor` })).toBeVisible();
  await expect(row).toContainText("editor");
  expect(await (await invitee.request.get("/api/user")).json()).toMatchObject({ role: "editor" });

  // Disabled: the invitee's open session stops working at once, and signing in is refused.
  await details.getByRole("button", { name: "Disable the account" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: `${name} is disabled and signed out` }),
  ).toBeVisible();
  await expect(row).toContainText("disabled");
  expect((await invitee.request.get("/api/user")).status()).toBe(401);
  await invitee.goto("/edit");
  await expect(invitee).toHaveURL(/\/login\?next=/);
  await signInThroughForm(invitee, email, password);
  await expect(invitee.getByRole("alert")).toHaveText("Invalid login.");

  // Enabled again: the same password works.
  await details.getByRole("button", { name: "Enable the account" }).click();
  await expect(page.getByRole("alert").filter({ hasText: `${name} is enabled again` })).toBeVisible();
  await expect(row).toContainText("active");
  await signInThroughForm(invitee, email, password);
  await expect(invitee).toHaveURL(/\/edit$/);
  await invitee.context().close();
});

test("a forgotten password is reset through the e-mailed link, and a signed-in user changes theirs (other sessions end)", async ({
  page,
  browser,
}) => {
  // Three browsers, a dozen pages and six password hashes: more than the usual limit on a busy machine.
  test.slow();
  const tag = uniqueTag();
  const email = `forgetful-${tag}@example.org`;
  const first = `first-password-${tag}`;
  const second = `second-password-${tag}`;
  const third = `third-password-${tag}`;

  // An account to work with, made by invitation through the API.
  await signInAs(page, E2E_ADMIN);
  await page.goto("/edit");
  const invited = await page.request.post("/api/admin/invitations", {
    data: { email, role: "contributor" },
    headers: { "X-CSRF-TOKEN": await csrfToken(page) },
  });
  expect(invited.status()).toBe(201);
  const user = await otherBrowser(browser);
  const inviteLink = await linkFromMail(email, "/invite");
  await user.request.get("/sanctum/csrf-cookie");
  const xsrf = (await user.context().cookies()).find((c) => c.name === "XSRF-TOKEN")?.value ?? "";
  const accepted = await user.request.post("/api/invitations/accept", {
    data: {
      token: new URL(inviteLink, "http://x").searchParams.get("token"),
      name: `Forgetful ${tag}`,
      password: first,
    },
    headers: { "X-XSRF-TOKEN": decodeURIComponent(xsrf) },
  });
  expect(accepted.status()).toBe(201);
  expect((await user.request.get("/api/user")).status()).toBe(200);

  // "Forgot password?" on the login page, in another browser.
  const forgetful = await otherBrowser(browser);
  await forgetful.goto("/login");
  await forgetful.getByRole("button", { name: "Forgot password?" }).click();
  await expect(forgetful.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();
  expect(await seriousA11yViolations(forgetful)).toEqual([]);
  await forgetful.getByLabel("Email").fill(email);
  await forgetful.getByRole("button", { name: "Send the reset link" }).click();
  await expect(forgetful.getByRole("status")).toContainText(`If ${email} belongs to an account`);

  await forgetful.goto(await linkFromMail(email, "/reset-password"));
  await expect(forgetful.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  expect(await seriousA11yViolations(forgetful)).toEqual([]);
  await forgetful.getByLabel("New password", { exact: true }).fill(second);
  await forgetful.getByLabel("Repeat the new password").fill(`${second}x`);
  await forgetful.getByRole("button", { name: "Save the new password" }).click();
  await expect(forgetful.getByText("The two passwords differ")).toBeVisible();
  await forgetful.getByLabel("Repeat the new password").fill(second);
  await forgetful.getByRole("button", { name: "Save the new password" }).click();
  await expect(forgetful.getByRole("heading", { name: "Your password is changed" })).toBeVisible();
  // The reset ended every session of the account.
  expect((await user.request.get("/api/user")).status()).toBe(401);

  // The old password no longer works; the new one does.
  await signInThroughForm(forgetful, email, first);
  await expect(forgetful.getByRole("alert")).toHaveText("Invalid login.");
  await forgetful.getByLabel("Password", { exact: true }).fill(second);
  await forgetful.getByRole("button", { name: "Sign in" }).click();
  await expect(forgetful).toHaveURL(/\/edit$/);

  // Change password from the editor's top bar: the other browser's session ends, this one stays.
  await signInThroughForm(user, email, second);
  await expect(user).toHaveURL(/\/edit$/);
  await forgetful.getByRole("button", { name: "Change password" }).click();
  const dialog = forgetful.getByRole("dialog", { name: "Change password" });
  await dialog.getByLabel("Current password").fill("not my password at all");
  await dialog.getByLabel("New password", { exact: true }).fill(third);
  await dialog.getByLabel("Repeat the new password").fill(third);
  await dialog.getByRole("button", { name: "Change password" }).click();
  await expect(dialog.getByText("this is not your current password")).toBeVisible();
  await dialog.getByLabel("Current password").fill(second);
  await dialog.getByRole("button", { name: "Change password" }).click();
  await expect(dialog.getByRole("status")).toHaveText(
    "Your password is changed. Your other sessions are signed out.",
  );
  await dialog.getByRole("button", { name: "Close", exact: true }).last().click();
  expect((await forgetful.request.get("/api/user")).status()).toBe(200);
  expect((await user.request.get("/api/user")).status()).toBe(401);
  await signInThroughForm(user, email, third);
  await expect(user).toHaveURL(/\/edit$/);

  await user.context().close();
  await forgetful.context().close();
});
