import { Stack } from "@mantine/core";
import { data } from "react-router";
import { citationSources } from "../../domain/citations/citation-sources.ts";
import { archivePageCitation } from "../../domain/citations/citation-text.ts";
import { partsInReadingOrder } from "../../domain/display-rules.ts";
import { displayedPartCount, hasPartZero, partLabel } from "../../domain/steps.ts";
import { synthesisPageJsonLd } from "../../domain/structured-data/synthesis.ts";
import { synthesisPageTitle } from "../../domain/synthesis-heading.ts";
import { parseRecordId } from "../../domain/url-params.ts";
import type { SynthesisView } from "../../domain/views.ts";
import { SynthesisDownloads } from "../components/downloads/synthesis-downloads.tsx";
import { PartBox } from "../components/scheme/part-box.tsx";
import { SynthesisSummary } from "../components/scheme/synthesis-summary.tsx";
import { moleculeImage } from "../lib/images.ts";
import { pageMeta } from "../lib/meta.ts";
import { originOf, rootDataFrom } from "../lib/root-data.ts";
import { siteContext } from "../lib/site-context.ts";
import type { Route } from "./+types/synthesis.ts";

const notFound = () => data(null, { status: 404, statusText: "Not Found" });
/** An unpublished synthesis: its page says it was withdrawn (docs/product/pages.md §2.11.5). */
const gone = () => data(null, { status: 410, statusText: "Gone" });

export async function loader({ params, context, request }: Route.LoaderArgs) {
  // The API's id rule (domain/url-params.ts): '12abc', '0', '1e3' or 2^31 are not found, and never
  // reach the database (PostgreSQL's integer column would overflow).
  const id = parseRecordId(params.id);
  if (id === null) throw notFound();
  const site = context.get(siteContext);
  const synthesis = await site.syntheses.find(id);
  if (!synthesis) throw (await site.syntheses.isUnpublished(id)) ? gone() : notFound();
  // Structured data built here, on the server: the builders never reach the browser.
  const origin = originOf(request, site.settings.publicUrl);
  const jsonLd = synthesisPageJsonLd(origin, synthesis, {
    title: titleOf(synthesis),
    description: descriptionOf(synthesis),
    targetSmiles: await site.molecules.smilesByStructure(synthesis.molecule.structure),
  });
  // The page's citation as text, built here like the structured data (domain/citations).
  const { page } = citationSources(synthesis, {
    origin,
    siteName: site.settings.siteName,
    changedAt: await site.citationDates.synthesisChangedAt(id),
  });
  const correctedBy = await site.corrections.correctedBy(id);
  return { synthesis, jsonLd, citation: archivePageCitation(page), correctedBy };
}

const titleOf = (s: SynthesisView) => synthesisPageTitle(s);

/** A description from the comment, or one sentence built from the data. */
function descriptionOf(s: SynthesisView): string {
  if (s.comment.trim()) return s.comment.trim();
  const parts = partLabel(displayedPartCount(s.type_1, s.number_of_parts, hasPartZero(s.parts)));
  return `${s.type_1} synthesis of ${s.molecule.name} by ${s.author.firstName} ${s.author.lastName} (${s.year}) in ${s.number_of_steps} steps ${parts}, drawn reaction by reaction.`;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const root = rootDataFrom(matches);
  if (!loaderData || !root) return [];
  const s = loaderData.synthesis;
  return pageMeta({
    title: titleOf(s),
    description: descriptionOf(s),
    path: `/syn/${s.id}`,
    origin: root.origin,
    siteName: root.settings.siteName,
    image: moleculeImage(root.settings.imagesBaseUrl, s.molecule).src,
    jsonLd: loaderData.jsonLd,
  });
}

export default function SynthesisPage({ loaderData }: Route.ComponentProps) {
  const { synthesis, citation, correctedBy } = loaderData;
  const partCount = displayedPartCount(
    synthesis.type_1,
    synthesis.number_of_parts,
    hasPartZero(synthesis.parts),
  );
  return (
    <Stack gap="lg">
      <SynthesisSummary
        synthesis={synthesis}
        citation={citation}
        suggestHref={`/syn/${synthesis.id}/suggest`}
        correctedBy={correctedBy}
      />
      <SynthesisDownloads synthesisId={synthesis.id} />
      {partsInReadingOrder(synthesis.parts).map((part) => (
        <PartBox key={part.id} part={part} partCount={partCount} />
      ))}
    </Stack>
  );
}
