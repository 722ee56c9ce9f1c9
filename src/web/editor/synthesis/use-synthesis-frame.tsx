import { Button, Group, Text } from "@mantine/core";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { appendImportedReactions } from "../../../domain/editor/import-actions.ts";
import { hasRole } from "../../../domain/roles.ts";
import type { EditorServices } from "../editor-context.tsx";
import { SelectSynthesisDialog } from "../select-synthesis-dialog.tsx";
import type { ChosenSynthesis } from "../state/editor-state.ts";
import { editorAddress, requestedSynthesis } from "./editor-address.ts";
import { useFixOnArrival } from "./fix-on-arrival.ts";
import { ImportSchemeDialog } from "./import-scheme-dialog.tsx";
import type { CopyOwner } from "./local-copy.ts";
import { type Problem, placeProblems } from "./problems.ts";
import { PublishDialog } from "./publish-dialog.tsx";
import { SaveSynthesisDialog } from "./save-synthesis-dialog.tsx";
import { canSave, currentDraft, type SynthesisSession } from "./session.ts";
import { useSynthesisReads } from "./synthesis-reads.ts";
import { UnsavedDialog } from "./unsaved-dialog.tsx";
import { useEditCommands } from "./use-edit-commands.ts";
import { useLocalCopy } from "./use-local-copy.tsx";
import { usePanelKeys } from "./use-panel-keys.ts";
import { useSaveShortcut } from "./use-save-shortcut.ts";
import { useSynthesisFile } from "./use-synthesis-file.ts";

type Pending =
  | { next: "new" }
  | { next: "open"; choice: ChosenSynthesis }
  | { next: "exit" }
  | { next: "stay" };

/**
 * The synthesis editor's part of the frame: File (New, Open, Save, Submit for review, Publish, Exit)
 * with their dialogs, the Edit menu (use-edit-commands.ts), the local copy (use-local-copy.tsx) and
 * the link back to the Contribute page.
 */
