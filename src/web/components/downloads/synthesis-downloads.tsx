import {
  CITATION_DOWNLOADS,
  DATA_DOWNLOADS,
  synthesisCitationHref,
  synthesisDataHref,
} from "./download-formats.ts";
import { DownloadLinks } from "./download-links.tsx";
import classes from "./downloads.module.css";

/**
 * The synthesis page's downloads (docs/product/pages.md §2.10.6), under its summary: the citation
 * files and the data files of this one route, as plain links.
 */
export function SynthesisDownloads({ synthesisId }: { synthesisId: number }) {
  return (
    <section className={classes.downloads} aria-labelledby="synthesis-downloads">
      <h2 className={classes.title} id="synthesis-downloads">
        Download
      </h2>
      <dl className={classes.groups}>
        <div>
          <dt>Citation</dt>
          <dd>
            <DownloadLinks
              formats={CITATION_DOWNLOADS}
              href={(format) => synthesisCitationHref(synthesisId, format)}
            />
          </dd>
        </div>
        <div>
          <dt>Data</dt>
          <dd>
            <DownloadLinks
              formats={DATA_DOWNLOADS}
              href={(format) => synthesisDataHref(synthesisId, format)}
            />
          </dd>
        </div>
      </dl>
    </section>
  );
}
