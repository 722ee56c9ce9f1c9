/**
 * The part of the Open Reaction Database schema (ord-schema's proto/reaction.proto and
 * dataset.proto) the archive fills, in the protocol-buffer JSON form: lowerCamelCase field names,
 * enum values as their names, a field left out when it holds nothing (docs/decisions/exports/0082-the-archive-as-an-ord-dataset.md "The
 * archive as an ORD dataset").
 */

export interface OrdIdentifier {
  type: "SMILES" | "NAME" | "CUSTOM";
  value: string;
  details?: string;
}

export interface OrdUnmeasured {
  type: "CUSTOM" | "CATALYTIC";
  details?: string;
}

export type OrdRole = "REACTANT" | "REAGENT" | "SOLVENT" | "CATALYST" | "PRODUCT";

export interface OrdCompound {
  identifiers: OrdIdentifier[];
  amount: { unmeasured: OrdUnmeasured };
  reactionRole: OrdRole;
}

export interface OrdInput {
  components: OrdCompound[];
  additionOrder?: number;
}

export interface OrdValue {
  value: number;
  units: string;
}

export interface OrdConditions {
  temperature?: { control?: { type: "AMBIENT" }; setpoint?: OrdValue };
  pressure?: { setpoint?: OrdValue; atmosphere?: { type: string; details?: string } };
  reflux?: boolean;
  conditionsAreDynamic?: boolean;
  details?: string;
}

export interface OrdMeasurement {
  type: "YIELD" | "SELECTIVITY" | "CUSTOM";
  details?: string;
  percentage?: { value: number };
  stringValue?: string;
  selectivity?: { type: "EE" | "ER" | "DR" | "EZ" | "CUSTOM"; details?: string };
}

export interface OrdProduct {
  identifiers: OrdIdentifier[];
  isDesiredProduct?: boolean;
  measurements?: OrdMeasurement[];
  reactionRole: "PRODUCT";
}

export interface OrdOutcome {
  reactionTime?: OrdValue;
  products?: OrdProduct[];
}

export interface OrdData {
  stringValue?: string;
  url?: string;
  description?: string;
}

export interface OrdProvenance {
  doi?: string;
  publicationUrl?: string;
  recordCreated: { time: { value: string }; person: { name: string }; details: string };
  reactionMetadata: Record<string, OrdData>;
}

export interface OrdReaction {
  identifiers?: { type: "REACTION_SMILES" | "CUSTOM"; value: string; details?: string }[];
  inputs: Record<string, OrdInput>;
  conditions?: OrdConditions;
  notes?: { procedureDetails: string };
  outcomes: OrdOutcome[];
  provenance: OrdProvenance;
}
