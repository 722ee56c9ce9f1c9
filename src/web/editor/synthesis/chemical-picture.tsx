import { Loader, Text } from "@mantine/core";
import type { DraftChemical } from "../../../domain/editor/draft.ts";
import { StructureImage } from "../../components/structure-image.tsx";
import { useSite } from "../../lib/root-data.ts";
import { chemicalSource } from "./chemical-source.ts";
import { svgDataUrl, useDrawing } from "./drawings.ts";

/** A chemical drawn as the public page will draw it (same scale), or a note when it has no picture yet. */
export function ChemicalPicture(props: {
  chemical: Pick<DraftChemical, "name" | "smiles" | "filename" | "extension">;
  publishedId: number | null;
  special?: boolean;
  alt: string;
}) {
  const { settings } = useSite();
  const source = chemicalSource(props.chemical, {
    imagesBaseUrl: settings.imagesBaseUrl,
    publishedId: props.publishedId,
    special: props.special,
  });
  const drawing = useDrawing(source.kind === "smiles" ? source.smiles : null);
  if (source.kind === "url") {
    return <StructureImage image={{ src: source.src, width: null, height: null }} alt={props.alt} eager />;
  }
  if (source.kind === "smiles") {
    if (drawing.status === "ready") {
      return (
        <StructureImage
          image={{ src: svgDataUrl(drawing.svg), width: drawing.width, height: drawing.height }}
          alt={props.alt}
          eager
        />
      );
    }
    if (drawing.status === "loading") return <Loader size="xs" aria-label={`Drawing ${props.alt}`} />;
    return (
      <Text size="xs" c="red">
        Cannot draw {props.chemical.smiles}
      </Text>
    );
  }
  return (
    <Text size="xs" c="dimmed">
      No structure yet
    </Text>
  );
}
