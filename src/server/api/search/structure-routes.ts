import { createRoute, z } from "@hono/zod-openapi";
import {
  structureImageQuerySchema,
  structureQuerySchema,
  structureResultsSchema,
} from "../../../contract/search.ts";
import { countSmiles } from "../../../domain/structure-limits.ts";
import {
  parseCursor,
  SIMILARITY_THRESHOLD_DEFAULT,
  STRUCTURE_LIMIT_DEFAULT,
  STRUCTURE_LIMIT_MAX,
  STRUCTURE_MODES,
  STRUCTURE_QUERY_MAX,
  STRUCTURE_STEREO,
  type StructureMode,
  type StructureQuery,
  type StructureStereo,
} from "../../../domain/structure-search.ts";
import { notFound, refusedQuery as refused, withoutFieldPrefix } from "../../http/errors.ts";
import { type ApiGroup, apiRoutes, errorAnswers, json, searchBoxHook } from "../../http/registry.ts";
import type { StructureSearch } from "../../search/structure-search.ts";
import { StructureLimitError, structureApiError } from "../../structures/rdkit-errors.ts";
import { StructureQueryError } from "../../structures/structure-query.ts";
import type { StructureService } from "../../structures/structure-service.ts";

/** Shared caches and browsers may keep an answer a minute; the server's cache keeps it until a write. */
const ANSWER_CACHE_CONTROL = "public, max-age=60";
/**
 * An answer the time budget cut depends on the machine's load at that moment, not only on the
 * data: kept by no cache, so the same query asked again searches again (docs/decisions.md).
 */
export const CUT_ANSWER_CACHE_CONTROL = "no-store";
/** A drawing depends only on its parameters. */
const IMAGE_CACHE_CONTROL = "public, max-age=86400";
const MAX_HIGHLIGHTED_ATOMS = 1000;

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
  return { q, mode, limit, threshold, stereo: stereoText as StructureStereo, after };
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

/** structureApiError in a searcher's words: no parameter name at the start of the message. */
function structureRefusal(error: unknown, field: string) {
  // The limits' message is a predicate shared with the editor's calls ('has 450 atoms; …').
  if (error instanceof StructureLimitError) return refused(field, `This structure ${error.message}`);
  const answer = structureApiError(error, field);
  return answer && withoutFieldPrefix(answer);
}

/** The atoms of a drawing's URL: numbers separated by commas, written without leading zeros. */
function atomList(text: string): number[] {
  if (text === "") return [];
  if (!/^(0|[1-9]\d{0,4})(,(0|[1-9]\d{0,4}))*$/.test(text)) {
    throw refused("atoms", "List the atoms to highlight as numbers separated by commas, such as 0,1,2");
  }
  const atoms = text.split(",").map(Number);
  if (atoms.length > MAX_HIGHLIGHTED_ATOMS) {
    throw refused("atoms", `Highlight at most ${count(MAX_HIGHLIGHTED_ATOMS)} atoms`);
  }
  return atoms;
}

/**
 * The one form search answers write (structureImageUrl): strictly increasing numbers of atoms of
 * the structure, so that no two addresses draw the same picture.
 */
function checkHighlighted(atoms: number[], atomCount: number): void {
  atoms.forEach((atom, i) => {
    if (i > 0 && atom <= (atoms[i - 1] as number)) {
      throw refused("atoms", "List the atoms to highlight once each, in increasing order");
    }
    if (atom >= atomCount) {
      throw refused("atoms", `This structure has ${atomCount} atoms, numbered from 0 to ${atomCount - 1}`);
    }
  });
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
  summary: "The drawing of a structure an answer named, its matched atoms highlighted",
  request: { query: structureImageQuerySchema },
  responses: {
    200: { description: "The drawing", content: { "image/svg+xml": { schema: z.string() } } },
    ...errorAnswers({
      400: "invalid_input: smiles or atoms is refused",
      404: "not_found: no answer names this structure (field smiles)",
    }),
  },
});

/**
 * GET /api/search/structure?q=…&mode=substructure|similarity|exact&limit=…&threshold=…&stereo=…&after=… and
 * GET /api/search/structure/image?smiles=…&atoms=1,2,3 (the drawing of a hit, matched atoms
 * highlighted). Both are public and shared by the server's cache (keys: exactly these parameters).
 */
export function structureSearchMount(deps: {
  structureSearch: Pick<StructureSearch, "search" | "has">;
  structures: Pick<StructureService, "highlightedSvg">;
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
        // Only the public structures search answers name, each under one address: the drawing's
        // cache key cannot be varied to make RDKit draw anything else, or the same thing again.
        const atoms = atomList(c.req.query("atoms") ?? "");
        if (!(await deps.structureSearch.has(smiles))) throw notFound("Structure", "smiles");
        // A canonical SMILES writes every atom once, hydrogens kept as atoms included.
        checkHighlighted(atoms, countSmiles(smiles).atoms);
        let svg: string;
        try {
          svg = await deps.structures.highlightedSvg(smiles, atoms);
        } catch (error) {
          throw structureRefusal(error, "smiles") ?? refused("smiles", "This is not a SMILES RDKit can read");
        }
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
