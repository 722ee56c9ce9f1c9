import type { MetaDescriptor } from "react-router";
import { rootDataFrom } from "./root-data.ts";

export interface PageMetaInput {
  /** The page's own title; the site name is appended ("… | Synthesis Archive") unless `fullTitle`. */
  title: string;
  fullTitle?: boolean;
  description: string;
  /** Path of the canonical URL, e.g. "/syn/12". */
  path: string;
  /** Absolute origin (from the root loader), e.g. "https://example.org". */
  origin: string;
  siteName: string;
  /** Absolute or site-relative image for link previews. */
  image?: string;
  noindex?: boolean;
  /**
   * The page is opened with a secret in its address (an e-mailed link's token): its requests send
   * no Referer, so the address never reaches a server's or a proxy's log through them.
   */
  secretInAddress?: boolean;
  /**
   * The page's structured data, built by its loader (domain/structured-data/): React Router writes
   * it as one `<script type="application/ld+json">` in the <head>, with `<`, `>` and `&` escaped
   * as \u003c, \u003e and \u0026, so no text in it can end the element.
   */
  jsonLd?: { [key: string]: unknown };
}

/** The referrer policy of a page whose address holds a secret (see `secretInAddress`). */
export const NO_REFERRER: MetaDescriptor = { name: "referrer", content: "no-referrer" };

/** Title, description, canonical URL and Open Graph tags for one page. */
export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const title = input.fullTitle ? input.title : `${input.title} | ${input.siteName}`;
  const url = `${input.origin}${input.path}`;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: input.siteName },
    { property: "og:title", content: title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: url },
  ];
  if (input.image) {
    const image = input.image.startsWith("http") ? input.image : `${input.origin}${input.image}`;
    tags.push({ property: "og:image", content: image });
  }
  if (input.noindex) tags.push({ name: "robots", content: "noindex" });
  if (input.secretInAddress) tags.push(NO_REFERRER);
  if (input.jsonLd) tags.push({ "script:ld+json": input.jsonLd } as MetaDescriptor);
  return tags;
}

/** What a page says of itself: `PageMetaInput` without what the root loader gives every page. */
export type RouteMetaInput = Omit<PageMetaInput, "origin" | "siteName">;

/**
 * `pageMeta` from a route's `meta` function: the origin and the site name come from the root
 * loader's data among `matches`; a page whose texts name the site passes a function of its name.
 */
export function routeMeta(
  matches: Parameters<typeof rootDataFrom>[0],
  page: RouteMetaInput | ((siteName: string) => RouteMetaInput),
): MetaDescriptor[] {
  const { settings, origin } = rootDataFrom(matches);
  const input = typeof page === "function" ? page(settings.siteName) : page;
  return pageMeta({ ...input, origin, siteName: settings.siteName });
}
