import { isStructured } from "../../src/domain/citations/reference-fields.ts";
import type { Dataset } from "../../src/server/seed/seed-dataset.ts";

/**
 * How complete the demo dataset is: how many syntheses of each type and routes per target, how many
 * reactions carry reagents, solvents, conditions and a yield, and how many references have a DOI. `npm run data:completeness` prints the table;
 * tests/data/demo-dataset.test.ts checks that the copy in data/demo/README.md matches it.
 */
/**
 * Whether a reaction's yield text states an amount ("85%", ">90%", "60% (3 steps)", "quant."): a
 * condensed arrow's "(7 steps)" alone says how many steps it stands for, not what it gave.
 */
export function statesAYield(text: string | null | undefined): boolean {
  return /\d\s*%|\bquant/i.test(text ?? "");
}

export interface Completeness {
  syntheses: number;
  /** Syntheses by type_1 (Total, Formal, Partial). */
  byType: Record<string, number>;
  /** Each target with its routes by type, most routes first. */
  targets: { name: string; routes: number; byType: Record<string, number> }[];
  reactions: number;
  withReagents: number;
  withSolvents: number;
  /** A temperature, a time or a special condition (light, heat, pressure, flow …). */
  withConditions: number;
  withYield: number;
  references: number;
  referencesWithDoi: number;
  synthesisReferences: number;
  synthesisReferencesWithDoi: number;
  namedReactionReferences: number;
  namedReactionReferencesWithDoi: number;
  /** The journal papers a synthesis cites (kind "article"): its primary literature. */
  primaryReferences: number;
  primaryReferencesWithDoi: number;
  /** References stored as fields (authors, journal, year …), not as a display text alone. */
  referencesWithFields: number;
}

export function computeCompleteness(data: Dataset): Completeness {
  const reactions = data.syntheses.flatMap(({ doc }) => doc.parts.flatMap((part) => part.reactions));
  const synthesisRefs = data.syntheses.flatMap(({ doc }) => doc.references);
  const primaryRefs = synthesisRefs.filter((r) => r.kind === "article");
  const namedRefs = data.reference.namedReactions.flatMap((n) => [
    ...n.original_references,
    ...n.review_references,
  ]);
  const count = <T>(items: T[], keep: (item: T) => boolean) => items.filter(keep).length;
  const hasDoi = (r: { doi: string | null }) => Boolean(r.doi);
  const byType: Record<string, number> = { Total: 0, Formal: 0, Partial: 0 };
  const targets = new Map<string, { name: string; routes: number; byType: Record<string, number> }>();
  for (const { doc } of data.syntheses) {
    byType[doc.type_1] = (byType[doc.type_1] ?? 0) + 1;
    const target = targets.get(doc.molecule.structure) ?? {
      name: doc.molecule.name,
      routes: 0,
      byType: { Total: 0, Formal: 0, Partial: 0 },
    };
    target.routes += 1;
    target.byType[doc.type_1] = (target.byType[doc.type_1] ?? 0) + 1;
    targets.set(doc.molecule.structure, target);
  }
  return {
    syntheses: data.syntheses.length,
    byType,
    targets: [...targets.values()].sort((a, b) => b.routes - a.routes || a.name.localeCompare(b.name)),
    reactions: reactions.length,
    withReagents: count(reactions, (r) => r.reagents.length > 0),
    withSolvents: count(reactions, (r) => r.solvents.length > 0),
    withConditions: count(reactions, (r) => Boolean(r.temperature || r.time || r.special_condition)),
    withYield: count(reactions, (r) => statesAYield(r.yield)),
    references: synthesisRefs.length + namedRefs.length,
    referencesWithDoi: count(synthesisRefs, hasDoi) + count(namedRefs, hasDoi),
    synthesisReferences: synthesisRefs.length,
    synthesisReferencesWithDoi: count(synthesisRefs, hasDoi),
    namedReactionReferences: namedRefs.length,
    namedReactionReferencesWithDoi: count(namedRefs, hasDoi),
    primaryReferences: primaryRefs.length,
    primaryReferencesWithDoi: count(primaryRefs, hasDoi),
    referencesWithFields: count(synthesisRefs, isStructured) + count(namedRefs, isStructured),
  };
}

const percent = (part: number, whole: number) => (whole === 0 ? "–" : `${Math.round((100 * part) / whole)}%`);

/** The Markdown tables written between the completeness markers of data/demo/README.md. */
export function completenessTable(c: Completeness): string {
  const rows: [string, number, number][] = [
    ["Total syntheses", c.byType.Total ?? 0, c.syntheses],
    ["Formal syntheses", c.byType.Formal ?? 0, c.syntheses],
    ["Partial syntheses", c.byType.Partial ?? 0, c.syntheses],
    ["Targets with three or more routes", c.targets.filter((t) => t.routes >= 3).length, c.targets.length],
    ["Reactions with at least one reagent", c.withReagents, c.reactions],
    ["Reactions with at least one solvent", c.withSolvents, c.reactions],
    ["Reactions with a temperature, time or special condition", c.withConditions, c.reactions],
    ["Reactions with a yield", c.withYield, c.reactions],
    [
      "Primary references (journal papers of syntheses) with a DOI",
      c.primaryReferencesWithDoi,
      c.primaryReferences,
    ],
    ["Synthesis references with a DOI", c.synthesisReferencesWithDoi, c.synthesisReferences],
    ["Named-reaction references with a DOI", c.namedReactionReferencesWithDoi, c.namedReactionReferences],
    ["All references with a DOI", c.referencesWithDoi, c.references],
    ["References stored as fields (authors, journal, year …)", c.referencesWithFields, c.references],
  ];
  return [
    "| Measure | Count | Of | Share |",
    "| --- | ---: | ---: | ---: |",
    ...rows.map(([label, part, whole]) => `| ${label} | ${part} | ${whole} | ${percent(part, whole)} |`),
    "",
    "| Target | Routes | Total | Formal | Partial |",
    "| --- | ---: | ---: | ---: | ---: |",
    ...c.targets.map(
      (t) =>
        `| ${t.name} | ${t.routes} | ${t.byType.Total ?? 0} | ${t.byType.Formal ?? 0} | ${t.byType.Partial ?? 0} |`,
    ),
  ].join("\n");
}

export const COMPLETENESS_START = "<!-- completeness:start -->";
export const COMPLETENESS_END = "<!-- completeness:end -->";

/** The table currently between the markers of a README, or null when the markers are missing. */
export function readCompletenessBlock(readme: string): string | null {
  const start = readme.indexOf(COMPLETENESS_START);
  const end = readme.indexOf(COMPLETENESS_END);
  if (start < 0 || end < start) return null;
  return readme.slice(start + COMPLETENESS_START.length, end).trim();
}

/** The README with the table between the markers replaced by `table`. */
export function writeCompletenessBlock(readme: string, table: string): string {
  const start = readme.indexOf(COMPLETENESS_START);
  const end = readme.indexOf(COMPLETENESS_END);
  if (start < 0 || end < start) throw new Error("The README has no completeness markers.");
  return `${readme.slice(0, start + COMPLETENESS_START.length)}\n${table}\n${readme.slice(end)}`;
}
