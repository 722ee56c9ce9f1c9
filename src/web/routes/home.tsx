import { Anchor, Box, Group, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { weekIndex } from "../../domain/week.ts";
import { BrowseList } from "../components/lists/browse-list.tsx";
import { DonationForm } from "../components/lists/donation-form.tsx";
import { RecentSyntheses } from "../components/lists/recent-syntheses.tsx";
import { SearchBar } from "../components/lists/search-bar.tsx";
import { WeekCard } from "../components/lists/week-card.tsx";
import { routeMeta } from "../lib/meta.ts";
import { useSite } from "../lib/root-data.ts";
import { siteContext } from "../lib/site-context.ts";
import type { Route } from "./+types/home.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const [count, recent] = await Promise.all([site.syntheses.count(), site.syntheses.recent(5)]);
  const n = weekIndex(new Date(), count);
  const week = n > 0 ? ((await site.syntheses.nth(n)) ?? null) : null;
  return { week, recent };
}

export function meta({ matches }: Route.MetaArgs) {
  return routeMeta(matches, (siteName) => ({
    title: `${siteName} - The Organic Synthesis Database`,
    fullTitle: true,
    description:
      "A free archive of organic total syntheses: every route drawn step by step with reagents, conditions, yields and references. Browse by molecule, chemist, date or carbon count.",
    path: "/",
  }));
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { settings } = useSite();
  const { week, recent } = loaderData;
  return (
    <Group align="flex-start" gap="xl" wrap="nowrap">
      <Stack gap="lg" flex={1} miw={0}>
        <div>
          <Title order={1}>{settings.siteName}</Title>
          <Text size="lg" c="gray.7">
            The Organic Synthesis Database
          </Text>
        </div>
        <Text>
          {settings.siteName} is a free archive of total syntheses of natural products and other organic
          molecules, written for chemistry students and chemists. Each synthesis is drawn as its sequence of
          reactions, with substrates, reagents, solvents, conditions, yields and references, so that every
          step is clear and unambiguous.
        </Text>
        <Text>
          The archive is maintained by chemists in their spare time. New syntheses are added as they are
          reviewed, and you are welcome to{" "}
          <Anchor component={Link} to="/contribute">
            submit one
          </Anchor>
          .
        </Text>
        <section aria-labelledby="browse-title">
          <Title order={2} size="h3" id="browse-title" mb="xs">
            Browse the syntheses
          </Title>
          <BrowseList />
        </section>
        <section aria-labelledby="search-title">
          <Title order={2} size="h3" id="search-title" mb="xs">
            Search
          </Title>
          <SearchBar label="Search molecules, authors and named reactions" />
        </section>
        <DonationForm action={settings.donation.action} fields={settings.donation.fields} />
      </Stack>
      {/* Wide screens only (lg and up); still rendered on the server, hidden by CSS below lg. */}
      <Box visibleFrom="lg" w="18rem" style={{ flexShrink: 0 }}>
        <Stack gap="lg">
          {week ? <WeekCard synthesis={week} /> : null}
          <RecentSyntheses syntheses={recent} />
        </Stack>
      </Box>
    </Group>
  );
}
