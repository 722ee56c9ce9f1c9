import type { Page } from "@playwright/test";
import { expect } from "../fixtures.ts";
import { newestMailTo, textPart } from "./outbox.ts";
import { menu } from "./synthesis-editor.ts";

/** The newest link of a kind in the e-mails to `to` (the e2e server writes them as .eml files). */
export async function linkFrom(port: string, to: string, pattern: RegExp): Promise<URL> {
  let link = "";
  // The server sends from its outbox just after the change commits; allow for a busy machine.
  await expect
    .poll(
      () => {
        const raw = newestMailTo(port, to);
        link = raw ? (pattern.exec(textPart(raw))?.[0] ?? "") : "";
        return link;
      },
      { timeout: 20_000 },
    )
    .not.toBe("");
  return new URL(link);
}

/** Opens a draft of the review queue in the editor (View → Review Queue). */
export async function openFromQueue(page: Page, displayName: string) {
  await page.goto("/edit");
  // The lists and the user's role load first; the queue is in the View menu for editors only.
  await expect(page.getByRole("button", { name: "Add one part" })).toBeVisible();
  await menu(page, "View", "Review Queue");
  const item = page.getByRole("region", { name: displayName });
  await item.getByRole("button", { name: "Open" }).click();
  await expect(page.getByRole("heading", { name: displayName, level: 1 })).toBeVisible();
}
