import { createRoute, z } from "@hono/zod-openapi";
import {
  structureImageQuerySchema,
  structureQuerySchema,
  structureResultsSchema,
} from "../../../contract/search.ts";
import { notFound } from "../../../domain/errors.ts";
import { structureLimitProblem } from "../../../domain/structure-limits.ts";
import {
  parseCursor,
  SIMILARITY_THRESHOLD_DEFAULT,
  STRUCTURE_BONDS,
  STRUCTURE_LIMIT_DEFAULT,
  STRUCTURE_LIMIT_MAX,
  STRUCTURE_MODES,
  STRUCTURE_QUERY_MAX,
  STRUCTURE_STEREO,
  type StructureBonds,
  type StructureMode,
  type StructureQuery,
  type StructureStereo,
} from "../../../domain/structure-search.ts";
import { addressGroup, clientAddress } from "../../auth/client-address.ts";
import type { DrawingLimit } from "../../http/drawing-limit.ts";
import { drawingLimitReached, refusedQuery as refused, withoutFieldPrefix } from "../../http/errors.ts";
import { type ApiGroup, apiRoutes, errorAnswers, json, searchBoxHook } from "../../http/registry.ts";
import type { StructureSearch } from "../../search/structure-search.ts";
import { StructureLimitError, structureApiError } from "../../structures/rdkit-errors.ts";
import { StructureQueryError } from "../../structures/structure-query.ts";
import type { StructureService } from "../../structures/structure-service.ts";

/** Shared caches and browsers may keep an answer a minute; the server's cache keeps it until a write. */
const ANSWER_CACHE_CONTROL = "public, max-age=60";
/**
 * An answer the time budget cut depends on the machine's load at that moment, not only on the
 * data: kept by no cache, so the same query asked again searches again (docs/decisions/search/0055-complete-and-stable-structure-search.md).
 */
export const CUT_ANSWER_CACHE_CONTROL = "no-store";
/** A drawing depends only on its parameters. */
const IMAGE_CACHE_CONTROL = "public, max-age=86400";

const count = (n: number) => n.toLocaleString("en-US");

/**
 * Reads the parameters of GET /api/search/structure (docs/product/api.md §5.4.1); a bad value is a
 * 400 naming its parameter in `field` and saying in words what to type instead (the search page
 * shows the message under its form). Used by the page loader too.
 */
export function structureQueryFrom(get: (name: string) => string | null | undefined): StructureQuery {
  const q = (get("q") ?? "").trim();
  if (q === "") throw refused("q", "Type a SMILES, or a SMARTS pattern for substructure search");
  if (q.length > STRUCTURE_QUERY_MAX)
    throw refused("q", `Type a structure of at most ${count(STRUCTURE_QUERY_MAX)} characters`);
  const modeText = get("mode") || "substructure";
  if (!(STRUCTURE_MODES as readonly string[]).includes(modeText)) {
    throw refused("mode", "Choose a substructure, similarity or exact search");
  }
  const mode = modeText as StructureMode;
  const limitText = get("limit");
  let limit = STRUCTURE_LIMIT_DEFAULT;
  if (limitText !== null && limitText !== undefined && limitText !== "") {
    limit = /^\d{1,4}$/.test(limitText) ? Number(limitText) : Number.NaN;
    if (!(limit >= 1 && limit <= STRUCTURE_LIMIT_MAX)) {
      throw refused("limit", `Ask for a whole number of structures from 1 to ${STRUCTURE_LIMIT_MAX}`);
    }
  }
  const thresholdText = get("threshold");
  let threshold = SIMILARITY_THRESHOLD_DEFAULT;
  if (thresholdText !== null && thresholdText !== undefined && thresholdText !== "") {
    threshold = /^(\d+(\.\d*)?|\.\d+)$/.test(thresholdText) ? Number(thresholdText) : Number.NaN;
    if (!(threshold >= 0 && threshold <= 1)) {
      throw refused("threshold", "Give the lowest similarity as a number from 0 to 1, such as 0.5");
    }
  }
  const stereoText = get("stereo") || "counts";
  if (!(STRUCTURE_STEREO as readonly string[]).includes(stereoText)) {
    throw refused("stereo", "Choose whether stereochemistry counts or is ignored");
  }
  // Like `threshold`, read by every mode and used by one: a shared link never fails on it.
  const afterText = get("after") || "";
  const after = afterText === "" ? null : parseCursor(afterText);
  if (afterText !== "" && !after) {
    throw refused("after", "This link to more results is damaged: start the search again");
  }
  const bonds = bondsFrom(get("bonds"));
  return { q, mode, limit, threshold, stereo: stereoText as StructureStereo, after, bonds };
}

/** `bonds`: `exact` (default) or `any`; read by every mode, used by substructure search. */
function bondsFrom(text: string | null | undefined): StructureBonds {
  const value = text || "exact";
  if (!(STRUCTURE_BONDS as readonly string[]).includes(value)) {
    throw refused("bonds", "Choose whether bond orders must match (exact) or any bond matches (any)");
  }
  return value as StructureBonds;
}

/**
 * Runs a query; RDKit's refusal of `q` becomes a 400 saying why (structure-query.ts words it), a
 * query over the structure limits a 400 naming the limit, and a query that overran or crashed its
 * RDKit worker a 503 or 422; each with `field` q and a message that does not name it.
 */
export async function structureSearchResults(search: Pick<StructureSearch, "search">, query: StructureQuery) {
  try {
    return await search.search(query);
  } catch (error) {
    if (error instanceof StructureQueryError) throw refused("q", error.message);
    throw structureRefusal(error, "q") ?? error;
  }
}

