import type { HistoryKind, ReferenceHistoryRepository } from "../../../db/repositories/reference-history.ts";
import { DomainError, refusedByState } from "../../../domain/errors.ts";
import type { MarkdownRenderer } from "../../markdown/markdown-renderer.ts";
import type { MoleculeWriteDeps, moleculePicture } from "../shared/reference-data/create-molecule.ts";

/** Whether `folder/name` is still in the image folder (a restore points a row back at an old picture). */
export type ImageExists = (folder: string, name: string) => Promise<boolean>;

/** What a restore needs: the molecule writes' ports and the image folder's contents. */
export type RestoreDeps = MoleculeWriteDeps & {
  /** The entry a restore starts from, read before its transaction. */
  history: Pick<ReferenceHistoryRepository, "find">;
  imageExists: ImageExists;
  /** A named reaction's earlier description is rendered again for its stored HTML. */
  markdown: Pick<MarkdownRenderer, "render">;
};

/** A molecule's earlier structure drawn again, before the restore's transaction. */
export type MoleculePicture = Awaited<ReturnType<typeof moleculePicture>>;

export const WHAT: Record<HistoryKind, string> = {
  named_reaction: "named reaction",
  protecting_group: "protecting group",
  molecule: "molecule",
  author: "author",
  reagent: "reagent",
  solvent: "solvent",
};

/** A restore refused because something since depends on the later state (409, docs/product/api.md §5.20.2). */
export const refused = (message: string) => refusedByState(`Cannot restore: ${message}`);

export const str = (value: unknown) => (typeof value === "string" ? value : "");
export const strOrNull = (value: unknown) => (typeof value === "string" ? value : null);
export const numOrNull = (value: unknown) => (typeof value === "number" ? value : null);
export const strings = (value: unknown) =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];

/** A refusal of the write the restore repeats (a name taken since, a url another item holds) as a restore refusal. */
export async function asRestore<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const refusedByNow =
      error instanceof DomainError && (error.kind === "conflict" || error.kind === "quota");
    if (refusedByNow && !error.message.startsWith("Cannot restore")) {
      const prefix = error.field ? `${error.field}: ` : "";
      throw refused(error.message.startsWith(prefix) ? error.message.slice(prefix.length) : error.message);
    }
    throw error;
  }
}
