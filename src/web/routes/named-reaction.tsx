import { Card, Divider, Stack, Text, Title, Typography } from "@mantine/core";
import { Fragment } from "react";
import { data, redirect } from "react-router";
import { sampleSources } from "../../domain/display-rules.ts";
import { namedReactionPageJsonLd } from "../../domain/structured-data/named-reaction.ts";
import { parseSlug } from "../../domain/url-params.ts";
import { ReferenceList } from "../components/scheme/reference-list.tsx";
import { SampleReaction } from "../components/scheme/sample-reaction.tsx";
import classes from "../components/scheme/scheme.module.css";
import { StructureImage } from "../components/structure-image.tsx";
import { mechanismImage, schemeImage } from "../lib/images.ts";
import { pageMeta } from "../lib/meta.ts";
import { originOf, rootDataFrom, useSite } from "../lib/root-data.ts";
import { siteContext } from "../lib/site-context.ts";
import type { Route } from "./+types/named-reaction.ts";

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  // The API's slug rule (domain/url-params.ts): anything no stored slug holds is not found.
  const slug = parseSlug(params.identifier);
  const reaction = slug === null ? undefined : await site.namedReactions.findByUrl(slug);
  if (!reaction) {
    // An editor changed the reaction's url: old links move for good to the current one.
    const current = slug === null ? undefined : await site.namedReactions.currentUrlFor(slug);
    if (current) throw redirect(`/named-reactions/${encodeURIComponent(current)}`, 301);
    throw data(null, { status: 404, statusText: "Not Found" });
  }
  const { description: _markdown, description_html, ...rest } = reaction;
  const ids = reaction.reactions.map((r) => r.part.synthesis.id);
  return {
    reaction: rest,
    // Rendered when the description was saved: no Markdown parser runs here or in the browser.
    descriptionHtml: description_html,
    sources: ids.length ? sampleSources(await site.syntheses.listByIds(ids), ids) : {},
    jsonLd: namedReactionPageJsonLd(originOf(request, site.settings.publicUrl), reaction),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const root = rootDataFrom(matches);
  if (!loaderData || !root) return [];
  const { reaction } = loaderData;
  return pageMeta({
    title: reaction.name,
    description:
      reaction.short_description?.trim() ||
      `The ${reaction.name}: scheme, description, references and sample reactions from total syntheses.`,
    path: `/named-reactions/${reaction.url}`,
    origin: root.origin,
    siteName: root.settings.siteName,
    jsonLd: loaderData.jsonLd,
  });
}

export default function NamedReactionPage({ loaderData }: Route.ComponentProps) {
  const { reaction, descriptionHtml, sources } = loaderData;
  const { settings } = useSite();
  const base = settings.imagesBaseUrl;
  const synonyms = reaction.synonyms.map((s) => s.synonym).join(", ");
  return (
    <Stack gap="lg">
      <Card withBorder padding="lg" radius="md" component="header">
        <Title order={1}>{reaction.name}</Title>
        {reaction.short_description && (
          <Text c="dimmed" mt={4}>
            {reaction.short_description}
          </Text>
        )}
        {synonyms && (
          <Text size="sm" mt={4}>
            Also known as: {synonyms}
          </Text>
        )}
        {reaction.scheme_filename && (
          <div style={{ marginTop: "var(--mantine-spacing-md)" }}>
            <StructureImage
              image={schemeImage(base, { ...reaction, scheme_filename: reaction.scheme_filename })}
              alt={`Scheme of the ${reaction.name}`}
              maxHeight={400}
              eager
            />
          </div>
        )}
        {descriptionHtml && (
          <Typography
            mt="md"
            className={classes.markdown}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: stored micromark output, raw HTML and unsafe link targets refused (domain/markdown.ts)
            dangerouslySetInnerHTML={{ __html: descriptionHtml }}
          />
        )}
        {reaction.mechanism_filename && (
          <div style={{ marginTop: "var(--mantine-spacing-md)" }}>
            <StructureImage
              image={mechanismImage(base, { ...reaction, mechanism_filename: reaction.mechanism_filename })}
              alt={`Mechanism of the ${reaction.name}`}
              maxHeight={600}
            />
          </div>
        )}
      </Card>

      {(reaction.original_references.length > 0 || reaction.review_references.length > 0) && (
        <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="references-heading">
          <Title order={2} size="h3" id="references-heading" mb="xs">
            References
          </Title>
          {reaction.original_references.length > 0 && (
            <>
              <Title order={3} size="h5" mb={4}>
                Original publication
              </Title>
              <ReferenceList references={reaction.original_references} />
            </>
          )}
          {reaction.review_references.length > 0 && (
            <>
              <Title order={3} size="h5" mt="sm" mb={4}>
                Reviews
              </Title>
              <ReferenceList references={reaction.review_references} />
            </>
          )}
        </Card>
      )}

      <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="samples-heading">
        <Title order={2} size="h3" id="samples-heading" mb="sm">
          Sample reactions
        </Title>
        {reaction.reactions.length === 0 && (
          <Text c="dimmed">No synthesis in the archive uses this reaction yet.</Text>
        )}
        {reaction.reactions.map((sample, i) => (
          <Fragment key={sample.id}>
            {i > 0 && <Divider my="md" />}
            <SampleReaction reaction={sample} source={sources[sample.part.synthesis.id]} />
          </Fragment>
        ))}
      </Card>
    </Stack>
  );
}
