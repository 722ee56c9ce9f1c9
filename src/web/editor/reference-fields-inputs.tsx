import { Checkbox, Group, Select, TextInput } from "@mantine/core";
import type { KeyboardEvent } from "react";
import { parsePeople, peopleInput } from "../../domain/citations/person-names.ts";
import {
  isStructured,
  REFERENCE_KINDS,
  type ReferenceFields,
  type ReferenceKind,
} from "../../domain/citations/reference-fields.ts";

/**
 * The fields of a reference as the editor's form holds them: text inputs, read into fields when the
 * reference is saved (docs/decisions/chemistry/0105-references-as-fields.md).
 */
export interface FieldInputs {
  kind: ReferenceKind | "";
  authors: string;
  etAl: boolean;
  title: string;
  journal: string;
  year: string;
  volume: string;
  issue: string;
  pages: string;
}

export function fieldInputs(r: Partial<ReferenceFields>): FieldInputs {
  return {
    kind: r.kind ?? "",
    authors: peopleInput(r.authors ?? []),
    etAl: r.et_al ?? false,
    title: r.title ?? "",
    journal: r.journal ?? "",
    year: r.year === null || r.year === undefined ? "" : String(r.year),
    volume: r.volume ?? "",
    issue: r.issue ?? "",
    pages: r.pages ?? "",
  };
}

const orNull = (text: string) => (text.trim() === "" ? null : text.trim());

/**
 * The fields the inputs hold; `{}` when none is filled (a reference known by its text or DOI alone).
 * A year that is not a whole number is sent as typed, for the server to refuse by name.
 */
export function fieldsFromInputs(f: FieldInputs): Partial<ReferenceFields> {
  const year = f.year.trim();
  const fields = {
    kind: f.kind || null,
    authors: parsePeople(f.authors),
    et_al: f.etAl,
    title: orNull(f.title),
    journal: orNull(f.journal),
    year: year === "" ? null : /^\d+$/.test(year) ? Number(year) : (year as unknown as number),
    volume: orNull(f.volume),
    issue: orNull(f.issue),
    pages: orNull(f.pages),
  };
  return isStructured(fields) ? fields : {};
}

const KIND_LABELS: Record<ReferenceKind, string> = {
  article: "Journal article",
  book: "Book",
  patent: "Patent",
  webpage: "Web page",
  other: "Other",
};

/** The inputs; each saves when it loses focus (`onCommit`). */
export function ReferenceFieldsInputs({
  value,
  onChange,
  onCommit,
}: {
  value: FieldInputs;
  onChange: (next: FieldInputs) => void;
  onCommit: (next?: FieldInputs) => void;
}) {
  const set = (key: keyof FieldInputs) => (e: { currentTarget: { value: string } }) =>
    onChange({ ...value, [key]: e.currentTarget.value });
  const enter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") event.currentTarget.blur();
  };
  const text = (key: keyof FieldInputs, label: string, description?: string) => (
    <TextInput
      label={label}
      description={description}
      value={String(value[key])}
      onChange={set(key)}
      onBlur={() => onCommit()}
      onKeyDown={enter}
    />
  );
  return (
    <>
      <Select
        label="Kind"
        data={REFERENCE_KINDS.map((k) => ({ value: k, label: KIND_LABELS[k] }))}
        value={value.kind || null}
        clearable
        onChange={(kind) => {
          const next = { ...value, kind: (kind ?? "") as FieldInputs["kind"] };
          onChange(next);
          onCommit(next);
        }}
      />
      {text("authors", "Authors", "Family, Given; Family, Given — e.g. Barton, D. H. R.; Beaton, J. M.")}
      <Checkbox
        label="The list ends in et al."
        checked={value.etAl}
        onChange={(e) => {
          const next = { ...value, etAl: e.currentTarget.checked };
          onChange(next);
          onCommit(next);
        }}
      />
      {text("title", "Title")}
      {text("journal", "Journal", "Its abbreviation, e.g. J. Am. Chem. Soc.; a web page's site")}
      <Group grow>
        {text("year", "Year")}
        {text("volume", "Volume")}
        {text("issue", "Issue")}
        {text("pages", "Pages")}
      </Group>
    </>
  );
}
