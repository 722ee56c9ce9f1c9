import { Button, Group, Modal, SimpleGrid, Stack, Text, Textarea } from "@mantine/core";
import { useEffect, useState } from "react";
import type { EditorId, SynthesisDraft } from "../../../domain/editor/draft.ts";
import type { ImportedScheme } from "../../../domain/import/imported-scheme.ts";
import {
  formatOfText,
  IMPORT_FORMATS,
  IMPORT_LIMITS,
  type ImportFormat,
} from "../../../domain/import/scheme-file.ts";
import { messageOf } from "../../api-client/api.ts";
import { createImportAgents, importReactions } from "../../api-client/import.ts";
import {
  type ChosenFile,
  FORMAT_LABELS,
  PlainSelect,
  SchemeFileInput,
} from "../../components/import/scheme-file-input.tsx";
import { useEditor } from "../editor-context.tsx";
import { newItemMarks } from "../state/item-rights.ts";
import { ImportPreview } from "./import-preview.tsx";

/** The one-line format in a sentence and an example (docs/one-line-schemes.md says the rest). */
const EXAMPLE = "OCC1CO1>>OCC(O)CO[Si](C)(C)C(C)(C)C | TBSCl (1.1 equiv), imidazole; DMF, 0 °C→rt, 2 h | 92%";

/**
 * File → Import (docs/product/editor.md §8.28): a scheme file, or text pasted beside it, is read by
 * the server (POST /api/import/reactions, nothing stored), its steps are shown drawn with what was
 * matched and what is new, and Add creates the new agents (POST /api/import/agents, pending until an
 * editor accepts them) and appends the steps to a part of the open synthesis, or to a new part, as
 * one editing action (Undo takes the steps back; the new agents stay, as any the contributor adds).
 */
