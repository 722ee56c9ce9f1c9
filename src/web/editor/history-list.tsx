import { Button, Group, Modal, Stack, Text, Title } from "@mantine/core";
import { useCallback, useState } from "react";
import type { HistoryEntry } from "../../contract/history.ts";
import { hasRole } from "../../domain/roles.ts";
import { type HistoryKind, restoreHistoryEntry } from "../api-client/history.ts";
import { listAuthors, listMolecules, listReagents, listSolvents } from "../api-client/public-reads.ts";
import { attempt, useEditor } from "./editor-context.tsx";
import { historyHref, useEditorRead } from "./editor-reads.ts";
import type { EditorAction } from "./state/editor-store.ts";

/** The kinds of reference data the server keeps a history of, and an entry (the contract's types). */
export type { HistoryEntry, HistoryKind };

type Snapshot = Record<string, unknown>;

const FIELD_LABELS: Record<string, string> = {
  name: "name",
  firstName: "first name",
  lastName: "last name",
  url: "page address",
  formula: "formula",
  synonyms: "synonyms",
  smiles: "structure",
  extension: "image",
  carbonCount: "carbon count",
  short_description: "short description",
  description: "description",
  scheme_smiles: "scheme",
  scheme_filename: "scheme picture",
  mechanism_smiles: "mechanism",
  mechanism_filename: "mechanism picture",
  original_references: "original references",
  review_references: "review references",
  protected: "protected group",
  protector: "protector",
  structure_filename: "structure picture",
};

/** A list entry in words: a reference by its citation, anything else as text. */
const item = (value: unknown) =>
  typeof value === "object" && value !== null && "display" in value
    ? String((value as { display: unknown }).display)
    : String(value);

const shown = (value: unknown): string => {
  if (value === null || value === undefined || value === "") return "(none)";
  if (Array.isArray(value)) return value.length ? value.map(item).join(", ") : "(none)";
  const text = String(value);
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
};

/** What an entry changed, in words: "name: 'LDA' → 'Lithium diisopropylamide'". */
export function describeEntry(entry: HistoryEntry): string[] {
  const { before, after } = entry;
  if (entry.action === "create") return [`created${after?.name ? ` as '${shown(after.name)}'` : ""}`];
  if (entry.action === "delete") return ["deleted"];
  if (entry.action === "accept") return ["accepted for the public site"];
  // The other item of a merge by its name; by its number only when no name is known.
  const other = entry.relatedName ? `'${entry.relatedName}'` : `item ${entry.relatedId}`;
  if (entry.action === "merge" && after === null) return [`merged into ${other}`];
  const lines: string[] = [];
  if (entry.action === "merge") lines.push(`${other} merged into this one`);
  if (entry.action === "restore") lines.push("restored an earlier state");
  for (const key of Object.keys(FIELD_LABELS)) {
    const a = before?.[key];
    const b = after?.[key];
    if (JSON.stringify(a) === JSON.stringify(b)) continue;
    if (before && !(key in before) && after && !(key in after)) continue;
    lines.push(`${FIELD_LABELS[key]}: ${shown(a)} → ${shown(b)}`);
  }
  return lines.length ? lines : ["no visible change"];
}

/** Every entry with an earlier state; restoring either entry of a merge undoes the merge. */
const restorable = (entry: HistoryEntry) => entry.before !== null;

/** After a merge is undone the merged item exists again: it is read from its list into the store. */
async function reloadMergedItem(kind: HistoryKind, entry: HistoryEntry, dispatch: (a: EditorAction) => void) {
  const id = entry.after === null ? entry.itemId : entry.relatedId;
  // The public lists hold what the store needs of each kind: their items are the store's rows.
  const find = async <T extends { id: number }>(list: () => Promise<T[]>) =>
    (await list()).find((row) => row.id === id);
  if (kind === "solvent") {
    const solvent = await find(listSolvents);
    if (solvent) dispatch({ type: "solventSaved", solvent });
  } else if (kind === "reagent") {
    const reagent = await find(listReagents);
    if (reagent) dispatch({ type: "reagentSaved", reagent });
  } else if (kind === "author") {
    const author = await find(listAuthors);
    if (author) dispatch({ type: "authorSaved", author });
  } else if (kind === "molecule") {
    const molecule = await find(listMolecules);
    if (molecule) dispatch({ type: "moleculeSaved", molecule });
  }
}

