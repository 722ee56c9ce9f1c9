import { E2E_EDITOR } from "../../scripts/e2e-editor.ts";
import { expect, signInAs, test } from "./fixtures.ts";

/**
 * The page's Content-Security-Policy is the backstop for a page that writes stored text into its
 * HTML unescaped: only the inline scripts the renderer itself wrote are listed, so a script that
 * came from data is refused even though it is in the HTML the server hashed. The e2e server has one
 * such page (scripts/e2e-raw-page.ts), fed from a protecting group an editor stores here.
 */
test("a script that came from stored data is refused, the page's own scripts run", async ({ page }) => {
  await signInAs(page, E2E_EDITOR);
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === "XSRF-TOKEN")?.value ?? "";
  const headers = { "X-XSRF-TOKEN": decodeURIComponent(xsrf) };
  const created = await page.request.post("/api/protecting-groups", { data: {}, headers });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  // Unnamed and without a structure, the group stays off every public page.
  const stored = await page.request.put(`/api/protecting-groups/${id}`, {
    data: { protected: '<script id="from-data">window.__injected = true;</script>' },
    headers,
  });
  expect(stored.status()).toBe(200);

  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const holder = window as unknown as { __violations?: string[] };
      holder.__violations = [
        ...(holder.__violations ?? []),
        `${event.violatedDirective} ${event.blockedURI}`,
      ];
    });
  });
  await page.goto(`/e2e/unescaped/protecting-group/${id}`);
  // The stored script did land in the page as an element…
  await expect(page.locator("script#from-data")).toHaveCount(1);
  await page.waitForLoadState("networkidle");
  const seen = await page.evaluate(() => {
    const holder = window as unknown as {
      __injected?: boolean;
      __violations?: string[];
      __reactRouterContext?: unknown;
      __reactRouterRouteModules?: unknown;
    };
    return {
      injected: holder.__injected === true,
      violations: holder.__violations ?? [],
      // The framework's own inline scripts ran: its context and its route modules are there.
      framework: holder.__reactRouterContext !== undefined && holder.__reactRouterRouteModules !== undefined,
    };
  });
  // …but it never ran, the browser says why, and nothing else was refused.
  expect(seen).toEqual({ injected: false, violations: ["script-src-elem inline"], framework: true });
  // The renderer's marker does not outlive the hashing.
  const policy = await page
    .locator('head > meta[http-equiv="Content-Security-Policy"]:first-child')
    .getAttribute("content");
  expect(policy).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/]{43}=')+$/);
  expect(await page.locator("script[nonce]").count()).toBe(0);
});
