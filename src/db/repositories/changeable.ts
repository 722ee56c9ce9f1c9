import type { Kysely } from "kysely";
import { hasRole } from "../../domain/roles.ts";
import type { Database } from "../schema.ts";
import type { Viewer } from "./visibility.ts";

/**
 * Which authors, reagents and solvents a contributor may change: those they created that no
 * synthesis uses (the rule of api/shared/reference-data/lookup-writes.ts `mayChange`). The signed-in lists mark them
 * `editable: true`, so the editor shows every other item read-only instead of letting a contributor
 * type into it and see the change refused (docs/decisions/editor/0058-no-dead-ends-while-entering-a-synthesis.md "No dead ends while entering a
 * synthesis"). Editors may change everything and get no mark; the public gets none either.
 */
export async function changeableIds(
  db: Kysely<Database>,
  kind: "author" | "reagent" | "solvent",
  viewer: Viewer | undefined,
): Promise<ReadonlySet<number> | null> {
  if (!viewer || viewer === "everyone" || hasRole(viewer.role, "editor")) return null;
  const rows =
    kind === "author"
      ? await db
          .selectFrom("authors as a")
          .select("a.id")
          .where("a.created_by", "=", viewer.id)
          .where((eb) =>
            eb.not(
              eb.exists(eb.selectFrom("syntheses as s").select("s.id").whereRef("s.author_id", "=", "a.id")),
            ),
          )
          .execute()
      : kind === "reagent"
        ? await db
            .selectFrom("reagents as r")
            .select("r.id")
            .where("r.created_by", "=", viewer.id)
            .where((eb) =>
              eb.not(
                eb.exists(
                  eb
                    .selectFrom("reaction_reagent as l")
                    .select("l.reagent_id")
                    .whereRef("l.reagent_id", "=", "r.id"),
                ),
              ),
            )
            .execute()
        : await db
            .selectFrom("solvents as v")
            .select("v.id")
            .where("v.created_by", "=", viewer.id)
            .where((eb) =>
              eb.not(
                eb.exists(
                  eb
                    .selectFrom("reaction_solvent as l")
                    .select("l.solvent_id")
                    .whereRef("l.solvent_id", "=", "v.id"),
                ),
              ),
            )
            .execute();
  return new Set(rows.map((r) => r.id));
}

/** `{ editable: true }` for a row in `ids` (a contributor's own, unused item); else nothing. */
export function editableFlag(ids: ReadonlySet<number> | null, id: number): { editable?: true } {
  return ids?.has(id) ? { editable: true } : {};
}
