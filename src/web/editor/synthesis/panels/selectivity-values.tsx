import { Button, Checkbox, CloseButton, Group, Stack, Text } from "@mantine/core";
import { useState } from "react";
import type { DraftReaction } from "../../../../domain/editor/draft.ts";
import { removeSelectivity, setSelectivity } from "../../../../domain/editor/record-actions.ts";
import { formatSelectivity } from "../../../../domain/reaction-record-texts.ts";
import { SELECTIVITY_TYPES, type Selectivity } from "../../../../domain/reaction-records.ts";
import { useSynthesis } from "../synthesis-context.tsx";
import { UnitSelect } from "./record-fields.tsx";

type Kind = Selectivity["type"];
/** Offered beside dr and ee, which have rows of their own. */
const OTHER_KINDS = SELECTIVITY_TYPES.filter((t) => t !== "dr" && t !== "ee").map((t) => ({
  value: t,
  label: t,
}));

/**
 * The structured selectivities under the Selectivity panel's free text, and under the yield they
 * are reported with (docs/product/rules.md §3.7): dr, er and E/Z as a ratio, ee as a percentage,
 * each with '>' for a lower bound. dr and ee, the ones a chemist reports most, have their fields
 * shown at once; er and E/Z are one choice away. One value per type: adding a type again replaces it.
 */
export function SelectivityValues({ reaction }: { reaction: DraftReaction }) {
  const { run } = useSynthesis();
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
      <ValueRow reaction={reaction} fixed="dr" />
      <ValueRow reaction={reaction} fixed="ee" />
      <ValueRow reaction={reaction} fixed={null} />
    </Stack>
  );
}

/** One value to add: of a `fixed` type, or of a type chosen among the others. */
function ValueRow({ reaction, fixed }: { reaction: DraftReaction; fixed: Kind | null }) {
  const { run } = useSynthesis();
  const [chosen, setChosen] = useState<Kind>(OTHER_KINDS[0]?.value ?? "er");
  const kind = fixed ?? chosen;
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
  // 'dr', 'ee' name the row's fields; the chosen type names those of the last row.
  const name = fixed ?? "Selectivity";
  return (
    <Group gap={6} wrap="wrap" align="center">
      {fixed ? (
        <Text size="sm" w={24}>
          {fixed}
        </Text>
      ) : (
        <UnitSelect label="Selectivity type" value={chosen} options={OTHER_KINDS} onChange={setChosen} />
      )}
      {kind === "ee" ? (
        <>{number(`${name} percent`, first, setFirst)}%</>
      ) : (
        <>
          {number(`${name} ratio, first`, first, setFirst)}:
          {number(`${name} ratio, second`, second, setSecond)}
        </>
      )}
      <Checkbox
        size="xs"
        label="More than (>)"
        aria-label={`${name}: more than`}
        checked={moreThan}
        onChange={(e) => setMoreThan(e.currentTarget.checked)}
      />
      <Button size="compact-sm" variant="light" onClick={add} aria-label={`Add ${fixed ?? "value"}`}>
        Add
      </Button>
    </Group>
  );
}
