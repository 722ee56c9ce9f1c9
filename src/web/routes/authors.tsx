import { Stack, Text, Title } from "@mantine/core";
import { groupBy } from "../../domain/group-by.ts";
import { groupByLetter } from "../../domain/letter-index.ts";
import { type AuthorPanel, AuthorPanels } from "../components/lists/author-panels.tsx";
import { IndexSection } from "../components/lists/index-section.tsx";
import { LetterIndex, letterTitle } from "../components/lists/letter-index.tsx";
import { authorSynthesisLabel, byText, sectionId } from "../lib/lists.ts";
import { routeMeta } from "../lib/meta.ts";
import { siteContext } from "../lib/site-context.ts";
import type { Route } from "./+types/authors.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const [authors, syntheses] = await Promise.all([site.authors.list(), site.syntheses.list()]);
  const byAuthor = groupBy(syntheses, (s) => s.author.id);
  // Only what the panels show goes to the page, and only authors with at least one synthesis.
  const panels: AuthorPanel[] = authors
    .filter((a) => byAuthor.has(a.id))
    .sort((a, b) => byText(a.lastName, b.lastName) || byText(a.firstName, b.firstName))
    .map((a) => ({
      id: a.id,
      firstName: a.firstName,
      lastName: a.lastName,
      url: a.url,
      syntheses: (byAuthor.get(a.id) ?? [])
        .sort((x, y) => x.year - y.year || byText(x.molecule.name, y.molecule.name))
        .map((s) => ({ id: s.id, label: authorSynthesisLabel(s) })),
    }));
  return { sections: groupByLetter(panels, (a) => a.lastName) };
}

export function meta({ matches }: Route.MetaArgs) {
  return routeMeta(matches, {
    title: "Browsing syntheses by principal investigator name",
    description:
      "The principal investigators of the archived total syntheses, A to Z by last name, with their routes.",
    path: "/author",
  });
}

export default function Authors({ loaderData }: Route.ComponentProps) {
  const { sections } = loaderData;
  return (
    <Stack gap="lg">
      <Title order={1}>Browsing syntheses by principal investigator name</Title>
      <LetterIndex present={sections.map((s) => s.letter)} />
      {sections.length === 0 ? <Text>No synthesis has been published yet.</Text> : null}
      {sections.map(({ letter, items }) => (
        <IndexSection key={letter} id={sectionId("letter", letter)} title={letterTitle(letter)}>
          <AuthorPanels authors={items} />
        </IndexSection>
      ))}
    </Stack>
  );
}
