import { Stack, Text, Title } from "@mantine/core";
import { IndexSection } from "../components/lists/index-section.tsx";
import { SectionIndex } from "../components/lists/section-index.tsx";
import { SynthesisGrid } from "../components/synthesis-card.tsx";
import { carbonSections, carbonsLabel, sectionId } from "../lib/lists.ts";
import { routeMeta } from "../lib/meta.ts";
import { siteContext } from "../lib/site-context.ts";
import type { Route } from "./+types/by-carbon.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const syntheses = await context.get(siteContext).syntheses.list();
  return { sections: carbonSections(syntheses) };
}

export function meta({ matches }: Route.MetaArgs) {
  return routeMeta(matches, {
    title: "Browsing syntheses by carbon count",
    description: "The archived total syntheses ordered by the number of carbon atoms of the target molecule.",
    path: "/carbon",
  });
}

export default function ByCarbon({ loaderData }: Route.ComponentProps) {
  const { sections } = loaderData;
  return (
    <Stack gap="lg">
      <Title order={1}>Browsing syntheses by carbon count</Title>
      <SectionIndex
        label="Carbon count index"
        entries={sections.map((s) => ({
          label: String(s.count),
          target: sectionId("carbons", String(s.count)),
          title: carbonsLabel(s.count),
        }))}
      />
      {sections.length === 0 ? <Text>No synthesis has been published yet.</Text> : null}
      {sections.map((s) => (
        <IndexSection key={s.count} id={sectionId("carbons", String(s.count))} title={carbonsLabel(s.count)}>
          <SynthesisGrid syntheses={s.items} />
        </IndexSection>
      ))}
    </Stack>
  );
}
