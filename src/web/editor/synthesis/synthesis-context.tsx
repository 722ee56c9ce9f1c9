import { createContext, useContext } from "react";
import type { ActionResult, EditorId, SynthesisDraft } from "../../../domain/editor/draft.ts";
import type { PlacedProblem } from "./problems.ts";
import type { SynthesisPanel, SynthesisSession } from "./session.ts";
import type { StructureTarget } from "./structure-target.ts";
import type { DraftRecord } from "./use-synthesis-file.ts";

/** What the synthesis editor's cards and panels get: the open synthesis and the ways to change it. */
export interface SynthesisServices {
  session: SynthesisSession;
  draft: SynthesisDraft;
  /**
   * Runs a domain action on the open draft (docs/product/editor.md §8.3–8.4). A refusal is shown in
   * the Snackbar and changes nothing; a success becomes one Undo step. Returns whether it applied.
   */
  run: <Args, Extra extends object>(
    action: (draft: SynthesisDraft, args: Args) => ActionResult<Extra>,
    args: Args,
    panel?: SynthesisPanel,
  ) => ActionResult<Extra>;
  select: (id: EditorId | null, panel: SynthesisPanel) => void;
  /** Opens the structure dialog for a new substrate/product, a replacement or the special reagent. */
  editStructure: (target: StructureTarget) => void;
  /** Uploads a dropped PNG and puts it where the target says. */
  dropPng: (target: StructureTarget, file: File) => void;
  /** The published synthesis whose stored images a chemical without SMILES may use. */
  imagesSynthesisId: number | null;
  /** What the last completeness check found, placed on the parts and reactions. */
  problems: readonly PlacedProblem[];
  clearProblems: () => void;
  /** A draft's record changed on the server (a review step): the store and the session follow. */
  recordChanged: (record: DraftRecord) => void;
  /** Mails the submitter the preview link of the open draft, saved first (editors); true when sent. */
  askApproval: () => Promise<boolean>;
  /** Opens the Publish dialog (editors, a draft not yet published), or null where it does not apply. */
  startPublish: (() => void) | null;
  /** Opens a published synthesis again (after unpublish or restore). */
  reopenPublished: (id: number) => Promise<void>;
}

export const SynthesisContext = createContext<SynthesisServices | null>(null);

export function useSynthesis(): SynthesisServices {
  const services = useContext(SynthesisContext);
  if (!services) throw new Error("useSynthesis outside the synthesis editor");
  return services;
}
