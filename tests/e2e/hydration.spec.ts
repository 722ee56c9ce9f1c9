import { expect, newDocument, test } from "./fixtures.ts";

/**
 * The hydration mark and the fixture that waits for it (support/hydration.ts). The app's entry
 * script is held back until the page's load event, which is when a plain goto would return: the
 * fixture's goto must return later, once the page is live.
 */
const isHydrated = () => document.documentElement.dataset.hydrated === "true";

test("the server's HTML has no hydration mark; React sets it once the page is live", async ({
  page,
  request,
}) => {
  const html = await (await request.get("/terms")).text();
  expect(html).toContain("<html");
  expect(html).not.toContain("data-hydrated");
  await page.goto("/terms");
  expect(await page.evaluate(isHydrated)).toBe(true);
});

test("goto, reload and a click to a new document return only once the page has hydrated", async ({
  page,
}) => {
  // Hold the entry script back until the document's load event, and note whether the page was
  // already hydrated at that moment (it cannot be: React has not started yet).
  const atLoad: boolean[] = [];
  let loaded = () => {};
  page.on("load", async () => {
    atLoad.push(await page.evaluate(isHydrated));
    loaded();
  });
  await page.route(/\/assets\/entry\.client-[\w-]+\.js$/, async (route) => {
    await new Promise<void>((resolve) => {
      loaded = resolve;
    });
    await route.continue();
  });

  await page.goto("/terms");
  expect(await page.evaluate(isHydrated)).toBe(true);
  await page.reload();
  expect(await page.evaluate(isHydrated)).toBe(true);
  // What a plain link or a form sent to the server does: the browser loads another document.
  await newDocument(page, () =>
    page.evaluate(() => {
      window.location.assign("/contact");
    }),
  );
  expect(page.url()).toMatch(/\/contact$/);
  expect(await page.evaluate(isHydrated)).toBe(true);
  expect(atLoad).toEqual([false, false, false]);
});
