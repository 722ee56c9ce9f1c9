import { Anchor, Card, DataList, Group, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { chiralityLabel, formulaSegments } from "../../../domain/display-rules.ts";
import { routeFigureTexts, stepRuleNote } from "../../../domain/route-texts.ts";
import { displayedPartCount, hasPartZero, partLabel } from "../../../domain/steps.ts";
import { creditLine } from "../../../domain/synthesis-credits.ts";
import { synthesisHeading } from "../../../domain/synthesis-heading.ts";
import type { SynthesisView } from "../../../domain/views.ts";
import { moleculeImage } from "../../lib/images.ts";
import { useSite } from "../../lib/root-data.ts";
import { InchiIdentifiers } from "../molecule-identifiers.tsx";
import { StructureImage } from "../structure-image.tsx";
import { CiteSynthesis } from "./cite-synthesis.tsx";
import { ReferenceList } from "./reference-list.tsx";

/** A Hill formula with subscript counts and a superscript charge. */
export function Formula({ formula }: { formula: string }) {
  return formulaSegments(formula).map((segment, i) => {
    const key = `${i}-${segment.text}`;
    if (segment.kind === "sub") return <sub key={key}>{segment.text}</sub>;
    if (segment.kind === "sup") return <sup key={key}>{segment.text}</sup>;
    return <span key={key}>{segment.text}</span>;
  });
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

/**
 * The summary card of a synthesis page (docs/product/pages.md §2.10.1); the page's one h1. The route
 * figures come computed from the server; only their wording is done here. `citation` (the page's, as
 * text) adds "Cite this synthesis"; a preview has none: a draft is not citable. The public page also
 * gives `suggestHref`, the plain link 'Suggest a correction' beside the references (no script), and
 * `correctedBy`, the contributors whose corrections were published, credited after the submitter.
 */
export function SynthesisSummary({
  synthesis,
  citation,
  suggestHref,
  correctedBy = [],
}: {
  synthesis: SynthesisView;
  citation?: string;
  suggestHref?: string;
  correctedBy?: readonly string[];
}) {
  const { settings } = useSite();
  const { molecule, author } = synthesis;
  const parts = displayedPartCount(synthesis.type_1, synthesis.number_of_parts, hasPartZero(synthesis.parts));
  const figures = routeFigureTexts(synthesis.route_figures);
  const stepNote = stepRuleNote(synthesis.route_figures);
  const type = [synthesis.type_1, chiralityLabel(synthesis.type_2)].filter(Boolean).join(", ");
  const credit = creditLine(synthesis.submitter?.name ?? null, correctedBy);
  return (
    <Card withBorder padding="lg" radius="md">
      <Title order={1} size="h2" mb="sm">
        {synthesisHeading(synthesis)}
      </Title>
      <Group align="flex-start" gap="lg" wrap="wrap">
        <StructureImage
          image={moleculeImage(settings.imagesBaseUrl, molecule)}
          alt={`Structure of ${molecule.name}`}
          scale={25}
          maxHeight={280}
          eager
        />
        <div style={{ flex: "1 1 18rem", minWidth: 0 }}>
          {synthesis.comment.trim() && <Text mb="sm">{synthesis.comment}</Text>}
          <DataList labelWidth="10rem">
            {molecule.formula && (
              <Item label="Formula">
                <Formula formula={molecule.formula} />
              </Item>
            )}
            {molecule.inchiKey && (
              <Item label="InChIKey">
                <InchiIdentifiers inchi={molecule.inchi} inchiKey={molecule.inchiKey} />
              </Item>
            )}
            <Item label="Principal investigator">
              <Anchor component={Link} to={`/authors/${author.url}`} inherit>
                {author.firstName} {author.lastName}
              </Anchor>
            </Item>
            <Item label="Year">{synthesis.year}</Item>
            <Item label="Type">{type}</Item>
            <Item label="Steps">
              {figures.steps} {partLabel(parts)}
            </Item>
            <Item label="Longest linear sequence">{figures.longestLinear}</Item>
            <Item label="Branches">{figures.branches}</Item>
            <Item label="Overall yield">{figures.overallYield}</Item>
            <Item label="Protecting-group steps">{figures.protectingGroups}</Item>
            {stepNote && (
              <Item label="How steps count">
                <Text size="sm">{stepNote}</Text>
              </Item>
            )}
            {(synthesis.references.length > 0 || suggestHref) && (
              <Item label="References">
                {synthesis.references.length > 0 ? (
                  <ReferenceList references={synthesis.references} />
                ) : (
                  <Text size="sm">None listed yet.</Text>
                )}
                {suggestHref && (
                  <Anchor href={suggestHref} size="sm" rel="nofollow">
                    Suggest a correction
                  </Anchor>
                )}
              </Item>
            )}
          </DataList>
          {credit && (
            <Text size="sm" c="dimmed" mt="sm">
              {credit}
            </Text>
          )}
          {citation && <CiteSynthesis synthesisId={synthesis.id} citation={citation} />}
        </div>
      </Group>
    </Card>
  );
}
