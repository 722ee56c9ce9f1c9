// First: the /edit route's clientLoader runs this module from a chunk of its own, before the route's
// module (and its import of zod-jitless.ts) is evaluated, and the lists it reads are parsed with zod.
import "./zod-jitless.ts";
import { currentUser } from "../api-client/accounts.ts";
import { messageOf } from "../api-client/api.ts";
import { listDrafts } from "../api-client/drafts.ts";
import {
  listAuthors,
  listMolecules,
  listNamedReactions,
  listProtectingGroups,
  listReagents,
  listReferences,
  listSolvents,
  listSyntheses,
} from "../api-client/public-reads.ts";
import { type EditorData, EMPTY_DATA } from "./state/editor-data.ts";
import type { EditorUser } from "./state/editor-state.ts";
import { normalizeDraft } from "./state/reference-rows.ts";

/** The lists the editor reads once at start, by store field, with the path a failure names. */
const SOURCES: { [K in keyof EditorData]: { path: string; read: () => Promise<EditorData[K]> } } = {
  authors: { path: "/api/authors", read: listAuthors },
  solvents: { path: "/api/solvents", read: listSolvents },
  reagents: { path: "/api/reagents", read: listReagents },
  molecules: { path: "/api/molecules", read: listMolecules },
  namedReactions: { path: "/api/named-reactions", read: listNamedReactions },
  protectingGroups: { path: "/api/protecting-groups", read: listProtectingGroups },
  unpublished: { path: "/api/unpublishedSyntheses", read: listDrafts },
  published: { path: "/api/syntheses", read: listSyntheses },
  references: { path: "/api/references", read: listReferences },
};

/** Reads one list into `data` (it stays empty when the read fails); answers the failure, if any. */
async function readList<K extends keyof EditorData>(data: EditorData, key: K): Promise<string | null> {
  try {
    const rows = await SOURCES[key].read();
    if (Array.isArray(rows)) data[key] = rows;
    return null;
  } catch (error) {
    return `${SOURCES[key].path}: ${messageOf(error)}`;
  }
}

/** What the editor starts with: its lists, the signed-in user, and what could not be read. */
export interface EditorStart {
  data: EditorData;
  user: EditorUser | null;
  /** The Snackbar's first message when a list failed (that list stays empty). */
  failure: string | null;
}

/**
 * Reads every list and the user at once, in the /edit route's `clientLoader` (the browser's, after
 * the page is hydrated); never fails: a list that fails stays empty and is named in `failure`.
 */
export async function loadEditorStart(): Promise<EditorStart> {
  const keys = Object.keys(SOURCES) as (keyof EditorData)[];
  const asked = currentUser().catch((): EditorUser | null => null);
  const data: EditorData = { ...EMPTY_DATA };
  const failures = (await Promise.all(keys.map((key) => readList(data, key)))).filter((f) => f !== null);
  data.unpublished = data.unpublished.map(normalizeDraft);
  return {
    data,
    user: await asked,
    failure: failures.length > 0 ? `Some editor data could not be loaded (${failures.join("; ")})` : null,
  };
}
