import type { Locator, Page } from "@playwright/test";

/**
 * Counts what a contributor does beyond the content they type (docs/benchmarks.md, issue 25): every
 * click, and every key that is not content (Enter, Tab, Escape, shortcuts such as Ctrl+V or Ctrl+S).
 * Text typed or pasted is content: `fill` counts nothing, `paste` counts its one Ctrl+V.
 */
export class InteractionCount {
  clicks = 0;
  keystrokes = 0;

  async click(target: Locator) {
    this.clicks++;
    await target.click();
  }

  /** A native select: one click opens it, one picks the option. */
  async select(target: Locator, value: string) {
    this.clicks += 2;
    await target.selectOption(value);
  }

  /** One key or shortcut, on a field or on the page. */
  async press(target: Locator | Page, key: string) {
    this.keystrokes++;
    if ("keyboard" in target) await target.keyboard.press(key);
    else await target.press(key);
  }

  /** Typed content: not counted. */
  async type(target: Locator, text: string) {
    await target.fill(text);
  }

  /** Content pasted from elsewhere (a SMILES, a DOI): one Ctrl+V. */
  async paste(target: Locator, text: string) {
    this.keystrokes++;
    await target.fill(text);
  }

  /** Opening a link from outside the page (the e-mail's link): one click. */
  async follow(page: Page, address: string) {
    this.clicks++;
    await page.goto(address);
  }

  report(label: string) {
    console.log(`${label}: ${this.clicks} clicks, ${this.keystrokes} keystrokes beyond the typed content`);
  }
}
