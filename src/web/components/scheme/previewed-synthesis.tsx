import { Card, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { partsInReadingOrder } from "../../../domain/display-rules.ts";
import { displayedPartCount, hasPartZero } from "../../../domain/steps.ts";
import type { SynthesisView } from "../../../domain/views.ts";
import { ImageSources } from "../structure-image.tsx";
import { PartBox } from "./part-box.tsx";
import { SynthesisSummary } from "./synthesis-summary.tsx";

/**
 * A preview page (a contributor's draft, a preview link): the yellow banner headed `headline`, which
 * says who sees the page and what to do next, then the synthesis as it will be published, when it
 * can be shown yet.
 */
export function PreviewFrame(props: {
  headline: string;
  children: ReactNode;
  preview: { synthesis: SynthesisView; sources: Record<string, string> } | null;
}) {
  return (
    <main style={{ maxWidth: 1320, margin: "0 auto", padding: "1rem" }}>
      <Stack gap="lg">
        <Card withBorder padding="lg" radius="md" bg="yellow.0" component="section" aria-label="Preview">
          <Stack gap="sm">
            <Text fw={700} size="lg">
              {props.headline}
            </Text>
            {props.children}
          </Stack>
        </Card>
        {props.preview && (
          <PreviewedSynthesis synthesis={props.preview.synthesis} sources={props.preview.sources} />
        )}
      </Stack>
    </main>
  );
}

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
