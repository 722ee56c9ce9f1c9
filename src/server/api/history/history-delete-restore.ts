import type { TxRepositories } from "../../../db/repositories/index.ts";
import type { HistoryEntry, Snapshot } from "../../../db/repositories/reference-history.ts";
import { distinctNames } from "../../../domain/lookup-names.ts";
import { ensureNameFree } from "../shared/reference-data/lookup-write-support.ts";
import { setAuthor } from "../shared/reference-data/lookup-writes.ts";
import { settleNameAndUrl } from "../shared/reference-data/reference-editor-support.ts";
import { protectingGroupPicture, restoreNamedReactionExtras } from "./history-restore-extras.ts";
import { type ImageExists, refused, str, strings, strOrNull } from "./history-restore-support.ts";

/** The item was deleted: it comes back under its old id, if its name (and url) are still free. */
export async function recreate(
  repos: TxRepositories,
  entry: HistoryEntry,
  before: Snapshot,
  actor: { id: number },
  imageExists: ImageExists,
) {
  const id = entry.itemId;
  switch (entry.kind) {
    case "solvent": {
      const name = str(before.name);
      if (name) await ensureNameFree(repos, "solvents", name, id);
      await repos.restoredItems.reinsertSolvent(id, name, actor.id);
      await repos.lookupWriter.replaceSolventSynonyms(id, distinctNames(strings(before.synonyms)));
      return;
    }
    case "reagent": {
      const name = str(before.name);
      if (name) await ensureNameFree(repos, "reagents", name, id);
      await repos.restoredItems.reinsertReagent({ id, name, formula: strOrNull(before.formula) }, actor.id);
      await repos.lookupWriter.replaceReagentSynonyms(id, distinctNames(strings(before.synonyms)));
      return;
    }
    case "author": {
      const url = str(before.url);
      if (url) {
        const holder = (await repos.lookupWriter.authorUrlsLike(url)).find((u) => u.url === url);
        if (holder) throw refused(`the url '${url}' belongs to another author now`);
      }
      await repos.restoredItems.reinsertAuthor({ id, first_name: "", last_name: "", url }, actor.id);
      await setAuthor(repos, { id: actor.id, role: "editor" }, id, {
        firstName: str(before.firstName),
        lastName: str(before.lastName),
      });
      return;
    }
    case "named_reaction":
    case "protecting_group": {
      const name = str(before.name);
      const url = str(before.url);
      await reinsertReference(repos, entry.kind, before, id, actor.id);
      // Settled as a rename from nothing: the name must be free and the url no other item's.
      const settled = await settleNameAndUrl(
        repos,
        entry.kind,
        { id, name: "", url: "" },
        {
          name,
          ...(url ? { url } : {}),
        },
      );
      if (entry.kind === "named_reaction") {
        await repos.namedReactionWriter.updateNamedReactionRow(id, settled);
        await repos.namedReactionWriter.replaceNamedReactionSynonyms(
          id,
          distinctNames(strings(before.synonyms)),
        );
        await restoreNamedReactionExtras(repos, id, before, null, imageExists);
      } else {
        await repos.protectingGroupWriter.updateProtectingGroupRow(id, {
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
  repos: TxRepositories,
  kind: "named_reaction" | "protecting_group",
  before: Snapshot,
  id: number,
  actorId: number,
) {
  if (kind === "named_reaction") {
    await repos.restoredItems.reinsertNamedReaction(
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
    await repos.restoredItems.reinsertProtectingGroup({
      id,
      name: "",
      url: "",
      protected: str(before.protected),
      protector: str(before.protector),
    });
  }
}
