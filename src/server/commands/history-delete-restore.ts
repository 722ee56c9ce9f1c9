import type { Transaction } from "kysely";
import { authorUrlsLike, replaceReagentSynonyms } from "../../db/repositories/lookup-writer.ts";
import {
  reinsertAuthor,
  reinsertNamedReaction,
  reinsertProtectingGroup,
  reinsertReagent,
  reinsertSolvent,
} from "../../db/repositories/merge-writer.ts";
import {
  replaceNamedReactionSynonyms,
  updateNamedReactionRow,
  updateProtectingGroupRow,
} from "../../db/repositories/reference-editor-writer.ts";
import type { HistoryEntry, Snapshot } from "../../db/repositories/reference-history.ts";
import type { Database } from "../../db/schema.ts";
import { distinctNames } from "../../domain/lookup-names.ts";
import { protectingGroupPicture, restoreNamedReactionExtras } from "./history-restore-extras.ts";
import { type ImageExists, refused, str, strings, strOrNull } from "./history-restore-support.ts";
import { ensureNameFree, setAuthor } from "./lookup-writes.ts";
import { settleNameAndUrl } from "./reference-editor-writes.ts";

type Trx = Transaction<Database>;

/** The item was deleted: it comes back under its old id, if its name (and url) are still free. */
export async function recreate(
  trx: Trx,
  entry: HistoryEntry,
  before: Snapshot,
  actor: { id: number },
  imageExists: ImageExists,
) {
  const id = entry.itemId;
  switch (entry.kind) {
    case "solvent": {
      const name = str(before.name);
      if (name) await ensureNameFree(trx, "solvents", name, id);
      await reinsertSolvent(trx, id, name, actor.id);
      return;
    }
    case "reagent": {
      const name = str(before.name);
      if (name) await ensureNameFree(trx, "reagents", name, id);
      await reinsertReagent(trx, { id, name, formula: strOrNull(before.formula) }, actor.id);
      await replaceReagentSynonyms(trx, id, distinctNames(strings(before.synonyms)));
      return;
    }
    case "author": {
      const url = str(before.url);
      if (url) {
        const holder = (await authorUrlsLike(trx, url)).find((u) => u.url === url);
        if (holder) throw refused(`the url '${url}' belongs to another author now`);
      }
      await reinsertAuthor(trx, { id, first_name: "", last_name: "", url }, actor.id);
      await setAuthor(trx, { id: actor.id, role: "editor" }, id, {
        firstName: str(before.firstName),
        lastName: str(before.lastName),
      });
      return;
    }
    case "named_reaction":
    case "protecting_group": {
      const name = str(before.name);
      const url = str(before.url);
      await reinsertReference(trx, entry.kind, before, id, actor.id);
      // Settled as a rename from nothing: the name must be free and the url no other item's.
      const settled = await settleNameAndUrl(
        trx,
        entry.kind,
        { id, name: "", url: "" },
        {
          name,
          ...(url ? { url } : {}),
        },
      );
      if (entry.kind === "named_reaction") {
        await updateNamedReactionRow(trx, id, settled);
        await replaceNamedReactionSynonyms(trx, id, distinctNames(strings(before.synonyms)));
        await restoreNamedReactionExtras(trx, id, before, null, imageExists);
      } else {
        await updateProtectingGroupRow(trx, id, {
          ...settled,
          ...(await protectingGroupPicture(before, null, imageExists)),
        });
      }
      return;
    }
    case "molecule":
      throw refused("a molecule is never deleted on its own");
  }
}

async function reinsertReference(
  trx: Trx,
  kind: "named_reaction" | "protecting_group",
  before: Snapshot,
  id: number,
  actorId: number,
) {
  if (kind === "named_reaction") {
    await reinsertNamedReaction(
      trx,
      {
        id,
        name: "",
        url: "",
        short_description: strOrNull(before.short_description),
        description: strOrNull(before.description),
      },
      actorId,
    );
  } else {
    await reinsertProtectingGroup(trx, {
      id,
      name: "",
      url: "",
      protected: str(before.protected),
      protector: str(before.protector),
    });
  }
}
