import { Button, Card, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { deleteAuthor, deleteReagent, deleteSolvent } from "../api-client/lookups.ts";
import { acceptPending, type PendingCollection, type PendingItems } from "../api-client/pending.ts";
import { deleteNamedReaction } from "../api-client/reference-editors.ts";
import { attempt, useEditor } from "./editor-context.tsx";
import { useEditorRead } from "./editor-reads.ts";
import type { DeleteKind } from "./feedback.tsx";
import type { EditorView, Selection } from "./state/editor-state.ts";
import type { EditorAction } from "./state/editor-store.ts";

type Kind = keyof PendingItems;
/** What the queue shows of an item of any kind. */
type Row = {
  id: number;
  name?: string;
  firstName?: string;
  lastName?: string;
  creator: { name: string } | null;
};

/** Per kind: heading, API collection and delete, the editor and panel that edit it, the delete dialog's word. */
const KINDS: Record<
  Kind,
  {
    title: string;
    collection: PendingCollection;
    remove: (id: number) => Promise<void>;
    view: EditorView;
    panel: Selection["type"];
    confirm: DeleteKind;
    deleted: (id: number) => EditorAction;
  }
> = {
  authors: {
    title: "Authors",
    collection: "authors",
    remove: deleteAuthor,
    view: "authors",
    panel: "authorEdit",
    confirm: "author",
    deleted: (id) => ({ type: "authorDeleted", id }),
  },
  reagents: {
    title: "Reagents",
    collection: "reagents",
    remove: deleteReagent,
    view: "reagents",
    panel: "reagentEdit",
    confirm: "reagent",
    deleted: (id) => ({ type: "reagentDeleted", id }),
  },
  solvents: {
    title: "Solvents",
    collection: "solvents",
    remove: deleteSolvent,
    view: "solvents",
    panel: "solventEdit",
    confirm: "solvent",
    deleted: (id) => ({ type: "solventDeleted", id }),
  },
  named_reactions: {
    title: "Named reactions",
    collection: "named-reactions",
    remove: deleteNamedReaction,
    view: "namedReactions",
    panel: "namedReactionEdit",
    confirm: "named reaction",
    deleted: (id) => ({ type: "namedReactionDeleted", id }),
  },
};

/** The name as typed (React shows it as text, whatever it holds); '(no name)' while empty. */
const nameOf = (row: Row) =>
  (row.name ?? [row.firstName, row.lastName].filter(Boolean).join(" ")) || "(no name)";

/** The list as read, less the items this screen accepted or deleted since. */
function withoutGone(items: Record<Kind, Row[]>, gone: ReadonlySet<string>): Record<Kind, Row[]> {
  const kinds = Object.keys(KINDS) as Kind[];
  return Object.fromEntries(
    kinds.map((kind) => [kind, items[kind].filter((r) => !gone.has(`${kind}:${r.id}`))]),
  ) as Record<Kind, Row[]>;
}

/**
 * The editors' queue of pending reference data (View → Pending Items, docs/product/editor.md
 * 8.25): what contributors created that no editor accepted yet, by kind, oldest first. Accept makes
 * an item public; Edit opens it in its own editor; Delete removes it behind the Confirm dialog.
 */
export function PendingQueue() {
  const { dispatch, notify, confirmDelete } = useEditor();
  // Read when the view is chosen (editor-reads.ts); an answer of an earlier visit waits for this one.
  const read = useEditorRead("pending");
  const answer = read.state === "idle" ? read.data : undefined;
  const failure = answer?.ok === false ? answer.message : null;
  // What was accepted or deleted here since the list was read: the server's list no longer has it.
  const [gone, setGone] = useState<ReadonlySet<string>>(new Set());
  const items = answer?.ok ? withoutGone(answer.value, gone) : null;

  const drop = (kind: Kind, id: number) => setGone((current) => new Set(current).add(`${kind}:${id}`));
  const accept = async (kind: Kind, row: Row) => {
    const done = await attempt(notify, () => acceptPending(KINDS[kind].collection, row.id));
    if (!done.ok) return;
    drop(kind, row.id);
    notify(`Accepted: ${nameOf(row)}`);
  };
  const remove = async (kind: Kind, row: Row) => {
    if (!(await confirmDelete(KINDS[kind].confirm))) return;
    const done = await attempt(notify, () => KINDS[kind].remove(row.id));
    if (!done.ok) return;
    drop(kind, row.id);
    dispatch(KINDS[kind].deleted(row.id));
  };
  const edit = (kind: Kind, row: Row) => {
    dispatch({ type: "viewChosen", view: KINDS[kind].view });
    dispatch({ type: "selected", selection: { type: KINDS[kind].panel, id: row.id } as Selection });
  };

  const empty = items !== null && Object.values(items).every((rows) => rows.length === 0);
  return (
    <Stack>
      <Title order={1} size="h3">
        Pending Items
      </Title>
      <Text size="sm" c="dimmed">
        Contributors created these; no public page, list or search shows them until you accept them or publish
        a synthesis that uses them.
      </Text>
      {failure && <Text c="red">{failure}</Text>}
      {!items && !failure && <Loader aria-label="Loading the pending items" />}
      {empty && <Text c="dimmed">Nothing waits for acceptance.</Text>}
      {items &&
        (Object.keys(KINDS) as Kind[]).map((kind) =>
          items[kind].length ? (
            <Stack key={kind} gap="xs" component="section" aria-label={KINDS[kind].title}>
              <Title order={2} size="h5">
                {KINDS[kind].title}
              </Title>
              {items[kind].map((row) => (
                <Card key={row.id} withBorder padding="xs" component="section" aria-label={nameOf(row)}>
                  <Group justify="space-between" wrap="nowrap">
                    <Stack gap={0} style={{ minWidth: 0 }}>
                      <Text fw={600} style={{ overflowWrap: "anywhere" }}>
                        {nameOf(row)}
                      </Text>
                      <Text size="sm" c="dimmed">
                        by {row.creator?.name ?? "a former account"}
                      </Text>
                    </Stack>
                    <Group gap={4} wrap="nowrap">
                      <Button size="compact-sm" onClick={() => accept(kind, row)}>
                        Accept
                      </Button>
                      <Button size="compact-sm" variant="default" onClick={() => edit(kind, row)}>
                        Edit
                      </Button>
                      <Button size="compact-sm" variant="light" color="red" onClick={() => remove(kind, row)}>
                        Delete
                      </Button>
                    </Group>
                  </Group>
                </Card>
              ))}
            </Stack>
          ) : null,
        )}
    </Stack>
  );
}
