import { Button, Group, Radio, Stack, TextInput, Title } from "@mantine/core";
import { parseTemperature } from "../../../../domain/conditions.ts";
import { setTemperature } from "../../../../domain/editor/condition-actions.ts";
import { useSynthesis } from "../synthesis-context.tsx";
import { ChoiceGroup } from "./choice-group.tsx";
import { type FixedKind, type TemperatureForm, temperatureForm, temperatureText } from "./condition-forms.ts";
import { useSelectedReaction } from "./selected.ts";
import { useConditionForm } from "./use-condition-form.ts";

const MODES = [
  { value: "unspecified", label: "Not Specified" },
  { value: "fixed", label: "Fixed" },
  { value: "approximative", label: "Approximate" },
  { value: "range", label: "Range" },
] as const;

/**
 * One click for the temperatures most reactions name: each sets Fixed with that value (the Fixed
 * form's own choices, so the form and the card agree).
 */
const QUICK_TEMPERATURES: readonly { label: string; kind: FixedKind; value: string }[] = [
  { label: "RT", kind: "RT", value: "" },
  { label: "0 °C", kind: "Numeric", value: "0" },
  { label: "−78 °C", kind: "Numeric", value: "-78" },
  { label: "Reflux", kind: "Reflux", value: "" },
];

/**
 * Temperature details: the quick choices (RT, 0 °C, −78 °C, Reflux), then Not Specified, Fixed (a
 * value, RT or Reflux), Approximate (two values), Range.
 */
export function TemperaturePanel() {
  const selected = useSelectedReaction();
  if (!selected) return null;
  return (
    <TemperatureFormView
      key={selected.reaction.id}
      reactionId={selected.reaction.id}
      stored={selected.reaction.temperature}
    />
  );
}

function TemperatureFormView({ reactionId, stored }: { reactionId: string; stored: string | null }) {
  const { run } = useSynthesis();
  const { form, change, commit } = useConditionForm<TemperatureForm>(
    stored,
    temperatureForm,
    temperatureText,
    (text) => run(setTemperature, { reactionId, temperature: parseTemperature(text) }),
  );
  const value = (label: string, key: "fixed" | "low" | "high") => (
    <TextInput
      label={label}
      rightSection="°C"
      inputMode="decimal"
      value={form[key]}
      onChange={(e) => {
        const text = e.currentTarget.value;
        if (/^[-0-9.]*$/.test(text)) change({ ...form, [key]: text }, false);
      }}
      onBlur={commit}
      onKeyDown={(e) => e.key === "Enter" && e.currentTarget.blur()}
    />
  );
  const kind = (label: string, key: "fixedKind" | "lowKind" | "highKind", options: readonly FixedKind[]) => (
    <ChoiceGroup<FixedKind>
      label={label}
      value={form[key]}
      options={options.map((o) => ({ value: o, label: o }))}
      onChange={(v) => change({ ...form, [key]: v })}
    />
  );
  return (
    <Stack>
      <Title order={2} size="h4">
        Temperature
      </Title>
      <Group gap="xs" role="group" aria-label="Quick temperatures">
        {QUICK_TEMPERATURES.map((q) => {
          const chosen =
            form.mode === "fixed" &&
            form.fixedKind === q.kind &&
            (q.kind !== "Numeric" || form.fixed === q.value);
          return (
            <Button
              key={q.label}
              size="compact-sm"
              radius="xl"
              variant={chosen ? "filled" : "light"}
              aria-pressed={chosen}
              onClick={() =>
                change({ ...form, mode: "fixed", fixedKind: q.kind, fixed: q.value || form.fixed })
              }
            >
              {q.label}
            </Button>
          );
        })}
      </Group>
      <Radio.Group
        label="Temperature"
        value={form.mode}
        onChange={(mode) => change({ ...form, mode: mode as TemperatureForm["mode"] })}
      >
        <Stack gap={6} mt={4}>
          {MODES.map((m) => (
            <Radio key={m.value} value={m.value} label={m.label} />
          ))}
        </Stack>
      </Radio.Group>
      {form.mode === "fixed" && (
        <Stack gap={6}>
          {kind("Value", "fixedKind", ["Numeric", "RT", "Reflux"])}
          {form.fixedKind === "Numeric" && value("Temperature", "fixed")}
        </Stack>
      )}
      {form.mode === "approximative" && (
        <Group grow>
          {value("From", "low")}
          {value("To", "high")}
        </Group>
      )}
      {form.mode === "range" && (
        <>
          <Stack gap={6}>
            {kind("Low end", "lowKind", ["Numeric", "RT"])}
            {form.lowKind === "Numeric" && value("From", "low")}
          </Stack>
          <Stack gap={6}>
            {kind("High end", "highKind", ["Numeric", "RT", "Reflux"])}
            {form.highKind === "Numeric" && value("To", "high")}
          </Stack>
        </>
      )}
    </Stack>
  );
}