/**
 * The `q` of a drawing's address: the query of the search whose hit it draws, read as the search
 * reads it (null: a hit of exact or similarity search, drawn without highlighting). Refused before
 * RDKit, and before it is counted, when the search would have refused it.
 */
function hitQuery(text: string | undefined): string | null {
  if (text === undefined || text === "") return null;
  if (text.length > STRUCTURE_QUERY_MAX) {
    throw refused("q", `Type a structure of at most ${count(STRUCTURE_QUERY_MAX)} characters`);
  }
  const problem = structureLimitProblem(text, "smarts", STRUCTURE_QUERY_MAX);
  if (problem) throw refused("q", `This structure ${problem}`);
  return text;
}

/** structureApiError in a searcher's words: no parameter name at the start of the message. */
function structureRefusal(error: unknown, field: string) {
  // The limits' message is a predicate shared with the editor's calls ('has 450 atoms; …').
  if (error instanceof StructureLimitError) return refused(field, `This structure ${error.message}`);
  const answer = structureApiError(error, field);
  return answer && withoutFieldPrefix(answer);
}

const tags = ["Structure search"];
const searchRoute = createRoute({
  method: "get",
  path: "/",
  tags,
  summary: "Structures that contain, resemble or equal the query (targets and reaction chemicals)",
  request: { query: structureQuerySchema },
  responses: {
    200: json(structureResultsSchema, "The matching structures, a page at a time"),
    ...errorAnswers({
      400: "invalid_input: a parameter is refused (field names it; the message is a sentence to show)",
      422: "structure_failed: RDKit failed on the query",
      503: "structure_timeout or structures_unavailable: try again later (Retry-After)",
    }),
  },
});
const imageRoute = createRoute({
  method: "get",
  path: "/image",
  tags,
  summary: "The drawing of a structure an answer named, the atoms its query matches highlighted",
  request: { query: structureImageQuerySchema },
  responses: {
    200: { description: "The drawing", content: { "image/svg+xml": { schema: z.string() } } },
    ...errorAnswers({
      400: "invalid_input: smiles or q is refused",
      404: "not_found: no answer names this structure (field smiles), or q does not match it (field q)",
      429: "too_many_requests: this address asked for too many new drawings this minute (Retry-After)",
      503: "structure_timeout or structures_unavailable: try again later (Retry-After)",
    }),
  },
});

/**
 * GET /api/search/structure?q=…&mode=substructure|similarity|exact&limit=…&threshold=…&stereo=…&bonds=…&after=…
 * and GET /api/search/structure/image?smiles=…&q=…&bonds=… (the drawing of a hit, the atoms q
 * matches highlighted). Both are public and shared by the server's cache (keys: exactly these parameters);
 * drawings made afresh also count against the address's drawing limit (drawing-limit.ts).
 */
export function structureSearchMount(deps: {
  structureSearch: Pick<StructureSearch, "search" | "has">;
  structures: Pick<StructureService, "hitSvg">;
  drawings: { limit: DrawingLimit; trustProxy: boolean };
}) {
  const group = apiRoutes()
    .openapi(
      searchRoute,
      async (c) => {
        const query = structureQueryFrom((name) => c.req.query(name));
        const results = await structureSearchResults(deps.structureSearch, query);
        c.header("Cache-Control", results.cut ? CUT_ANSWER_CACHE_CONTROL : ANSWER_CACHE_CONTROL);
        return c.json(results, 200);
      },
      searchBoxHook,
    )
    .openapi(
      imageRoute,
      async (c) => {
        const smiles = c.req.query("smiles") ?? "";
        if (smiles.trim() === "") throw refused("smiles", "Give the SMILES of the structure to draw");
        if (smiles.length > STRUCTURE_QUERY_MAX) {
          throw refused("smiles", `Give a SMILES of at most ${count(STRUCTURE_QUERY_MAX)} characters`);
        }
        const q = hitQuery(c.req.query("q"));
        const anyBond = bondsFrom(c.req.query("bonds")) === "any";
        // Only the public structures search answers name: the drawing's cache key cannot be varied
        // to make RDKit draw anything else. The highlighted atoms are the server's own match of
        // `q`, never a list the address chose.
        if (!(await deps.structureSearch.has(smiles))) throw notFound("Structure", "smiles");
        // Reached only on a cache miss: every drawing made afresh counts against the address.
        const from = addressGroup(clientAddress(c, { trustProxy: deps.drawings.trustProxy }));
        if (from !== "unknown") {
          const wait = await deps.drawings.limit.take(from);
          if (wait > 0) throw drawingLimitReached(wait);
        }
        let svg: string | null;
        try {
          svg = await deps.structures.hitSvg(smiles, q, anyBond);
        } catch (error) {
          if (error instanceof StructureQueryError) throw refused("q", error.message);
          // Past its time limit with a query, the match is what took long (a drawing takes far less).
          throw (
            structureRefusal(error, q === null ? "smiles" : "q") ??
            refused("smiles", "This is not a SMILES RDKit can read")
          );
        }
        if (svg === null) throw notFound("Match of this query in the structure", "q");
        return c.body(svg, 200, {
          "Content-Type": "image/svg+xml",
          "Cache-Control": IMAGE_CACHE_CONTROL,
        });
      },
      searchBoxHook,
    );
  return ({ api }: { api: ApiGroup }) => {
    api.route("/search/structure", group);
  };
}
