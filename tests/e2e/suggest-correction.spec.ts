import { expect, getJson, newDocument, seriousA11yViolations, test, uniqueTag } from "./fixtures.ts";
import { signUpContributor } from "./support/contributor.ts";
import { details } from "./support/synthesis-editor.ts";

type Listed = { id: number; molecule: { name: string } };

test("a reader suggests a correction from the public page: sign in, say what is wrong, land on the prefilled revision draft, and come back to it", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const tag = uniqueTag();
  const email = `suggester-${tag}@example.org`;
  const password = `a long enough password ${tag}`;
  const name = `Sue Suggester ${tag}`;
  const baseURL = test.info().project.use.baseURL ?? "";
  // A contributor of their own (no revision draft another test made), signed up in another context:
  // the reader's page stays signed out.
  const signup = await browser.newContext({ baseURL });
  await signUpContributor(await signup.newPage(), name, email, password);
  await signup.close();

  const [synthesis] = await getJson<Listed[]>(page.request, "/api/syntheses");
  if (!synthesis) throw new Error("no published synthesis");
  await page.goto(`/syn/${synthesis.id}`);
  const suggest = page.getByRole("link", { name: "Suggest a correction" });
  await expect(suggest).toHaveAttribute("href", `/syn/${synthesis.id}/suggest`);
  // Beside the references, inside the summary's References entry.
  await expect(page.locator("dd", { has: suggest })).toHaveCount(1);

  // Signed out: to the sign-in page, which comes back to the suggestion.
  await newDocument(page, () => suggest.click());
  await expect(page).toHaveURL(new RegExp(`/login\\?next=%2Fsyn%2F${synthesis.id}%2Fsuggest$`));
  // A reader without an account is shown where to get one.
  await expect(page.getByRole("link", { name: "Sign up as a contributor" })).toHaveAttribute(
    "href",
    "/contribute",
  );
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(`${baseURL}/syn/${synthesis.id}/suggest`);
  await expect(page.getByRole("heading", { name: "Suggest a correction", level: 1 })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  // An empty note is refused on the page, before any call.
  const open = page.getByRole("button", { name: "Open a revision draft" });
  await open.click();
  await expect(page.getByText("Say what is wrong, and your source.")).toBeVisible();
  const note = `The yield of the first step is missing (${tag}): it is in the paper's experimental part.`;
  await page.getByRole("textbox", { name: /What is wrong, and your source/ }).fill(note);
  await newDocument(page, () => open.click());

  // The editor, on the new revision draft of that synthesis, with the note for the reviewer.
  await expect(page).toHaveURL(/\/edit\?draft=\d+$/);
  const draftId = Number(new URL(page.url()).searchParams.get("draft"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    `Revision of synthesis No. ${synthesis.id}`,
  );
  await expect(details(page).getByRole("list", { name: "Comments" })).toContainText(note);
  const draft = await getJson<{ synthesis_id: number; user: { name: string }; synthesis_json: string }>(
    page.request,
    `/api/unpublishedSyntheses/${draftId}`,
  );
  expect(draft.synthesis_id).toBe(synthesis.id);
  expect(draft.user.name).toBe(name);
  expect(JSON.parse(draft.synthesis_json).molecule.name).toBe(synthesis.molecule.name);

  // Back on the public page, the same link leads to that draft, not to a second one.
  await page.goto(`/syn/${synthesis.id}/suggest`);
  await expect(page.getByText("You already have a revision draft of this synthesis")).toBeVisible();
  await expect(page.getByRole("button", { name: "Add the note and open my draft" })).toBeVisible();
  await newDocument(page, () => page.getByRole("link", { name: "Open it without a note" }).click());
  await expect(page).toHaveURL(new RegExp(`/edit\\?draft=${draftId}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    `Revision of synthesis No. ${synthesis.id}`,
  );
  const mine = await getJson<{ synthesis_id: number | null }[]>(page.request, "/api/unpublishedSyntheses");
  expect(mine.filter((d) => d.synthesis_id === synthesis.id)).toHaveLength(1);
});
