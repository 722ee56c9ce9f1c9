import type { DraftRecord } from "../../db/repositories/drafts.ts";
import type { LookupRepository } from "../../db/repositories/lookups.ts";
import { type DocumentDrawing, documentToSynthesisView } from "../../domain/document-view.ts";
import { DomainError, type DomainErrorKind } from "../../domain/errors.ts";
import type { SynthesisDocument } from "../../domain/synthesis-document.ts";
import type { DraftPreviewResult, PreviewResult } from "../../web/lib/site-context.ts";
import type { ReviewDeps } from "../api/shared/drafts/review-support.ts";
import { fileNameFor } from "../api/shared/synthesis-writing/synthesis-graph.ts";
import { checkDraft } from "../api/unpublished-syntheses/publish-draft.ts";
import { isEditor, isOwner } from "../api/unpublished-syntheses/review.ts";
import { openPreview } from "../api/unpublished-syntheses/review-preview.ts";
import { withDoiCitations } from "../doi/doi-citations.ts";
import type { DoiResolver } from "../doi/resolve-doi.ts";
import { checkPng } from "../storage/png-reader.ts";
import type { StructureRenderer } from "../structures/structure-renderer.ts";
import { svgSize } from "../structures/svg-size.ts";

/**
 * How long a preview page waits for the DOI resolver (a page must not hang on it; publishing waits
 * for the resolver's own limit). A citation already asked for is in the resolver's cache.
 */
const PREVIEW_DOI_WAIT_MS = 2_000;

/** The refusals of a preview link the page explains instead of failing (they were 404, 409, 410). */
const LINK_REFUSALS = new Set<DomainErrorKind>(["not_found", "conflict", "gone"]);

type Drawn = DocumentDrawing & { svg: string };

const svgUrl = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
const pngUrl = (bytes: Uint8Array) => `data:image/png;base64,${Buffer.from(bytes).toString("base64")}`;

/** Every SMILES a document draws, once each. */
function smilesOf(doc: SynthesisDocument): string[] {
  const all = new Set<string>();
  if (doc.molecule.smiles) all.add(doc.molecule.smiles);
  for (const part of doc.parts) {
    for (const r of part.reactions) {
      for (const c of [...r.substrates, ...r.products, ...(r.special_reagent ? [r.special_reagent] : [])]) {
        if (c.smiles) all.add(c.smiles);
      }
    }
  }
  return [...all];
}

/**
 * The submitter's preview page (docs/product/pages.md, the preview page): the draft of a valid
 * preview link, checked and named as publishing would, turned into the synthesis page's view in
 * memory (nothing is written). Structures are drawn now by the same renderer as publishing and
 * handed to the page as data: URLs with the uploaded PNGs, so nothing of the draft is ever stored
 * under a public address.
 */
