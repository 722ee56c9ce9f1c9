import { E2E_CONTRIBUTOR, E2E_EDITOR } from "../../scripts/e2e-editor.ts";
import { csrfToken, expect, getJson, openEditor, signInAs, test, uniqueTag } from "./fixtures.ts";
import { snackbar } from "./support/synthesis-editor.ts";

test("Pending Items: a contributor's named reaction stays off the public site until an editor accepts it; Edit opens a pending reagent, Delete removes a pending solvent", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const tag = uniqueTag();
  const name = `<script>alert(1)</script> E2E ${tag} reaction`;
  const reagentName = `E2E ${tag} pendingium`;
  const solventName = `E2E ${tag} pendingol`;

  // The contributor creates the three items, as the synthesis editor's "create by name" does.
  const contributor = await browser.newPage();
  await signInAs(contributor, E2E_CONTRIBUTOR);
  await contributor.goto("/edit");
  const headers = { "X-CSRF-TOKEN": await csrfToken(contributor) };
  const created = await contributor.request.post("/api/named-reactions", { data: { name }, headers });
  expect(created.status()).toBe(201);
  const { url } = (await created.json()) as { url: string };
  for (const [path, item] of [
    ["/api/reagents", reagentName],
    ["/api/solvents", solventName],
  ]) {
    expect((await contributor.request.post(path, { data: { name: item }, headers })).status()).toBe(201);
  }
  await contributor.close();

  // Nobody else sees it: the page is a 404 and the public list does not name it.
  const visitor = await browser.newPage();
  expect((await visitor.goto(`/named-reactions/${url}`))?.status()).toBe(404);
  await visitor.goto("/named-reactions");
  await expect(visitor.getByRole("main")).not.toContainText(`E2E ${tag}`);

  // The editor finds all three in the queue, the name shown as text (no script element).
  await signInAs(page, E2E_EDITOR);
  await openEditor(page, "Pending Items");
  const main = page.getByRole("main");
  const card = (title: string) => main.getByRole("region", { name: title, exact: true });
  await expect(card(name)).toContainText("by E2E Contributor");
  await expect(main.locator("script")).toHaveCount(0);

  await card(name).getByRole("button", { name: "Accept" }).click();
  await expect(snackbar(page)).toHaveText(`Accepted: ${name}`);
  await expect(card(name)).toHaveCount(0);

  // Delete asks first; the solvent then leaves the queue and the server's list.
  await card(solventName).getByRole("button", { name: "Delete" }).click();
  await page.getByRole("dialog", { name: "Are you sure?" }).getByRole("button", { name: "Delete" }).click();
  await expect(card(solventName)).toHaveCount(0);
  const queue = await getJson<{ solvents: { name: string }[] }>(page.request, "/api/pending");
  expect(queue.solvents.map((s) => s.name)).not.toContain(solventName);

  // Edit opens the pending reagent in the Reagents Editor's panel.
  await card(reagentName).getByRole("button", { name: "Edit" }).click();
  await expect(page.getByRole("heading", { name: "Reagents Editor", level: 1 })).toBeVisible();
  const panel = page.getByRole("complementary", { name: "Details" });
  await expect(panel.getByRole("textbox", { name: "Name", exact: true })).toHaveValue(reagentName);

  // Accepted: the public page shows the name as text, and the public list names it.
  expect((await visitor.goto(`/named-reactions/${url}`))?.status()).toBe(200);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(visitor.locator("script", { hasText: "alert(1)" })).toHaveCount(0);
  await visitor.goto("/named-reactions");
  await expect(visitor.getByRole("main")).toContainText(name);
  await visitor.close();
});
