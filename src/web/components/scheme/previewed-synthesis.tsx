import { partsInReadingOrder } from "../../../domain/display-rules.ts";
import { displayedPartCount, hasPartZero } from "../../../domain/steps.ts";
import type { SynthesisView } from "../../../domain/views.ts";
import { ImageSources } from "../structure-image.tsx";
import { PartBox } from "./part-box.tsx";
import { SynthesisSummary } from "./synthesis-summary.tsx";

/** A draft shown as its synthesis page will show it (summary card and part boxes), images from `sources`. */
export function PreviewedSynthesis(props: { synthesis: SynthesisView; sources: Record<string, string> }) {
  const { synthesis } = props;
  const partCount = displayedPartCount(
    synthesis.type_1,
    synthesis.number_of_parts,
    hasPartZero(synthesis.parts),
  );
  return (
    <ImageSources.Provider value={props.sources}>
      <SynthesisSummary synthesis={synthesis} />
      {partsInReadingOrder(synthesis.parts).map((part) => (
        <PartBox key={part.id} part={part} partCount={partCount} />
      ))}
    </ImageSources.Provider>
  );
}
