import { Box, Button, Group, Text } from "@mantine/core";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { clearLocalCopy, type LocalCopy, readLocalCopy, writeLocalCopy } from "./local-copy.ts";
import { currentDraft, type SynthesisSession } from "./session.ts";

/** How long typing may pause before the local copy is written. */
const LOCAL_COPY_DELAY_MS = 400;

/**
 * The browser's copy of unsaved work (local-copy.ts): once the editor is `ready` it offers the copy
 * an earlier visit left (unless `skip`: a draft was asked for by link); then, while there are unsaved
 * changes, it keeps the copy (after a pause in typing, and at once when the page goes away) and
 * drops it as soon as everything is saved. Returns the offer's banner, or null.
 */
export function useLocalCopy(args: {
  userId: number | null;
  ready: boolean;
  skip: boolean;
  session: SynthesisSession;
  onRestore: (copy: LocalCopy) => void;
}): ReactNode {
  const { userId, ready, skip, session } = args;
  const [offer, setOffer] = useState<LocalCopy | null>(null);
  const [checked, setChecked] = useState(false);
  const dirty = currentDraft(session).dirty;

  useEffect(() => {
    if (checked || !ready || userId === null) return;
    setChecked(true);
    if (!skip) setOffer(readLocalCopy(window.localStorage, userId));
  }, [checked, ready, skip, userId]);

  const latest = useRef({ session, dirty });
  latest.current = { session, dirty };
  // biome-ignore lint/correctness/useExhaustiveDependencies: every change of the session restarts the pause before writing
  useEffect(() => {
    if (userId === null || offer !== null || !checked) return;
    const write = () => {
      const { session: s, dirty: d } = latest.current;
      if (!d) return;
      writeLocalCopy(window.localStorage, userId, {
        savedAt: new Date().toISOString(),
        source: s.source,
        draft: currentDraft(s),
      });
    };
    if (!dirty) {
      clearLocalCopy(window.localStorage, userId);
      return;
    }
    const timer = setTimeout(write, LOCAL_COPY_DELAY_MS);
    window.addEventListener("pagehide", write);
    return () => {
      clearTimeout(timer);
      window.removeEventListener("pagehide", write);
    };
  }, [session, dirty, userId, offer, checked]);

  if (!offer) return null;
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
        This browser kept a copy of a synthesis with changes that were not saved (
        {new Date(offer.savedAt).toLocaleString()}).
      </Text>
      <Group gap="xs" mt="xs">
        <Button
          size="compact-sm"
          onClick={() => {
            args.onRestore(offer);
            setOffer(null);
          }}
        >
          Restore
        </Button>
        <Button
          size="compact-sm"
          variant="default"
          onClick={() => {
            if (userId !== null) clearLocalCopy(window.localStorage, userId);
            setOffer(null);
          }}
        >
          Discard
        </Button>
      </Group>
    </Box>
  );
}
