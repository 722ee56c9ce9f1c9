import { synthesisCitationHref } from "../downloads/download-formats.ts";
import classes from "./cite-synthesis.module.css";

/** The downloads, in the order reference managers are most often fed. */
const FORMATS = [
  { format: "ris", label: "RIS", hint: "EndNote, Zotero, Mendeley" },
  { format: "bibtex", label: "BibTeX", hint: "LaTeX" },
  { format: "csl", label: "CSL-JSON", hint: "pandoc, citeproc" },
] as const;

/**
 * "Cite this synthesis" (docs/product/pages.md §2.10.5): a disclosure (no script) with the page's
 * citation as text and plain links to the citation files, which hold the page and the publications
 * it lists. The text is built on the server (domain/citations/citation-text.ts). Plain elements
 * styled by the module: Mantine's components would triple the markup of this closed section.
 */
export function CiteSynthesis({ synthesisId, citation }: { synthesisId: number; citation: string }) {
  return (
    <details className={classes.cite}>
      <summary className={classes.summary}>Cite this synthesis</summary>
      <p className={classes.citation}>{citation}</p>
      <p className={classes.hint}>
        Add the date you read the page if your style asks for it. Please cite the original publications too.
      </p>
      <ul className={classes.files} aria-label="Citation files">
        {FORMATS.map((f) => (
          <li key={f.format}>
            <a href={synthesisCitationHref(synthesisId, f.format)} download>
              {f.label}
            </a>{" "}
            <span className={classes.hint}>({f.hint})</span>
          </li>
        ))}
      </ul>
    </details>
  );
}
