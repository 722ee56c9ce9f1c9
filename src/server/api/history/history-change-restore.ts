import type { TxRepositories } from "../../../db/repositories/index.ts";
import type { HistoryEntry, Snapshot } from "../../../db/repositories/reference-history.ts";
import { authorKey, distinctNames, nameKey } from "../../../domain/lookup-names.ts";
import { writeMoleculeFingerprint } from "../shared/reference-data/create-molecule.ts";
import { ensureNameFree } from "../shared/reference-data/lookup-write-support.ts";
import { setAuthor } from "../shared/reference-data/lookup-writes.ts";
import { settleNameAndUrl } from "../shared/reference-data/reference-editor-support.ts";
import { protectingGroupPicture, restoreNamedReactionExtras } from "./history-restore-extras.ts";
import {
  type ImageExists,
  type MoleculePicture,
  refused,
  str,
  strings,
  strOrNull,
} from "./history-restore-support.ts";

/** A molecule's earlier drawing, staged before commit; `stale` names the file it replaces, removed after. */
export type MoleculeImage = { name: string; content: string | Uint8Array; stale?: string };

/** The item exists: its fields go back to `before`. Answers the molecule image to stage. */
export async function setBack(
  repos: TxRepositories,
  entry: HistoryEntry,
  before: Snapshot,
  actor: { id: number; role: string },
  picture: MoleculePicture | undefined,
  imageExists: ImageExists,
): Promise<MoleculeImage | undefined> {
  const id = entry.itemId;
  switch (entry.kind) {
    case "solvent": {
      const name = str(before.name);
      await checkName(repos, "solvents", "solvent", id, name);
      await repos.lookupWriter.renameSolvent(id, name);
      // An entry from before solvents had synonyms says nothing of them: they stay as they are.
      if (Array.isArray(before.synonyms))
        await repos.lookupWriter.replaceSolventSynonyms(id, distinctNames(strings(before.synonyms)));
      return;
    }
    case "reagent": {
      const name = str(before.name);
      await checkName(repos, "reagents", "reagent", id, name);
      await repos.lookupWriter.updateReagent(id, { name, formula: strOrNull(before.formula) });
      await repos.lookupWriter.replaceReagentSynonyms(id, distinctNames(strings(before.synonyms)));
      return;
    }
    case "author": {
      const firstName = str(before.firstName);
      const lastName = str(before.lastName);
      if (!authorKey(firstName, lastName) && (await repos.lookupWriter.publishedUses("author", id)).length) {
        throw refused("a published synthesis credits this author, who needs a name");
      }
      await setAuthor(repos, { id: actor.id, role: "editor" }, id, {
        firstName,
        lastName,
        ...(str(before.url) ? { url: str(before.url) } : {}),
      });
      return;
    }
    case "molecule": {
      const row = await repos.moleculeWriter.findMoleculeRow(id);
      if (!row) throw refused("the molecule was merged since");
      const name = str(before.name);
      const key = nameKey(name);
      if (
        (await repos.moleculeWriter.moleculeIdsAndNames()).some((m) => m.id !== id && nameKey(m.name) === key)
      ) {
        throw refused(`another molecule is named '${name}' now`);
      }
      const fields: Parameters<TxRepositories["moleculeWriter"]["updateMoleculeRow"]>[1] = { name };
      let image: MoleculeImage | undefined;
      if (picture && picture.row.smiles !== row.smiles) {
        Object.assign(fields, picture.row);
        image = {
          name: `${row.structure}.${picture.image.extension}`,
          content: picture.image.content,
          ...(row.extension !== picture.image.extension
            ? { stale: `${row.structure}.${row.extension}` }
            : {}),
        };
      } else if (!picture && (row.smiles !== null || row.extension !== str(before.extension))) {
        throw refused("the earlier structure was an uploaded image that is no longer kept; upload it again");
      } else if (!picture) {
        Object.assign(fields, {
          formula: strOrNull(before.formula),
          carbon_count: typeof before.carbonCount === "number" ? before.carbonCount : null,
        });
      }
      await repos.moleculeWriter.updateMoleculeRow(id, fields);
      if (image && picture) await writeMoleculeFingerprint(repos, id, picture.fingerprint);
      return image;
    }
    case "named_reaction": {
      const now = await repos.snapshots.of("named_reaction", id);
      const row = { id, name: str(now?.name), url: str(now?.url) };
      const settled = await settleNameAndUrl(repos, "named_reaction", row, {
        name: str(before.name),
        ...(str(before.url) ? { url: str(before.url) } : {}),
      });
      await repos.namedReactionWriter.updateNamedReactionRow(id, {
        ...settled,
        short_description: strOrNull(before.short_description),
        description: strOrNull(before.description),
      });
      await repos.namedReactionWriter.replaceNamedReactionSynonyms(
        id,
        distinctNames(strings(before.synonyms)),
      );
      await restoreNamedReactionExtras(repos, id, before, now, imageExists);
      return;
    }
    case "protecting_group": {
      const now = await repos.snapshots.of("protecting_group", id);
      const settled = await settleNameAndUrl(
        repos,
        "protecting_group",
        { id, name: str(now?.name), url: str(now?.url) },
        { name: str(before.name), ...(str(before.url) ? { url: str(before.url) } : {}) },
      );
      await repos.protectingGroupWriter.updateProtectingGroupRow(id, {
        ...settled,
        protected: str(before.protected),
        protector: str(before.protector),
        ...(await protectingGroupPicture(before, now, imageExists)),
      });
      return;
    }
  }
}

async function checkName(
  repos: TxRepositories,
  table: "solvents" | "reagents",
  kind: "solvent" | "reagent",
  id: number,
  name: string,
) {
  if (name) await ensureNameFree(repos, table, name, id);
  else if ((await repos.lookupWriter.publishedUses(kind, id)).length) {
    throw refused(`a published synthesis uses this ${kind}, which needs a name`);
  }
}
