import { Box, Button, Group, Text } from "@mantine/core";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { copyReaction, cutReaction, pasteReaction } from "../../../domain/editor/clipboard.ts";
import { hasRole } from "../../../domain/roles.ts";
import type { EditorServices } from "../editor-context.tsx";
import type { EditCommands } from "../editor-top-bar.tsx";
import { SelectSynthesisDialog } from "../select-synthesis-dialog.tsx";
import type { ChosenSynthesis } from "../state/editor-state.ts";
import { clearLocalCopy, type LocalCopy, readLocalCopy, writeLocalCopy } from "./local-copy.ts";
import { type Problem, placeProblems } from "./problems.ts";
import { PublishDialog } from "./publish-dialog.tsx";
import { SaveSynthesisDialog } from "./save-synthesis-dialog.tsx";
import {
  canSave,
  currentDraft,
  selectedKind,
  selectedReactionId,
  sessionCanRedo,
  sessionCanUndo,
} from "./session.ts";
import { UnsavedDialog } from "./unsaved-dialog.tsx";
import { useSynthesisFile } from "./use-synthesis-file.ts";

/** How long typing may pause before the local copy is written. */
const LOCAL_COPY_DELAY_MS = 400;

/** A keyboard event aimed at a text field keeps the field's own Ctrl+Z. */
function inTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    target.tagName === "INPUT" ||
    target.tagName === "TEXTAREA" ||
    target.tagName === "SELECT"
  );
}

type Pending =
  | { next: "new" }
  | { next: "open"; choice: ChosenSynthesis }
  | { next: "exit" }
  | { next: "stay" };

/**
 * The synthesis editor's part of the frame: File (New, Open, Save, Exit) with the Open, Save and
 * unsaved-changes dialogs, the Edit menu and its shortcuts, and the local copy (written while there
 * are unsaved changes, offered back when the editor opens again).
 */
