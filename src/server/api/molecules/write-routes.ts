import { type Context, Hono } from "hono";
import { z } from "zod";
import type { MoleculeRepository } from "../../../db/repositories/molecules.ts";
import type { PendingItemRepository } from "../../../db/repositories/pending-items.ts";
import type { ReferenceHistoryRepository } from "../../../db/repositories/reference-history.ts";
import { isSingleLine, SINGLE_LINE_MESSAGE } from "../../../domain/plain-text.ts";
import type { RequireRole } from "../../auth/require-role.ts";
import type { SessionEnv } from "../../auth/require-session.ts";
import { createMolecule, type MoleculeWriteDeps } from "../../commands/create-molecule.ts";
import type { ImageExists, RestoreDeps } from "../../commands/history-restore-support.ts";
import { updateMolecule } from "../../commands/molecule-edits.ts";
import { mergeMolecule } from "../../commands/reference-merges.ts";
import { notFound } from "../../http/errors.ts";
import { idParam } from "../../http/params.ts";
import { validate } from "../../http/validate.ts";
import { UPLOAD_NAME } from "../../storage/upload-storage.ts";
import { historyRoutes } from "../history/routes.ts";
import { mergeSchema } from "../lookups/write-support.ts";

const text = (max: number) =>
  z
    .string({ error: "must be a text" })
    .trim()
    .max(max, `must be at most ${max} characters`)
    .refine(isSingleLine, SINGLE_LINE_MESSAGE);

/**
 * `{name, smiles}` or `{name, upload, formula}`: one structure, either drawn from a SMILES or an
 * uploaded PNG whose formula is typed in.
 */
const createSchema = z
  .object({
    name: text(300).min(1, "must not be empty"),
    smiles: text(4000).min(1, "must not be empty").optional(),
    upload: z
      .string({ error: "must be a text" })
      .regex(UPLOAD_NAME, "must be the filename POST /api/uploads answered (upload-…)")
      .optional(),
    formula: z.string({ error: "must be a text" }).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.smiles !== undefined && body.upload !== undefined) {
      ctx.addIssue({ code: "custom", path: ["upload"], message: "send either smiles or upload, not both" });
    } else if (body.smiles === undefined && body.upload === undefined) {
      ctx.addIssue({ code: "custom", path: ["smiles"], message: "send a smiles or an uploaded image" });
    } else if (body.upload !== undefined && body.formula === undefined) {
      ctx.addIssue({ code: "custom", path: ["formula"], message: "is needed with an uploaded image" });
    }
  });

const updateSchema = z
  .object({
    name: text(300).min(1, "must not be empty").optional(),
    smiles: text(4000).min(1, "must not be empty").optional(),
    upload: z
      .string({ error: "must be a text" })
      .regex(UPLOAD_NAME, "must be the filename POST /api/uploads answered (upload-…)")
      .optional(),
    formula: z.string({ error: "must be a text" }).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.smiles !== undefined && body.upload !== undefined) {
      ctx.addIssue({ code: "custom", path: ["upload"], message: "send either smiles or upload, not both" });
    } else if (body.upload !== undefined && body.formula === undefined) {
      ctx.addIssue({ code: "custom", path: ["formula"], message: "is needed with an uploaded image" });
    } else if (body.smiles !== undefined && body.formula !== undefined) {
      ctx.addIssue({
        code: "custom",
        path: ["formula"],
        message: "is computed from the smiles; leave it out",
      });
    }
  });

/**
 * POST /api/molecules (docs/product/api.md §5.12): a new target molecule, for contributors; the
 * Molecules editor's PUT /api/molecules/{id} and POST /api/molecules/{id}/merge (§5.19), for
 * editors; and the history calls (§5.20), mounted here because they restore molecules too.
 */
export function moleculeWriteMount(
  deps: MoleculeWriteDeps & {
    molecules: MoleculeRepository;
    history: ReferenceHistoryRepository;
    pending: Pick<PendingItemRepository, "hiddenFrom">;
    requireRole: RequireRole;
    imageExists: ImageExists;
    markdown: RestoreDeps["markdown"];
  },
) {
  const router = new Hono<SessionEnv>().post(
    "/",
    deps.requireRole("contributor"),
    validate("json", createSchema),
    async (c) => {
      const body = c.req.valid("json");
      const id = await createMolecule(
        deps,
        body.upload !== undefined
          ? { name: body.name, upload: body.upload, formula: body.formula ?? "" }
          : { name: body.name, smiles: body.smiles ?? "" },
        c.get("user"),
      );
      const molecule = await deps.molecules.findById(id, { includeUnpublished: true });
      if (!molecule) throw notFound("Molecule");
      const { synthesis_id: _listOnly, ...fields } = molecule;
      c.header("Cache-Control", "private, no-store");
      return c.json(fields, 201);
    },
  );
  const editor = new Hono<SessionEnv>()
    .put("/:id", deps.requireRole("editor"), validate("json", updateSchema), async (c) => {
      const id = idParam(c.req.param("id"), "Molecule");
      await updateMolecule(deps, c.get("user"), id, c.req.valid("json"));
      return answer(c, id);
    })
    .post("/:id/merge", deps.requireRole("editor"), validate("json", mergeSchema), async (c) => {
      const id = idParam(c.req.param("id"), "Molecule");
      const kept = await mergeMolecule(deps, c.get("user"), id, c.req.valid("json").into);
      return answer(c, kept.id);
    });
  const answer = async (c: Context, id: number) => {
    const molecule = await deps.molecules.findById(id, { includeUnpublished: true });
    if (!molecule) throw notFound("Molecule");
    const { synthesis_id: _listOnly, ...fields } = molecule;
    c.header("Cache-Control", "private, no-store");
    return c.json(fields);
  };
  return ({ api }: { api: Hono }) => {
    api.route("/molecules", router);
    api.route("/molecules", editor);
    api.route("/history", historyRoutes(deps));
  };
}
