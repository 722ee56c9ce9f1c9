import type { Page } from "@playwright/test";
import type { SynthesisSummary } from "../../src/domain/views.ts";
import { MIN_DRAWING_SCALE } from "../../src/web/components/scheme/drawing-scale.ts";
import { expect, getJson, test } from "./fixtures.ts";

/**
 * Every scheme of the archive is laid out without collisions (docs/product/rules.md §3.1.6). In
 * each chain of reactions no two boxes intersect: structure drawings, arrows (their heads
 * included) and blocks of text (step numbers, reagents, conditions, notes, compound numbers and
 * names: the ink of their text runs, one box per block). Each box lies in what its clipping and
 * scrolling ancestors can show (nothing cut by the card, nothing pushed where no scrolling
 * reaches) and within the page's width. A drawing is never shown below MIN_DRAWING_SCALE of its
 * size; one that scrolls inside its box has the scroll cue (shadows) and takes the keyboard focus
 * under a name.
 */

/** Layout rounding: boxes that share an edge may overlap by a fraction of a pixel. */
const TOLERANCE_PX = 0.5;

interface Layout {
  faults: string[];
  chains: number;
  /** Drawings that scroll sideways inside their box. */
  scrolling: number;
}

/** The faults of every chain on the current page, as sentences. One evaluation: one layout pass. */
function schemeLayout(page: Page): Promise<Layout> {
  return page.evaluate(
    ([tolerance, minScale]) => {
      type Box = { label: string; element: Element; rect: DOMRect };
      const faults: string[] = [];
      const short = (text: string) => {
        const squeezed = text.replace(/\s+/g, " ").trim();
        return squeezed.length > 40 ? `${squeezed.slice(0, 40)}…` : squeezed;
      };
      const name = (el: Element) => `${el.tagName.toLowerCase()}.${el.classList[0] ?? ""}`;
      const union = (rects: DOMRect[]): DOMRect | null => {
        const drawn = rects.filter((r) => r.width > 0 || r.height > 0);
        if (drawn.length === 0) return null;
        const left = Math.min(...drawn.map((r) => r.left));
        const top = Math.min(...drawn.map((r) => r.top));
        const right = Math.max(...drawn.map((r) => r.right));
        const bottom = Math.max(...drawn.map((r) => r.bottom));
        return new DOMRect(left, top, right - left, bottom - top);
      };
      /** The nearest ancestor laid out as a block (a block or a flex item): one block of text. */
      const blockOf = (node: Node): Element => {
        let element = node.parentElement as Element;
        while (getComputedStyle(element).display.startsWith("inline") && element.parentElement) {
          element = element.parentElement;
        }
        return element;
      };
      const scrolls = (overflow: string) => overflow === "auto" || overflow === "scroll";

      function boxesOf(chain: Element): Box[] {
        const boxes: Box[] = [];
        for (const img of chain.querySelectorAll("img")) {
          const number = img.closest("figure")?.querySelector("figcaption b")?.textContent;
          const what = number ? `compound ${number}` : img.getAttribute("alt") || "a structure";
          boxes.push({ label: `drawing of ${what}`, element: img, rect: img.getBoundingClientRect() });
        }
        for (const arrow of chain.querySelectorAll("[data-arrow]")) {
          const step = arrow.closest("[id^='part-']")?.id ?? "a step";
          boxes.push({ label: `arrow of ${step}`, element: arrow, rect: arrow.getBoundingClientRect() });
        }
        const texts = new Map<Element, DOMRect[]>();
        const walker = document.createTreeWalker(chain, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.textContent?.trim()) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          const rects = [...range.getClientRects()];
          if (rects.length === 0) continue; // not rendered (a closed tooltip)
          const block = blockOf(node);
          texts.set(block, [...(texts.get(block) ?? []), ...rects]);
        }
        for (const [block, rects] of texts) {
          const rect = union(rects);
          if (rect) boxes.push({ label: `text ‘${short(block.textContent ?? "")}’`, element: block, rect });
        }
        return boxes;
      }

      /**
       * Where a box leaves what its clipping and scrolling ancestors can show, or the page's width.
       * Past a scroll container, what of the box it can scroll into view counts as its visible part.
       */
      function escapes({ element, rect: whole }: Box): string | null {
        let rect = whole;
        for (let el = element.parentElement; el && el !== document.documentElement; el = el.parentElement) {
          const style = getComputedStyle(el);
          if (style.overflowX === "visible" && style.overflowY === "visible") continue;
          const frame = el.getBoundingClientRect();
          const left = frame.left + el.clientLeft;
          const top = frame.top + el.clientTop;
          // A scroll container shows its whole scrollable area; any other clips to its padding box.
          const [x0, x1] = scrolls(style.overflowX)
            ? [left - el.scrollLeft, left - el.scrollLeft + el.scrollWidth]
            : [left, left + el.clientWidth];
          const [y0, y1] = scrolls(style.overflowY)
            ? [top - el.scrollTop, top - el.scrollTop + el.scrollHeight]
            : [top, top + el.clientHeight];
          const out = Math.max(x0 - rect.left, rect.right - x1, y0 - rect.top, rect.bottom - y1);
          if (out > tolerance) {
            const area = scrolls(style.overflowX) ? "scrollable area" : "visible area";
            return `leaves the ${area} of ${name(el)} by ${Math.round(out)} px`;
          }
          const shownLeft = Math.max(rect.left, left);
          const shownTop = Math.max(rect.top, top);
          rect = new DOMRect(
            shownLeft,
            shownTop,
            Math.max(0, Math.min(rect.right, left + el.clientWidth) - shownLeft),
            Math.max(0, Math.min(rect.bottom, top + el.clientHeight) - shownTop),
          );
        }
        const width = document.documentElement.clientWidth;
        if (rect.left < -tolerance || rect.right > width + tolerance) {
          return `leaves the page (${Math.round(rect.left)} to ${Math.round(rect.right)} of ${width} px)`;
        }
        return null;
      }

      const intersect = (a: DOMRect, b: DOMRect) =>
        Math.min(a.right, b.right) - Math.max(a.left, b.left) > tolerance &&
        Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > tolerance;

      const chains = [...document.querySelectorAll("main [data-scheme='chain']")];
      let scrolling = 0;
      for (const [c, chain] of chains.entries()) {
        const where = `chain ${c + 1}`;
        const boxes = boxesOf(chain);
        if (!boxes.some((b) => b.element.tagName === "IMG")) faults.push(`${where}: no drawing found`);
        for (const [i, a] of boxes.entries()) {
          const escaped = escapes(a);
          if (escaped) faults.push(`${where}: ${a.label} ${escaped}`);
          for (const b of boxes.slice(i + 1)) {
            if (intersect(a.rect, b.rect)) faults.push(`${where}: ${a.label} overlaps ${b.label}`);
          }
        }
        for (const img of chain.querySelectorAll("img")) {
          const width = Number(img.getAttribute("width"));
          const shown = img.getBoundingClientRect().width;
          if (width && shown < width * minScale - tolerance) {
            faults.push(
              `${where}: ${img.alt} shown ${Math.round(shown)} px wide, below ${minScale} of ${width}`,
            );
          }
          // Its own box scrolls when the drawing cannot shrink enough: the cue and the focus.
          const box = img.parentElement as HTMLElement;
          if (!scrolls(getComputedStyle(box).overflowX) || box.scrollWidth <= box.clientWidth) continue;
          scrolling++;
          if (!getComputedStyle(box).backgroundImage.includes("gradient")) {
            faults.push(`${where}: ${img.alt} scrolls without a shadow on its hidden side`);
          }
          if (box.tabIndex < 0 || !box.getAttribute("aria-label")) {
            faults.push(`${where}: ${img.alt} scrolls but takes no keyboard focus under a name`);
          }
        }
      }
      return { faults, chains: chains.length, scrolling };
    },
    [TOLERANCE_PX, MIN_DRAWING_SCALE] as const,
  );
}

