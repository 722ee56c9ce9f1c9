import { expect, test } from "./fixtures.ts";

/** Every public page's header offers the way in: Contribute and Sign in (issue 40). */

// From the top navigation's breakpoint (lg, 80em: 1280 px) up; below, the burger's drawer holds them.
for (const width of [1280, 1440]) {
  test(`at ${width} px the header shows Contribute and Sign in, and nothing overflows`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/molecule");
    const nav = page.getByRole("banner").getByRole("navigation", { name: "Main navigation" });
    await expect(nav.getByRole("link", { name: "Contribute", exact: true })).toHaveAttribute(
      "href",
      "/contribute",
    );
    await expect(nav.getByRole("link", { name: "Sign in", exact: true })).toHaveAttribute("href", "/login");
    // The header holds on one line: the search box and every link inside the window.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    const signIn = await nav.getByRole("link", { name: "Sign in", exact: true }).boundingBox();
    const brand = await page
      .getByRole("banner")
      .getByRole("link", { name: "Synthesis Archive" })
      .boundingBox();
    expect(
      signIn && brand && Math.abs(signIn.y + signIn.height / 2 - (brand.y + brand.height / 2)),
    ).toBeLessThan(12);
    await page.screenshot({ path: `/tmp/header-${width}.png` });
  });
}

test("on a phone the drawer holds Contribute and Sign in", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/molecule");
  await page.getByRole("button", { name: "Open navigation" }).click();
  const drawer = page.getByRole("dialog", { name: "Navigation" });
  await expect(drawer.getByRole("link", { name: "Contribute", exact: true })).toHaveAttribute(
    "href",
    "/contribute",
  );
  await drawer.getByRole("link", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
});
