import {
  CITATION_DOWNLOADS,
  DATA_DOWNLOADS,
  synthesisCitationHref,
  synthesisDataHref,
} from "./download-formats.ts";
import { DownloadLinks } from "./download-links.tsx";
import { DownloadGroup, DownloadsSection } from "./downloads-section.tsx";

/**
 * The synthesis page's downloads (docs/product/pages.md §2.10.6), under its summary: the citation
 * files and the data files of this one route, as plain links.
 */
export function SynthesisDownloads({ synthesisId }: { synthesisId: number }) {
  return (
    <DownloadsSection id="synthesis-downloads">
      <DownloadGroup term="Citation">
        <DownloadLinks
          formats={CITATION_DOWNLOADS}
          href={(format) => synthesisCitationHref(synthesisId, format)}
        />
      </DownloadGroup>
      <DownloadGroup term="Data">
        <DownloadLinks formats={DATA_DOWNLOADS} href={(format) => synthesisDataHref(synthesisId, format)} />
      </DownloadGroup>
    </DownloadsSection>
  );
}
