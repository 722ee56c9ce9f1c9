import type { Page } from "@playwright/test";
import type { SynthesisSummary } from "../../src/domain/views.ts";
import { CAP_HEIGHT_EM } from "../../src/server/structures/label-boxes.ts";
import { expect, getJson, test } from "./fixtures.ts";

/** Issue 24, point 6: atom labels at least 12 px on screen, on a desktop and on a phone. */
const MIN_LABEL_PX = 12;

interface Drawing {
  src: string;
  /** In a part's scheme (a <section>) and shown narrower than the width the page gives it. */
  shrunk: boolean;
  /** Font size of the drawing's smallest atom label as shown: cap height / CAP_HEIGHT_EM × scale. */
  labelPx: number;
}

/**
 * Every drawn (SVG) structure on the page with the on-screen font size of its smallest atom label.
 * RDKit draws labels as glyph outlines (no <text>), and an <img> hides its SVG's DOM, so each SVG is
 * fetched and placed out of sight in the page, where Chromium measures every glyph (getBBox); the
 * scale is the image's width on screen over the width the SVG declares.
 */
async function drawings(page: Page): Promise<Drawing[]> {
  return page.evaluate(async (capHeightEm) => {
    const images = [...document.querySelectorAll<HTMLImageElement>("main img")].filter((img) =>
      /\.svg(\?|$)/.test(img.getAttribute("src") ?? ""),
    );
    const stage = document.createElement("div");
    stage.style.cssText = "position:absolute;left:-20000px;top:0;visibility:hidden";
    document.body.append(stage);
    const found: Drawing[] = [];
    // Fetched all at once (they are measured one by one below).
    const texts = await Promise.all(images.map(async (img) => (await fetch(img.src)).text()));
    for (const [index, img] of images.entries()) {
      const text = texts[index] as string;
      const svg = document.importNode(
        new DOMParser().parseFromString(text, "image/svg+xml").documentElement,
        true,
      );
      stage.replaceChildren(svg);
      const scale = img.getBoundingClientRect().width / Number(svg.getAttribute("width"));
      const caps = new Map<string, number>();
      // Glyphs carry only their atom's class; bonds' classes start with 'bond-'.
      for (const glyph of svg.querySelectorAll<SVGPathElement>("path[class^='atom-']")) {
        const atom = glyph.getAttribute("class") ?? "";
        caps.set(atom, Math.max(caps.get(atom) ?? 0, glyph.getBBox().height));
      }
      if (caps.size === 0) continue; // carbon skeleton only: no label to read
      found.push({
        src: img.getAttribute("src") ?? "",
        shrunk:
          img.closest("section") !== null &&
          img.getBoundingClientRect().width < Number(img.getAttribute("width")) - 0.5,
        labelPx: (Math.min(...caps.values()) / capHeightEm) * scale,
      });
    }
    stage.remove();
    return found;
  }, CAP_HEIGHT_EM);
}

/** Visits /syn/{id} of every demo synthesis and returns the smallest label (px) of each page. */
async function smallestLabels(page: Page, ids: number[]) {
  const smallest: { id: number; px: number; src: string }[] = [];
  const shrunk: string[] = [];
  for (const id of ids) {
    await page.goto(`/syn/${id}`);
    const shown = await drawings(page);
    expect(shown.length, `/syn/${id} shows labelled drawings`).toBeGreaterThan(0);
    const least = shown.reduce((a, b) => (b.labelPx < a.labelPx ? b : a));
    shrunk.push(...shown.filter((d) => d.shrunk).map((d) => `/syn/${id}: ${d.src}`));
    smallest.push({ id, px: Math.round(least.labelPx * 10) / 10, src: least.src });
  }
  return { smallest, shrunk };
}

async function demoSynthesisIds(page: Page) {
  const list = await getJson<SynthesisSummary[]>(page.request, "/api/syntheses");
  expect(list.length).toBeGreaterThanOrEqual(40);
  return list.map((s) => s.id);
}

// Each device's pages in two halves, tests of their own, so the two workers share them out.
for (const [device, viewport] of [
  ["a 1440 px screen", { width: 1440, height: 900 }],
  ["a 390 px phone (a wide scheme scrolls sideways instead)", { width: 390, height: 844 }],
] as const) {
  for (const half of ["first", "second"] as const) {
    test(`every atom label of the ${half} half of the demo synthesis pages is at least ${MIN_LABEL_PX} px on ${device}`, async ({
      page,
    }) => {
      test.setTimeout(240_000);
      await page.setViewportSize(viewport);
      const ids = await demoSynthesisIds(page);
      const middle = Math.ceil(ids.length / 2);
      const { smallest, shrunk } = await smallestLabels(
        page,
        half === "first" ? ids.slice(0, middle) : ids.slice(middle),
      );
      const least = Math.min(...smallest.map((s) => s.px));
      // The numbers of docs/benchmarks.md.
      console.log(
        `${viewport.width} px, ${half} half: smallest atom label ${least} px`,
        JSON.stringify(smallest),
      );
      expect(smallest.filter((s) => s.px < MIN_LABEL_PX)).toEqual([]);
      // Scheme drawings keep the size the page gives them: a wide chain scrolls instead.
      expect(shrunk).toEqual([]);
    });
  }
}
