import type { Hono } from "hono";
import { z } from "zod";
import type { RequireRole } from "../../auth/require-role.ts";
import { bodyLimit } from "../../http/body-limit.ts";
import { invalidInput } from "../../http/errors.ts";
import { validate } from "../../http/validate.ts";
import { structureApiError } from "../../structures/rdkit-errors.ts";
import type { StructureService } from "../../structures/structure-service.ts";

/** A large natural product's Molfile is some tens of KB; this leaves room and stops abuse. */
export const STRUCTURE_MAX_CHARS = 200_000;

const structureText = z
  .string({ error: "must be a text" })
  .max(STRUCTURE_MAX_CHARS, `must be at most ${STRUCTURE_MAX_CHARS} characters`);
const previewSchema = z.object({ smiles: structureText.optional(), molfile: structureText.optional() });

const previewBodyLimit = bodyLimit(STRUCTURE_MAX_CHARS * 2 + 1024);

/**
 * POST /api/structures/preview: any signed-in contributor sends `{smiles}` or `{molfile}` and gets
 * back the canonical SMILES, formula, carbon count and drawing the site would publish. Nothing is
 * stored; an unreadable structure is a 400 naming the field it came in.
 */
export function structureMount(deps: {
  requireRole: RequireRole;
  structures: Pick<StructureService, "previewStructure">;
}) {
  return ({ api }: { api: Hono }) => {
    api.post(
      "/structures/preview",
      deps.requireRole("contributor"),
      previewBodyLimit,
      validate("json", previewSchema),
      async (c) => {
        const { smiles, molfile } = c.req.valid("json");
        if (smiles !== undefined && molfile !== undefined) {
          throw invalidInput("molfile", "send either smiles or molfile, not both");
        }
        if (smiles === undefined && molfile === undefined) {
          throw invalidInput("smiles", "send smiles or molfile");
        }
        const input =
          smiles !== undefined
            ? { field: "smiles" as const, text: smiles }
            : { field: "molfile" as const, text: molfile ?? "" };
        c.header("Cache-Control", "private, no-store");
        try {
          return c.json(await deps.structures.previewStructure(input), 200);
        } catch (error) {
          throw structureApiError(error, input.field) ?? error;
        }
      },
    );
  };
}
