import { Anchor, Card, Divider, Group, Stack, Text, Title } from "@mantine/core";
import { Fragment } from "react";
import { Link } from "react-router";
import { chemicalNameText } from "../../../domain/chemical-name-text.ts";
import type { SampleSource } from "../../../domain/display-rules.ts";
import { stepAnchor } from "../../../domain/display-rules.ts";
import { stepPlace, usedInText } from "../../../domain/lookup-page-text.ts";
import type { LookupReactionGroup } from "../../../domain/views.ts";
import type { LookupPageData } from "../../lib/lookup-page.ts";
import { ReactionDisplay } from "./reaction-display.tsx";

type Reaction = LookupReactionGroup["reactions"][number];

/** One reaction: drawn, then its synthesis and step, linking to that step on the synthesis page. */
function UseOfItem({ reaction, source }: { reaction: Reaction; source?: SampleSource }) {
  const synthesisId = reaction.part.synthesis.id;
  const place = stepPlace(reaction.step, reaction.part.number);
  return (
    <Stack gap={6}>
      <ReactionDisplay reaction={reaction} />
      <Group gap="xs" wrap="wrap">
        <Text size="sm" c="dimmed">
          {source ? `${source.label}, ${place}` : place}
        </Text>
        <Anchor
          component={Link}
          to={`/syn/${synthesisId}#${stepAnchor(reaction.part.number, reaction.step)}`}
          size="sm"
          aria-label={source ? `Full Synthesis of ${source.molecule}, ${place}` : undefined}
        >
          Full Synthesis
        </Anchor>
      </Group>
    </Stack>
  );
}

/**
 * A reagent's or solvent's page (docs/product/pages.md §2.17): the name, formula and synonyms where
 * the archive stores them, then every published reaction that uses it, grouped by named reaction.
 */
export function LookupPageView({ kind, page, sources }: LookupPageData) {
  const named = page.groups.some((g) => g.named_reaction !== null);
  return (
    <Stack gap="lg">
      <Card withBorder padding="lg" radius="md" component="header">
        <Title order={1}>{chemicalNameText(page.name)}</Title>
        <Text c="dimmed" mt={4}>
          {kind === "reagent" ? "Reagent" : "Solvent"}
          {page.formula ? `, ${page.formula}` : ""}
        </Text>
        {page.synonyms.length > 0 && (
          <Text size="sm" mt={4}>
            Also known as: {page.synonyms.join(", ")}
          </Text>
        )}
        <Text size="sm" mt={4}>
          {usedInText(kind, page.syntheses_count)}
        </Text>
      </Card>
      {page.groups.length > 0 && (
        <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="uses-heading">
          <Title order={2} size="h3" id="uses-heading" mb="sm">
            Reactions using {chemicalNameText(page.name)}
          </Title>
          <Stack gap="lg">
            {page.groups.map((group) => (
              <section
                key={group.named_reaction?.id ?? "none"}
                aria-label={group.named_reaction?.name ?? "Other reactions"}
              >
                {named && (
                  <Title order={3} size="h4" mb="xs">
                    {group.named_reaction ? (
                      <Anchor component={Link} to={`/named-reactions/${group.named_reaction.url}`} inherit>
                        {group.named_reaction.name}
                      </Anchor>
                    ) : (
                      "Other reactions"
                    )}
                  </Title>
                )}
                {group.reactions.map((reaction, i) => (
                  <Fragment key={reaction.id}>
                    {i > 0 && <Divider my="md" />}
                    <UseOfItem reaction={reaction} source={sources[reaction.part.synthesis.id]} />
                  </Fragment>
                ))}
              </section>
            ))}
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
