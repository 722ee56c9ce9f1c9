import { Anchor, List, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { groupByLetter } from "../../domain/letter-index.ts";
import { IndexSection } from "../components/lists/index-section.tsx";
import { LetterIndex, letterTitle } from "../components/lists/letter-index.tsx";
import { byText, sectionId } from "../lib/lists.ts";
import { routeMeta } from "../lib/meta.ts";
import { siteContext } from "../lib/site-context.ts";
import type { Route } from "./+types/named-reactions.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const list = await context.get(siteContext).namedReactions.list();
  return {
    sections: groupByLetter(
      [...list].sort((a, b) => byText(a.name, b.name)),
      (n) => n.name,
    ),
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return routeMeta(matches, {
    title: "Named Reactions List",
    description:
      "Named reactions of organic chemistry from A to Z, each with its scheme, mechanism, references and examples taken from total syntheses.",
    path: "/named-reactions",
  });
}

export default function NamedReactions({ loaderData }: Route.ComponentProps) {
  const { sections } = loaderData;
  return (
    <Stack gap="lg">
      <Title order={1}>Named Reactions List</Title>
      <Text>
        The named reactions used in the archived syntheses, each with examples from real routes. To see whole
        routes, browse the{" "}
        <Anchor component={Link} to="/molecule">
          synthesis database
        </Anchor>
        .
      </Text>
      <LetterIndex present={sections.map((s) => s.letter)} />
      {sections.length === 0 ? <Text>No named reaction has been added yet.</Text> : null}
      {sections.map(({ letter, items }) => (
        <IndexSection key={letter} id={sectionId("letter", letter)} title={letterTitle(letter)}>
          <List spacing="sm" listStyleType="none" ml={0} pl={0}>
            {items.map((n) => (
              <List.Item key={n.id}>
                <Anchor component={Link} to={`/named-reactions/${encodeURIComponent(n.url)}`} fw={600}>
                  {n.name}
                </Anchor>
                {n.short_description ? <Text size="sm">{n.short_description}</Text> : null}
              </List.Item>
            ))}
          </List>
        </IndexSection>
      ))}
    </Stack>
  );
}
