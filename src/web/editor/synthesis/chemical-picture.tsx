import { Loader, Text } from "@mantine/core";
import type { DraftChemical } from "../../../domain/editor/draft.ts";
import { useSite } from "../../lib/root-data.ts";
import { chemicalSource } from "./chemical-source.ts";
import { svgDataUrl, useDrawing } from "./drawings.ts";

/**
 * The public pages show a drawing at 0.75 px per drawn pixel (15 % of a natural size of five times
 * the SVG's size) and at most 256 px high; the editor shows it the same way so it looks as published.
 */
const PAGE_SCALE = 0.75;
const MAX_HEIGHT_PX = 256;

function Picture(props: { src: string; alt: string; width?: number; height?: number }) {
  let width = props.width ? Math.round(props.width * PAGE_SCALE) : undefined;
  let height = props.height ? Math.round(props.height * PAGE_SCALE) : undefined;
  if (width && height && height > MAX_HEIGHT_PX) {
    width = Math.round((width * MAX_HEIGHT_PX) / height);
    height = MAX_HEIGHT_PX;
  }
  return (
    <img
      src={props.src}
      alt={props.alt}
      width={width}
      height={height}
      style={{ maxWidth: "100%", height: "auto" }}
    />
  );
}

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
    return <Picture src={source.src} alt={props.alt} />;
  }
  if (source.kind === "smiles") {
    if (drawing.status === "ready") {
      return (
        <Picture
          src={svgDataUrl(drawing.svg)}
          alt={props.alt}
          width={drawing.width}
          height={drawing.height}
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
