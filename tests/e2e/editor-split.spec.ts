import { E2E_EDITOR } from "../../scripts/e2e-editor.ts";
import { expect, signInAs, synthesisId, test } from "./fixtures.ts";

test("the editor's code and styles stay off public pages", async ({ page, request }) => {
  const assetsOf = (html: string) =>
    [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
  await signInAs(page, E2E_EDITOR);
  const editorHtml = await (await page.request.get("/edit")).text();
  const editorAssets = assetsOf(editorHtml).filter((a) => /\/assets\/edit-[^/]+\.(js|css)$/.test(a));
  // Its script (the route module, split by React Router into the component and its clientLoader)
  // and its stylesheet.
  expect(editorAssets.some((a) => a.endsWith(".js"))).toBe(true);
  expect(editorAssets.some((a) => a.endsWith(".css"))).toBe(true);
  const id = await synthesisId(request, "Artemisinin", "Seeberger", 2013);
  for (const path of [
    "/",
    "/search?q=taxol",
    `/syn/${id}`,
    "/named-reactions",
    "/molecule",
    "/login",
    "/contribute",
  ]) {
    const html = await (await request.get(path)).text();
    for (const asset of editorAssets) expect(html, path).not.toContain(asset);
    expect(html, path).not.toMatch(/\/assets\/edit-/);
  }
});
