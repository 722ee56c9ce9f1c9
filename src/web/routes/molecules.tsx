import { SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { groupByLetter } from "../../domain/letter-index.ts";
import { IndexSection } from "../components/lists/index-section.tsx";
import { LetterIndex, letterTitle } from "../components/lists/letter-index.tsx";
import { StructureTile } from "../components/lists/structure-tile.tsx";
import { moleculeImage } from "../lib/images.ts";
import { byText, moleculeCountNote, moleculeHref, sectionId } from "../lib/lists.ts";
import { routeMeta } from "../lib/meta.ts";
import { useSite } from "../lib/root-data.ts";
import { siteContext } from "../lib/site-context.ts";
import type { Route } from "./+types/molecules.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const molecules = await context.get(siteContext).molecules.list();
  return {
    sections: groupByLetter(
      [...molecules].sort((a, b) => byText(a.name, b.name)),
      (m) => m.name,
    ),
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return routeMeta(matches, {
    title: "Browsing syntheses by molecule name",
    description: "Every molecule with a total synthesis in the archive, from A to Z, with its structure.",
    path: "/molecule",
  });
}

export default function Molecules({ loaderData }: Route.ComponentProps) {
  const { settings } = useSite();
  const { sections } = loaderData;
  return (
    <Stack gap="lg">
      <Title order={1}>Browsing syntheses by molecule name</Title>
      <LetterIndex present={sections.map((s) => s.letter)} />
      {sections.length === 0 ? <Text>No synthesis has been published yet.</Text> : null}
      {sections.map(({ letter, items }) => (
        <IndexSection key={letter} id={sectionId("letter", letter)} title={letterTitle(letter)}>
          <SimpleGrid cols={{ base: 2, sm: 3, md: 4, lg: 6 }} spacing="md">
            {items.map((m) => (
              <StructureTile
                key={m.id}
                to={moleculeHref(m)}
                image={moleculeImage(settings.imagesBaseUrl, m)}
                name={m.name}
                note={moleculeCountNote(m.syntheses_count)}
              />
            ))}
          </SimpleGrid>
        </IndexSection>
      ))}
    </Stack>
  );
}
