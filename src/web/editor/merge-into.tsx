import { Button, Group, Modal, Stack, Text, UnstyledButton } from "@mantine/core";
import { useMemo, useState } from "react";
import { hasRole } from "../../domain/roles.ts";
import { attempt, useEditor } from "./editor-context.tsx";
import { SearchField } from "./search-field.tsx";

const SHOWN = 50;

/**
 * 'Merge into…' of a lookup panel (docs/product/editor.md 8.23), for editors: a searchable pick of
 * the item to keep, then the Confirm step; the server moves every synthesis and draft to the kept
 * item and deletes this one in one transaction. `onMerged` gets the server's answer (the kept item).
 */
export function MergeInto<T extends { id: number }, K>(props: {
  /** "reagent", "solvent", "author", "molecule". */
  what: string;
  /** The typed call of /api/{collection}/{id}/merge: it answers the kept item. */
  merge: (id: number, into: number) => Promise<K>;
  item: T;
  candidates: readonly T[];
  label: (item: T) => string;
  filter: (items: readonly T[], query: string) => readonly T[];
  onMerged: (kept: K) => void;
}) {
  const { state, notify } = useEditor();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const [chosen, setChosen] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);
  const { candidates, filter, item, label } = props;
  const others = useMemo(
    () => filter(candidates, query).filter((c) => c.id !== item.id && label(c).trim() !== ""),
    [candidates, filter, query, item.id, label],
  );
  if (state.user === null || !hasRole(state.user.role, "editor")) return null;

  const close = () => {
    setOpen(false);
    setChosen(null);
    setQuery("");
  };
  async function merge(kept: T) {
    setBusy(true);
    const done = await attempt(notify, () => props.merge(item.id, kept.id));
    setBusy(false);
    if (!done.ok) return;
    close();
    notify(`Merged into ${label(kept)}`);
    props.onMerged(done.value);
  }

  const name = label(item) || "(no name)";
  return (
    <>
      <Group>
        <Button variant="default" onClick={() => setOpen(true)}>
          Merge into…
        </Button>
      </Group>
      <Modal
        opened={open}
        onClose={close}
        size={500}
        centered
        closeButtonProps={{ "aria-label": "Close" }}
        title={
          <Text fw={700} size="lg">
            {chosen ? "Are you sure?" : `Merge '${name}' into…`}
          </Text>
        }
      >
        {chosen ? (
          <Stack>
            <Text>
              Every synthesis and draft that uses '{name}' will use '{label(chosen)}', and '{name}' will be
              deleted
              {props.what === "reagent" || props.what === "solvent"
                ? " (its name and synonyms become synonyms of the kept one)"
                : ""}
              . You can undo the merge from the History of '{label(chosen)}'.
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setChosen(null)}>
                Cancel
              </Button>
              <Button color="red.8" loading={busy} onClick={() => void merge(chosen)}>
                Merge
              </Button>
            </Group>
          </Stack>
        ) : (
          <Stack gap="xs">
            <Text size="sm">Choose the {props.what} to keep.</Text>
            <SearchField
              aria-label={`Search the ${props.what} to keep`}
              placeholder="Quick Search"
              query={query}
              data-autofocus
              onQuery={setQuery}
            />
            <Stack gap={0} aria-label={`The ${props.what} to keep`} mah={320} style={{ overflow: "auto" }}>
              {others.slice(0, SHOWN).map((c) => (
                <UnstyledButton
                  key={c.id}
                  px="xs"
                  py={6}
                  style={{ borderBottom: "1px solid var(--mantine-color-gray-2)" }}
                  onClick={() => setChosen(c)}
                >
                  {label(c)}
                </UnstyledButton>
              ))}
              {others.length > SHOWN && (
                <Text size="xs" c="dimmed" px="xs" py={6}>
                  {others.length - SHOWN} more: type to narrow the list.
                </Text>
              )}
              {others.length === 0 && (
                <Text size="sm" c="dimmed" px="xs" py={6}>
                  No other {props.what} matches.
                </Text>
              )}
            </Stack>
          </Stack>
        )}
      </Modal>
    </>
  );
}
