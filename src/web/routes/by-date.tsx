import { Stack, Text, Title } from "@mantine/core";
import { IndexSection } from "../components/lists/index-section.tsx";
import { SectionIndex } from "../components/lists/section-index.tsx";
import { SynthesisGrid } from "../components/synthesis-card.tsx";
import { decadeSections, sectionId } from "../lib/lists.ts";
import { routeMeta } from "../lib/meta.ts";
import { siteContext } from "../lib/site-context.ts";
import type { Route } from "./+types/by-date.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const syntheses = await context.get(siteContext).syntheses.list();
  return { sections: decadeSections(syntheses, new Date().getUTCFullYear()) };
}

export function meta({ matches }: Route.MetaArgs) {
  return routeMeta(matches, {
    title: "Browsing syntheses by publication date",
    description:
      "The archived total syntheses by decade of publication, from the classics before 1940 to today.",
    path: "/date",
  });
}

/** What a decade heading says: 'old' is explained, the others read "1940's" style. */
const decadeTitle = (key: string, label: string) => (key === "old" ? "old (up to 1939)" : label);

export default function ByDate({ loaderData }: Route.ComponentProps) {
  const { sections } = loaderData;
  const filled = sections.filter((s) => s.items.length > 0);
  return (
    <Stack gap="lg">
      <Title order={1}>Browsing syntheses by publication date</Title>
      <SectionIndex
        label="Decade index"
        entries={sections.map((s) => ({
          label: s.label,
          target: s.items.length > 0 ? sectionId("decade", s.key) : null,
          title: s.key === "old" ? "old (up to 1939)" : undefined,
        }))}
      />
      {filled.length === 0 ? <Text>No synthesis has been published yet.</Text> : null}
      {filled.map((s) => (
        <IndexSection key={s.key} id={sectionId("decade", s.key)} title={decadeTitle(s.key, s.label)}>
          <SynthesisGrid syntheses={s.items} />
        </IndexSection>
      ))}
    </Stack>
  );
}