export function ImportSchemeDialog(props: {
  opened: boolean;
  draft: SynthesisDraft;
  onCancel: () => void;
  onAdd: (scheme: ImportedScheme, into: EditorId | "new") => boolean;
}) {
  const { state, dispatch } = useEditor();
  const [scheme, setScheme] = useState<ImportedScheme | null>(null);
  const [names, setNames] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState<"reading" | "adding" | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [pasted, setPasted] = useState("");
  const [pastedFormat, setPastedFormat] = useState<ImportFormat | "auto">("auto");
  const lastPart = props.draft.parts[props.draft.parts.length - 1]?.id ?? "new";
  const [into, setInto] = useState<EditorId | "new">(lastPart);
  useEffect(() => {
    if (!props.opened) return;
    setScheme(null);
    setProblem(null);
    setNames({});
    setInto(lastPart);
  }, [props.opened, lastPart]);

  async function read(
    file: Pick<ChosenFile, "format" | "text"> | null,
    source: "file" | "pasted text" = "file",
  ) {
    setScheme(null);
    setProblem(null);
    setNames({});
    if (!file) return;
    setBusy("reading");
    try {
      setScheme(await importReactions({ format: file.format, text: file.text }));
    } catch (error) {
      // The server names the field, `text: line 12: …`; the line is what the reader needs.
      setProblem(`The ${source} could not be read: ${messageOf(error).replace(/^text: /, "")}`);
    } finally {
      setBusy(null);
    }
  }

  function readPasted() {
    if (pasted.trim() === "") {
      setProblem("Paste a scheme first.");
      return;
    }
    if (pasted.length > IMPORT_LIMITS.chars) {
      setProblem(
        `The text is too long to import at once (at most ${IMPORT_LIMITS.chars.toLocaleString("en-US")} characters).`,
      );
      return;
    }
    void read(
      { format: pastedFormat === "auto" ? formatOfText(pasted) : pastedFormat, text: pasted },
      "pasted text",
    );
  }

  /** Creates the new agents under the names given here, then appends the steps that name them so. */
  async function add() {
    if (!scheme) return;
    const final = (name: string) => names[name]?.trim() || name;
    const renamed = withNames(scheme, final);
    if (scheme.newAgents.length > 0) {
      setBusy("adding");
      setProblem(null);
      try {
        const answer = await createImportAgents({
          agents: scheme.newAgents.map((a) => ({ name: final(a.name), role: a.role, smiles: a.smiles })),
        });
        const marks = newItemMarks(state);
        for (const c of answer.created) {
          if (c.role === "reagent")
            dispatch({
              type: "reagentSaved",
              reagent: {
                id: c.id,
                name: c.name,
                formula: c.formula,
                smiles: scheme.newAgents.find((a) => final(a.name) === c.name)?.smiles ?? undefined,
                synonyms: [],
                ...marks,
              },
            });
          else
            dispatch({ type: "solventSaved", solvent: { id: c.id, name: c.name, synonyms: [], ...marks } });
        }
      } catch (error) {
        setProblem(`The new reagents and solvents could not be created: ${messageOf(error)}`);
        return;
      } finally {
        setBusy(null);
      }
    }
    if (props.onAdd(renamed, into)) props.onCancel();
  }

  const steps = scheme?.parts.reduce((n, p) => n + p.reactions.length, 0) ?? 0;
  return (
    <Modal
      opened={props.opened}
      onClose={props.onCancel}
      title="Import a scheme"
      size="xl"
      centered
      closeButtonProps={{ "aria-label": "Close" }}
    >
      <Stack>
        <Text size="sm">
          Read the reactions of a file (RXN, RDfile, SD file of the compounds in order, reaction SMILES,
          ChemDraw CDXML) or of text pasted here: each reaction becomes a step.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <SchemeFileInput onChosen={(file) => void read(file)} disabled={busy !== null} />
          <Stack gap="xs">
            <Textarea
              label="Or paste the scheme"
              description={
                <>
                  One step per line: reaction SMILES | reagents; solvents, conditions | yield | note. For
                  example: <code style={{ wordBreak: "break-all" }}>{EXAMPLE}</code>
                </>
              }
              placeholder={EXAMPLE}
              autosize
              minRows={4}
              maxRows={12}
              value={pasted}
              onChange={(e) => setPasted(e.currentTarget.value)}
              disabled={busy !== null}
              styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)" } }}
            />
            <PlainSelect
              label="Pasted format"
              value={pastedFormat}
              onChange={(value) => setPastedFormat(IMPORT_FORMATS.find((f) => f === value) ?? "auto")}
            >
              <option value="auto">Tell from the text</option>
              {IMPORT_FORMATS.map((value) => (
                <option key={value} value={value}>
                  {FORMAT_LABELS[value]}
                </option>
              ))}
            </PlainSelect>
            <Group justify="flex-end">
              <Button variant="light" onClick={readPasted} disabled={busy !== null}>
                Read the pasted text
              </Button>
            </Group>
          </Stack>
        </SimpleGrid>
        {busy === "reading" && <Text size="sm">Reading…</Text>}
        {problem && (
          <Text c="red" size="sm" role="alert">
            {problem}
          </Text>
        )}
        {scheme && (
          <ImportPreview
            scheme={scheme}
            names={names}
            onRename={(from, to) => setNames((was) => ({ ...was, [from]: to }))}
          />
        )}
        {scheme && (
          <PlainSelect label="Add the steps to" value={into} onChange={(value) => setInto(value)}>
            {props.draft.parts.map((p) => (
              <option key={p.id} value={p.id}>
                Part {p.number}, after its steps
              </option>
            ))}
            <option value="new">A new part</option>
          </PlainSelect>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onCancel}>
            Cancel
          </Button>
          <Button
            disabled={!scheme || steps === 0 || busy !== null}
            loading={busy === "adding"}
            onClick={() => void add()}
          >
            {steps === 1 ? "Add 1 step" : `Add ${steps} steps`}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The scheme with each new agent under the name given in the preview. */
function withNames(scheme: ImportedScheme, final: (name: string) => string): ImportedScheme {
  const fresh = new Set(scheme.newAgents.map((a) => a.name));
  const name = (n: string) => (fresh.has(n) ? final(n) : n);
  return {
    ...scheme,
    parts: scheme.parts.map((p) => ({
      ...p,
      reactions: p.reactions.map((r) => ({
        ...r,
        reagents: r.reagents.map((g) => ({ ...g, name: name(g.name) })),
        solvents: r.solvents.map(name),
      })),
    })),
  };
}