export function useSynthesisFrame(
  services: EditorServices,
  options: { onExit: () => void; showSynthesis: () => void },
) {
  const { state, notify } = services;
  const file = useSynthesisFile(services);
  const { session, apply, run, save, open, startNew, restore, needsFileName, publish, submit } = file;
  const [problems, setProblems] = useState<Problem[]>([]);
  const [publishing, setPublishing] = useState(false);
  const [fromContribute, setFromContribute] = useState(false);
  const [opening, setOpening] = useState(false);
  const [naming, setNaming] = useState<Pending | null>(null);
  const [asking, setAsking] = useState<Pending | null>(null);
  const [offer, setOffer] = useState<LocalCopy | null>(null);
  const userId = state.user?.id ?? null;
  const dirty = currentDraft(session).dirty;

  // Offer the copy left by an earlier visit, once the lists (and the user) are loaded. A link from
  // the Contribute page (/edit?draft={id}&from=contribute) opens that draft instead.
  const offered = useRef(false);
  useEffect(() => {
    if (offered.current || state.status !== "ready" || userId === null) return;
    offered.current = true;
    const query = new URLSearchParams(window.location.search);
    const draftId = Number(query.get("draft"));
    setFromContribute(query.get("from") === "contribute");
    if (Number.isInteger(draftId) && draftId > 0) {
      void open({ kind: "unpublished", id: draftId });
      return;
    }
    setOffer(readLocalCopy(window.localStorage, userId));
  }, [state.status, userId, open]);

  // Keep the copy while there are unsaved changes (written after a pause in typing, and at once when
  // the page goes away); drop it as soon as everything is saved. Not while an offer is still open.
  const latest = useRef({ session, dirty });
  latest.current = { session, dirty };
  // biome-ignore lint/correctness/useExhaustiveDependencies: every change of the session restarts the pause before writing
  useEffect(() => {
    if (userId === null || offer !== null || !offered.current) return;
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
  }, [session, dirty, userId, offer]);

  const proceed = useCallback(
    async (pending: Pending) => {
      if (pending.next === "new") {
        startNew();
        options.showSynthesis();
      } else if (pending.next === "open") {
        if (await open(pending.choice)) options.showSynthesis();
      } else if (pending.next === "exit") options.onExit();
    },
    [open, startNew, options],
  );

  /** Saves, asking for a file name when needed; then goes on with what was pending. */
  const saveThen = useCallback(
    async (pending: Pending) => {
      if (needsFileName) {
        setNaming(pending);
        return;
      }
      if (await save()) await proceed(pending);
    },
    [needsFileName, save, proceed],
  );

  /** New and Open ask first when there are unsaved changes; Exit saves them first. */
  const guard = useCallback(
    (pending: Pending) => {
      if (!dirty) void proceed(pending);
      else if (pending.next === "exit") void saveThen(pending);
      else setAsking(pending);
    },
    [dirty, proceed, saveThen],
  );

  const reactionId = selectedReactionId(session);
  const draft = currentDraft(session);
  const pastePartId =
    selectedKind(session) === "part"
      ? session.history.present.selectedId
      : (draft.parts.find((p) => p.reactions.some((r) => r.id === reactionId))?.id ?? null);
  const clipboard = session.clipboard;
  const edit: EditCommands = {
    undo: sessionCanUndo(session) ? () => apply({ type: "undo" }) : null,
    redo: sessionCanRedo(session) ? () => apply({ type: "redo" }) : null,
    cut: reactionId ? () => run(cutReaction, { reactionId }) : null,
    copy: reactionId ? () => run(copyReaction, { reactionId }) : null,
    paste: clipboard && pastePartId ? () => run(pasteReaction, { partId: pastePartId, clipboard }) : null,
  };

  // Ctrl/Cmd+Z and Shift+Ctrl/Cmd+Z (and Ctrl+Y) outside text fields, while the synthesis editor shows.
  const undoRedo = useRef(edit);
  undoRedo.current = edit;
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || inTextField(event.target)) return;
      const key = event.key.toLowerCase();
      const command =
        key === "z"
          ? event.shiftKey
            ? undoRedo.current.redo
            : undoRedo.current.undo
          : key === "y"
            ? undoRedo.current.redo
            : undefined;
      if (command === undefined) return;
      event.preventDefault();
      command?.();
    }
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  const suggestion =
    session.source.kind === "published"
      ? `Revision of synthesis No. ${session.source.id}`
      : [draft.molecule?.name, draft.author?.lastName, draft.year || null].filter(Boolean).join(" ") ||
        "New synthesis";

  const placed = useMemo(() => placeProblems(draft, problems), [draft, problems]);
  const clearProblems = useCallback(() => setProblems([]), []);
  const source = session.source;
  const isEditor = state.user !== null && hasRole(state.user.role, "editor");
  const ownDraft = source.kind === "draft" && source.ownerId === userId;
  const fileExtras = [
    ...(ownDraft && source.kind === "draft"
      ? [
          {
            label: "Submit for review",
            disabled: !["draft", "changes_requested"].includes(source.status),
            onClick: () => void submit().then((out) => setProblems(out.problems)),
          },
        ]
      : []),
    ...(isEditor && source.kind === "draft"
      ? [{ label: "Publish…", disabled: source.status === "published", onClick: () => setPublishing(true) }]
      : []),
  ];

  const dialogs = (
    <>
      <PublishDialog
        opened={publishing}
        needsReason={source.kind === "draft" && source.status !== "approved" && source.ownerId !== userId}
        onCancel={() => setPublishing(false)}
        onPublish={async (body) => {
          const out = await publish(body);
          setProblems(out.problems);
          if (out.ok || out.problems.length > 0) setPublishing(false);
        }}
      />
      <SelectSynthesisDialog
        opened={opening}
        title="Open synthesis"
        confirmLabel="Open"
        onCancel={() => setOpening(false)}
        onSelect={(choice) => {
          setOpening(false);
          guard({ next: "open", choice });
        }}
      />
      <SaveSynthesisDialog
        opened={naming !== null}
        suggestion={suggestion}
        onCancel={() => setNaming(null)}
        onSave={async (fileName) => {
          const pending = naming;
          if (await save(fileName)) {
            setNaming(null);
            if (pending) await proceed(pending);
          }
        }}
      />
      <UnsavedDialog
        opened={asking !== null}
        onAnswer={(answer) => {
          const pending = asking;
          setAsking(null);
          if (!pending || answer === "cancel") return;
          if (answer === "discard") void proceed(pending);
          else void saveThen(pending);
        }}
      />
    </>
  );

  const contributeLink = fromContribute && (
    <Group mb="md" gap="xs">
      <Text size="sm">You are adding the reaction sequence of your contribution. Save, then</Text>
      <Button component="a" href="/contribute?step=4" size="compact-sm" variant="light">
        Back to Submit for review
      </Button>
    </Group>
  );

  const banner = offer && (
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
            restore(offer.draft, offer.source);
            setOffer(null);
            options.showSynthesis();
            notify("The unsaved copy is back. Save it to keep it.");
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

  return {
    file,
    dialogs,
    banner: (
      <>
        {contributeLink}
        {banner}
      </>
    ),
    problems: placed,
    clearProblems,
    openDraft: (id: number) => guard({ next: "open", choice: { kind: "unpublished", id } }),
    topBar: {
      fileExtras,
      canSave: canSave(session),
      edit,
      onNew: () => guard({ next: "new" }),
      onOpen: () => setOpening(true),
      onSave: () => void saveThen({ next: "stay" }),
      onExit: () => guard({ next: "exit" }),
    },
  };
}
