import type { SynthesisSummary } from "../../../domain/views.ts";
import {
  CITATION_DOWNLOADS,
  DATA_DOWNLOADS,
  moleculeCitationsHref,
  synthesisDataHref,
} from "./download-formats.ts";
import { DownloadLinks } from "./download-links.tsx";
import classes from "./downloads.module.css";
import { DownloadGroup, DownloadsSection } from "./downloads-section.tsx";

/**
 * A molecule page's downloads (docs/product/pages.md §2.7.6): the citations of all its routes in one
 * file, then each route's data files, as plain links.
 */
export function MoleculeDownloads({
  moleculeId,
  syntheses,
}: {
  moleculeId: number;
  syntheses: readonly Pick<SynthesisSummary, "id" | "year" | "author">[];
}) {
  const routes = syntheses.length === 1 ? "its route" : `all ${syntheses.length} routes`;
  return (
    <DownloadsSection id="molecule-downloads">
      <DownloadGroup term={`Citations of ${routes}, one file`}>
        <DownloadLinks
          formats={CITATION_DOWNLOADS}
          href={(format) => moleculeCitationsHref(moleculeId, format)}
        />
      </DownloadGroup>
      <DownloadGroup term="Data of each route" stacked>
        <ul className={classes.routes}>
          {syntheses.map((s) => {
            const route = `${s.author.lastName} (${s.year})`;
            return (
              <li key={s.id}>
                <span className={classes.route}>{route}</span>
                <DownloadLinks
                  formats={DATA_DOWNLOADS}
                  href={(format) => synthesisDataHref(s.id, format)}
                  hints={false}
                  of={route}
                />
              </li>
            );
          })}
        </ul>
      </DownloadGroup>
    </DownloadsSection>
  );
}
