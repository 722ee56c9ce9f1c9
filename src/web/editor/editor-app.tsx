// Styles of the Mantine components only the editor uses: imported here, in the /edit route's
// chunk, so public pages' stylesheet does not grow (the site's own list is in root.tsx).
import "@mantine/core/styles/ModalBase.css";
import "@mantine/core/styles/Modal.css";
import "@mantine/core/styles/Overlay.css";
import "@mantine/core/styles/Tabs.css";
import "@mantine/core/styles/InlineInput.css";
import "@mantine/core/styles/Radio.css";
import "@mantine/core/styles/Badge.css";
import "@mantine/core/styles/Checkbox.css";
import "@mantine/core/styles/Combobox.css";
import { Box, Loader, Text } from "@mantine/core";
import { useCallback, useMemo, useReducer, useRef, useState } from "react";
import { hasRole } from "../../domain/roles.ts";
import { AccountPanel } from "./accounts/account-panel.tsx";
import { AccountsEditor } from "./accounts/accounts-editor.tsx";
import { AuthorPanel } from "./author-panel.tsx";
import { AuthorsEditor } from "./authors-editor.tsx";
import { EditorContext, type EditorServices } from "./editor-context.tsx";
import { useEditorRead, useEditorReads } from "./editor-reads.ts";
import type { EditorStart } from "./editor-start.ts";
import { EditorTopBar } from "./editor-top-bar.tsx";
import { ConfirmDialog, type DeleteKind, Snackbar, type SnackbarMessage } from "./feedback.tsx";
import { nextMessageId } from "./message-ids.ts";
import { MoleculePanel } from "./molecule-panel.tsx";
import { MoleculesEditor } from "./molecules-editor.tsx";
import { NamedReactionPanel } from "./named-reaction-panel.tsx";
import { NamedReactionsEditor } from "./named-reactions-editor.tsx";
import { PendingQueue } from "./pending-queue.tsx";
import { ProtectingGroupPanel } from "./protecting-group-panel.tsx";
import { ProtectingGroupsEditor } from "./protecting-groups-editor.tsx";
import { ReagentPanel } from "./reagent-panel.tsx";
import { ReagentsEditor } from "./reagents-editor.tsx";
import { ReferencePanel } from "./reference-panel.tsx";
import { ReferencesEditor } from "./references-editor.tsx";
import { SolventPanel } from "./solvent-panel.tsx";
import { SolventsEditor } from "./solvents-editor.tsx";
import {
  type EditorState,
  type EditorView,
  initialEditorState,
  type Selection,
} from "./state/editor-state.ts";
import { type EditorAction, editorReducer } from "./state/editor-store.ts";
import { ReviewQueue } from "./synthesis/review-queue.tsx";
import { SynthesisEditor } from "./synthesis/synthesis-editor.tsx";
import { SynthesisPanelView } from "./synthesis/synthesis-panel.tsx";
import { SynthesisProvider } from "./synthesis/synthesis-provider.tsx";
import { useSynthesisFrame } from "./synthesis/use-synthesis-frame.tsx";

/** The store at start: loading until the start's lists are read, then ready with them. */
function startState(start: EditorStart | null): EditorState {
  if (!start) return initialEditorState;
  return editorReducer(initialEditorState, { type: "loaded", data: start.data, user: start.user });
}

/** The Snackbar's first message: which lists could not be read. */
function startNotice(start: EditorStart | null): SnackbarMessage | null {
  return start?.failure ? { id: nextMessageId(), text: start.failure } : null;
}

/**
 * The Snackbar's message: the latest of the editor's notices and its reads' failures (a read's
 * failure is part of its answer, editor/read-result.ts), unless closed since it came.
 */
function latestMessage(messages: (SnackbarMessage | null)[], closedAt: number): SnackbarMessage | null {
  let latest: SnackbarMessage | null = null;
  for (const m of messages) if (m && m.id > closedAt && (!latest || m.id > latest.id)) latest = m;
  return latest;
}

/** The right panel's view: the selected element type, else the active editor's own panel. */
function panelType(state: EditorState): Selection["type"] | null {
  if (state.selection) return state.selection.type;
  switch (state.view) {
    case "solvents":
      return "solventEdit";
    case "reagents":
      return "reagentEdit";
    case "authors":
      return "authorEdit";
    case "references":
      return "references";
    case "accounts":
      return "accountEdit";
    case "namedReactions":
      return "namedReactionEdit";
    case "protectingGroups":
      return "protectingGroupEdit";
    case "molecules":
      return "moleculeEdit";
    default:
      return null;
  }
}

/**
 * The editor frame (docs/product/editor.md): top bar, the left area switched by the active editor,
 * the right panel (30rem) switched by the selected element type, the Snackbar and the Confirm dialog.
 */
