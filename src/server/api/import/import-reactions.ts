import type { createImportCatalogue } from "../../../db/repositories/import-catalogue.ts";
import type { LookupRepository } from "../../../db/repositories/lookups.ts";
import type { Viewer } from "../../../db/repositories/visibility.ts";
import { invalidInput } from "../../../domain/errors.ts";
import { chargeOfFormula, groupIons } from "../../../domain/import/agent-ions.ts";
import { buildImportedScheme, type MoleculeReading } from "../../../domain/import/build-scheme.ts";
import type { ImportedScheme } from "../../../domain/import/imported-scheme.ts";
import {
  type FileMolecule,
  type FileReaction,
  type ImportFormat,
  SchemeFileError,
} from "../../../domain/import/scheme-file.ts";
import { structureLimitProblem } from "../../../domain/structure-limits.ts";
import type { ImportReader } from "../../import-reader/import-reader.ts";
import { structureApiError } from "../../structures/rdkit-errors.ts";
import type { StructureService } from "../../structures/structure-service.ts";
import { readCdxmlReactions } from "./cdxml-reader.ts";

/** Molecules per RDKit call: each call stays well inside the pool's time limit. */
const MOLECULES_PER_CALL = 40;

export interface ImportDeps {
  structures: Pick<StructureService, "readSchemeMolecules" | "cdxmlMolfiles">;
  lookups: Pick<LookupRepository, "reagents" | "solvents">;
  catalogue: Pick<ImportCatalogue, "agents">;
  reader: Pick<ImportReader, "read">;
}

type ImportCatalogue = ReturnType<typeof createImportCatalogue>;

/**
 * Reads a scheme file into the draft document's form (docs/product/api.md §5.25): the file's frame
 * strictly, line by line (domain/import/), in the import reader's bounded worker, then every
 * molecule with RDKit in the structure workers, then the agents against the reagents and solvents
 * the user may see. Stores nothing. Every refusal of the file is a 400 on `text` naming the line or
 * record; a file that runs the reader past its time or memory is a 422 (import-reader.ts).
 */
export async function importReactions(
  deps: ImportDeps,
  input: { format: ImportFormat; text: string },
  viewer: Viewer,
): Promise<ImportedScheme> {
  const reactions = await readReactions(deps, input);
  const molecules = reactions.flatMap((r) => [...r.substrates, ...r.products, ...r.agents]);
  // The reader checked the file's own structures; Indigo's Molfiles of a CDXML file are checked here.
  if (input.format === "cdxml") {
    for (const molecule of molecules) {
      const problem = structureLimitProblem(molecule.text, molecule.kind);
      if (problem) throw invalidInput("text", `${molecule.where}: this structure ${problem}`);
    }
  }
  const readings = new Map<FileMolecule, MoleculeReading>();
  await readMolecules(deps, molecules, readings);
  // Ions written apart (`[Na+].[N-]=[N+]=[N-]`) are recombined into the salts they are and read again.
  const salts: FileMolecule[] = [];
  for (const reaction of reactions) {
    const groups = groupIons(reaction.agents, (m) =>
      chargeOfFormula((readings.get(m) as MoleculeReading).formula),
    );
    reaction.agents = groups.map((group) => {
      if (group.length === 1) return group[0] as FileMolecule;
      const first = group[0] as FileMolecule;
      const salt: FileMolecule = {
        kind: "smiles",
        text: group.map((m) => (readings.get(m) as MoleculeReading).smiles).join("."),
        name: group.every((m) => m.name.trim() === "") ? "" : group.map((m) => m.name.trim()).join(" "),
        where: first.where,
        ...(first.role ? { role: first.role } : {}),
      };
      salts.push(salt);
      return salt;
    });
  }
  await readMolecules(deps, salts, readings);
  const [reagents, solvents, catalogue] = await Promise.all([
    deps.lookups.reagents({ viewer }),
    deps.lookups.solvents({ viewer }),
    deps.catalogue.agents(),
  ]);
  return buildImportedScheme(
    input.format,
    reactions,
    (molecule) => readings.get(molecule) as MoleculeReading,
    {
      reagents: reagents.map((r) => ({
        ...r,
        synonyms: r.synonyms.map((s) => s.synonym),
        inchikey: catalogue.reagentKeys.get(r.id) ?? null,
        uses: catalogue.reagentUses.get(r.id) ?? 0,
      })),
      solvents: solvents.map((s) => ({
        name: s.name,
        synonyms: s.synonyms.map((y) => y.synonym),
        uses: catalogue.solventUses.get(s.id) ?? 0,
      })),
    },
  );
}

/** Reads molecules with RDKit in the structure workers, a chunk a call; a refusal names the line. */
async function readMolecules(
  deps: ImportDeps,
  molecules: readonly FileMolecule[],
  readings: Map<FileMolecule, MoleculeReading>,
) {
  for (let from = 0; from < molecules.length; from += MOLECULES_PER_CALL) {
    const chunk = molecules.slice(from, from + MOLECULES_PER_CALL);
    let out: Awaited<ReturnType<StructureService["readSchemeMolecules"]>>;
    try {
      out = await deps.structures.readSchemeMolecules(chunk.map((m) => ({ kind: m.kind, text: m.text })));
    } catch (error) {
      throw structureApiError(error, "text") ?? error;
    }
    chunk.forEach((molecule, i) => {
      const read = out[i];
      if (!read?.ok)
        throw invalidInput("text", `${molecule.where}: ${read?.reason ?? "RDKit could not read it"}`);
      readings.set(molecule, read);
    });
  }
}

async function readReactions(
  deps: ImportDeps,
  input: { format: ImportFormat; text: string },
): Promise<FileReaction[]> {
  const reading = await deps.reader.read(input.format, input.text);
  if (reading.format !== "cdxml") return reading.reactions;
  try {
    return await readCdxmlReactions(deps.structures, reading.scheme);
  } catch (error) {
    if (error instanceof SchemeFileError) throw invalidInput("text", error.message);
    throw structureApiError(error, "text") ?? error;
  }
}
