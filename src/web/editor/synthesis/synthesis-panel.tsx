import { AtmospherePanel } from "./panels/atmosphere-panel.tsx";
import { PartPanel } from "./panels/part-panel.tsx";
import { ReactionPanel } from "./panels/reaction-panel.tsx";
import { ReagentsPanel } from "./panels/reagents-panel.tsx";
import { SolventsPanel } from "./panels/solvents-panel.tsx";
import { SynthesisDetailsPanel } from "./panels/synthesis-details-panel.tsx";
import { TemperaturePanel } from "./panels/temperature-panel.tsx";
import { SelectivityPanel, SpecialConditionPanel } from "./panels/text-panels.tsx";
import { TimePanel } from "./panels/time-panel.tsx";
import { YieldPanel } from "./panels/yield-panel.tsx";
import { shownPanel } from "./session.ts";
import { useSynthesis } from "./synthesis-context.tsx";

/** The right panel of the synthesis editor, by the selected element type. */
export function SynthesisPanelView() {
  const { session } = useSynthesis();
  switch (shownPanel(session)) {
    case "synthesis":
      return <SynthesisDetailsPanel />;
    case "part":
      return <PartPanel />;
    case "reaction":
      return <ReactionPanel />;
    case "reagents":
      return <ReagentsPanel />;
    case "solvents":
      return <SolventsPanel />;
    case "temperature":
      return <TemperaturePanel />;
    case "time":
      return <TimePanel />;
    case "yield":
      return <YieldPanel />;
    case "selectivity":
      return <SelectivityPanel />;
    case "specialCondition":
      return <SpecialConditionPanel />;
    case "atmosphere":
      return <AtmospherePanel />;
  }
}