/**
 * The History list of an item's panel (docs/product/editor.md 8.24): when, who and what each change
 * did, newest first; editors may restore the state before an entry (the server refuses with the
 * reason when something since depends on the later state). The list is read when the item is
 * selected and whenever the store's copy of it changes (editor-reads.ts); a list that cannot be read
 * shows as empty. While a newer list loads, the one before stays.
 */
export function HistoryList(props: {
  kind: HistoryKind;
  id: number;
  onRestored: (item: Snapshot | null) => void;
}) {
  const { state, dispatch, notify } = useEditor();
  const [asking, setAsking] = useState<HistoryEntry | null>(null);
  const [restores, setRestores] = useState(0);
  const editor = state.user !== null && hasRole(state.user.role, "editor");
  const { kind, id, onRestored } = props;
  const read = useEditorRead("history");
  const answer = read.data?.kind === kind && read.data.id === id ? read.data.read : null;
  const entries = answer === null ? null : answer.ok ? answer.value : [];
  const reload = read.load;

  const restore = useCallback(
    async (entry: HistoryEntry) => {
      setAsking(null);
      const done = await attempt(notify, () => restoreHistoryEntry(entry.id));
      if (!done.ok) return;
      notify(entry.action === "merge" ? "Merge undone!" : "Restored!");
      if (entry.action === "merge") await reloadMergedItem(kind, entry, dispatch).catch(() => undefined);
      onRestored(done.value.item);
      // The restore is an entry of its own: read the list again (a later read of the same item
      // drops this one).
      setRestores((n) => n + 1);
      void reload(historyHref(kind, id, `restored-${restores + 1}`));
    },
    [kind, id, dispatch, notify, onRestored, reload, restores],
  );

  return (
    <Stack gap="xs" component="section" aria-label="History">
      <Title order={3} size="h5">
        History
      </Title>
      {entries === null ? (
        <Text size="sm" c="dimmed">
          Loading…
        </Text>
      ) : entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          No recorded changes.
        </Text>
      ) : (
        <Stack gap={6} component="ol" style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {entries.map((entry) => (
            <li key={entry.id} data-testid="history-entry">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <div>
                  <Text size="xs" c="dimmed">
                    {new Date(entry.at).toLocaleString()} · {entry.user?.name ?? "unknown"}
                  </Text>
                  {describeEntry(entry).map((line) => (
                    <Text size="sm" key={line}>
                      {line}
                    </Text>
                  ))}
                </div>
                {editor && restorable(entry) && (
                  <Button size="compact-xs" variant="subtle" onClick={() => setAsking(entry)}>
                    Restore
                  </Button>
                )}
              </Group>
            </li>
          ))}
        </Stack>
      )}
      <Modal
        opened={asking !== null}
        onClose={() => setAsking(null)}
        size={500}
        centered
        closeButtonProps={{ "aria-label": "Close" }}
        title={
          <Text fw={700} size="lg">
            Restore this state?
          </Text>
        }
      >
        {asking?.action === "merge" ? (
          <Text>
            The merge of {new Date(asking.at).toLocaleString()} is undone: the merged item comes back, and the
            syntheses, drafts and synonyms the merge moved go back to it. The restore itself is kept in the
            history.
          </Text>
        ) : (
          <Text>
            The item goes back to how it was before this change
            {asking ? ` (${new Date(asking.at).toLocaleString()})` : ""}. Later changes are undone too; the
            restore itself is kept in the history.
          </Text>
        )}
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setAsking(null)}>
            Cancel
          </Button>
          <Button onClick={() => asking && void restore(asking)}>Restore</Button>
        </Group>
      </Modal>
    </Stack>
  );
}