export function useSynthesisFrame(
  services: EditorServices,
  options: { onExit: () => void; showSynthesis: () => void },
) {
  const { state, notify } = services;
  const userId = state.user?.id ?? null;
  const isEditor = state.user !== null && hasRole(state.user.role, "editor");
  // What the reads of the synthesis editor follow (synthesis-reads.ts): the session, told by
  // `apply`, and the Publish dialog, opened and closed through `choosePublishing`.
  const follow = useSynthesisReads();
  const [publishing, setPublishing] = useState(false);
  const publishingNow = useRef(0);
  const openings = useRef(0);
  const sessionChanged = useCallback(
    (from: SynthesisSession, to: SynthesisSession) => {
      const shown = { publishing: publishingNow.current, userId, isEditor };
      follow({ ...shown, session: from }, { ...shown, session: to });
    },
    [follow, userId, isEditor],
  );
  const file = useSynthesisFile(services, sessionChanged);
  const { session, apply, run, save, open, startNew, restore, needsFileName, publish, submit } = file;
  const { current } = file;
  const choosePublishing = useCallback(
    (open: boolean) => {
      const shown = { session: current(), userId, isEditor };
      const next = open ? ++openings.current : 0;
      follow({ ...shown, publishing: publishingNow.current }, { ...shown, publishing: next });
      publishingNow.current = next;
      setPublishing(open);
    },
    [current, follow, userId, isEditor],
  );
  const [problems, setProblems] = useState<Problem[]>([]);
  const [opening, setOpening] = useState(false);
  const [importing, setImporting] = useState(false);
  const [naming, setNaming] = useState<Pending | null>(null);
  const [asking, setAsking] = useState<Pending | null>(null);
  const dirty = currentDraft(session).dirty;

  // The address names what to open (editor-address.ts): `/edit?draft={id}` (the Contribute page
  // adds `&from=contribute`, its step 4 `&fix={path}` to open the panel that fixes a problem, its
  // step 3 `&import=1` to open File → Import) or `/edit?synthesis={id}`. Once it is open (or could
  // not be), the local copy of that synthesis is offered, and from then on the address follows
  // whatever is open, so a reload comes back to it.
  const [start, setStart] = useState<{ arrival: CopyOwner; fromContribute: boolean } | null>(null);
  const [fix, setFix] = useState<string | null>(null);
  const starting = useRef(false);
  useEffect(() => {
    if (starting.current || state.status !== "ready" || userId === null) return;
    starting.current = true;
    const search = window.location.search;
    const query = new URLSearchParams(search);
    const asked = requestedSynthesis(search);
    const done = () => setStart({ arrival: asked, fromContribute: query.get("from") === "contribute" });
    if (asked.kind === "new") return done();
    if (asked.kind === "draft") setFix(query.get("fix"));
    void open(asked.kind === "draft" ? { kind: "unpublished", id: asked.id } : asked).then((opened) => {
      done();
      if (opened && asked.kind === "draft" && query.get("import") === "1") setImporting(true);
    });
  }, [state.status, userId, open]);
  useFixOnArrival(fix, start?.arrival.kind === "draft" ? start.arrival.id : null, file, setFix, setProblems);
  const fromContribute = start?.fromContribute ?? false;
  useEffect(() => {
    if (start === null) return;
    const next = editorAddress(session.source, window.location.search);
    if (`${window.location.pathname}${window.location.search}` === next) return;
    // The router's own entry stays (its state object), only the address changes: no reload, no
    // new history step for what is only the same editor showing another synthesis.
    window.history.replaceState(window.history.state, "", next);
  }, [start, session.source]);
  const banner = useLocalCopy({
    userId,
    arrival: start?.arrival ?? null,
    session,
    current: file.current,
    onRestore: (copy) => {
      restore(copy.draft, copy.source);
      options.showSynthesis();
      notify("The unsaved changes are back. Save them to keep them.");
    },
  });

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

  const edit = useEditCommands(session, apply, run);
  usePanelKeys(session, apply);
  const canSaveNow = canSave(session);
  useSaveShortcut(() => {
    if (canSaveNow) void saveThen({ next: "stay" });
    else notify("Nothing to save: every change is saved.");
  });
  const draft = currentDraft(session);

  // Only a new synthesis is named (a revision draft is named after its synthesis).
  const suggestion =
    [draft.molecule?.name, draft.author?.lastName, draft.year || null].filter(Boolean).join(" ") ||
    "New synthesis";

  const previewDraft = useCallback(
    async (draftId: number) => {
      if (dirty && !(await save())) return;
      window.location.assign(`/preview/draft/${draftId}`);
    },
    [dirty, save],
  );

  const placed = useMemo(() => placeProblems(draft, problems), [draft, problems]);
  const clearProblems = useCallback(() => setProblems([]), []);
  const source = session.source;
  const ownDraft = source.kind === "draft" && source.ownerId === userId;
  const fileExtras = [
    { label: "Import…", disabled: false, onClick: () => setImporting(true) },
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
      ? [
          {
            label: "Publish…",
            disabled: source.status === "published",
            onClick: () => choosePublishing(true),
          },
        ]
      : []),
  ];
  // The same Publish… beside the review actions of 'Synthesis details'.
  const startPublish = useMemo(
    () =>
      isEditor && source.kind === "draft" && source.status !== "published"
        ? () => choosePublishing(true)
        : null,
    [isEditor, source, choosePublishing],
  );

  // The Publish dialog's own 'Ask the submitter to approve' (the review section's does the same).
  const askApproval = async () => {
    const sent = await file.askApproval();
    if (sent) choosePublishing(false);
    return sent;
  };

  const dialogs = (
    <>
      <PublishDialog
        opened={publishing}
        status={source.kind === "draft" ? source.status : null}
        own={ownDraft}
        reviewOf={source.kind === "draft" && source.ownerId !== userId ? source.id : null}
        version={source.kind === "draft" ? `${source.documentHash}/${source.status}` : ""}
        onCancel={() => choosePublishing(false)}
        onAskApproval={askApproval}
        onPublish={async (body) => {
          const out = await publish(body);
          setProblems(out.problems);
          if (out.ok || out.problems.length > 0) choosePublishing(false);
        }}
      />
      <ImportSchemeDialog
        opened={importing}
        draft={draft}
        onCancel={() => setImporting(false)}
        onAdd={(scheme, into) => {
          const result = run(appendImportedReactions, { scheme, into });
          if (!result.ok) return false;
          options.showSynthesis();
          const steps = result.reactionIds.length;
          notify(steps === 1 ? "1 step imported." : `${steps} steps imported.`);
          return true;
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
    startPublish,
    openDraft: (id: number) => guard({ next: "open", choice: { kind: "unpublished", id } }),
    topBar: {
      fileExtras,
      canSave: canSaveNow,
      edit,
      onNew: () => guard({ next: "new" }),
      onOpen: () => setOpening(true),
      onSave: () => void saveThen({ next: "stay" }),
      onExit: () => guard({ next: "exit" }),
      // A saved draft's public page, one click away (saved first when there are changes).
      onPreview: source.kind === "draft" ? () => void previewDraft(source.id) : null,
    },
  };
}
