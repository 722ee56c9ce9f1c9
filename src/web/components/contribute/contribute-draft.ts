import type { StoredDraft } from "../../../domain/editor/stored-draft.ts";
import { emptyStoredReaction } from "../../../domain/editor/stored-reaction.ts";
import { CHIRALITY_TYPES, SYNTHESIS_TYPES } from "../../../domain/synthesis-constants.ts";
import type { InvestigatorPick, SynthesisIdentity } from "./identify-synthesis.tsx";

/**
 * Step 2 of the contribute page as a saved draft: the stored-draft form (format 1) the synthesis
 * editor opens. The principal investigator is the archive's author picked or added in step 2, else
 * the name typed; the molecule keeps its typed name, which the editor matches or creates later.
 * Pure and free of the editor's schema code, so the public page stays light.
 */

/** "R. B. Woodward" → first names "R. B.", last name "Woodward"; a single word is a last name. */
export function splitInvestigator(name: string): { firstName: string; lastName: string } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return { firstName: "", lastName: "" };
  return { firstName: words.slice(0, -1).join(" "), lastName: words[words.length - 1] };
}

/** A name compared as the archive compares names: spaces collapsed, lower case. */
const key = (name: string) => name.normalize("NFC").trim().replace(/\s+/g, " ").toLowerCase();

/**
 * The archive's authors for a typed investigator: the one of exactly that name, else up to five of
 * the same last name or whose name holds every typed word ('O. L. Chapman' finds 'Orville L.
 * Chapman'); only authors with both names and a page address count (the list also holds authors
 * not named yet, their names empty).
 */
export function investigatorMatches(
  authors: readonly InvestigatorPick[],
  typed: string,
): { exact: InvestigatorPick | null; close: InvestigatorPick[] } {
  const named = authors.filter((a) => a.firstName.trim() && a.lastName.trim() && a.url);
  const wanted = key(typed);
  const exact = named.find((a) => key(`${a.firstName} ${a.lastName}`) === wanted) ?? null;
  const words = wanted.split(" ").filter(Boolean);
  const close = exact
    ? []
    : named
        .filter(
          (a) =>
            words.length > 0 &&
            (key(a.lastName) === words[words.length - 1] ||
              words.every((w) => key(`${a.firstName} ${a.lastName}`).includes(w))),
        )
        .slice(0, 5);
  return { exact, close };
}

/** The references field: one reference a non-empty line, trimmed. */
export function referenceLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "");
}

/**
 * One line of the references field as a reference, its text as typed: the server reads a line that
 * is a DOI in any form (`doi:…`, `https://doi.org/…`, bare), or a citation ending with one, into the
 * reference's DOI when the draft is saved (api.md §5.7.8), so this public page carries no DOI code.
 */
export function referenceOfLine(line: string): StoredDraft["references"][number] {
  return { display: line, doi: null, url: null };
}

/** "{molecule} by {investigator} ({year})", cut to the 200 characters a draft name may hold. */
export function draftDisplayName(identity: SynthesisIdentity): string {
  const name = `${identity.molecule.trim()} by ${identity.investigator.trim()} (${identity.year})`;
  return name.length > 200 ? name.slice(0, 200).trim() : name;
}

/**
 * The answers of step 2 as a stored draft with one empty part, as File → New starts one; a plain
 * JSON object, as the draft body's `synthesis_json` takes it.
 */
export function draftFromIdentity(identity: SynthesisIdentity): StoredDraft & Record<string, unknown> {
  const kind = SYNTHESIS_TYPES.find((t) => t === identity.kind);
  const chirality = CHIRALITY_TYPES.find((t) => t === identity.chirality);
  // The author picked or added in step 2 (by id and url), else the typed name for the editor to match.
  const pick = identity.author;
  const { firstName, lastName } = pick ?? splitInvestigator(identity.investigator);
  return {
    format: 1,
    molecule: identity.molecule.trim()
      ? { id: null, name: identity.molecule.trim(), structure: "", smiles: null }
      : null,
    author: lastName ? { id: pick?.id ?? null, firstName, lastName, url: pick?.url ?? "" } : null,
    year: typeof identity.year === "number" ? identity.year : 0,
    type_1: kind ?? "Total",
    type_2: chirality ?? "Racemic",
    supp_steps: 0,
    comment: "",
    submitter: null,
    references: referenceLines(identity.references).map(referenceOfLine),
    parts: [{ number: 1, comment: "", reactions: [emptyStoredReaction()] }],
  };
}

type StoredReference = StoredDraft["references"][number];

/**
 * Step 2 saved again over a draft the contributor may have worked on since (in the editor): its
 * answers replace only what step 2 asks. The parts, comments and every other field stay; the
 * molecule and the investigator stay as stored while their names are unchanged (the editor may have
 * drawn the molecule or matched the author); a reference stays as stored when a line names the same
 * DOI or text (its citation may have been completed since), and references added in the editor
 * stay after those of step 2.
 */
export function mergeIdentityIntoDraft(
  stored: Record<string, unknown>,
  identity: SynthesisIdentity,
): Record<string, unknown> & Pick<StoredDraft, "molecule" | "author" | "year" | "references"> {
  const answers = draftFromIdentity(identity);
  const molecule = stored.molecule as StoredDraft["molecule"] | undefined;
  const author = stored.author as StoredDraft["author"] | undefined;
  const kept = Array.isArray(stored.references) ? (stored.references as StoredReference[]) : [];
  // A stored reference (its DOI read by the server) is the one a line names when the line holds its
  // DOI (DOIs match ignoring case) or is its text.
  const same = (stored: StoredReference, line: StoredReference) =>
    stored.doi
      ? line.display.toLowerCase().includes(stored.doi.toLowerCase())
      : key(stored.display) === key(line.display);
  const references = answers.references.map((line) => kept.find((r) => same(r, line)) ?? line);
  const fromEditor = kept.filter((r) => !answers.references.some((line) => same(r, line)));
  const unchanged = (a: string | undefined, b: string | undefined) => key(a ?? "") === key(b ?? "");
  return {
    ...stored,
    molecule: molecule && unchanged(molecule.name, answers.molecule?.name) ? molecule : answers.molecule,
    author:
      author &&
      unchanged(
        `${author.firstName} ${author.lastName}`,
        `${answers.author?.firstName} ${answers.author?.lastName}`,
      )
        ? author
        : answers.author,
    year: answers.year,
    type_1: answers.type_1,
    type_2: answers.type_2,
    references: [...references, ...fromEditor],
  };
}
