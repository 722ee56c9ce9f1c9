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
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from "react";
import { hasRole } from "../../domain/roles.ts";
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
import { AccountPanel } from "./accounts/account-panel.tsx";
import { AccountsEditor } from "./accounts/accounts-editor.tsx";
import { AuthorPanel } from "./author-panel.tsx";
import { AuthorsEditor } from "./authors-editor.tsx";
import { EditorContext, type EditorServices } from "./editor-context.tsx";
import { EditorTopBar } from "./editor-top-bar.tsx";
import { ConfirmDialog, type DeleteKind, Snackbar, type SnackbarMessage } from "./feedback.tsx";
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
import { type EditorData, EMPTY_DATA } from "./state/editor-data.ts";
import {
  type EditorState,
  type EditorUser,
  type EditorView,
  initialEditorState,
  type Selection,
} from "./state/editor-state.ts";
import { editorReducer } from "./state/editor-store.ts";
import { normalizeDraft } from "./state/reference-rows.ts";
import { ReviewQueue } from "./synthesis/review-queue.tsx";
import { SynthesisEditor } from "./synthesis/synthesis-editor.tsx";
import { SynthesisPanelView } from "./synthesis/synthesis-panel.tsx";
import { SynthesisProvider } from "./synthesis/synthesis-provider.tsx";
import { useSynthesisFrame } from "./synthesis/use-synthesis-frame.tsx";

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

/** Reads every list at once; a list that fails stays empty and its failure goes to the Snackbar. */
async function loadEditorData(notify: (text: string) => void): Promise<EditorData> {
  const keys = Object.keys(SOURCES) as (keyof EditorData)[];
  const data: EditorData = { ...EMPTY_DATA };
  const failures = (await Promise.all(keys.map((key) => readList(data, key)))).filter((f) => f !== null);
  data.unpublished = data.unpublished.map(normalizeDraft);
  if (failures.length > 0) notify(`Some editor data could not be loaded (${failures.join("; ")})`);
  return data;
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
export function EditorApp(props: { userName: string; onExit: () => void; onLogout: () => void }) {
  const [state, dispatch] = useReducer(editorReducer, initialEditorState);
  const [snack, setSnack] = useState<SnackbarMessage | null>(null);
  const [confirming, setConfirming] = useState<DeleteKind | null>(null);
  const answerRef = useRef<((yes: boolean) => void) | null>(null);
  const counter = useRef(0);

  const notify = useCallback((text: string) => {
    counter.current += 1;
    setSnack({ id: counter.current, text });
  }, []);
  const closeSnack = useCallback(() => setSnack(null), []);

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

  useEffect(() => {
    let live = true;
    Promise.all([loadEditorData(notify), currentUser().catch((): EditorUser | null => null)]).then(
      ([data, user]) => live && dispatch({ type: "loaded", data, user }),
      () => live && dispatch({ type: "loadFailed" }),
    );
    return () => {
      live = false;
    };
  }, [notify]);

  const services = useMemo<EditorServices>(
    () => ({ state, dispatch, notify, confirmDelete }),
    [state, notify, confirmDelete],
  );
  const chooseView = useCallback((view: EditorView | null) => dispatch({ type: "viewChosen", view }), []);
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
      <Snackbar message={snack} onClose={closeSnack} />
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
