import { Box, Button, Group, Text } from "@mantine/core";
import { type ReactNode, useEffect, useRef, useState } from "react";
import {
  type CopyOwner,
  clearLocalCopy,
  type LocalCopy,
  localCopyKey,
  newestLocalCopy,
  ownerOf,
  readLocalCopy,
  removeKey,
  writeLocalCopy,
} from "./local-copy.ts";
import { currentDraft, type SynthesisSession, sourceTitle } from "./session.ts";

/** How long typing may pause before the local copy is written. */
const LOCAL_COPY_DELAY_MS = 400;

const sameOwner = (a: CopyOwner, b: CopyOwner) =>
  a.kind === b.kind && (a.kind === "new" || (b.kind !== "new" && a.id === b.id));

/**
 * The text a field holds while it has the focus is handed to the draft when the field is left
 * (draft-field.tsx): leaving it now, as the page goes away, puts it in the copy too.
 */
function leaveFocusedField() {
  const active = document.activeElement;
  if (active instanceof HTMLElement && active.matches("input, textarea")) active.blur();
}

/**
 * The browser's copy of unsaved work (local-copy.ts). Once the editor has opened what its address
 * names (`arrival`), it offers that synthesis's copy, or, when the address names nothing, the newest
 * copy this browser kept. Then, while there are unsaved changes, it keeps the copy of what is open
 * (after a pause in typing, and at once when the page goes away, with the text of the field being
 * typed in) and drops it as soon as everything is saved. `current` reads the session as the latest
 * action left it (a field left as the page goes away changes it after the last render).
 */
export function useLocalCopy(args: {
  userId: number | null;
  arrival: CopyOwner | null;
  session: SynthesisSession;
  current: () => SynthesisSession;
  onRestore: (copy: LocalCopy) => void;
}): ReactNode {
  const { userId, arrival, session, current } = args;
  const [offer, setOffer] = useState<{ key: string; copy: LocalCopy } | null>(null);
  const [checked, setChecked] = useState(false);
  const dirty = currentDraft(session).dirty;
  const owner = ownerOf(session.source);

  useEffect(() => {
    if (checked || arrival === null || userId === null) return;
    setChecked(true);
    if (arrival.kind === "new") {
      setOffer(newestLocalCopy(window.localStorage, userId));
      return;
    }
    const copy = readLocalCopy(window.localStorage, userId, arrival);
    setOffer(copy ? { key: localCopyKey(userId, arrival), copy } : null);
  }, [checked, arrival, userId]);

  // What the copy last belonged to: once another synthesis is open (saved, discarded, or a new
  // synthesis saved as a draft), the earlier one's copy has nothing left to keep.
  const lastOwner = useRef<CopyOwner | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: every change of the session restarts the pause before writing
  useEffect(() => {
    if (userId === null || offer !== null || !checked) return;
    const store = window.localStorage;
    if (lastOwner.current && !sameOwner(lastOwner.current, owner))
      clearLocalCopy(store, userId, lastOwner.current);
    lastOwner.current = owner;
    const write = () => {
      leaveFocusedField();
      const s = current();
      if (!currentDraft(s).dirty) return;
      writeLocalCopy(store, userId, {
        savedAt: new Date().toISOString(),
        source: s.source,
        draft: currentDraft(s),
      });
    };
    window.addEventListener("pagehide", write);
    if (!dirty) {
      clearLocalCopy(store, userId, owner);
      return () => window.removeEventListener("pagehide", write);
    }
    const timer = setTimeout(write, LOCAL_COPY_DELAY_MS);
    return () => {
      clearTimeout(timer);
      window.removeEventListener("pagehide", write);
    };
  }, [session, dirty, userId, offer, checked, owner.kind, "id" in owner ? owner.id : null]);

  if (!offer) return null;
  const named = arrival !== null && arrival.kind !== "new";
  return (
    // A plain box rather than Alert, whose code a public page shares (its chunks would split).
    <Box
      role="region"
      aria-label="Unsaved work found"
      data-testid="local-copy"
      mb="md"
      p="sm"
      style={{
        border: "1px solid var(--mantine-color-yellow-6)",
        borderRadius: 8,
        background: "var(--mantine-color-yellow-0)",
      }}
    >
      <Text fw={600}>Unsaved work found</Text>
      <Text size="sm">
        {named
          ? "This browser kept changes to this synthesis that were not saved"
          : `This browser kept changes to “${sourceTitle(offer.copy.source)}” that were not saved`}{" "}
        ({new Date(offer.copy.savedAt).toLocaleString()}).
      </Text>
      <Group gap="xs" mt="xs">
        <Button
          size="compact-sm"
          onClick={() => {
            // Written again under its synthesis's key as soon as it is back (it is unsaved work).
            removeKey(window.localStorage, offer.key);
            args.onRestore(offer.copy);
            setOffer(null);
          }}
        >
          Restore
        </Button>
        <Button
          size="compact-sm"
          variant="default"
          onClick={() => {
            removeKey(window.localStorage, offer.key);
            setOffer(null);
          }}
        >
          Discard
        </Button>
      </Group>
    </Box>
  );
}
