import { FileInput, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useState } from "react";
import {
  formatOfFileName,
  formatOfText,
  IMPORT_FORMATS,
  IMPORT_LIMITS,
  type ImportFormat,
} from "../../../domain/import/scheme-file.ts";

export const FORMAT_LABELS: Record<ImportFormat, string> = {
  rxn: "RXN file (.rxn)",
  rdf: "RDfile (.rdf)",
  smiles: "Reaction SMILES, one step per line (.smi, .txt)",
  sdf: "SD file of the compounds in order (.sdf)",
  cdxml: "ChemDraw (.cdxml)",
  lines: "One-line scheme lines (.txt)",
};

export interface ChosenFile {
  format: ImportFormat;
  text: string;
  name: string;
}

/**
 * A scheme file and its format, chosen from the file's extension (and changeable): the file's text
 * is read in the browser and handed to `onChosen`. A file too large for one import is refused here.
 */
export function SchemeFileInput(props: { onChosen: (file: ChosenFile | null) => void; disabled?: boolean }) {
  const [file, setFile] = useState<File | null>(null);
  const [format, setFormat] = useState<ImportFormat | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function choose(next: File | null, chosenFormat: ImportFormat | null) {
    let nextFormat = chosenFormat;
    setProblem(null);
    if (!next || !nextFormat) {
      props.onChosen(null);
      if (next && !nextFormat) setProblem("Choose the file's format.");
      return;
    }
    const text = await next.text();
    // A .txt or .smi of one-line scheme lines reads as that format (its '|' fields are the tell).
    if (nextFormat === "smiles" && text.includes(" | ") && formatOfText(text) === "lines") {
      nextFormat = "lines";
      setFormat("lines");
    }
    if (text.length > IMPORT_LIMITS.chars) {
      setProblem(
        `This file is too large to import at once (at most ${IMPORT_LIMITS.chars.toLocaleString("en-US")} characters).`,
      );
      props.onChosen(null);
      return;
    }
    props.onChosen({ format: nextFormat, text, name: next.name });
  }

  return (
    <Stack gap="xs">
      <FileInput
        label="Scheme file"
        placeholder="Choose a file"
        accept=".rxn,.rdf,.sdf,.sd,.smi,.smiles,.txt,.cdxml"
        value={file}
        disabled={props.disabled}
        onChange={(next) => {
          const guessed = next ? formatOfFileName(next.name) : null;
          setFile(next);
          setFormat(guessed);
          void choose(next, guessed);
        }}
        clearable
      />
      <PlainSelect
        label="Format"
        value={format ?? ""}
        disabled={props.disabled || file === null}
        onChange={(value) => {
          const next = IMPORT_FORMATS.find((f) => f === value) ?? null;
          setFormat(next);
          void choose(file, next);
        }}
      >
        <option value="" disabled>
          Choose the format
        </option>
        {IMPORT_FORMATS.map((value) => (
          <option key={value} value={value}>
            {FORMAT_LABELS[value]}
          </option>
        ))}
      </PlainSelect>
      {problem && (
        <Text c="red" size="sm" role="alert">
          {problem}
        </Text>
      )}
    </Stack>
  );
}

/**
 * A labelled native select. Not Mantine's NativeSelect: the public Contribute page uses that one, and
 * sharing it with the editor would split it into a chunk of its own that the page then loads too.
 */
export function PlainSelect(props: {
  label: string;
  value: string;
  disabled?: boolean;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <Text component="label" size="sm" fw={500} style={{ display: "flex", flexDirection: "column", gap: 4 }}>
      {props.label}
      <select
        value={props.value}
        disabled={props.disabled}
        onChange={(event) => props.onChange(event.currentTarget.value)}
        style={{
          font: "inherit",
          fontWeight: 400,
          padding: "6px 8px",
          borderRadius: "var(--mantine-radius-sm)",
          border: "1px solid var(--mantine-color-default-border)",
          background: "var(--mantine-color-body)",
          color: "var(--mantine-color-text)",
        }}
      >
        {props.children}
      </select>
    </Text>
  );
}
