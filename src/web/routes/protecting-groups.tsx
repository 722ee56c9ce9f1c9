import { Anchor, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { IndexSection } from "../components/lists/index-section.tsx";
import { StructureTile } from "../components/lists/structure-tile.tsx";
import { protectingGroupImage } from "../lib/images.ts";
import { protectionSectionId, protectionSections } from "../lib/lists.ts";
import { routeMeta } from "../lib/meta.ts";
import { useSite } from "../lib/root-data.ts";
import { siteContext } from "../lib/site-context.ts";
import type { Route } from "./+types/protecting-groups.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const groups = await context.get(siteContext).protectingGroups.list();
  return { sections: protectionSections(groups) };
}

export function meta({ matches }: Route.MetaArgs) {
  return routeMeta(matches, {
    title: "Protecting Groups List",
    description:
      "Protecting groups by protected functional group, with the protection and deprotection conditions used in published total syntheses.",
    path: "/protecting-group",
  });
}

export default function ProtectingGroups({ loaderData }: Route.ComponentProps) {
  const { settings } = useSite();
  const { sections } = loaderData;
  return (
    <Stack gap="lg">
      <Title order={1}>Protecting Groups List</Title>
      <Text>
        Protecting groups seen in the archived routes, with the conditions that put them on and take them off.
        To see them in context, browse the{" "}
        <Anchor component={Link} to="/molecule">
          synthesis database
        </Anchor>
        .
      </Text>
      {sections.length === 0 ? <Text>No protecting group has been added yet.</Text> : null}
      {sections.map((section) => (
        <IndexSection
          key={section.protected}
          id={protectionSectionId(section.protected)}
          title={`Protection of ${section.protected}`}
        >
          <SimpleGrid cols={{ base: 2, sm: 3, md: 4, lg: 6 }} spacing="md">
            {section.items.map((g) => (
              <StructureTile
                key={g.id}
                to={`/protecting-group/${encodeURIComponent(g.url)}`}
                image={protectingGroupImage(settings.imagesBaseUrl, g)}
                name={g.name}
              />
            ))}
          </SimpleGrid>
        </IndexSection>
      ))}
    </Stack>
  );
}
