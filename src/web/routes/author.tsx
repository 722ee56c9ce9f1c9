import { Stack, Title } from "@mantine/core";
import { data, redirect } from "react-router";
import { authorPageJsonLd } from "../../domain/structured-data/author.ts";
import { parseSlug } from "../../domain/url-params.ts";
import { SynthesisGrid } from "../components/synthesis-card.tsx";
import { synthesesCount } from "../lib/lists.ts";
import { routeMeta } from "../lib/meta.ts";
import { originOf } from "../lib/root-data.ts";
import { siteContext } from "../lib/site-context.ts";
import type { Route } from "./+types/author.ts";

/** Serves both /author/:identifier and /authors/:identifier (the author's url slug). */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  // The API's slug rule (domain/url-params.ts): anything no stored slug holds is not found.
  const slug = parseSlug(params.identifier);
  const author = slug === null ? undefined : await site.authors.findByUrl(slug);
  if (!author) {
    // An editor changed the author's url: old links move for good to the current one.
    const current = slug === null ? undefined : await site.authors.currentUrlFor(slug);
    if (current) throw redirect(`/authors/${encodeURIComponent(current)}`, 301);
    throw data(null, { status: 404, statusText: "Not Found" });
  }
  const syntheses = await site.syntheses.listByAuthor(author.id);
  const jsonLd = authorPageJsonLd(originOf(request, site.settings.publicUrl), author);
  return { author, syntheses, jsonLd };
}

const heading = (count: number, a: { firstName: string; lastName: string }) =>
  `${synthesesCount(count)} by ${a.firstName} ${a.lastName}`;

export function meta({ matches, loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { author, syntheses } = loaderData;
  return routeMeta(matches, {
    title: heading(syntheses.length, author),
    description: `Total syntheses published by the group of ${author.firstName} ${author.lastName}, drawn step by step.`,
    // One canonical address for the two routes: /authors/{url}, where the author boxes link.
    path: `/authors/${encodeURIComponent(author.url)}`,
    jsonLd: loaderData.jsonLd,
  });
}

export default function Author({ loaderData }: Route.ComponentProps) {
  const { author, syntheses } = loaderData;
  return (
    <Stack gap="lg">
      <Title order={1}>{heading(syntheses.length, author)}</Title>
      <SynthesisGrid syntheses={syntheses} />
    </Stack>
  );
}
