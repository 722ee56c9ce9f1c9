import { Anchor, List, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { chemicalNameText } from "../../domain/chemical-name-text.ts";
import { groupByLetter } from "../../domain/letter-index.ts";
import { IndexSection } from "../components/lists/index-section.tsx";
import { LetterIndex, letterTitle } from "../components/lists/letter-index.tsx";
import { byText, sectionId, synthesesCount } from "../lib/lists.ts";
import { routeMeta } from "../lib/meta.ts";
import { siteContext } from "../lib/site-context.ts";
import type { Route } from "./+types/lookup-index.ts";

/** What each of the two A–Z pages says; `/reagents` and `/solvents` share this module. */
const PAGES = {
  reagent: {
    path: "/reagents",
    title: "Reagents A–Z",
    description:
      "Every reagent and catalyst of the archived total syntheses from A to Z, each with the number of syntheses that use it and a page of the steps that do.",
    none: "No reagent has been added yet.",
  },
  solvent: {
    path: "/solvents",
    title: "Solvents A–Z",
    description:
      "Every solvent of the archived total syntheses from A to Z, each with the number of syntheses that use it and a page of the steps that do.",
    none: "No solvent has been added yet.",
  },
} as const;

const kindOf = (request: Request): keyof typeof PAGES =>
  new URL(request.url).pathname.startsWith("/solvents") ? "solvent" : "reagent";

/** `/reagents` and `/solvents`: the public items A–Z with how many published syntheses use each. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const kind = kindOf(request);
  const list = await context.get(siteContext).lookupPages.list(kind);
  return {
    kind,
    sections: groupByLetter(
      [...list].sort((a, b) => byText(a.name, b.name)),
      (item) => item.name,
    ),
  };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const page = PAGES[loaderData?.kind ?? "reagent"];
  return routeMeta(matches, {
    title: page.title,
    description: page.description,
    path: page.path,
  });
}

export default function LookupIndex({ loaderData }: Route.ComponentProps) {
  const { kind, sections } = loaderData;
  const page = PAGES[kind];
  return (
    <Stack gap="lg">
      <Title order={1}>{page.title}</Title>
      <Text>
        Each {kind} links to its page: the steps of the archived routes that use it, grouped by named
        reaction.
      </Text>
      <LetterIndex present={sections.map((s) => s.letter)} />
      {sections.length === 0 ? <Text>{page.none}</Text> : null}
      {sections.map(({ letter, items }) => (
        <IndexSection key={letter} id={sectionId("letter", letter)} title={letterTitle(letter)}>
          <List spacing="xs" listStyleType="none" ml={0} pl={0} data-testid={`${kind}-list`}>
            {items.map((item) => (
              <List.Item key={item.url}>
                <Anchor component={Link} to={`/${kind}/${encodeURIComponent(item.url)}`} fw={600}>
                  {chemicalNameText(item.name)}
                </Anchor>{" "}
                <Text span size="sm" c="gray.7">
                  {synthesesCount(item.syntheses_count)}
                </Text>
              </List.Item>
            ))}
          </List>
        </IndexSection>
      ))}
    </Stack>
  );
}