export function EditorApp(props: {
  userName: string;
  /** What the /edit route's `clientLoader` read; null until it has (the editor shows its Loader). */
  start: EditorStart | null;
  onExit: () => void;
  onLogout: () => void;
}) {
  const { start } = props;
  const [state, storeDispatch] = useReducer(editorReducer, start, startState);
  const [snack, setSnack] = useState<SnackbarMessage | null>(() => startNotice(start));
  const [confirming, setConfirming] = useState<DeleteKind | null>(null);
  const answerRef = useRef<((yes: boolean) => void) | null>(null);

  const notify = useCallback((text: string) => setSnack({ id: nextMessageId(), text }), []);
  const [closedAt, setClosedAt] = useState(0);
  const closeSnack = useCallback(() => {
    setSnack(null);
    setClosedAt(nextMessageId());
  }, []);
  const namedReaction = useEditorRead("namedReaction").data?.read;
  const readFailure = useMemo(
    () => (namedReaction?.ok === false ? { id: namedReaction.at, text: namedReaction.message } : null),
    [namedReaction],
  );

  // Every change of the store goes through here: the reads of what the screen now shows start with
  // it (editor-reads.ts). `shown` is the state after the changes so far, ahead of React's render.
  const shown = useRef(state);
  // The start arrives after the page is hydrated: the store takes it during that render (no effect,
  // and the frame stays mounted, so a menu opened meanwhile stays open).
  const [started, setStarted] = useState(start);
  if (start !== started) {
    setStarted(start);
    if (start) {
      storeDispatch({ type: "loaded", data: start.data, user: start.user });
      shown.current = startState(start);
      setSnack(startNotice(start));
    }
  }
  const follow = useEditorReads();
  const dispatch = useCallback(
    (action: EditorAction) => {
      const from = shown.current;
      shown.current = editorReducer(from, action);
      storeDispatch(action);
      follow(from, shown.current);
    },
    [follow],
  );

  const confirmDelete = useCallback(
    (kind: DeleteKind) =>
      new Promise<boolean>((resolve) => {
        answerRef.current?.(false);
        answerRef.current = resolve;
        setConfirming(kind);
      }),
    [],
  );
  const answer = useCallback((yes: boolean) => {
    answerRef.current?.(yes);
    answerRef.current = null;
    setConfirming(null);
  }, []);

  const services = useMemo<EditorServices>(
    () => ({ state, dispatch, notify, confirmDelete }),
    [state, notify, confirmDelete, dispatch],
  );
  const chooseView = useCallback(
    (view: EditorView | null) => dispatch({ type: "viewChosen", view }),
    [dispatch],
  );
  const synthesis = useSynthesisFrame(services, {
    onExit: props.onExit,
    showSynthesis: useCallback(() => chooseView(null), [chooseView]),
  });

  return (
    <EditorContext.Provider value={services}>
      <SynthesisProvider
        file={synthesis.file}
        problems={synthesis.problems}
        clearProblems={synthesis.clearProblems}
        startPublish={synthesis.startPublish}
      >
        <Box style={{ display: "flex", flexDirection: "column", height: "100vh" }}>
          <EditorTopBar
            userName={props.userName}
            {...synthesis.topBar}
            onSynthesis={() => chooseView(null)}
            canReview={state.user !== null && hasRole(state.user.role, "editor")}
            canManageAccounts={state.user !== null && hasRole(state.user.role, "admin")}
            onView={chooseView}
            onLogout={props.onLogout}
          />
          <Box style={{ display: "flex", flex: 1, minHeight: 0 }}>
            <Box
              component="main"
              p="md"
              data-editor={state.view ?? "synthesis"}
              style={{ flex: 1, minWidth: 0, display: "flex", flexDirection: "column", overflow: "auto" }}
            >
              {synthesis.banner}
              {state.status === "loading" ? (
                <Loader aria-label="Loading the editor data" />
              ) : (
                <LeftArea view={state.view} onOpenDraft={synthesis.openDraft} />
              )}
            </Box>
            <Box
              component="aside"
              aria-label="Details"
              data-details-panel
              p="md"
              style={{
                width: "30rem",
                flexShrink: 0,
                overflow: "auto",
                borderLeft: "1px solid var(--mantine-color-gray-3)",
              }}
            >
              {state.status === "ready" && <RightPanel type={panelType(state)} view={state.view} />}
            </Box>
          </Box>
        </Box>
        {synthesis.dialogs}
      </SynthesisProvider>
      <Snackbar message={latestMessage([snack, readFailure], closedAt)} onClose={closeSnack} />
      <ConfirmDialog kind={confirming} onAnswer={answer} />
    </EditorContext.Provider>
  );
}

function LeftArea({ view, onOpenDraft }: { view: EditorView | null; onOpenDraft: (id: number) => void }) {
  switch (view) {
    case "review":
      return <ReviewQueue onOpen={onOpenDraft} />;
    case "pending":
      return <PendingQueue />;
    case "solvents":
      return <SolventsEditor />;
    case "reagents":
      return <ReagentsEditor />;
    case "authors":
      return <AuthorsEditor />;
    case "references":
      return <ReferencesEditor />;
    case "accounts":
      return <AccountsEditor />;
    case "namedReactions":
      return <NamedReactionsEditor />;
    case "protectingGroups":
      return <ProtectingGroupsEditor />;
    case "molecules":
      return <MoleculesEditor />;
    default:
      return <SynthesisEditor />;
  }
}

function RightPanel({ type, view }: { type: Selection["type"] | null; view: EditorView | null }) {
  if (view === null) return <SynthesisPanelView />;
  switch (type) {
    case "solventEdit":
      return <SolventPanel />;
    case "reagentEdit":
      return <ReagentPanel />;
    case "authorEdit":
      return <AuthorPanel />;
    case "references":
      return <ReferencePanel />;
    case "accountEdit":
      return <AccountPanel />;
    case "namedReactionEdit":
      return <NamedReactionPanel />;
    case "protectingGroupEdit":
      return <ProtectingGroupPanel />;
    case "moleculeEdit":
      return <MoleculePanel />;
    default:
      return <Text c="dimmed">Select an element to see its details.</Text>;
  }
}
