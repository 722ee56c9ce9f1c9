import { Anchor, Card, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import type { SynthesisSummary } from "../../../domain/views.ts";
import { moleculeImage } from "../../lib/images.ts";
import { useSite } from "../../lib/root-data.ts";
import { StructureImage } from "../structure-image.tsx";

/** Synthesis of the week (home, wide screens): 18rem wide (w-72), structure at 25 %. */
export function WeekCard({ synthesis }: { synthesis: SynthesisSummary }) {
  const { settings } = useSite();
  const { molecule, author } = synthesis;
  return (
    <Card withBorder radius="md" padding="md" w="18rem" data-testid="week-card">
      <Title order={2} size="h4" mb="xs">
        Synthesis of the week
      </Title>
      <Anchor component={Link} to={`/syn/${synthesis.id}`} underline="hover" c="inherit">
        <Stack gap={6} align="center">
          <StructureImage
            image={moleculeImage(settings.imagesBaseUrl, molecule)}
            alt={`Structure of ${molecule.name}`}
            scale={25}
            maxHeight={200}
            eager
          />
          <Text fw={700} ta="center" c="indigo.9">
            {molecule.name}
          </Text>
        </Stack>
      </Anchor>
      <Text size="sm" ta="center" c="gray.7">
        {synthesis.type_1} synthesis by {author.firstName} {author.lastName} ({synthesis.year})
      </Text>
    </Card>
  );
}
