import type { Page } from "@playwright/test";
import { E2E_EDITOR } from "../../scripts/e2e-editor.ts";
import { csrfToken, expect, getJson, openEditor, signInAs, test, uniqueTag } from "./fixtures.ts";

/** A JSON write from the signed-in page's context (with its anti-forgery token). */
async function write<T>(page: Page, method: "POST" | "PUT", path: string, data: unknown): Promise<T> {
  const response = await page.request.fetch(path, {
    method,
    data,
    headers: { "X-CSRF-TOKEN": await csrfToken(page) },
  });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/**
 * Publishes a one-step synthesis of a new molecule that uses `reagent`, as the editor's File →
 * Publish would (a draft, then its publication); answers the synthesis id and molecule identifier.
 */
async function publishSmallSynthesis(page: Page, tag: string, reagent: string) {
  const authors = await getJson<{ firstName: string; lastName: string; url: string }[]>(
    page.request,
    "/api/authors",
  );
  const author = authors.find((a) => a.firstName && a.lastName && a.url);
  const solvents = await getJson<{ name: string }[]>(page.request, "/api/solvents");
  const document = {
    molecule: { name: `Mergeol ${tag}`, structure: `mergeol-${tag}`, smiles: "CCCCO" },
    author,
    year: 2020,
    type_1: "Total",
    type_2: "Not Applicable",
    comment: "",
    references: [],
    parts: [
      {
        number: 1,
        comment: "",
        reactions: [
          {
            step: 1,
            substrates: [{ smiles: "CCCC=O" }],
            products: [{ smiles: "CCCCO" }],
            reagents: [{ name: reagent, stage: 1 }],
            solvents: [solvents.find((s) => s.name)?.name],
            temperature: "RT",
            time: "1 h",
            yield: "90%",
          },
        ],
      },
    ],
  };
  const draft = await write<{ id: number }>(page, "POST", "/api/unpublishedSyntheses", {
    display_name: `Merge test ${tag}`,
    synthesis_json: JSON.stringify(document),
  });
  const published = await write<{ id: number }>(
    page,
    "POST",
    `/api/unpublishedSyntheses/${draft.id}/publish`,
    {},
  );
  return { synthesisId: published.id, structure: `mergeol-${tag}` };
}

test("merging two reagents leaves one reagent on every page that used either, and undoing the merge brings both back; renaming a molecule changes its page", async ({
  page,
}) => {
  const tag = uniqueTag();
  const duplicate = `Mergeide ${tag}`;
  const kept = `Mergeamine ${tag}`;
  await signInAs(page, E2E_EDITOR);
  await page.goto("/edit");
  await write(page, "POST", "/api/reagents", { name: duplicate });
  await write(page, "POST", "/api/reagents", { name: kept });
  const { synthesisId, structure } = await publishSmallSynthesis(page, tag, duplicate);

  await page.goto(`/syn/${synthesisId}`);
  await expect(page.getByText(duplicate).first()).toBeVisible();

  // Reagents Editor: choose the duplicate, 'Merge into…' the kept one, behind the Confirm step.
  await openEditor(page, "Reagents Editor");
  await page.getByRole("textbox", { name: "Quick Search" }).fill(tag);
  const rows = page.getByRole("list", { name: "Reagents" }).getByRole("listitem");
  await expect(rows).toHaveCount(2);
  await rows.getByRole("button", { name: duplicate, exact: true }).click();
  await page.getByRole("button", { name: "Merge into…" }).click();
  const pick = page.getByRole("dialog", { name: `Merge '${duplicate}' into…` });
  await pick.getByRole("textbox", { name: "Search the reagent to keep" }).fill(kept);
  await pick.getByRole("button", { name: kept, exact: true }).click();
  const confirm = page.getByRole("dialog", { name: "Are you sure?" });
  await expect(confirm).toContainText(
    `Every synthesis and draft that uses '${duplicate}' will use '${kept}'`,
  );
  await expect(confirm).toContainText(`You can undo the merge from the History of '${kept}'.`);
  await expect(confirm).not.toContainText("You cannot undo");
  await confirm.getByRole("button", { name: "Merge" }).click();
  await expect(page.getByText(`Merged into ${kept}`)).toBeVisible();
  // One row left: the kept reagent, with the merged name among its synonyms, and its history.
  await expect(rows).toHaveText([`${kept} (${duplicate})`]);
  await expect(page.getByRole("textbox", { name: "Name" })).toHaveValue(kept);
  const history = page.getByRole("region", { name: "History" });
  await expect(history.getByTestId("history-entry").first()).toContainText(E2E_EDITOR.name);
  await expect(history.getByTestId("history-entry").first()).toContainText(
    `'${duplicate}' merged into this one`,
  );

  // The public synthesis page names the kept reagent only.
  await page.goto(`/syn/${synthesisId}`);
  await expect(page.getByText(kept).first()).toBeVisible();
  // (The merged name stays as a synonym, which the page may keep for its reagent hover text.)
  await expect(page.getByText(duplicate).filter({ visible: true })).toHaveCount(0);
  const reagents = await getJson<{ name: string }[]>(page.request, "/api/reagents");
  expect(reagents.filter((r) => r.name === duplicate || r.name === kept).map((r) => r.name)).toEqual([kept]);

  // The merge is undone from the kept reagent's history: both reagents are back, and the synthesis
  // names the merged one again.
  await openEditor(page, "Reagents Editor");
  await page.getByRole("textbox", { name: "Quick Search" }).fill(tag);
  await rows.getByRole("button", { name: new RegExp(`^${kept}`) }).click();
  const merge = page
    .getByRole("region", { name: "History" })
    .getByTestId("history-entry")
    .filter({ hasText: "merged into this one" });
  await merge.getByRole("button", { name: "Restore" }).click();
  const undo = page.getByRole("dialog", { name: "Restore this state?" });
  await expect(undo).toContainText("the merged item comes back");
  await undo.getByRole("button", { name: "Restore" }).click();
  await expect(page.getByText("Merge undone!")).toBeVisible();
  await expect(rows).toHaveCount(2);
  await expect(rows.getByRole("button", { name: duplicate, exact: true })).toBeVisible();
  await page.goto(`/syn/${synthesisId}`);
  await expect(page.getByText(duplicate).first()).toBeVisible();
  const after = await getJson<{ name: string }[]>(page.request, "/api/reagents");
  expect(
    after
      .filter((r) => r.name === duplicate || r.name === kept)
      .map((r) => r.name)
      .sort(),
  ).toEqual([duplicate, kept].sort());

  // Molecules Editor: rename the molecule; its public page shows the new name at once.
  await openEditor(page, "Molecules Editor");
  await page.getByRole("textbox", { name: "Quick Search" }).fill(`Mergeol ${tag}`);
  await page
    .getByRole("list", { name: "Molecules" })
    .getByRole("button", { name: `Mergeol ${tag}`, exact: true })
    .click();
  const name = page.getByRole("textbox", { name: "Name" });
  await name.fill(`Renamedol ${tag}`);
  await name.press("Enter");
  await expect(page.getByText("Saved!")).toBeVisible();
  await expect(
    page.getByRole("region", { name: "History" }).getByTestId("history-entry").first(),
  ).toContainText(`name: Mergeol ${tag} → Renamedol ${tag}`);
  await page.goto(`/molecule/${structure}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(`Renamedol ${tag}`);
});
