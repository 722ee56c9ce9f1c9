import type {
  StructureChemicalHit,
  StructureQuery,
  StructureSearchResults,
  StructureTargetHit,
} from "../../domain/structure-search.ts";
import { cursorText, structureImageUrl } from "../../domain/structure-search.ts";
import type { QueryReading } from "../structures/rdkit-ops.ts";
import type { StructureSnapshot as Snapshot } from "./structure-search.ts";

/** A structure of the index that a query found. */
export interface FoundStructure {
  index: number;
  score: number | null;
  atoms: number[];
}

/** How far an answer goes: whether more may match, and where a substructure search resumes. */
export interface AnswerExtent {
  complete: boolean;
  cut: boolean;
  next: StructureQuery["after"];
}

/**
 * The answer of one query against one snapshot: the target molecules of `found.targets` and the
 * reaction places of `found.chemicals` (one list for both in exact and similarity search).
 */
export function resultsOf(
  snapshot: Snapshot,
  query: StructureQuery,
  reading: QueryReading,
  found: { targets: FoundStructure[]; chemicals: FoundStructure[] },
  extent: AnswerExtent,
): StructureSearchResults {
  const { table } = snapshot;
  // Whether bond orders had to match: a SMILES substructure query's choice (a SMARTS is as written).
  const bonds =
    query.mode === "substructure" && reading.format === "smiles" ? (query.bonds ?? "exact") : null;
  const base = (hit: FoundStructure) => {
    const smiles = table.smiles[hit.index] as string;
    return {
      smiles,
      heavyAtoms: table.heavyAtoms[hit.index] as number,
      score: hit.score,
      atoms: hit.atoms,
      // A substructure hit's drawing highlights what its query matches (the same atoms).
      image: structureImageUrl(smiles, query.mode === "substructure" ? query.q : null, bonds ?? "exact"),
    };
  };
  const targets: StructureTargetHit[] = [];
  for (const hit of found.targets) {
    for (const target of table.targets[hit.index] ?? []) {
      targets.push({
        ...base(hit),
        molecule: {
          id: target.moleculeId,
          name: target.name,
          structure: target.structure,
          formula: target.formula,
        },
        syntheses: snapshot.targetSyntheses.get(target.moleculeId) ?? [],
      });
    }
  }
  const chemicals: StructureChemicalHit[] = [];
  for (const hit of found.chemicals) {
    // The syntheses whose target molecule is this very structure: there its product is the target.
    const targetOf = new Set(
      (table.targets[hit.index] ?? []).flatMap((t) =>
        (snapshot.targetSyntheses.get(t.moleculeId) ?? []).map((label) => label.id),
      ),
    );
    const occurrences = (table.occurrences[hit.index] ?? []).flatMap((o) => {
      const synthesis = snapshot.labels.get(o.synthesisId);
      const target = o.role === "product" && targetOf.has(o.synthesisId);
      return synthesis ? [{ synthesis, part: o.part, step: o.step, role: o.role, name: o.name, target }] : [];
    });
    if (occurrences.length) chemicals.push({ ...base(hit), occurrences });
  }
  const after = query.mode === "substructure" ? query.after : null;
  return {
    query: {
      q: query.q,
      mode: query.mode,
      format: reading.format,
      canonical: reading.canonical,
      limit: query.limit,
      threshold: query.mode === "similarity" ? query.threshold : null,
      stereo: query.mode === "exact" ? (query.stereo === "ignore" ? "ignore" : "counts") : null,
      after: after ? cursorText(after) : null,
      bonds,
    },
    complete: extent.complete,
    cut: extent.cut,
    next: extent.next ? cursorText(extent.next) : null,
    before: {
      targets: after?.list === "chemicals" ? null : (after?.shown ?? 0),
      chemicals: after?.list === "chemicals" ? after.shown : 0,
    },
    targets,
    chemicals,
    hints: [],
  };
}