const PHONE = { width: 390, height: 844 };
/** The narrowest phone the layout is made for: there the widest drawings of the archive scroll. */
const NARROW_PHONE = { width: 320, height: 640 };

const SCREENS = [
  { name: "a 1440 px screen", sizes: [{ width: 1440, height: 900 }] },
  { name: "a 390 px phone (and a 320 px one)", sizes: [PHONE, NARROW_PHONE] },
] as const;

// The layout is the server's HTML and stylesheet (no script moves a drawing): pages are read without
// their script, so no hydration is waited for; each is loaded once and laid out at each size.
test.use({ javaScriptEnabled: false });

for (const device of SCREENS) {
  test(`no two boxes of any synthesis scheme intersect and none is cut off, on ${device.name}`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const list = await getJson<SynthesisSummary[]>(page.request, "/api/syntheses");
    expect(list.length, "published syntheses").toBeGreaterThan(0);
    const faults: string[] = [];
    const scrolling = device.sizes.map(() => 0);
    for (const { id } of list) {
      await page.setViewportSize(device.sizes[0]);
      await page.goto(`/syn/${id}`);
      for (const [s, size] of device.sizes.entries()) {
        if (s > 0) await page.setViewportSize(size);
        const layout = await schemeLayout(page);
        expect(layout.chains, `/syn/${id} draws its scheme`).toBeGreaterThan(0);
        faults.push(...layout.faults.map((fault) => `/syn/${id} at ${size.width} px: ${fault}`));
        scrolling[s] += layout.scrolling;
      }
    }
    expect(faults).toEqual([]);
    // The numbers of docs/benchmarks.md: drawings that scroll inside their box at each size.
    console.log(
      device.sizes.map((size, s) => `${size.width} px: ${scrolling[s]} drawings scroll`).join(", "),
    );
    const narrow = device.sizes.findIndex((size) => size.width === NARROW_PHONE.width);
    // The archive's widest drawings do not fit a 320 px phone even at their minimum: the scrolling
    // and its cue are exercised, not only allowed.
    if (narrow >= 0) expect(scrolling[narrow], "drawings scrolling at 320 px").toBeGreaterThan(0);
  });
}
