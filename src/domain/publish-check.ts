import { doiCitation } from "./doi-citation.ts";
import { type DraftDocument, draftToDocument } from "./editor/draft-document.ts";
import { type DraftLookups, loadStoredDraft } from "./editor/draft-storage.ts";
import { authorKey, nameKey } from "./lookup-names.ts";
import {
  CHIRALITY_TYPES,
  MIN_YEAR,
  maxYear,
  SYNTHESIS_TYPES,
  type SynthesisDocument,
  synthesisDocumentSchema,
} from "./synthesis-document.ts";

/**
 * The completeness check run before a draft is published (docs/product/api.md §5.14): every problem
 * at once, each with the place in the draft it concerns and a sentence for the chemist. Paths use
 * the document's field names with indexes in brackets, counted in the order the editor shows the
 * draft (parts by number, reactions by step): `molecule`, `year`,
 * `parts[0].reactions[1].products`, `parts[0].reactions[1].reagents[2]`.
 */

export interface PublishProblem {
  path: string;
  message: string;
}

/** The current reference data, as the lookup lists give it (plus what the molecule check needs). */
export interface PublishReferenceData extends DraftLookups {
  molecules: readonly {
    id: number;
    name: string;
    structure: string;
    smiles?: string | null;
    formula?: string | null;
  }[];
  protectingGroups: readonly { id: number; url: string; name?: string }[];
}

export interface PublishCheck {
  problems: PublishProblem[];
  /** The document to publish, names taken from the reference data; null while there are problems. */
  document: SynthesisDocument | null;
  /** The draft as a document before the check (what the problems' paths point into). */
  source: DraftDocument;
}

/** Opens a stored draft (or an old one stored as a plain document) and checks it. */
export function checkStoredDraft(json: unknown, refs: PublishReferenceData, now = new Date()): PublishCheck {
  return checkDocument(draftToDocument(loadStoredDraft(json, refs)), refs, now);
}

type Chemical = NonNullable<DraftDocument["parts"][number]["reactions"][number]["special_reagent"]>;

const hasImage = (c: Chemical) => Boolean(c.smiles?.trim()) || Boolean(c.filename?.trim());
const ordinal = (what: string, name: string | null | undefined, index: number) =>
  name?.trim() ? `${what} '${name.trim()}'` : `${what} ${index + 1}`;

/** A zod path as the problems write it: `parts[0].reactions[1].step`. */
export function problemPath(path: readonly PropertyKey[]): string {
  return path
    .map((key, i) => (typeof key === "number" ? `[${key}]` : `${i === 0 ? "" : "."}${String(key)}`))
    .join("");
}

