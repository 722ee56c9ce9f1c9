import type { DraftChemical } from "../../../domain/editor/draft.ts";
import { uploadUrl } from "../../api-client/uploads.ts";

/** The prefix of uploaded PNGs' file names (POST /api/uploads); they are served only to signed-in users. */
export const UPLOAD_PREFIX = "upload-";

/**
 * Where the editor gets a chemical's picture: drawn from its SMILES, an uploaded PNG, the stored
 * image of the published synthesis it came from, or nothing yet.
 */
export type ChemicalSource =
  | { kind: "smiles"; smiles: string }
  | { kind: "url"; src: string }
  | { kind: "none" };

export function chemicalSource(
  chemical: Pick<DraftChemical, "smiles" | "filename" | "extension">,
  where: { imagesBaseUrl: string; publishedId: number | null; special?: boolean },
): ChemicalSource {
  if (chemical.smiles) return { kind: "smiles", smiles: chemical.smiles };
  const { filename } = chemical;
  if (!filename) return { kind: "none" };
  const extension = chemical.extension ?? "png";
  if (filename.startsWith(UPLOAD_PREFIX)) {
    return { kind: "url", src: uploadUrl(filename, extension) };
  }
  if (where.publishedId === null) return { kind: "none" };
  const base = where.imagesBaseUrl.replace(/\/$/, "");
  const file = encodeURIComponent(`${filename}.${extension}`);
  return where.special
    ? { kind: "url", src: `${base}/special-reagents/${file}` }
    : { kind: "url", src: `${base}/syntheses/${where.publishedId}/${file}` };
}
