import { z } from "zod";
import type { ImportedScheme } from "../domain/import/imported-scheme.ts";
import { IMPORT_FORMATS, IMPORT_LIMITS } from "../domain/import/scheme-file.ts";
import { nameField } from "./lookups.ts";

/** POST /api/import/reactions (docs/product/api.md §5.25): a scheme file's text and its format. */
export const importRequestSchema = z.object({
  format: z.enum(IMPORT_FORMATS, { error: `must be one of ${IMPORT_FORMATS.join(", ")}` }),
  text: z
    .string({ error: "must be a text" })
    .max(
      IMPORT_LIMITS.chars,
      `must be at most ${IMPORT_LIMITS.chars.toLocaleString("en-US")} characters; import fewer reactions at a time`,
    ),
});
export type ImportRequest = z.infer<typeof importRequestSchema>;

/** The parts and reactions the file holds, in the draft document's form (nothing is stored). */
export const importAnswerSchema = z.looseObject({ parts: z.array(z.unknown()) });
/**
 * The answer as the editor reads it: the schema checks only that `parts` is a list, the domain's
 * ImportedScheme (domain/import/imported-scheme.ts, what import-reactions.ts builds) names the rest.
 */
export type ImportAnswer = z.output<typeof importAnswerSchema> & ImportedScheme;

/** POST /api/import/agents: the new agents of an import, created when its steps are added. */
export const importAgentsSchema = z.object({
  agents: z
    .array(
      z.object({
        name: nameField.refine((name) => name.trim() !== "", "must not be empty"),
        role: z.enum(["reagent", "solvent"], { error: "must be reagent or solvent" }),
        smiles: z.string({ error: "must be a text" }).max(IMPORT_LIMITS.lineChars).nullish(),
      }),
      { error: "must be a list" },
    )
    .min(1, "must name at least one agent")
    .max(IMPORT_LIMITS.reactions * IMPORT_LIMITS.agents),
});
export type ImportAgentsRequest = z.infer<typeof importAgentsSchema>;

const createdAgent = z.object({ name: z.string(), role: z.enum(["reagent", "solvent"]) });
export const importAgentsAnswerSchema = z.object({
  created: z.array(createdAgent.extend({ id: z.number(), formula: z.string().nullable() })),
  existing: z.array(createdAgent),
});
export type ImportAgentsAnswer = z.infer<typeof importAgentsAnswerSchema>;
