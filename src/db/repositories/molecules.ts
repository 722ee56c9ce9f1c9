import type { Kysely } from "kysely";
import type { MoleculeListItem, MoleculeView } from "../../domain/views.ts";
import type { Database } from "../schema.ts";
import { MOLECULE_PICTURE_COLUMNS, moleculePicture } from "./molecule-picture.ts";
import { publishedSynthesis } from "./visibility.ts";

/** The molecule columns lists show; selected and grouped by (PostgreSQL wants every one named). */
const COLUMNS = ["m.id", "m.name", ...MOLECULE_PICTURE_COLUMNS] as const;

export function createMoleculeRepository(db: Kysely<Database>) {
  const withCounts = () =>
    db
      .selectFrom("molecules as m")
      // Only published syntheses count: a molecule whose syntheses are all unpublished is hidden.
      .leftJoin("syntheses as s", (join) =>
        join.onRef("s.molecule_id", "=", "m.id").on(publishedSynthesis("s")),
      )
      .select((eb) => [
        ...COLUMNS,
        eb.fn.count<number>("s.id").as("syntheses_count"),
        eb.fn.min<number>("s.id").as("first_synthesis_id"),
      ])
      .groupBy([...COLUMNS]);
  type Row = Awaited<ReturnType<ReturnType<typeof withCounts>["execute"]>>[number];
  const toItem = (r: Row): MoleculeListItem => {
    const count = Number(r.syntheses_count);
    return {
      id: r.id,
      name: r.name,
      ...moleculePicture(r),
      syntheses_count: count,
      synthesis_id: count === 1 ? Number(r.first_synthesis_id) : null,
    };
  };

  /** Public reads see only molecules with a published synthesis; signed-in editor reads see every one. */
  type Visibility = { includeUnpublished?: boolean };
  const visible = (query: ReturnType<typeof withCounts>, options: Visibility) =>
    options.includeUnpublished ? query : query.having((eb) => eb.fn.count("s.id"), ">", 0);
  /** One molecule with its InChI and InChIKey (lists leave them out). */
  const one = async (query: ReturnType<typeof withCounts>, options: Visibility) => {
    const row = await visible(query, options)
      .select(["m.inchi", "m.inchikey"])
      .groupBy(["m.inchi", "m.inchikey"])
      .executeTakeFirst();
    return row && { ...toItem(row), inchi: row.inchi, inchiKey: row.inchikey };
  };

  return {
    /** Molecules that have at least one synthesis (or every one, with includeUnpublished), by name. */
    async list(options: Visibility = {}): Promise<MoleculeListItem[]> {
      const rows = await visible(withCounts(), options).orderBy("m.name").orderBy("m.id").execute();
      return rows.map(toItem);
    },
    async findById(id: number, options: Visibility = {}): Promise<MoleculeView | undefined> {
      return one(withCounts().where("m.id", "=", id), options);
    },
    async findByStructure(structure: string, options: Visibility = {}): Promise<MoleculeView | undefined> {
      return one(withCounts().where("m.structure", "=", structure), options);
    },
    /** The current url identifier of the molecule a merged molecule's old one now names. */
    async currentStructureFor(structure: string): Promise<string | undefined> {
      const row = await db
        .selectFrom("molecule_structure_redirects as r")
        .innerJoin("molecules as m", "m.id", "r.molecule_id")
        .select("m.structure")
        .where("r.structure", "=", structure)
        .executeTakeFirst();
      return row?.structure;
    },
  };
}
export type MoleculeRepository = ReturnType<typeof createMoleculeRepository>;
