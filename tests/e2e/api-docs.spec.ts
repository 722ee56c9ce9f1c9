import { expect, test } from "./fixtures.ts";

/**
 * The API reference renders the OpenAPI document under the pages' policy, with nothing fetched
 * from another origin (Scalar's script comes from ours; its fonts and client are off), and the home
 * page loads no script of it.
 */
test("/api/docs renders the document from our own origin, and no other page loads its script", async ({
  page,
}) => {
  const requests: string[] = [];
  page.on("request", (request) => requests.push(request.url()));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const holder = window as unknown as { __violations?: string[] };
      holder.__violations = [
        ...(holder.__violations ?? []),
        `${event.violatedDirective} ${event.blockedURI}`,
      ];
    });
  });
  await page.goto("/api/docs");
  await expect(page.getByRole("heading", { name: "Synthesis Archive API" }).first()).toBeVisible({
    timeout: 15_000,
  });
  // The operations of the document, grouped by who may call them (the sidebar's sections; the
  // first, public reads, open), and the description's API guide is a link to it.
  await expect(page.getByText("Structure search").first()).toBeVisible();
  for (const group of ["Public reads", "Contributor operations", "Editor operations", "Admin operations"]) {
    await expect(page.getByText(group, { exact: true }).first()).toBeVisible();
  }
  await expect(page.getByRole("link", { name: "API guide" }).first()).toHaveAttribute(
    "href",
    /\/data#api-guide$/,
  );
  const origin = new URL(page.url()).origin;
  expect(requests.filter((url) => !url.startsWith(origin) && !url.startsWith("data:"))).toEqual([]);
  expect(requests).toContain(`${origin}/api/openapi.json`);
  const violations = await page.evaluate(
    () => (window as unknown as { __violations?: string[] }).__violations ?? [],
  );
  // No script file or inline script is refused. Scalar's attempts at eval are (the policy has no
  // 'unsafe-eval'), and it renders without them.
  expect(violations.filter((v) => v.startsWith("script-src") && v !== "script-src eval")).toEqual([]);

  requests.length = 0;
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  expect(requests.some((url) => url.includes("/api/docs/reference.js"))).toBe(false);
});
