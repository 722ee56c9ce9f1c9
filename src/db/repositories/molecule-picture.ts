import type { Selectable } from "kysely";
import type { MoleculesTable } from "../schema.ts";

/**
 * A molecule's drawing and formula as lists and synthesis summaries show them: the columns (the
 * molecule aliased `m`) and the view's names for them.
 */
export const MOLECULE_PICTURE_COLUMNS = [
  "m.structure",
  "m.extension",
  "m.formula",
  "m.carbon_count",
  "m.image_width",
  "m.image_height",
] as const;

type PictureRow = Pick<
  Selectable<MoleculesTable>,
  "structure" | "extension" | "formula" | "carbon_count" | "image_width" | "image_height"
>;

export const moleculePicture = (r: PictureRow) => ({
  structure: r.structure,
  extension: r.extension,
  formula: r.formula,
  carbonCount: r.carbon_count,
  width: r.image_width,
  height: r.image_height,
});
