import { Checkbox, Group, Stack, Text, TextInput } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import type { DraftChemical, DraftReaction } from "../../../../domain/editor/draft.ts";
import {
  setConcentration,
  setNeat,
  setReagentAmount,
  setSubstrateCoefficient,
} from "../../../../domain/editor/record-actions.ts";
import { type Amount, CONCENTRATION_UNITS, type Concentration } from "../../../../domain/reaction-records.ts";
import { useSynthesis } from "../synthesis-context.tsx";

/**
 * The small fields of what a chemist records (docs/product/rules.md §3.7) that sit inside the
 * existing panels: a reagent's amount, a substrate's coefficient, 'Neat' and the concentration. A
 * number is saved when its field is left (or with Enter), so one edit is one Undo step; an empty
 * field clears the value. Units are a plain <select>: the public pages share no code with it.
 */

/** A number field saved when left; it follows the draft while it does not have the focus. */
export function RecordNumber(props: {
  label: string;
  value: number | null | undefined;
  onCommit: (value: number | null) => void;
  width?: number;
  hideLabel?: boolean;
}) {
  const shown = props.value == null ? "" : String(props.value);
  const [text, setText] = useState(shown);
  const focused = useRef(false);
  useEffect(() => {
    if (!focused.current) setText(shown);
  }, [shown]);
  return (
    <TextInput
      label={props.hideLabel ? undefined : props.label}
      aria-label={props.hideLabel ? props.label : undefined}
      size={props.hideLabel ? "xs" : "sm"}
      w={props.width}
      inputMode="decimal"
      value={text}
      onFocus={() => {
        focused.current = true;
      }}
      onChange={(e) => {
        const value = e.currentTarget.value;
        if (/^[0-9.]*$/.test(value)) setText(value);
      }}
      onBlur={() => {
        focused.current = false;
        if (text === shown) return;
        props.onCommit(text.trim() === "" ? null : Number(text));
        setText(shown);
      }}
      onKeyDown={(e) => e.key === "Enter" && e.currentTarget.blur()}
    />
  );
}

export function UnitSelect<U extends string>(props: {
  label: string;
  value: U;
  options: readonly { value: U; label: string }[];
  onChange: (unit: U) => void;
}) {
  return (
    <select
      aria-label={props.label}
      value={props.value}
      onChange={(e) => props.onChange(e.currentTarget.value as U)}
    >
      {props.options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}

/**
 * A value with its unit: the unit chosen before a value is typed is kept here until then.
 * `onChange(null)` clears the value.
 */
export function Quantity<U extends string>(props: {
  label: string;
  value: { value: number; unit: U } | null | undefined;
  units: readonly { value: U; label: string }[];
  onChange: (quantity: { value: number; unit: U } | null) => void;
  compact?: boolean;
}) {
  const [unit, setUnit] = useState<U>(props.value?.unit ?? (props.units[0]?.value as U));
  const current = props.value?.unit ?? unit;
  return (
    <Group gap={4} wrap="nowrap" align="end">
      <RecordNumber
        label={props.label}
        hideLabel={props.compact}
        width={props.compact ? 64 : 120}
        value={props.value?.value}
        onCommit={(value) => props.onChange(value === null ? null : { value, unit: current })}
      />
      <UnitSelect
        label={`${props.label}, unit`}
        value={current}
        options={props.units}
        onChange={(next) => {
          setUnit(next);
          if (props.value) props.onChange({ value: props.value.value, unit: next });
        }}
      />
    </Group>
  );
}

const AMOUNT_UNITS: readonly { value: Amount["unit"]; label: string }[] = [
  { value: "equiv", label: "equiv" },
  { value: "mol%", label: "mol %" },
  { value: "cat", label: "cat." },
];

/**
 * Equivalents or mol % after a reagent's name in the Reagents panel, or 'cat.' for a catalytic
 * amount the paper gives no number for (choosing it records it at once; it has no number field).
 */
export function ReagentAmount({ reaction, index }: { reaction: DraftReaction; index: number }) {
  const { run } = useSynthesis();
  const reagent = reaction.reagents[index];
  const [unit, setUnit] = useState<Amount["unit"]>(reagent?.amount?.unit ?? "equiv");
  if (!reagent) return null;
  const current = reagent.amount?.unit ?? unit;
  const set = (amount: Amount | null) => run(setReagentAmount, { reactionId: reaction.id, index, amount });
  const label = `Amount of ${reagent.name}`;
  return (
    <Group gap={4} wrap="nowrap" align="end">
      {current !== "cat" && (
        <RecordNumber
          label={label}
          hideLabel
          width={64}
          value={reagent.amount?.value}
          onCommit={(value) => set(value === null ? null : { value, unit: current })}
        />
      )}
      <UnitSelect
        label={`${label}, unit`}
        value={current}
        options={AMOUNT_UNITS}
        onChange={(next) => {
          setUnit(next);
          if (next === "cat") set({ value: null, unit: "cat" });
          else if (reagent.amount?.value != null) set({ value: reagent.amount.value, unit: next });
          else if (reagent.amount) set(null);
        }}
      />
    </Group>
  );
}

/** How many molecules of a substrate the reaction uses ('×2' for a dimerisation); empty is one. */
export function SubstrateCoefficient({
  reaction,
  chemical,
  label,
}: {
  reaction: DraftReaction;
  chemical: DraftChemical;
  label: string;
}) {
  const { run } = useSynthesis();
  return (
    <RecordNumber
      label={`Molecules of ${label.toLowerCase()} (×)`}
      width={200}
      value={chemical.coefficient && chemical.coefficient > 1 ? chemical.coefficient : null}
      onCommit={(value) =>
        run(setSubstrateCoefficient, {
          reactionId: reaction.id,
          chemicalId: chemical.id,
          coefficient: value ?? 1,
        })
      }
    />
  );
}

const CONCENTRATION_OPTIONS = CONCENTRATION_UNITS.map((u) => ({ value: u, label: u }));

/** 'Neat (no solvent)' and the concentration, under the Solvents panel's list. */
export function SolventRecords({ reaction }: { reaction: DraftReaction }) {
  const { run } = useSynthesis();
  return (
    <Stack gap="xs">
      <Checkbox
        label="Neat (no solvent)"
        checked={reaction.neat}
        onChange={(e) => run(setNeat, { reactionId: reaction.id, neat: e.currentTarget.checked })}
      />
      <Quantity<Concentration["unit"]>
        label="Concentration"
        value={reaction.concentration}
        units={CONCENTRATION_OPTIONS}
        onChange={(concentration) => run(setConcentration, { reactionId: reaction.id, concentration })}
      />
      {reaction.neat && (
        <Text size="xs" c="dimmed">
          Adding a solvent ends 'Neat'.
        </Text>
      )}
    </Stack>
  );
}
