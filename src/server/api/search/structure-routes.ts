import type { Hono } from "hono";
import {
  SIMILARITY_THRESHOLD_DEFAULT,
  STRUCTURE_LIMIT_DEFAULT,
  STRUCTURE_LIMIT_MAX,
  STRUCTURE_MODES,
  STRUCTURE_QUERY_MAX,
  type StructureMode,
  type StructureQuery,
} from "../../../domain/structure-search.ts";
import { invalidInput } from "../../http/errors.ts";
import type { StructureSearch } from "../../search/structure-search.ts";
import { renderHighlightedSvg } from "../../structures/depict.ts";
import { getRdkit } from "../../structures/rdkit.ts";
import { StructureQueryError } from "../../structures/structure-query.ts";

/** Shared caches and browsers may keep an answer a minute; the server's cache keeps it until a write. */
const ANSWER_CACHE_CONTROL = "public, max-age=60";
/** A drawing depends only on its parameters. */
const IMAGE_CACHE_CONTROL = "public, max-age=86400";
const MAX_HIGHLIGHTED_ATOMS = 1000;

/**
 * Reads the parameters of GET /api/search/structure (docs/product/api.md §5.4.1); a bad value is a
 * 400 naming its parameter. Used by the page loader too.
 */
export function structureQueryFrom(get: (name: string) => string | null | undefined): StructureQuery {
  const q = (get("q") ?? "").trim();
  if (q === "") throw invalidInput("q", "is required: a SMILES, or a SMARTS pattern for substructure search");
  if (q.length > STRUCTURE_QUERY_MAX)
    throw invalidInput("q", `must be at most ${STRUCTURE_QUERY_MAX} characters`);
  const modeText = get("mode") || "substructure";
  if (!(STRUCTURE_MODES as readonly string[]).includes(modeText)) {
    throw invalidInput("mode", `must be one of ${STRUCTURE_MODES.join(", ")}`);
  }
  const mode = modeText as StructureMode;
  const limitText = get("limit");
  let limit = STRUCTURE_LIMIT_DEFAULT;
  if (limitText !== null && limitText !== undefined && limitText !== "") {
    limit = /^\d{1,4}$/.test(limitText) ? Number(limitText) : Number.NaN;
    if (!(limit >= 1 && limit <= STRUCTURE_LIMIT_MAX)) {
      throw invalidInput("limit", `must be a whole number from 1 to ${STRUCTURE_LIMIT_MAX}`);
    }
  }
  const thresholdText = get("threshold");
  let threshold = SIMILARITY_THRESHOLD_DEFAULT;
  if (thresholdText !== null && thresholdText !== undefined && thresholdText !== "") {
    threshold = /^(\d+(\.\d*)?|\.\d+)$/.test(thresholdText) ? Number(thresholdText) : Number.NaN;
    if (!(threshold >= 0 && threshold <= 1)) throw invalidInput("threshold", "must be a number from 0 to 1");
  }
  return { q, mode, limit, threshold };
}

/** Runs a query; RDKit's refusal of `q` becomes a 400 naming `q` and the problem. */
export async function structureSearchResults(search: Pick<StructureSearch, "search">, query: StructureQuery) {
  try {
    return await search.search(query);
  } catch (error) {
    if (error instanceof StructureQueryError) throw invalidInput("q", error.message);
    throw error;
  }
}

/**
 * GET /api/search/structure?q=…&mode=substructure|similarity|exact&limit=…&threshold=… and
 * GET /api/search/structure/image?smiles=…&atoms=1,2,3 (the drawing of a hit, matched atoms
 * highlighted). Both are public and shared by the server's cache (keys: exactly these parameters).
 */
export function structureSearchMount(deps: { structureSearch: Pick<StructureSearch, "search"> }) {
  return ({ api }: { api: Hono }) => {
    api.get("/search/structure", async (c) => {
      const query = structureQueryFrom((name) => c.req.query(name));
      const results = await structureSearchResults(deps.structureSearch, query);
      c.header("Cache-Control", ANSWER_CACHE_CONTROL);
      return c.json(results);
    });
    api.get("/search/structure/image", async (c) => {
      const smiles = c.req.query("smiles") ?? "";
      if (smiles.trim() === "") throw invalidInput("smiles", "is required");
      if (smiles.length > STRUCTURE_QUERY_MAX) {
        throw invalidInput("smiles", `must be at most ${STRUCTURE_QUERY_MAX} characters`);
      }
      const atomsText = c.req.query("atoms") ?? "";
      if (atomsText !== "" && !/^\d{1,5}(,\d{1,5})*$/.test(atomsText)) {
        throw invalidInput("atoms", "must be atom numbers separated by commas");
      }
      const atoms = atomsText === "" ? [] : atomsText.split(",").map(Number);
      if (atoms.length > MAX_HIGHLIGHTED_ATOMS) {
        throw invalidInput("atoms", `must list at most ${MAX_HIGHLIGHTED_ATOMS} atoms`);
      }
      let svg: string;
      try {
        svg = renderHighlightedSvg(await getRdkit(), smiles, atoms);
      } catch {
        throw invalidInput("smiles", "is not a SMILES RDKit can read");
      }
      return c.body(svg, 200, {
        "Content-Type": "image/svg+xml",
        "Cache-Control": IMAGE_CACHE_CONTROL,
      });
    });
  };
}
