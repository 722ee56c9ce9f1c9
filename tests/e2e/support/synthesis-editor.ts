import { crc32, deflateSync } from "node:zlib";
import type { Locator, Page } from "@playwright/test";
import { expect } from "../fixtures.ts";

/** Helpers for the synthesis editor's end-to-end tests: structures, picks, panels, drops. */

/**
 * A small valid PNG (solid colour), made here so no image file is checked in. With `claimed`, its
 * header declares that size instead while the data stays `width` × `height`: a file the upload check
 * refuses.
 */
export function tinyPng(width = 24, height = 16, claimed?: { width: number; height: number }): Buffer {
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x40)]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(claimed?.width ?? width, 0);
  header.writeUInt32BE(claimed?.height ?? height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** Drops files on an element as a browser does (dragover, then drop with a DataTransfer). */
export async function dropFiles(target: Locator, files: { name: string; type: string; bytes: Buffer }[]) {
  const transfer = await target.page().evaluateHandle(
    (list) => {
      const data = new DataTransfer();
      for (const f of list) data.items.add(new File([new Uint8Array(f.bytes)], f.name, { type: f.type }));
      return data;
    },
    files.map((f) => ({ name: f.name, type: f.type, bytes: [...f.bytes] })),
  );
  await target.dispatchEvent("dragover", { dataTransfer: transfer });
  await target.dispatchEvent("drop", { dataTransfer: transfer });
}

/** Enters a structure as SMILES in the structure dialog (titled `title`) that `opener` opens, and saves it. */
export async function pasteStructure(
  page: Page,
  opener: Locator,
  title: string,
  smiles: string,
  formula?: RegExp,
) {
  await opener.click();
  const dialog = page.getByRole("dialog", { name: title });
  await dialog.getByRole("tab", { name: "Paste SMILES or Molfile" }).click();
  await dialog.getByRole("textbox", { name: "SMILES or Molfile" }).fill(smiles);
  if (formula) await expect(dialog).toContainText(formula);
  const save = dialog.getByRole("button", { name: "Save", exact: true });
  await expect(save).toBeEnabled();
  await save.click();
  await expect(dialog).toBeHidden();
}

/**
 * Where to draw in the sketcher (Ketcher) of `dialog`: the box of its small-molecule canvas once it
 * shows. Ketcher briefly mounts a macromolecule canvas with the same test id, hence the canvas mode.
 */
export async function sketcherCanvasBox(dialog: Locator) {
  const canvas = dialog
    .locator('[data-testid="ketcher-canvas"][data-canvasmode="molecules-mode"]')
    .filter({ visible: true });
  await expect(canvas).toBeVisible({ timeout: 30_000 });
  // The dialog may still be opening (a transition, the canvas swapped in): wait until two reads of
  // the box, 100 ms apart, agree, so clicks land where the test means them to.
  let box = await canvas.boundingBox();
  await expect
    .poll(
      async () => {
        const previous = JSON.stringify(box);
        box = await canvas.boundingBox();
        return box !== null && JSON.stringify(box) === previous;
      },
      { intervals: [100], timeout: 10_000 },
    )
    .toBe(true);
  if (!box) throw new Error("the sketcher's canvas has no size");
  return box;
}

/**
 * Draws benzene in the structure dialog's sketcher (Ketcher): its benzene template, then a click in
 * the middle of the canvas. Ketcher renders its toolbars twice (one copy hidden), hence `visible`.
 */
export async function drawBenzene(page: Page, dialog: Locator) {
  const box = await sketcherCanvasBox(dialog);
  await pickSketcherTool(dialog, "template-0");
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/**
 * Chooses a tool of the sketcher's toolbars and waits until Ketcher shows it as the current one: a
 * click on the canvas before that (on a busy machine) would use the previous tool.
 */
export async function pickSketcherTool(dialog: Locator, testId: string) {
  const button = dialog.getByTestId(testId).filter({ visible: true });
  await button.click();
  await expect(button).toHaveClass(/\bActionButton-module_selected__/);
}

/**
 * Step 1 of a new synthesis given a substrate and a product, each pasted as SMILES: the least a
 * reaction needs before the synthesis can be published. Answers step 1's card.
 */
export async function fillStep1(page: Page, part: string, substrate: string, product: string) {
  const step1 = reactionCard(page, part, 1);
  await pasteStructure(
    page,
    step1.getByRole("button", { name: "Add substrate to step 1" }),
    "New substrate",
    substrate,
  );
  await pasteStructure(
    page,
    step1.getByRole("button", { name: "Add product to step 1" }),
    "New product",
    product,
  );
  return step1;
}

/** Picks an item of a search-first pick list (Molecule, Author) by typing part of its name. */
export async function pick(panel: Locator, label: string, typed: string, item: string) {
  await panel.getByRole("textbox", { name: label, exact: true }).fill(typed);
  await panel.getByRole("button", { name: `Pick ${item}`, exact: true }).click();
}

/** A reaction card by its step, within a part card. */
export function reactionCard(page: Page, part: string, step: number): Locator {
  return page.getByRole("region", { name: part }).getByRole("region", { name: `Reaction, step ${step}` });
}

/** Sets a one-line field of the right panel and leaves it (fields save when left). */
export async function setField(panel: Locator, label: string, value: string) {
  const field = panel.getByRole("textbox", { name: label, exact: true });
  await field.fill(value);
  await field.press("Enter");
}

/** The right panel. */
export const details = (page: Page) => page.getByRole("complementary", { name: "Details" });

/** The Snackbar's text after an action. */
export const snackbar = (page: Page) => page.getByTestId("snackbar-text");

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A File or Edit menu command, by the start of its text: 'Paste' is not 'Undo Paste reaction', and
 * 'Undo' is 'Undo Add part' (the Edit menu names the step).
 */
export async function menu(page: Page, menuName: string, item: string) {
  await page
    .getByRole("navigation", { name: "Editor menus" })
    .getByRole("button", { name: menuName })
    .click();
  await page.getByRole("menuitem", { name: new RegExp(`^${escapeRegExp(item)}`) }).click();
}

/**
 * Opens the Edit menu and checks how Undo and Redo read: 'Undo {name}' and enabled while there is a
 * step to take, plain 'Undo' and disabled when there is none (the shortcut follows each text).
 */
export async function expectUndoRedo(page: Page, undo: string | null, redo: string | null) {
  await page.getByRole("navigation", { name: "Editor menus" }).getByRole("button", { name: "Edit" }).click();
  const item = (text: string, shortcut: string) =>
    page.getByRole("menuitem", { name: new RegExp(`^${escapeRegExp(text)}\\s*${escapeRegExp(shortcut)}$`) });
  for (const [command, name, shortcut] of [
    ["Undo", undo, "Ctrl+Z"],
    ["Redo", redo, "Shift+Ctrl+Z"],
  ] as const) {
    if (name === null) await expect(item(command, shortcut)).toBeDisabled();
    else await expect(item(`${command} ${name}`, shortcut)).toBeEnabled();
  }
  await page.keyboard.press("Escape");
  await expect(page.getByRole("menuitem", { name: /^Undo/ })).toBeHidden();
}
