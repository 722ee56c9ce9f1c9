import type { TxRepositories } from "../../db/repositories/index.ts";
import type { RevisionRepository } from "../../db/repositories/revisions.ts";
import type { TransactionRunner } from "../../db/transactions.ts";
import { renderMarkdownWithinLimits } from "../../domain/markdown.ts";
import type {
  NamedReactionDoc,
  ProtectingGroupDoc,
  ReagentDoc,
  SolventDoc,
} from "../../domain/reference-data.ts";
import type { ImageWriter } from "../storage/image-writer.ts";
import type { StructureRenderer } from "../structures/structure-renderer.ts";
import { svgSize } from "../structures/svg-size.ts";
import { DRAWING_LANES, inOrder } from "./in-order.ts";

export interface ReferenceData {
  reagents: ReagentDoc[];
  solvents: SolventDoc[];
  namedReactions: NamedReactionDoc[];
  protectingGroups: ProtectingGroupDoc[];
}

/** Writes reagents, solvents, named reactions and protecting groups in one transaction, with images. */
export async function loadReferenceData(
  deps: {
    /** Runs the write's work in one transaction (db/transactions.ts). */
    transaction: TransactionRunner;
    revisions: RevisionRepository;
    structures: StructureRenderer;
    images: ImageWriter;
    watcher?: { refresh(): Promise<number> };
  },
  data: ReferenceData,
): Promise<void> {
  // Draw first: a bad SMILES fails before anything is written.
  const drawings = await drawReferenceData(deps.structures, data);
  await deps.transaction(async (repos) => {
    await writeReferenceData(repos, data, drawings);
    await repos.revisions.bump();
  });
  await writeReferenceFiles(deps.images, drawings);
  await deps.watcher?.refresh();
}

/** The drawings of a reference data set: named reaction schemes and protecting group structures. */
export interface ReferenceDrawings {
  schemes: Map<string, { name: string; svg: string }>;
  structures: Map<string, { name: string; svg: string }>;
}

export async function drawReferenceData(
  structures: StructureRenderer,
  data: ReferenceData,
): Promise<ReferenceDrawings> {
  const drawn: ReferenceDrawings = { schemes: new Map(), structures: new Map() };
  // Drawn several at once (every RDKit worker busy), kept in the data's order.
  const schemes = await inOrder(
    data.namedReactions.filter((n) => n.scheme_smiles),
    DRAWING_LANES,
    async (n) =>
      [
        n.url,
        { name: `${n.url}.svg`, svg: await structures.reactionSvg(n.scheme_smiles as string) },
      ] as const,
  );
  for (const [url, drawing] of schemes) drawn.schemes.set(url, drawing);
  const groups = await inOrder(
    data.protectingGroups.filter((g) => g.smiles),
    DRAWING_LANES,
    async (g) =>
      [
        g.url,
        { name: `${g.url}-structure.svg`, svg: await structures.moleculeSvg(g.smiles as string) },
      ] as const,
  );
  for (const [url, drawing] of groups) drawn.structures.set(url, drawing);
  return drawn;
}

/** Upserts the rows of a reference data set inside the caller's transaction. */
export async function writeReferenceData(
  repos: TxRepositories,
  data: ReferenceData,
  drawings: ReferenceDrawings,
): Promise<void> {
  const size = (drawing: { svg: string } | undefined) => {
    const { width, height } = drawing ? svgSize(drawing.svg) : { width: null, height: null };
    return { image_width: width, image_height: height };
  };
  for (const reagent of data.reagents) await repos.referenceData.upsertReagent(reagent);
  for (const solvent of data.solvents) await repos.referenceData.upsertSolvent(solvent);
  for (const n of data.namedReactions) {
    await repos.referenceData.upsertNamedReaction(
      {
        name: n.name,
        url: n.url,
        short_description: n.short_description,
        description: n.description,
        // Our own demo files, rendered in process within the Markdown limits.
        description_html: renderMarkdownWithinLimits(n.description),
        scheme_smiles: n.scheme_smiles,
        scheme_filename: n.scheme_smiles ? n.url : null,
        scheme_extension: n.scheme_smiles ? "svg" : null,
        mechanism_filename: null,
        mechanism_extension: null,
        ...size(drawings.schemes.get(n.url)),
      },
      n.synonyms,
      [
        ...n.original_references.map((r) => ({ ...r, type: "original" as const })),
        ...n.review_references.map((r) => ({ ...r, type: "review" as const })),
      ],
    );
  }
  for (const g of data.protectingGroups) {
    await repos.referenceData.upsertProtectingGroup({
      name: g.name,
      url: g.url,
      protected: g.protected,
      protector: g.protector,
      smiles: g.smiles,
      structure_extension: g.smiles ? "svg" : "png",
      ...size(drawings.structures.get(g.url)),
    });
  }
}

export async function writeReferenceFiles(images: ImageWriter, drawings: ReferenceDrawings): Promise<void> {
  for (const s of drawings.schemes.values()) await images.write("named-reactions", s.name, s.svg);
  for (const s of drawings.structures.values()) await images.write("protecting-groups", s.name, s.svg);
}
