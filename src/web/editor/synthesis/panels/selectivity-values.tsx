import { Button, Checkbox, CloseButton, Group, Stack, Text } from "@mantine/core";
import { useState } from "react";
import type { DraftReaction } from "../../../../domain/editor/draft.ts";
import { removeSelectivity, setSelectivity } from "../../../../domain/editor/record-actions.ts";
import { formatSelectivity } from "../../../../domain/reaction-record-texts.ts";
import { SELECTIVITY_TYPES, type Selectivity } from "../../../../domain/reaction-records.ts";
import { useSynthesis } from "../synthesis-context.tsx";
import { UnitSelect } from "./record-fields.tsx";

type Kind = Selectivity["type"];
const KINDS = SELECTIVITY_TYPES.map((t) => ({ value: t, label: t }));

/**
 * The structured selectivities under the Selectivity panel's free text (docs/product/rules.md
 * §3.7): dr, er and E/Z as a ratio, ee as a percentage, each with '>' for a lower bound. One value
 * per type: adding a type again replaces it.
 */
export function SelectivityValues({ reaction }: { reaction: DraftReaction }) {
  const { run } = useSynthesis();
  const [kind, setKind] = useState<Kind>("dr");
  const [first, setFirst] = useState("");
  const [second, setSecond] = useState("1");
  const [moreThan, setMoreThan] = useState(false);
  const number = (label: string, value: string, set: (v: string) => void) => (
    <input
      aria-label={label}
      inputMode="decimal"
      size={5}
      value={value}
      onChange={(e) => /^[0-9.]*$/.test(e.currentTarget.value) && set(e.currentTarget.value)}
    />
  );
  const add = () => {
    const selectivity: Selectivity =
      kind === "ee"
        ? { type: "ee", value: Number(first), more_than: moreThan }
        : { type: kind, ratio: [Number(first), Number(second)], more_than: moreThan };
    if (first.trim() === "") return;
    if (run(setSelectivity, { reactionId: reaction.id, selectivity }).ok) setFirst("");
  };
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        Selectivity values
      </Text>
      {reaction.selectivities.map((s) => (
        <Group key={s.type} gap={4} wrap="nowrap">
          <Text size="sm" style={{ flex: 1 }}>
            {formatSelectivity(s)}
          </Text>
          <CloseButton
            size="sm"
            aria-label={`Remove ${formatSelectivity(s)}`}
            onClick={() => run(removeSelectivity, { reactionId: reaction.id, type: s.type })}
          />
        </Group>
      ))}
      <Group gap={6} wrap="wrap" align="center">
        <UnitSelect label="Selectivity type" value={kind} options={KINDS} onChange={setKind} />
        {kind === "ee" ? (
          <>{number("Selectivity percent", first, setFirst)}%</>
        ) : (
          <>
            {number("Selectivity ratio, first", first, setFirst)}:
            {number("Selectivity ratio, second", second, setSecond)}
          </>
        )}
        <Checkbox
          size="xs"
          label="More than (>)"
          checked={moreThan}
          onChange={(e) => setMoreThan(e.currentTarget.checked)}
        />
        <Button size="compact-sm" variant="light" onClick={add}>
          Add value
        </Button>
      </Group>
    </Stack>
  );
}
