import { Anchor, Group, Text } from "@mantine/core";
import classes from "./cite-synthesis.module.css";

/** The downloads, in the order reference managers are most often fed. */
const FORMATS = [
  { format: "ris", label: "RIS", hint: "EndNote, Zotero, Mendeley" },
  { format: "bibtex", label: "BibTeX", hint: "LaTeX" },
  { format: "csl", label: "CSL-JSON", hint: "pandoc, citeproc" },
] as const;

/**
 * "Cite this synthesis" (docs/product/pages.md §2.10.1): a disclosure (no script) with the page's
 * citation as text and plain links to the citation files, which hold the page and the publications
 * it lists. The text is built on the server (domain/citations/citation-text.ts).
 */
export function CiteSynthesis({ synthesisId, citation }: { synthesisId: number; citation: string }) {
  return (
    <details className={classes.cite}>
      <summary className={classes.summary}>Cite this synthesis</summary>
      <div className={classes.body}>
        <Text size="sm" className={classes.citation}>
          {citation}
        </Text>
        <Text size="sm" c="dimmed" mt={4}>
          Add the date you read the page if your style asks for it. Please cite the original publications too.
        </Text>
        <Group gap="md" mt="xs" component="ul" className={classes.files} aria-label="Citation files">
          {FORMATS.map((f) => (
            <li key={f.format}>
              <Anchor href={`/api/syntheses/${synthesisId}/citation?format=${f.format}`} download size="sm">
                {f.label}
              </Anchor>{" "}
              <Text span size="xs" c="dimmed">
                ({f.hint})
              </Text>
            </li>
          ))}
        </Group>
      </div>
    </details>
  );
}
