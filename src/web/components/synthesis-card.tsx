import { Card, SimpleGrid, Text } from "@mantine/core";
import { Link } from "react-router";
import type { SynthesisSummary } from "../../domain/views.ts";
import { moleculeImage } from "../lib/images.ts";
import { useSite } from "../lib/root-data.ts";
import { StructureImage } from "./structure-image.tsx";

/**
 * A synthesis as lists show it (molecule, author, date and carbon pages): the structure, the
 * molecule name and "LastName (year)", linking to /syn/{id}.
 */
export function SynthesisCard({ synthesis }: { synthesis: SynthesisSummary }) {
  const { settings } = useSite();
  const { molecule, author } = synthesis;
  return (
    <Card component={Link} to={`/syn/${synthesis.id}`} withBorder padding="sm" radius="md">
      <Card.Section
        inheritPadding
        py="xs"
        style={{ display: "flex", justifyContent: "center", minHeight: 96 }}
      >
        <StructureImage
          image={moleculeImage(settings.imagesBaseUrl, molecule)}
          alt={`Structure of ${molecule.name}`}
          maxHeight={140}
        />
      </Card.Section>
      <Text fw={600} ta="center">
        {molecule.name}
      </Text>
      <Text size="sm" c="dimmed" ta="center">
        {author.lastName} ({synthesis.year})
      </Text>
    </Card>
  );
}

/** The grid of synthesis cards used by the list pages. */
export function SynthesisGrid({ syntheses }: { syntheses: SynthesisSummary[] }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md">
      {syntheses.map((s) => (
        <SynthesisCard key={s.id} synthesis={s} />
      ))}
    </SimpleGrid>
  );
}
