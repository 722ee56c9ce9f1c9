/**
 * A page's structured data: one JSON-LD data block, its text built and escaped on the server
 * (domain/structured-data/json-ld.ts writes `<` as `\u003c`, so the text cannot end the element).
 * A data block is never executed, so the page's script policy has nothing to allow.
 */
export function JsonLdScript({ text }: { text: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped JSON, see above
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: text }} />;
}
