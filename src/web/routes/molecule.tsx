import { Stack, Text, Title } from "@mantine/core";
import { data, redirect } from "react-router";
import { parseInchiKey } from "../../domain/inchikey.ts";
import { routeComparisonRow } from "../../domain/route-comparison.ts";
import { moleculePageJsonLd } from "../../domain/structured-data/molecule.ts";
import { parseSlug } from "../../domain/url-params.ts";
import { MoleculeDownloads } from "../components/downloads/molecule-downloads.tsx";
import { RouteComparison } from "../components/lists/route-comparison.tsx";
import { InchiIdentifiers } from "../components/molecule-identifiers.tsx";
import { SynthesisGrid } from "../components/synthesis-card.tsx";
import { moleculeImage } from "../lib/images.ts";
import { synthesesCount } from "../lib/lists.ts";
import { pageMeta } from "../lib/meta.ts";
import { originOf, rootDataFrom } from "../lib/root-data.ts";
import { siteContext } from "../lib/site-context.ts";
import type { Route } from "./+types/molecule.ts";

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  // The API's slug rule (domain/url-params.ts): anything no stored slug holds is not found.
  const slug = parseSlug(params.identifier);
  const molecule = slug === null ? undefined : await site.molecules.findByStructure(slug);
  if (!molecule) {
    // A molecule merged into another: old links move for good to the kept molecule.
    const current = slug === null ? undefined : await site.molecules.currentStructureFor(slug);
    if (current) throw redirect(`/molecule/${encodeURIComponent(current)}`, 301);
    // An InChIKey in place of the slug moves like /molecule/inchikey/{key}.
    const key = parseInchiKey(params.identifier);
    const byKey = key === null ? undefined : await site.molecules.structureByInchiKey(key);
    if (byKey) throw redirect(`/molecule/${encodeURIComponent(byKey)}`, 301);
    throw data(null, { status: 404, statusText: "Not Found" });
  }
  const syntheses = await site.syntheses.listByMolecule(molecule.id);
  // Two routes or more are compared (pages.md §2.7.4); the rows are built here, on the server.
  const routes =
    syntheses.length < 2
      ? []
      : (await Promise.all(syntheses.map((s) => site.syntheses.find(s.id))))
          .filter((view) => view !== undefined)
          .map(routeComparisonRow);
  const smiles = await site.molecules.smilesByStructure(molecule.structure);
  const jsonLd = moleculePageJsonLd(
    originOf(request, site.settings.publicUrl),
    { ...molecule, smiles },
    syntheses,
  );
  return { molecule, syntheses, routes, jsonLd };
}

const heading = (count: number, name: string) => `${synthesesCount(count)} of ${name}`;

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const { settings, origin } = rootDataFrom(matches);
  if (!loaderData) return [];
  const { molecule, syntheses } = loaderData;
  return pageMeta({
    title: heading(syntheses.length, molecule.name),
    description: `The published total syntheses of ${molecule.name}${molecule.formula ? ` (${molecule.formula})` : ""}, with their principal investigators and years.`,
    path: `/molecule/${encodeURIComponent(molecule.structure)}`,
    origin,
    siteName: settings.siteName,
    image: moleculeImage(settings.imagesBaseUrl, molecule).src,
    jsonLd: loaderData.jsonLd,
  });
}

export default function Molecule({ loaderData }: Route.ComponentProps) {
  const { molecule, syntheses, routes } = loaderData;
  return (
    <Stack gap="lg">
      <Title order={1}>{heading(syntheses.length, molecule.name)}</Title>
      {molecule.inchiKey && (
        <Text component="div" size="sm">
          InChIKey <InchiIdentifiers inchi={molecule.inchi} inchiKey={molecule.inchiKey} />
        </Text>
      )}
      <SynthesisGrid syntheses={syntheses} />
      {routes.length >= 2 && <RouteComparison rows={routes} />}
      <MoleculeDownloads moleculeId={molecule.id} syntheses={syntheses} />
    </Stack>
  );
}
