import type { z } from "zod";
import type {
  ImportAgentsAnswer,
  ImportAnswer,
  importAgentsSchema,
  importRequestSchema,
} from "../../contract/import.ts";
import { api } from "./api.ts";

/** POST /api/import/reactions (docs/product/api.md §5.25): a scheme file read by the server, nothing stored. */
export const importReactions = (body: z.input<typeof importRequestSchema>) =>
  api.post<ImportAnswer>("/api/import/reactions", body);

/** POST /api/import/agents: an import's new reagents (with their structures) and solvents, in one transaction. */
export const createImportAgents = (body: z.input<typeof importAgentsSchema>) =>
  api.post<ImportAgentsAnswer>("/api/import/agents", body);
