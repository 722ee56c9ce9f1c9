import { expect, seriousA11yViolations, test } from "./fixtures.ts";

/**
 * The accessibility scan every spec uses (fixtures.ts runs axe-core inside the page) finds what it
 * should: a control of the check itself, on a page made to fail it.
 */
test("the accessibility scan reports an image without alt text and a button without a name", async ({
  page,
}) => {
  await page.goto("/");
  await page.evaluate(() => {
    const main = document.querySelector("main") as HTMLElement;
    const img = document.createElement("img");
    img.src = "/favicon.ico";
    const button = document.createElement("button");
    main.append(img, button);
  });
  const violations = await seriousA11yViolations(page);
  expect(violations.map((v) => v.split(":")[0]).sort()).toEqual(["button-name", "image-alt"]);
});
