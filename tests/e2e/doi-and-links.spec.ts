import type { APIRequestContext } from "@playwright/test";
import { E2E_DOI, E2E_DOI_DOWN } from "../../scripts/e2e-doi-resolver.ts";
import { E2E_CONTRIBUTOR } from "../../scripts/e2e-editor.ts";
import { expect, seriousA11yViolations, signInAs, test, uniqueTag } from "./fixtures.ts";
import { newestMailTo, textPart } from "./support/outbox.ts";
import { details, snackbar } from "./support/synthesis-editor.ts";

/** The stand-in resolver's record of E2E_DOI (scripts/e2e-doi-resolver.ts) in ACS style. */
const E2E_CITATION = "Testman, A.; Placeholder, C. J. Imag. Chem. 1999, 12, 345.";

test("a DOI pasted as a doi.org address is stored as the DOI and its citation fills in; with the resolver down the reference links its DOI and says the text can come later", async ({
  page,
}) => {
  await signInAs(page, E2E_CONTRIBUTOR);
  await page.goto("/edit");
  const panel = details(page);
  const newDoi = panel.getByRole("textbox", { name: "DOI" }).last();

  // Pasted as an address, added without a text: the card's DOI is the DOI itself, and the text
  // arrives from the resolver without anyone waiting for it.
  await newDoi.fill(`https://doi.org/${E2E_DOI}`);
  await panel.getByRole("button", { name: "Add Reference" }).click();
  const first = panel.getByRole("textbox", { name: "DOI" }).first();
  await expect(first).toHaveValue(E2E_DOI);
  await expect(panel.getByRole("textbox", { name: "Display" }).first()).toHaveValue(E2E_CITATION);

  // A DOI the resolver cannot answer now (503): the reference keeps it, links it, and says so.
  await newDoi.fill(`doi:${E2E_DOI_DOWN}`);
  await panel.getByRole("button", { name: "Add Reference" }).click();
  await expect(panel.getByRole("textbox", { name: "DOI" }).nth(1)).toHaveValue(E2E_DOI_DOWN);
  const pending = panel.getByRole("status").filter({ hasText: E2E_DOI_DOWN });
  await expect(pending).toContainText("The DOI is kept; the citation text can be completed later.");
  await expect(pending.getByRole("link", { name: E2E_DOI_DOWN })).toHaveAttribute(
    "href",
    `https://doi.org/${E2E_DOI_DOWN}`,
  );
  await expect(panel.getByRole("textbox", { name: "Display" }).nth(1)).toHaveValue("");
  await expect(pending).toContainText("The DOI resolver could not be reached (looked up at");
  // Looking up again says what happened, in words (the stand-in still answers 503).
  await panel.getByRole("button", { name: "Look up again" }).click();
  await expect(snackbar(page)).toHaveText(
    `The DOI resolver could not be reached or did not answer for ${E2E_DOI_DOWN}: the DOI is kept; look up again later or write the citation under Display.`,
  );
  await expect(panel.getByRole("button", { name: "Look up again" })).toBeVisible();
  // The first reference kept its text.
  await expect(panel.getByRole("textbox", { name: "Display" }).first()).toHaveValue(E2E_CITATION);
});

const port = () => new URL(test.info().project.use.baseURL ?? "").port;

/**
 * The path and query of the link to `path` in the newest e-mail to `to`, once there is one other
 * than `after` (waits for it).
 */
async function linkFromMail(to: string, path: string, after: string | null = null): Promise<string> {
  const pattern = new RegExp(`https?://\\S+${path.replace(/[/?]/g, "\\$&")}\\?token=[\\w%.~-]+`);
  let link = "";
  await expect
    .poll(() => {
      const raw = newestMailTo(port(), to);
      const found = raw ? (pattern.exec(textPart(raw))?.[0] ?? "") : "";
      link = found ? `${new URL(found).pathname}${new URL(found).search}` : "";
      return link !== "" && link !== after;
    })
    .toBe(true);
  return link;
}

/** An anonymous call with the double-submit anti-forgery token, as the site's forms make it. */
async function anonymousPost(request: APIRequestContext, path: string, data: unknown) {
  await request.get("/sanctum/csrf-cookie");
  const xsrf = (await request.storageState()).cookies.find((c) => c.name === "XSRF-TOKEN")?.value ?? "";
  return request.post(path, { data, headers: { "X-XSRF-TOKEN": decodeURIComponent(xsrf) } });
}

test("a reset link already used says so at once, with a Sign in link and the form that mails a new link", async ({
  page,
  request,
}) => {
  const tag = uniqueTag();
  const email = `used-link-${tag}@example.org`;
  const token = (link: string) => new URL(link, "http://x").searchParams.get("token");

  // An account of the test's own, through sign-up, then a reset link spent through the API.
  expect((await anonymousPost(request, "/api/signup", { name: `Used Link ${tag}`, email })).status()).toBe(
    202,
  );
  const verify = await linkFromMail(email, "/contribute/verify");
  const verified = await anonymousPost(request, "/api/signup/verify", {
    token: token(verify),
    password: `first-password-${tag}`,
  });
  expect(verified.status()).toBe(201);
  expect((await anonymousPost(request, "/api/password/forgot", { email })).status()).toBe(202);
  const reset = await linkFromMail(email, "/reset-password");
  const spent = await anonymousPost(request, "/api/password/reset", {
    token: token(reset),
    password: `second-password-${tag}`,
  });
  expect(spent.status()).toBe(204);

  // Opening it again: no password form, the reason and the next steps at once.
  await page.goto(reset);
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  await expect(page.getByRole("alert")).toHaveText("This link was already used.");
  await expect(page.getByLabel("New password", { exact: true })).toHaveCount(0);
  const nextStep = page.getByText("Each reset link works once.");
  await expect(nextStep).toContainText("Sign in with your password, or ask for a new link.");
  await expect(nextStep.getByRole("link", { name: "Sign in", exact: true })).toHaveAttribute(
    "href",
    "/login",
  );
  expect(await seriousA11yViolations(page)).toEqual([]);

  // The form on the page mails a new link, which opens the password form as before.
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send me a new link" }).click();
  await expect(page.getByRole("status")).toContainText(`If ${email} belongs to an account`);
  const fresh = await linkFromMail(email, "/reset-password", reset);
  await page.goto(fresh);
  await expect(page.getByLabel("New password", { exact: true })).toBeVisible();
  await expect(page.getByRole("alert")).toHaveCount(0);
});