/** Checks a draft written back as a document against the reference data. */
export function checkDocument(
  doc: DraftDocument,
  refs: PublishReferenceData,
  now = new Date(),
): PublishCheck {
  const problems: PublishProblem[] = [];
  const add = (path: string, message: string) => problems.push({ path, message });

  // Target molecule: picked, in the archive (or drawn), with a structure or an image and a formula.
  let molecule: { name: string; structure: string; smiles: string | null } | null = null;
  const m = doc.molecule;
  if (!m || (!m.name?.trim() && !m.structure?.trim())) {
    add("molecule", "Pick the target molecule.");
  } else {
    const found =
      refs.molecules.find((x) => m.structure !== "" && x.structure === m.structure) ??
      refs.molecules.find((x) => nameKey(x.name) !== "" && nameKey(x.name) === nameKey(m.name ?? ""));
    const smiles = m.smiles?.trim() || found?.smiles || null;
    if (!found && !smiles) {
      add("molecule", `The target molecule '${m.name}' is not in the archive: create it first.`);
    } else if (!smiles && !found?.formula) {
      add("molecule", "The target molecule needs a structure, or an image with its formula.");
    } else {
      molecule = { name: found?.name ?? m.name ?? "", structure: found?.structure ?? m.structure, smiles };
    }
  }

  // Principal investigator: picked and in the archive (by url, else by name).
  let author: { firstName: string; lastName: string; url: string } | null = null;
  const a = doc.author;
  if (!a || authorKey(a.firstName ?? "", a.lastName ?? "") === "") {
    add("author", "Pick the principal investigator.");
  } else {
    const key = authorKey(a.firstName ?? "", a.lastName ?? "");
    const found =
      refs.authors.find((x) => a.url !== "" && x.url === a.url) ??
      refs.authors.find((x) => authorKey(x.firstName, x.lastName) === key);
    const fullName = `${a.firstName ?? ""} ${a.lastName ?? ""}`.trim();
    if (!found) {
      add("author", `The principal investigator '${fullName}' is not in the archive.`);
    } else if (!found.firstName.trim() || !found.lastName.trim() || !found.url) {
      add("author", `The principal investigator '${fullName}' needs a first and a last name.`);
    } else {
      author = { firstName: found.firstName, lastName: found.lastName, url: found.url };
    }
  }

  const year = doc.year;
  if (typeof year !== "number" || !Number.isInteger(year) || year < MIN_YEAR || year > maxYear(now)) {
    add("year", `Give the year of the synthesis, from ${MIN_YEAR} to ${maxYear(now)}.`);
  }
  if (!(SYNTHESIS_TYPES as readonly unknown[]).includes(doc.type_1)) {
    add("type_1", `Choose Type 1: ${SYNTHESIS_TYPES.join(", ")}.`);
  }
  if (!(CHIRALITY_TYPES as readonly unknown[]).includes(doc.type_2)) {
    add("type_2", `Choose Type 2: ${CHIRALITY_TYPES.join(", ")}.`);
  }
  const parts = doc.parts ?? [];
  const formal = doc.type_1 === "Formal";
  if (formal && (doc.supp_steps ?? 0) < 1 && !parts.some((p) => p.number === 0)) {
    add("supp_steps", "A Formal synthesis needs a part 0 (Remaining steps) or 1 to 100 supp. steps.");
  }

  const reagents = new Map(refs.reagents.map((r) => [nameKey(r.name), r.name]));
  const solvents = new Map(refs.solvents.map((s) => [nameKey(s.name), s.name]));
  const namedUrls = new Set(refs.namedReactions.map((n) => n.url).filter(Boolean));
  const groupUrls = new Set(refs.protectingGroups.map((g) => g.url));

  if (parts.every((p) => (p.reactions ?? []).length === 0)) add("parts", "Add at least one reaction.");

  const resolvedParts = parts.map((part, i) => {
    if (part.number === 0 && !formal) {
      add(`parts[${i}].number`, "Only a Formal synthesis has a part 0 (Remaining steps).");
    }
    return {
      ...part,
      reactions: (part.reactions ?? []).map((reaction, j) => {
        const at = `parts[${i}].reactions[${j}]`;
        const where = `step ${reaction.step} of part ${part.number}`;
        const Where = `Step ${reaction.step} of part ${part.number}`;
        const substrates = reaction.substrates ?? [];
        const products = reaction.products ?? [];
        if (substrates.length === 0) add(`${at}.substrates`, `${Where} has no substrate.`);
        if (products.length === 0) add(`${at}.products`, `${Where} has no product.`);
        for (const [role, list] of [
          ["Substrate", substrates],
          ["Product", products],
        ] as const) {
          list.forEach((c, k) => {
            if (!hasImage(c)) {
              add(
                `${at}.${role.toLowerCase()}s[${k}]`,
                `${ordinal(role, c.name, k)} of ${where} has no structure: draw it or drop a PNG.`,
              );
            }
          });
        }
        const special = reaction.special_reagent;
        if (special && !hasImage(special)) {
          add(`${at}.special_reagent`, `The special reagent of ${where} has no structure.`);
        }
        const reagentUses = (reaction.reagents ?? []).map((g, k) => {
          const name = reagents.get(nameKey(g.name));
          if (!g.name.trim()) add(`${at}.reagents[${k}]`, `Reagent ${k + 1} of ${where} has no name.`);
          else if (name === undefined)
            add(`${at}.reagents[${k}]`, `Reagent '${g.name}' is not in the archive.`);
          return { ...g, name: name ?? g.name };
        });
        const solventNames = (reaction.solvents ?? []).map((s, k) => {
          const name = solvents.get(nameKey(s));
          if (!s.trim()) add(`${at}.solvents[${k}]`, `Solvent ${k + 1} of ${where} has no name.`);
          else if (name === undefined) add(`${at}.solvents[${k}]`, `Solvent '${s}' is not in the archive.`);
          return name ?? s;
        });
        (reaction.named_reactions ?? []).forEach((url, k) => {
          if (!namedUrls.has(url)) {
            add(`${at}.named_reactions[${k}]`, `Named reaction '${url}' is not in the archive.`);
          }
        });
        (reaction.protecting_groups ?? []).forEach((g, k) => {
          if (!groupUrls.has(g.url)) {
            add(`${at}.protecting_groups[${k}]`, `Protecting group '${g.url}' is not in the archive.`);
          }
        });
        return { ...reaction, reagents: reagentUses, solvents: solventNames };
      }),
    };
  });

  // A reference carried from a DOI alone (Contribute's step 2) is complete: its text is composed from
  // the DOI (doi-citation.ts; publishing looks the citation up first). Without a DOI it needs a text.
  const references = (doc.references ?? []).map((r, i) => {
    if (r.display?.trim()) return r;
    if (r.doi?.trim()) return { ...r, display: doiCitation(r.doi) };
    add(`references[${i}].display`, `Reference ${i + 1} has no citation text: write it under References.`);
    return r;
  });

  // Last, the document's own rules; a problem already reported for a place is not repeated.
  const resolved = { ...doc, molecule, author, parts: resolvedParts, references };
  const parsed = synthesisDocumentSchema.safeParse(resolved);
  if (!parsed.success) {
    const covered = (path: string) =>
      problems.some((p) => path === p.path || path.startsWith(`${p.path}.`) || path.startsWith(`${p.path}[`));
    for (const issue of parsed.error.issues) {
      const path = problemPath(issue.path) || "synthesis";
      if (covered(path)) continue;
      add(path, `${path}: ${issue.message}`);
    }
  }
  return { problems, document: problems.length === 0 && parsed.success ? parsed.data : null, source: doc };
}

/** An image the editor uploaded (POST /api/uploads names them `upload-…`), with its place. */
export interface UploadedImage {
  path: string;
  filename: string;
  /** A special reagent (its file goes to `special-reagents/`), else a substrate or product. */
  special: boolean;
}

/** Every uploaded PNG a draft uses, each with the path of the chemical that shows it. */
export function uploadedImages(doc: DraftDocument): UploadedImage[] {
  const found: UploadedImage[] = [];
  const isUpload = (c: Chemical | null | undefined): c is Chemical & { filename: string } =>
    Boolean(c && !c.smiles?.trim() && c.filename?.startsWith("upload-"));
  (doc.parts ?? []).forEach((part, i) => {
    (part.reactions ?? []).forEach((reaction, j) => {
      const at = `parts[${i}].reactions[${j}]`;
      for (const role of ["substrates", "products"] as const) {
        (reaction[role] ?? []).forEach((c, k) => {
          if (isUpload(c)) found.push({ path: `${at}.${role}[${k}]`, filename: c.filename, special: false });
        });
      }
      const special = reaction.special_reagent;
      if (isUpload(special)) {
        found.push({ path: `${at}.special_reagent`, filename: special.filename, special: true });
      }
    });
  });
  return found;
}
