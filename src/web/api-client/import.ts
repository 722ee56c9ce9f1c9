import type { ImportAnswer } from "../../contract/import.ts";
import { api, readAs } from "./api.ts";
import type { AnswerOf, BodyOf } from "./api-routes.ts";

/** POST /api/import/reactions (docs/product/api.md §5.25): a scheme file read by the server, nothing stored. */
export const importReactions = (body: BodyOf<"post", "/api/import/reactions">) =>
  readAs<ImportAnswer, AnswerOf<"post", "/api/import/reactions">>(
    api.post("/api/import/reactions", { body }),
  );

/** POST /api/import/agents: an import's new reagents (with their structures) and solvents, in one transaction. */
export const createImportAgents = (body: BodyOf<"post", "/api/import/agents">) =>
  api.post("/api/import/agents", { body });
