import { Card, Stack, Title } from "@mantine/core";
import { data, redirect } from "react-router";
import { sampleSources } from "../../domain/display-rules.ts";
import { protectingGroupTables } from "../../domain/protecting-group-aggregation.ts";
import { parseSlug } from "../../domain/url-params.ts";
import { ProtectingGroupTable } from "../components/scheme/protecting-group-table.tsx";
import { StructureImage } from "../components/structure-image.tsx";
import { protectingGroupImage } from "../lib/images.ts";
import { pageMeta } from "../lib/meta.ts";
import { rootDataFrom, useSite } from "../lib/root-data.ts";
import { siteContext } from "../lib/site-context.ts";
import type { Route } from "./+types/protecting-group.ts";

export async function loader({ params, context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  // The API's slug rule (domain/url-params.ts): anything no stored slug holds is not found.
  const slug = parseSlug(params.identifier);
  const group = slug === null ? undefined : await site.protectingGroups.findByUrl(slug);
  if (!group) {
    // An editor changed the group's url: old links move for good to the current one.
    const current = slug === null ? undefined : await site.protectingGroups.currentUrlFor(slug);
    if (current) throw redirect(`/protecting-group/${encodeURIComponent(current)}`, 301);
    throw data(null, { status: 404, statusText: "Not Found" });
  }
  const ids = group.reactions.map((r) => r.part.synthesis.id);
  return { group, sources: ids.length ? sampleSources(await site.syntheses.listByIds(ids), ids) : {} };
}

const titleOf = (g: { protected: string; protector: string }) =>
  `Protection of ${g.protected} by ${g.protector}`;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const root = rootDataFrom(matches);
  if (!loaderData || !root) return [];
  const { group } = loaderData;
  const image = protectingGroupImage(root.settings.imagesBaseUrl, group).src;
  return pageMeta({
    title: titleOf(group),
    description: `How ${group.name} is put on and taken off in published total syntheses: reagents, solvents, temperature, time and yield.`,
    path: `/protecting-group/${group.url}`,
    origin: root.origin,
    siteName: root.settings.siteName,
    image,
  });
}

export default function ProtectingGroupPage({ loaderData }: Route.ComponentProps) {
  const { group, sources } = loaderData;
  const { settings } = useSite();
  const tables = protectingGroupTables(group.reactions);
  return (
    <Stack gap="lg">
      <Card withBorder padding="lg" radius="md" component="header">
        <StructureImage
          image={protectingGroupImage(settings.imagesBaseUrl, group)}
          alt={`Structure of ${group.name}`}
          scale={25}
          maxHeight={200}
          eager
        />
        <Title order={1} size="h2" mt="sm">
          {titleOf(group)}
        </Title>
      </Card>
      <ProtectingGroupTable title="Protection :" groups={tables.protection} sources={sources} />
      <ProtectingGroupTable title="Deprotection :" groups={tables.deprotection} sources={sources} />
    </Stack>
  );
}
