import type { z } from "zod";
import type {
  authorSchema,
  lookupItemSchema,
  moleculeListItemSchema,
  namedReactionListItemSchema,
  protectingGroupItemSchema,
  referenceListSchema,
  synthesisListSchema,
} from "../../contract/public-reads.ts";
import { api } from "./api.ts";

/** The public lists the editor reads once at start (docs/product/api.md §5.3 to §5.12). */
export const listAuthors = () => api.get<z.output<typeof authorSchema>[]>("/api/authors");
export const listSolvents = () => api.get<z.output<typeof lookupItemSchema>[]>("/api/solvents");
export const listReagents = () => api.get<z.output<typeof lookupItemSchema>[]>("/api/reagents");
export const listMolecules = () => api.get<z.output<typeof moleculeListItemSchema>[]>("/api/molecules");
export const listNamedReactions = () =>
  api.get<z.output<typeof namedReactionListItemSchema>[]>("/api/named-reactions");
export const listProtectingGroups = () =>
  api.get<z.output<typeof protectingGroupItemSchema>[]>("/api/protecting-groups");
export const listSyntheses = () => api.get<z.output<typeof synthesisListSchema>>("/api/syntheses");
export const listReferences = () => api.get<z.output<typeof referenceListSchema>>("/api/references");
