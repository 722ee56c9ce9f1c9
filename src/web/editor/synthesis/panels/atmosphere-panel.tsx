import { Button, Group, Stack, Text, Title } from "@mantine/core";
import type { DraftReaction } from "../../../../domain/editor/draft.ts";
import { setAtmosphere } from "../../../../domain/editor/record-actions.ts";
import { GAS_LABELS } from "../../../../domain/reaction-record-texts.ts";
import { ATMOSPHERE_GASES, type Atmosphere, PRESSURE_UNITS } from "../../../../domain/reaction-records.ts";
import { useSynthesis } from "../synthesis-context.tsx";
import { Quantity } from "./record-fields.tsx";
import { useSelectedReaction } from "./selected.ts";

const PRESSURE_OPTIONS = PRESSURE_UNITS.map((u) => ({ value: u, label: u }));

/** The chips' names: the gases as the scheme writes them, 'Inert' spelled out. */
const chipLabel = (gas: Atmosphere["gas"]) => (gas === "inert" ? "Inert atmosphere" : GAS_LABELS[gas]);

/**
 * Atmosphere details (docs/product/rules.md §3.7): one click on a gas chip (Ar, N₂, inert, air, O₂,
 * H₂, CO) sets it, 'None' clears it, and a pressure may follow (H₂ at 50 bar).
 */
export function AtmospherePanel() {
  const selected = useSelectedReaction();
  if (!selected) return null;
  return <AtmosphereForm key={selected.reaction.id} reaction={selected.reaction} />;
}

function AtmosphereForm({ reaction }: { reaction: DraftReaction }) {
  const { run } = useSynthesis();
  const current = reaction.atmosphere;
  const set = (atmosphere: Atmosphere | null) => run(setAtmosphere, { reactionId: reaction.id, atmosphere });
  return (
    <Stack>
      <Title order={2} size="h4">
        Atmosphere
      </Title>
      <Group gap={6} role="group" aria-label="Atmosphere">
        <Button
          size="compact-xs"
          radius="xl"
          variant={current ? "default" : "filled"}
          aria-pressed={!current}
          onClick={() => set(null)}
        >
          None
        </Button>
        {ATMOSPHERE_GASES.map((gas) => (
          <Button
            key={gas}
            size="compact-xs"
            radius="xl"
            variant={current?.gas === gas ? "filled" : "default"}
            aria-pressed={current?.gas === gas}
            onClick={() => set({ gas, pressure: current?.pressure ?? null })}
          >
            {chipLabel(gas)}
          </Button>
        ))}
      </Group>
      {current ? (
        <Quantity
          label="Pressure"
          value={current.pressure}
          units={PRESSURE_OPTIONS}
          onChange={(pressure) => set({ gas: current.gas, pressure })}
        />
      ) : (
        <Text size="sm" c="dimmed">
          No atmosphere recorded.
        </Text>
      )}
    </Stack>
  );
}
