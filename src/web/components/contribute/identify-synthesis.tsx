import { InputBase, NativeSelect, Stack, TextInput } from "@mantine/core";
import { CHIRALITY_TYPES, MIN_YEAR, maxYear, SYNTHESIS_TYPES } from "../../../domain/synthesis-constants.ts";
import type { ListedAuthor } from "../../api-client/contribute.ts";
import { investigatorMatches } from "./contribute-draft.ts";
import { InvestigatorField } from "./investigator-field.tsx";

/** An author of the archive picked (or added) for the investigator; `pending` until an editor accepts. */
export type InvestigatorPick = Pick<ListedAuthor, "id" | "firstName" | "lastName" | "url" | "pending">;

export interface SynthesisIdentity {
  molecule: string;
  kind: string | null;
  shape: "linear" | "convergent";
  chirality: string | null;
  investigator: string;
  /** The archive's author for `investigator`, while the text is still that author's name. */
  author: InvestigatorPick | null;
  year: number | "";
  references: string;
}

export const EMPTY_IDENTITY: SynthesisIdentity = {
  molecule: "",
  kind: null,
  shape: "linear",
  chirality: null,
  investigator: "",
  author: null,
  year: "",
  references: "",
};

/** Step 2 (docs/product/pages.md §2.13): every answer is needed; the year is a whole number in bounds. */
export function identityErrors(
  value: SynthesisIdentity,
  now = new Date(),
): Partial<Record<keyof SynthesisIdentity, string>> {
  const errors: Partial<Record<keyof SynthesisIdentity, string>> = {};
  if (!value.molecule.trim()) errors.molecule = "Name the molecule that is synthesised";
  if (!value.kind) errors.kind = "Choose the kind of synthesis";
  if (!value.chirality) errors.chirality = "Choose the chirality of the product";
  if (!value.investigator.trim()) errors.investigator = "Name the principal investigator";
  const top = maxYear(now);
  if (value.year === "" || !Number.isInteger(value.year) || value.year < MIN_YEAR || value.year > top) {
    errors.year = `Enter a year from ${MIN_YEAR} to ${top}`;
  }
  return errors;
}

/** Only digits make a year (docs/product/rules.md §4.7.1: a non-numeric value becomes 0). */
export function parseYear(text: string): number | "" {
  if (text.trim() === "") return "";
  return /^\d+$/.test(text.trim()) ? Number(text.trim()) : 0;
}

/** Step 2 of the contribute stepper: which synthesis is this? */
export function IdentifySynthesis(props: {
  value: SynthesisIdentity;
  errors: Partial<Record<keyof SynthesisIdentity, string>>;
  /** The session's anti-forgery token (empty when signed out): lets the investigator be added. */
  csrfToken: string;
  /**
   * Each change as an update of the answers current when it applies, never a whole copy of those of
   * the last render: the investigator's match arrives later, and must not undo a year typed meanwhile.
   */
  onChange: (change: (current: SynthesisIdentity) => SynthesisIdentity) => void;
}) {
  const { value, errors, onChange } = props;
  const set = <K extends keyof SynthesisIdentity>(key: K, v: SynthesisIdentity[K]) =>
    onChange((current) => ({ ...current, [key]: v }));
  return (
    <Stack gap="md" maw={560}>
      <TextInput
        label="Which molecule is synthesised?"
        value={value.molecule}
        onChange={(e) => set("molecule", e.currentTarget.value)}
        error={errors.molecule}
        required
      />
      <NativeSelect
        label="Kind of synthesis"
        data={[{ value: "", label: "Choose…" }, ...SYNTHESIS_TYPES.map((t) => ({ value: t, label: t }))]}
        value={value.kind ?? ""}
        onChange={(e) => set("kind", e.currentTarget.value || null)}
        error={errors.kind}
        required
      />
      <NativeSelect
        label="Linear or convergent"
        data={[
          { value: "linear", label: "Linear" },
          { value: "convergent", label: "Convergent" },
        ]}
        value={value.shape}
        onChange={(e) => set("shape", e.currentTarget.value === "convergent" ? "convergent" : "linear")}
      />
      <NativeSelect
        label="Chirality of the product"
        data={[{ value: "", label: "Choose…" }, ...CHIRALITY_TYPES.map((t) => ({ value: t, label: t }))]}
        value={value.chirality ?? ""}
        onChange={(e) => set("chirality", e.currentTarget.value || null)}
        error={errors.chirality}
        required
      />
      <InvestigatorField
        value={value.investigator}
        pick={value.author}
        error={errors.investigator}
        csrfToken={props.csrfToken}
        onChange={(investigator, author) => onChange((current) => ({ ...current, investigator, author }))}
        onMatch={(author) =>
          // Only while the name typed is still the one the archive's author matched.
          onChange((current) =>
            investigatorMatches([author], current.investigator.trim()).exact
              ? { ...current, author }
              : current,
          )
        }
      />
      <TextInput
        label="Publication date (year)"
        type="number"
        inputMode="numeric"
        min={MIN_YEAR}
        max={maxYear()}
        step={1}
        value={value.year === "" ? "" : String(value.year)}
        onChange={(e) => set("year", parseYear(e.currentTarget.value))}
        error={errors.year}
        required
      />
      <InputBase
        component="textarea"
        label="All relevant references"
        description="One per line: a DOI or a full citation."
        rows={4}
        styles={{ input: { resize: "vertical" } }}
        value={value.references}
        onChange={(e) => set("references", e.currentTarget.value)}
      />
    </Stack>
  );
}
