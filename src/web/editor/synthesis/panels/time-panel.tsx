import { Group, Radio, Stack, TextInput, Title } from "@mantine/core";
import { parseTime, type TimeUnit } from "../../../../domain/conditions.ts";
import { setTime } from "../../../../domain/editor/condition-actions.ts";
import { useSynthesis } from "../synthesis-context.tsx";
import { ChoiceGroup } from "./choice-group.tsx";
import { type TimeForm, timeForm, timeText } from "./condition-forms.ts";
import { useSelectedReaction } from "./selected.ts";
import { useConditionForm } from "./use-condition-form.ts";

const MODES = [
  { value: "unspecified", label: "Not Specified" },
  { value: "overnight", label: "Overnight" },
  { value: "single", label: "Single" },
  { value: "range", label: "Range" },
] as const;
/** The Time Unit select: Minute, Hour, Day, Week, stored as min, h, d, week. */
const UNITS: { value: TimeUnit; label: string }[] = [
  { value: "min", label: "Minute" },
  { value: "h", label: "Hour" },
  { value: "d", label: "Day" },
  { value: "week", label: "Week" },
];

/** Time details: Not Specified, Overnight, Single or Range, with a Time Unit. */
export function TimePanel() {
  const selected = useSelectedReaction();
  if (!selected) return null;
  return (
    <TimeFormView
      key={selected.reaction.id}
      reactionId={selected.reaction.id}
      stored={selected.reaction.time}
    />
  );
}

function TimeFormView({ reactionId, stored }: { reactionId: string; stored: string | null }) {
  const { run } = useSynthesis();
  const { form, change, commit } = useConditionForm<TimeForm>(stored, timeForm, timeText, (text) =>
    run(setTime, { reactionId, time: parseTime(text) }),
  );
  const value = (label: string, key: "value" | "low" | "high") => (
    <TextInput
      label={label}
      inputMode="decimal"
      value={form[key]}
      onChange={(e) => {
        const text = e.currentTarget.value;
        if (/^[0-9.]*$/.test(text)) change({ ...form, [key]: text }, false);
      }}
      onBlur={commit}
      onKeyDown={(e) => e.key === "Enter" && e.currentTarget.blur()}
    />
  );
  return (
    <Stack>
      <Title order={2} size="h4">
        Time
      </Title>
      <Radio.Group
        label="Time"
        value={form.mode}
        onChange={(mode) => change({ ...form, mode: mode as TimeForm["mode"] })}
      >
        <Stack gap={6} mt={4}>
          {MODES.map((m) => (
            <Radio key={m.value} value={m.value} label={m.label} />
          ))}
        </Stack>
      </Radio.Group>
      {form.mode === "single" && value("Time", "value")}
      {form.mode === "range" && (
        <Group grow>
          {value("From", "low")}
          {value("To", "high")}
        </Group>
      )}
      <ChoiceGroup
        label="Time Unit"
        value={form.unit}
        options={UNITS}
        onChange={(unit) => change({ ...form, unit })}
      />
    </Stack>
  );
}
