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
  yieldText,
} from "./condition-forms.ts";
import { useSelectedReaction } from "./selected.ts";
import { useConditionForm } from "./use-condition-form.ts";

/**
 * Yield details: Not specified, Percentage or Range, 'brsm', and 'Yield is for multiple steps' with
 * 'Number of steps'. The value field shows even when no yield is recorded (typing in it chooses
 * Percentage) and takes a range typed in place ('46–50'), so neither choice needs a click.
 */
export function YieldPanel() {
  const selected = useSelectedReaction();
  if (!selected) return null;
  return (
    <YieldFormView
      key={selected.reaction.id}
      reactionId={selected.reaction.id}
      stored={selected.reaction.yield}
    />
  );
}

function YieldFormView({ reactionId, stored }: { reactionId: string; stored: string | null }) {
  const { run } = useSynthesis();
  const { form, change } = useConditionForm<YieldForm>(stored, yieldForm, yieldText, (text) =>
    run(setYield, { reactionId, yield: parseYieldRecord(text) }),
  );
  const number = (
    label: string,
    key: "high" | "steps",
    bounds: { min: number; max: number },
    suffix?: string,
  ) => (
    <TextInput
      label={label}
      inputMode="decimal"
      rightSection={suffix}
      value={form[key]}
      onChange={(e) => {
        const text = e.currentTarget.value;
        if (/^[0-9.]*$/.test(text)) change({ ...form, [key]: text }, false);
      }}
      onBlur={() => change({ ...form, [key]: clampText(form[key], bounds) })}
      onKeyDown={(e) => e.key === "Enter" && e.currentTarget.blur()}
    />
  );
  // The refusal is about the text it was given: shown while the field still holds it (an Undo that
  // resets the field clears it too).
  const [refused, setRefused] = useState<{ text: string; message: string } | null>(null);
  /** The first field, left: a number or a typed range is recorded, anything else is refused in place. */
  const leaveEntry = () => {
    if (form.mode === "unspecified") return;
    const entry = readYieldEntry(form.percent);
    if ("error" in entry) return setRefused({ text: form.percent, message: entry.error });
    setRefused(null);
    if (entry.percent === "") return change({ ...form, percent: "" });
    if (entry.high === null) return change({ ...form, percent: entry.percent });
    change({ ...form, mode: "range", percent: entry.percent, high: entry.high });
  };
  const entry = (
    <TextInput
      label={form.mode === "range" ? "From" : "Percentage"}
      inputMode="decimal"
      data-first-field
      rightSection="%"
      value={form.mode === "unspecified" ? "" : form.percent}
      error={refused?.text === form.percent && form.mode !== "unspecified" ? refused.message : null}
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
        onChange={(mode) => change({ ...form, mode: mode as YieldForm["mode"] })}
      >
        <Stack gap={6} mt={4}>
          <Radio value="unspecified" label="Not specified" />
          <Radio value="percent" label="Percentage" />
          <Radio value="range" label="Range" />
        </Stack>
      </Radio.Group>
      {entry}
      {form.mode !== "unspecified" && (
        <>
          {form.mode === "range" && number("To", "high", YIELD_BOUNDS.percent, "%")}
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
          {form.multiple && number("Number of steps", "steps", YIELD_BOUNDS.steps)}
        </>
      )}
    </Stack>
  );
}
