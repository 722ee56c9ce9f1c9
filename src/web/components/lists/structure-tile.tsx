import { Card, Center, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { ImageRef } from "../../lib/images.ts";
import { StructureImage } from "../structure-image.tsx";

/**
 * A clickable box with a structure and a name (molecule list, protecting groups). The whole box is
 * one link, named by its text; the image's alt text says which structure it shows.
 */
export function StructureTile({
  to,
  image,
  name,
  note,
}: {
  to: string;
  image: ImageRef;
  name: string;
  note?: ReactNode;
}) {
  return (
    <Card component={Link} to={to} withBorder padding="sm" radius="md" data-testid="structure-tile">
      <Card.Section inheritPadding py="xs">
        <Center mih={80}>
          <StructureImage image={image} alt={`Structure of ${name}`} maxHeight={120} />
        </Center>
      </Card.Section>
      <Text fw={600} ta="center" c="indigo.9">
        {name}
      </Text>
      {note ? (
        <Text size="sm" ta="center" c="gray.7">
          {note}
        </Text>
      ) : null}
    </Card>
  );
}