export function createPreviewService(
  deps: ReviewDeps & {
    structures: StructureRenderer;
    lookups: Pick<LookupRepository, "reagents">;
    /** A DOI-only reference shows the citation found within PREVIEW_DOI_WAIT_MS, else 'DOI: …'. */
    doiResolver?: Pick<DoiResolver, "resolve">;
  },
) {
  return {
    async open(token: string): Promise<PreviewResult> {
      let draft: DraftRecord;
      try {
        ({ draft } = await openPreview(deps, token));
      } catch (error) {
        if (
          error instanceof DomainError &&
          (error.code === "invalid_token" || LINK_REFUSALS.has(error.kind))
        ) {
          // A link whose draft changed since no longer works either: the page says why. An unknown
          // link is a page that is not there (404), whatever status the API answers for it.
          const status = error.code === "invalid_token" || error.kind === "not_found" ? 404 : 410;
          return { ok: false, status, message: error.message.replace(/^token: /, "") };
        }
        throw error;
      }
      const { check } = await checkDraft(deps, draft);
      if (!check.document) {
        return { ok: false, status: 410, message: "this draft cannot be shown any more; ask the editor" };
      }
      return show(draft, await withDoiCitations(check.document, deps.doiResolver, PREVIEW_DOI_WAIT_MS));
    },

    /**
     * The same page for a signed-in owner or editor, from the editor and the Contribute page
     * (pages.md §2.14.5): by the draft's id, checked against the viewer as the draft calls are
     * (someone else's draft is a 404 for a contributor); an incomplete draft answers its problems.
     */
    async openDraft(draftId: number, viewer: { id: number; role: string }): Promise<DraftPreviewResult> {
      const draft = await deps.drafts.find(draftId);
      if (!draft || !(isOwner(viewer, draft) || isEditor(viewer))) {
        return { ok: false, status: 404, message: "there is no such draft among yours", problems: [] };
      }
      const { check, problems } = await checkDraft(deps, draft);
      if (!check.document || problems.length > 0) {
        return { ok: false, status: 422, message: "the draft is not complete yet", problems };
      }
      return show(draft, await withDoiCitations(check.document, deps.doiResolver, PREVIEW_DOI_WAIT_MS));
    },
  };

  /** The synthesis page's view of a checked draft, with its drawings and uploads as data: URLs. */
  async function show(draft: DraftRecord, doc: SynthesisDocument): Promise<PreviewResult & { ok: true }> {
    const [reference, reagents] = await Promise.all([
      deps.publication.referenceData(),
      // The draft may use pending reagents (its own): publishing would accept them.
      deps.lookups.reagents({ viewer: "everyone" }),
    ]);
    const drawings = new Map<string, Drawn>();
    for (const smiles of smilesOf(doc)) {
      try {
        const svg = await deps.structures.moleculeSvg(smiles);
        const described = await deps.structures.describe(smiles);
        drawings.set(smiles, {
          svg,
          formula: described.formula,
          carbonCount: described.carbonCount,
          ...svgSize(svg),
        });
      } catch {
        // The check accepted it; should RDKit still refuse it, the page shows the chemical's name.
      }
    }
    const synthesisId = draft.synthesis_id ?? 0;
    const synthesis = documentToSynthesisView({
      document: doc,
      reference: {
        reagents,
        solvents: reference.solvents,
        namedReactions: reference.namedReactions,
        authors: reference.authors,
        molecules: reference.molecules.map((m) => ({
          id: m.id,
          name: m.name,
          structure: m.structure,
          extension: m.smiles ? "svg" : "png",
          formula: m.formula,
          carbonCount: null,
          width: null,
          height: null,
        })),
      },
      drawing: (smiles) => drawings.get(smiles),
      fileName: fileNameFor,
      synthesisId,
      submitter: draft.user.name,
      createdAt: draft.updated_at,
    });

    const uploads = new Map<string, string | null>();
    const upload = async (name: string) => {
      if (!uploads.has(name)) {
        const bytes = await deps.uploads.read(name);
        const png = bytes ? await checkPng(bytes) : null;
        uploads.set(name, png?.ok ? pngUrl(png.bytes) : null);
      }
      return uploads.get(name) ?? null;
    };
    const chemicals: Record<string, string> = {};
    const specialReagents: Record<string, string> = {};
    for (const part of synthesis.parts) {
      for (const reaction of part.reactions) {
        for (const c of [...reaction.substrates, ...reaction.products]) {
          const file = `${c.filename}.${c.extension}`;
          const drawn = c.smiles ? drawings.get(c.smiles) : undefined;
          const url = drawn
            ? svgUrl(drawn.svg)
            : c.filename.startsWith("upload-")
              ? await upload(c.filename)
              : null;
          if (url) chemicals[file] = url;
        }
      }
    }
    for (const part of doc.parts) {
      for (const r of part.reactions) {
        const special = r.special_reagent;
        if (!special) continue;
        const drawn = special.smiles ? drawings.get(special.smiles) : undefined;
        if (drawn) specialReagents[`${synthesisId}-${part.number}-${r.step}-sr.svg`] = svgUrl(drawn.svg);
        else if (special.filename?.startsWith("upload-")) {
          const url = await upload(special.filename);
          if (url) specialReagents[`${special.filename}.png`] = url;
        }
      }
    }
    const moleculeDrawing = doc.molecule.smiles ? drawings.get(doc.molecule.smiles) : undefined;
    return {
      ok: true,
      draftId: draft.id,
      title: draft.display_name,
      synthesis,
      images: {
        molecule: moleculeDrawing ? svgUrl(moleculeDrawing.svg) : null,
        chemicals,
        specialReagents,
      },
    };
  }
}
export type PreviewService = ReturnType<typeof createPreviewService>;
