import type { Page } from "@playwright/test";
import { E2E_EDITOR } from "../../scripts/e2e-editor.ts";
import { csrfToken, expect, getJson, signInAs, test, uniqueTag } from "./fixtures.ts";
import { signUpContributor } from "./support/contributor.ts";
import { linkFrom } from "./support/review.ts";
import { details, menu } from "./support/synthesis-editor.ts";

/** A saved draft of the signed-in editor holding a copy of a demo synthesis. */
async function savedDraft(page: Page, name: string): Promise<number> {
  const [first] = await getJson<{ id: number }[]>(page.request, "/api/syntheses");
  const { document } = await getJson<{ document: unknown }>(
    page.request,
    `/api/syntheses/${first.id}/document`,
  );
  await page.goto("/edit");
  const response = await page.request.post("/api/unpublishedSyntheses", {
    data: { display_name: name, synthesis_json: document },
    headers: { "X-CSRF-TOKEN": await csrfToken(page) },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

const title = (page: Page) => page.getByRole("heading", { level: 1 });

test("the address names what is open, so a reload comes back to it", async ({ page }) => {
  const tag = uniqueTag();
  await signInAs(page, E2E_EDITOR);
  const draftId = await savedDraft(page, `Addressed ${tag}`);
  await page.goto("/edit");
  await expect(title(page)).toHaveText("New synthesis");
  await expect(page).toHaveURL(/\/edit$/);

  // Opened from File → Open: the address follows.
  await menu(page, "File", "Open");
  const dialog = page.getByRole("dialog", { name: "Open synthesis" });
  await dialog.getByRole("radio", { name: `Addressed ${tag}` }).check();
  await dialog.getByRole("button", { name: "Open" }).click();
  await expect(title(page)).toHaveText(`Addressed ${tag}`);
  await expect(page).toHaveURL(new RegExp(`/edit\\?draft=${draftId}$`));
  await page.reload();
  await expect(title(page)).toHaveText(`Addressed ${tag}`);

  // A published synthesis: /edit?synthesis={id}, listed under Published.
  const [first] = await getJson<{ id: number }[]>(page.request, "/api/syntheses");
  await menu(page, "File", "Open");
  await dialog.getByRole("tab", { name: "Published", exact: true }).click();
  await dialog.getByRole("tabpanel", { name: "Published", exact: true }).getByRole("radio").first().check();
  await dialog.getByRole("button", { name: "Open" }).click();
  await expect(page).toHaveURL(/\/edit\?synthesis=\d+$/);
  await page.goto(`/edit?synthesis=${first.id}`);
  await expect(title(page)).toHaveText(`Synthesis No. ${first.id}`);

  // New: the plain address again.
  await menu(page, "File", "New");
  await expect(title(page)).toHaveText("New synthesis");
  await expect(page).toHaveURL(/\/edit$/);
});

test("signed out, a link to a draft leads through sign-in to that draft", async ({ page }) => {
  const tag = uniqueTag();
  await signInAs(page, E2E_EDITOR);
  const draftId = await savedDraft(page, `Linked ${tag}`);
  await page.context().clearCookies();
  const answer = await page.request.get(`/edit?draft=${draftId}`, { maxRedirects: 0 });
  expect(answer.status()).toBe(302);
  expect(answer.headers().location).toBe(`/login?next=${encodeURIComponent(`/edit?draft=${draftId}`)}`);
  await page.goto(`/login?next=${encodeURIComponent(`/edit?draft=${draftId}`)}`);
  await page.getByRole("textbox", { name: "Email" }).fill(E2E_EDITOR.email);
  await page.getByLabel("Password", { exact: true }).fill(E2E_EDITOR.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(title(page)).toHaveText(`Linked ${tag}`);
  await expect(page).toHaveURL(new RegExp(`/edit\\?draft=${draftId}$`));
});

test("a name being typed on a published synthesis shows as unsaved and is offered back after a reload", async ({
  page,
}) => {
  const tag = uniqueTag();
  await signInAs(page, E2E_EDITOR);
  const [first] = await getJson<{ id: number }[]>(page.request, "/api/syntheses");
  await page.goto(`/edit?synthesis=${first.id}`);
  await expect(title(page)).toHaveText(`Synthesis No. ${first.id}`);
  const step = page.getByRole("region", { name: "Reaction, step 1" }).first();
  await step.getByRole("button", { name: "Step 1", exact: true }).click();
  const name = details(page).getByRole("textbox", { name: "Product 1 name" });
  await name.fill(`Product ${tag}`);
  // Still in the field (not handed to the draft yet): already a change not saved.
  await expect(name).toBeFocused();
  await expect(page.getByTestId("unsaved")).toBeVisible();

  await page.reload();
  await expect(page).toHaveURL(new RegExp(`/edit\\?synthesis=${first.id}$`));
  const offer = page.getByTestId("local-copy");
  await expect(offer).toContainText("This browser kept changes to this synthesis that were not saved");
  await offer.getByRole("button", { name: "Restore" }).click();
  await expect(offer).toBeHidden();
  await expect(page.getByTestId("unsaved")).toBeVisible();
  await expect(page.getByRole("button", { name: new RegExp(`Product ${tag}`) }).first()).toBeVisible();

  // Discarded, the copy is gone: the next reload offers nothing.
  await page.reload();
  await page.getByTestId("local-copy").getByRole("button", { name: "Discard" }).click();
  await page.reload();
  await expect(title(page)).toHaveText(`Synthesis No. ${first.id}`);
  await expect(page.getByTestId("local-copy")).toHaveCount(0);
});

test("a published draft is listed as its synthesis, not under Unpublished", async ({ page }) => {
  const tag = uniqueTag();
  await signInAs(page, E2E_EDITOR);
  const kept = await savedDraft(page, `Still unpublished ${tag}`);
  const done = await savedDraft(page, `Already published ${tag}`);
  // The list as the server answers it once the second draft is published (publishing a copy of a
  // demo synthesis here would add a synthesis every other test sees).
  await page.route("**/api/unpublishedSyntheses", async (route) => {
    const response = await route.fetch();
    const list = (await response.json()) as {
      id: number;
      status: string;
      published_synthesis_id: number | null;
    }[];
    await route.fulfill({
      response,
      json: list.map((d) => (d.id === done ? { ...d, status: "published", published_synthesis_id: 1 } : d)),
    });
  });
  await page.goto("/edit");
  await menu(page, "File", "Open");
  const dialog = page.getByRole("dialog", { name: "Open synthesis" });
  const unpublished = dialog.getByRole("tabpanel", { name: "Unpublished", exact: true });
  await expect(unpublished.getByRole("radio", { name: `Still unpublished ${tag}` })).toBeVisible();
  await expect(unpublished.getByRole("radio", { name: `Already published ${tag}` })).toHaveCount(0);
  expect(kept).not.toBe(done);
});

test("the e-mail's 'Open the editor' link opens the draft it is about", async ({ page, browser }) => {
  const tag = uniqueTag();
  const email = `mailed-${tag}@example.org`;
  const port = new URL(test.info().project.use.baseURL ?? "").port;
  await signUpContributor(page, `Mailed ${tag}`, email, `mailed-password-${tag}`);
  const draftId = await savedDraft(page, `Mailed draft ${tag}`);
  const submitted = await page.request.post(`/api/unpublishedSyntheses/${draftId}/submit`, {
    headers: { "X-CSRF-TOKEN": await csrfToken(page) },
  });
  expect(submitted.status(), await submitted.text()).toBe(200);

  // An editor sends it back; the contributor's e-mail links to the editor on that draft.
  const editorContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const editor = await editorContext.newPage();
  await signInAs(editor, E2E_EDITOR);
  await editor.goto("/edit");
  const sentBack = await editor.request.post(`/api/unpublishedSyntheses/${draftId}/request-changes`, {
    data: { body: "Please add the yields." },
    headers: { "X-CSRF-TOKEN": await csrfToken(editor) },
  });
  expect(sentBack.status(), await sentBack.text()).toBe(200);
  await editorContext.close();

  const link = await linkFrom(port, email, /https?:\/\/\S+\/edit\?draft=\d+/);
  expect(link.searchParams.get("draft")).toBe(String(draftId));
  await page.goto(`${link.pathname}${link.search}`);
  await expect(title(page)).toHaveText(`Mailed draft ${tag}`);
});
