import { Checkbox, Radio, Stack, TextInput, Title } from "@mantine/core";
import { useState } from "react";
import { parseYieldRecord } from "../../../../domain/conditions.ts";
import { setYield } from "../../../../domain/editor/condition-actions.ts";
import { useSynthesis } from "../synthesis-context.tsx";
import {
  clampText,
  readYieldEntry,
  YIELD_BOUNDS,
  type YieldForm,
  yieldForm,
  yieldFormIssue,
  yieldText,
} from "./condition-forms.ts";
import { useSelectedReaction } from "./selected.ts";
import { SelectivityValues } from "./selectivity-values.tsx";
import { useConditionForm } from "./use-condition-form.ts";

/**
 * Yield details: Not specified, Percentage or Range, 'brsm', and 'Yield is for multiple steps' with
 * 'Number of steps', then the selectivity values a yield is reported with (dr, ee). The value field
 * shows even when no yield is recorded (typing in it chooses Percentage) and takes a range typed in
 * place ('46–50'), so neither choice needs a click; brsm, the steps and dr/ee are offered at once
 * too. A range out of order or beyond 100 % is refused on its field with the words the server uses
 * (domain/yield-bounds.ts), and nothing is stored until it is right.
 */
export function YieldPanel() {
  const selected = useSelectedReaction();
  if (!selected) return null;
  return (
    <Stack>
      <YieldFormView
        key={selected.reaction.id}
        reactionId={selected.reaction.id}
        stored={selected.reaction.yield}
      />
      <SelectivityValues key={`s${selected.reaction.id}`} reaction={selected.reaction} />
    </Stack>
  );
}

type Refusal = { field: "entry" | "high"; text: string; message: string };

function YieldFormView({ reactionId, stored }: { reactionId: string; stored: string | null }) {
  const { run } = useSynthesis();
  const { form, change } = useConditionForm<YieldForm>(stored, yieldForm, yieldText, (text) =>
    run(setYield, { reactionId, yield: parseYieldRecord(text) }),
  );
  // The refusal is about the text it was given: shown while the field still holds it (an Undo that
  // resets the field clears it too).
  const [refused, setRefused] = useState<Refusal | null>(null);
  /** Records `next` unless its range is impossible: then the field says why and nothing is stored. */
  const record = (next: YieldForm, field: Refusal["field"]) => {
    const issue = yieldFormIssue(next);
    if (issue) {
      setRefused({ field, text: field === "high" ? next.high : next.percent, message: issue });
      return change(next, false);
    }
    setRefused(null);
    change(next);
  };
  const errorOf = (field: Refusal["field"], text: string) =>
    refused?.field === field && refused.text === text ? refused.message : null;
  const steps = (
    <TextInput
      label="Number of steps"
      inputMode="decimal"
      value={form.steps}
      onChange={(e) => {
        const text = e.currentTarget.value;
        if (/^[0-9]*$/.test(text)) change({ ...form, steps: text }, false);
      }}
      onBlur={() => change({ ...form, steps: clampText(form.steps, YIELD_BOUNDS.steps) })}
      onKeyDown={(e) => e.key === "Enter" && e.currentTarget.blur()}
    />
  );
  const high = (
    <TextInput
      label="To"
      inputMode="decimal"
      rightSection="%"
      value={form.high}
      error={errorOf("high", form.high)}
      onChange={(e) => {
        const text = e.currentTarget.value;
        if (/^[0-9.]*$/.test(text)) change({ ...form, high: text }, false);
      }}
      onBlur={() => record(form, "high")}
      onKeyDown={(e) => e.key === "Enter" && e.currentTarget.blur()}
    />
  );
  /** The first field, left: a number or a typed range is recorded, anything else is refused in place. */
  const leaveEntry = () => {
    if (form.mode === "unspecified") return;
    const entry = readYieldEntry(form.percent);
    if ("error" in entry) return setRefused({ field: "entry", text: form.percent, message: entry.error });
    if (entry.percent === "") {
      setRefused(null);
      return change({ ...form, percent: "" });
    }
    if (entry.high === null) return record({ ...form, percent: entry.percent }, "entry");
    record({ ...form, mode: "range", percent: entry.percent, high: entry.high }, "entry");
  };
  const entry = (
    <TextInput
      label={form.mode === "range" ? "From" : "Percentage"}
      inputMode="decimal"
      data-first-field
      rightSection="%"
      value={form.mode === "unspecified" ? "" : form.percent}
      error={form.mode !== "unspecified" ? errorOf("entry", form.percent) : null}
      onChange={(e) => {
        const text = e.currentTarget.value;
        change({ ...form, mode: form.mode === "unspecified" ? "percent" : form.mode, percent: text }, false);
      }}
      onBlur={leaveEntry}
      onKeyDown={(e) => e.key === "Enter" && e.currentTarget.blur()}
    />
  );
  return (
    <Stack>
      <Title order={2} size="h4">
        Yield
      </Title>
      <Radio.Group
        label="Yield"
        value={form.mode}
        onChange={(mode) => record({ ...form, mode: mode as YieldForm["mode"] }, "high")}
      >
        <Stack gap={6} mt={4}>
          <Radio value="unspecified" label="Not specified" />
          <Radio value="percent" label="Percentage" />
          <Radio value="range" label="Range" />
        </Stack>
      </Radio.Group>
      {entry}
      {form.mode === "range" && high}
      <Checkbox
        label="Based on recovered starting material (brsm)"
        checked={form.brsm}
        onChange={(e) => change({ ...form, brsm: e.currentTarget.checked })}
      />
      <Checkbox
        label="Yield is for multiple steps"
        checked={form.multiple}
        onChange={(e) => change({ ...form, multiple: e.currentTarget.checked })}
      />
      {form.multiple && steps}
    </Stack>
  );
}
