import type { Page } from "@playwright/test";
import type { SynthesisSummary } from "../../src/domain/views.ts";
import { CAP_HEIGHT_EM } from "../../src/server/structures/label-boxes.ts";
import { MIN_DRAWING_SCALE } from "../../src/web/components/scheme/drawing-scale.ts";
import { expect, getJson, test } from "./fixtures.ts";

/** Issue 24, point 6: atom labels at least 12 px on screen, on a desktop and on a phone. */
const MIN_LABEL_PX = 12;

interface Drawing {
  src: string;
  /** In a part's scheme (a <section>) and shown below MIN_DRAWING_SCALE of the width the page gives it. */
  shrunk: boolean;
  /** Font size of the drawing's smallest atom label as shown: cap height / CAP_HEIGHT_EM × scale. */
  labelPx: number;
}

/**
 * The smallest atom label's cap height of every drawn (SVG) structure on the page, in the SVG's own
 * units, by image index (skeletons without a label are left out). RDKit draws labels as glyph
 * outlines (no <text>), and an <img> hides its SVG's DOM, so each SVG is fetched and placed out of
 * sight in the page, where Chromium measures every glyph (getBBox).
 */
async function labelCaps(page: Page): Promise<{ index: number; cap: number; width: number }[]> {
  return page.evaluate(async () => {
    const images = [...document.querySelectorAll<HTMLImageElement>("main img")];
    const drawn = images.flatMap((img, index) =>
      /\.svg(\?|$)/.test(img.getAttribute("src") ?? "") ? [{ img, index }] : [],
    );
    const texts = await Promise.all(drawn.map(async ({ img }) => (await fetch(img.src)).text()));
    const stage = document.createElement("div");
    stage.style.cssText = "position:absolute;left:-20000px;top:0;visibility:hidden";
    const svgs = texts.map((text) =>
      document.importNode(new DOMParser().parseFromString(text, "image/svg+xml").documentElement, true),
    );
    // All placed at once, then measured: one style and layout pass for the page.
    stage.append(...svgs);
    document.body.append(stage);
    const found = drawn.flatMap(({ index }, i) => {
      const svg = svgs[i] as Element;
      const caps = new Map<string, number>();
      // Glyphs carry only their atom's class; bonds' classes start with 'bond-'.
      for (const glyph of svg.querySelectorAll<SVGPathElement>("path[class^='atom-']")) {
        const atom = glyph.getAttribute("class") ?? "";
        caps.set(atom, Math.max(caps.get(atom) ?? 0, glyph.getBBox().height));
      }
      if (caps.size === 0) return []; // carbon skeleton only: no label to read
      return [{ index, cap: Math.min(...caps.values()), width: Number(svg.getAttribute("width")) }];
    });
    stage.remove();
    return found;
  });
}

/** The drawings as shown at the page's current viewport: each label's size on screen. */
async function drawings(
  page: Page,
  caps: { index: number; cap: number; width: number }[],
): Promise<Drawing[]> {
  return page.evaluate(
    ([caps, capHeightEm, minScale]) => {
      const images = [...document.querySelectorAll<HTMLImageElement>("main img")];
      return caps.map(({ index, cap, width }) => {
        const img = images[index] as HTMLImageElement;
        const shown = img.getBoundingClientRect().width;
        return {
          src: img.getAttribute("src") ?? "",
          shrunk:
            img.closest("section") !== null && shown < Number(img.getAttribute("width")) * minScale - 0.5,
          labelPx: (cap / capHeightEm) * (shown / width),
        };
      });
    },
    [caps, CAP_HEIGHT_EM, MIN_DRAWING_SCALE] as const,
  );
}

const VIEWPORTS = [
  { name: "a 1440 px screen", size: { width: 1440, height: 900 } },
  {
    name: "a 390 px phone (a wide drawing shrinks a little, then scrolls sideways)",
    size: { width: 390, height: 844 },
  },
] as const;

type Smallest = { id: number; px: number; src: string };

/**
 * Visits /syn/{id} of each synthesis once, reads its drawings, then lays the page out at each
 * viewport in turn: the smallest label (px) of each page per viewport, and the scheme drawings
 * shown narrower than their width.
 */
async function smallestLabels(page: Page, ids: number[]) {
  const smallest = VIEWPORTS.map(() => [] as Smallest[]);
  const shrunk: string[] = [];
  for (const id of ids) {
    await page.setViewportSize(VIEWPORTS[0].size);
    await page.goto(`/syn/${id}`);
    const caps = await labelCaps(page);
    expect(caps.length, `/syn/${id} shows labelled drawings`).toBeGreaterThan(0);
    for (const [v, viewport] of VIEWPORTS.entries()) {
      if (v > 0) await page.setViewportSize(viewport.size);
      const shown = await drawings(page, caps);
      const least = shown.reduce((a, b) => (b.labelPx < a.labelPx ? b : a));
      shrunk.push(
        ...shown.filter((d) => d.shrunk).map((d) => `/syn/${id} at ${viewport.size.width} px: ${d.src}`),
      );
      smallest[v]?.push({ id, px: Math.round(least.labelPx * 10) / 10, src: least.src });
    }
  }
  return { smallest, shrunk };
}

async function demoSynthesisIds(page: Page) {
  const list = await getJson<SynthesisSummary[]>(page.request, "/api/syntheses");
  expect(list.length).toBeGreaterThanOrEqual(40);
  return list.map((s) => s.id);
}

// The drawings' layout is the server's HTML and stylesheet: the pages are read without their script
// (no hydration to wait for), and each page is loaded once and laid out at both viewports.
test.use({ javaScriptEnabled: false });

// The pages in two halves, tests of their own, so the two workers share them out.
for (const half of ["first", "second"] as const) {
  test(`every atom label of the ${half} half of the demo synthesis pages is at least ${MIN_LABEL_PX} px on ${VIEWPORTS.map((v) => v.name).join(" and on ")}`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const ids = await demoSynthesisIds(page);
    const middle = Math.ceil(ids.length / 2);
    const { smallest, shrunk } = await smallestLabels(
      page,
      half === "first" ? ids.slice(0, middle) : ids.slice(middle),
    );
    for (const [v, viewport] of VIEWPORTS.entries()) {
      const pages = smallest[v] ?? [];
      // The numbers of docs/benchmarks.md.
      console.log(
        `${viewport.size.width} px, ${half} half: smallest atom label ${Math.min(...pages.map((s) => s.px))} px`,
        JSON.stringify(pages),
      );
      expect(
        pages.filter((s) => s.px < MIN_LABEL_PX),
        viewport.name,
      ).toEqual([]);
    }
    // Scheme drawings shrink no further than MIN_DRAWING_SCALE: past it they scroll instead.
    expect(shrunk).toEqual([]);
  });
}
