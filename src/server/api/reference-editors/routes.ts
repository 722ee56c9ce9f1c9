import type { Context, Hono } from "hono";
import { z } from "zod";
import {
  isPlainText,
  isSingleLine,
  MULTI_LINE_MESSAGE,
  SINGLE_LINE_MESSAGE,
} from "../../../domain/plain-text.ts";
import { slugSchema } from "../../../domain/synthesis-document.ts";
import type { RequireRole } from "../../auth/require-role.ts";
import type { SessionEnv } from "../../auth/require-session.ts";
import {
  createProtectingGroup,
  namedReactionForEditor,
  type ReferenceEditorDeps,
  removeNamedReaction,
  removeProtectingGroup,
  updateNamedReaction,
  updateProtectingGroup,
} from "../../commands/reference-editor-writes.ts";
import { bodyLimit } from "../../http/body-limit.ts";
import { doiField } from "../../http/doi-field.ts";
import { idParam } from "../../http/params.ts";
import { UPLOAD_NAME } from "../../storage/upload-storage.ts";
import { structureApiError } from "../../structures/rdkit-errors.ts";
import type { StructureService } from "../../structures/structure-service.ts";
import { nameField, readBody } from "../lookups/write-support.ts";

const line = (max: number) =>
  z
    .string({ error: "must be a text" })
    .trim()
    .max(max, `must be at most ${max} characters`)
    .refine(isSingleLine, SINGLE_LINE_MESSAGE);

const urlField = z
  .string({ error: "must be a text" })
  .trim()
  .max(200, "must be at most 200 characters")
  .refine((url) => url === "" || slugSchema.safeParse(url).success, "must be a lower-case slug (a-z, 0-9, -)")
  .transform((url) => url || undefined)
  .optional();

const emptyToNull = (value: unknown) => (typeof value === "string" && value.trim() === "" ? null : value);

const reference = z.object({
  display: z
    .string({ error: "must be a text" })
    .trim()
    .refine(isSingleLine, SINGLE_LINE_MESSAGE)
    .min(1, "must not be empty")
    .max(1000),
  doi: doiField.default(null),
  url: z.preprocess(
    emptyToNull,
    z
      .string({ error: "must be a text" })
      .trim()
      .max(2000)
      .pipe(z.url({ protocol: /^https?$/, error: "must be an http(s) address" }))
      .nullable()
      .default(null),
  ),
});

/** A drawing as a reaction SMILES, or an uploaded PNG (POST /api/uploads); null removes it. */
const picture = z
  .union(
    [
      z.object({
        smiles: z.string({ error: "must be a text" }).trim().min(1, "must not be empty").max(20_000),
      }),
      z.object({
        upload: z
          .string({ error: "must be a text" })
          .regex(UPLOAD_NAME, "must be the filename POST /api/uploads answered (upload-…)"),
      }),
    ],
    { error: "must be {smiles}, {upload} or null" },
  )
  .nullable()
  .optional();

const namedReactionSchema = z.object({
  name: nameField.optional(),
  url: urlField,
  synonyms: z.array(line(200)).max(50).optional(),
  short_description: line(500).nullable().optional(),
  description: z
    .string({ error: "must be a text" })
    .max(50_000, "must be at most 50000 characters")
    .refine(isPlainText, MULTI_LINE_MESSAGE)
    .nullable()
    .optional(),
  scheme: picture,
  mechanism: picture,
  original_references: z.array(reference).max(20).optional(),
  review_references: z.array(reference).max(20).optional(),
});

const protectingGroupCreate = z.object({ name: nameField.default("") });
const protectingGroupSchema = z.object({
  name: nameField.optional(),
  url: urlField,
  protected: line(200).optional(),
  protector: line(200).optional(),
  structure: z
    .object({ smiles: z.string({ error: "must be a text" }).trim().min(1, "must not be empty").max(4000) })
    .optional(),
});

/**
 * A named reaction's body: a description of up to 50,000 characters (3 bytes each at most in
 * UTF-8), 50 synonyms, 40 references of up to 3,200 characters; its pictures are SMILES or the
 * names of uploads, never image bytes.
 */
const namedReactionBodyLimit = bodyLimit(512 * 1024);

/**
 * The Named Reactions and Protecting Groups editors' calls (docs/product/api.md §5.17), editors
 * only: GET /api/named-reactions/{id}/edit, PUT and DELETE /api/named-reactions/{id}, POST /api/protecting-groups,
 * PUT and DELETE /api/protecting-groups/{id}, POST /api/structures/reaction-preview and
 * POST /api/markdown/preview. POST /api/named-reactions stays with the lookup writes.
 */
/** The signed-in user the role guard put on the context (recorded in the history). */
const actorOf = (c: Context): { id: number } | undefined => (c as unknown as Context<SessionEnv>).get("user");

export function referenceEditorMount(
  deps: ReferenceEditorDeps & {
    requireRole: RequireRole;
    structures: Pick<StructureService, "previewReaction">;
  },
) {
  const editor = deps.requireRole("editor");
  return ({ api }: { api: Hono }) => {
    api.get("/named-reactions/:id/edit", editor, async (c) => {
      c.header("Cache-Control", "private, no-store");
      return c.json(await namedReactionForEditor(deps, idParam(c.req.param("id"), "Named reaction")));
    });
    api.put("/named-reactions/:id", editor, namedReactionBodyLimit, async (c) => {
      const id = idParam(c.req.param("id"), "Named reaction");
      return c.json(await updateNamedReaction(deps, id, await readBody(c, namedReactionSchema), actorOf(c)));
    });
    api.delete("/named-reactions/:id", editor, async (c) => {
      await removeNamedReaction(deps, idParam(c.req.param("id"), "Named reaction"), actorOf(c));
      return c.body(null, 204);
    });
    api.post("/protecting-groups", editor, async (c) => {
      return c.json(
        await createProtectingGroup(deps, await readBody(c, protectingGroupCreate), actorOf(c)),
        201,
      );
    });
    api.put("/protecting-groups/:id", editor, async (c) => {
      const id = idParam(c.req.param("id"), "Protecting group");
      return c.json(
        await updateProtectingGroup(deps, id, await readBody(c, protectingGroupSchema), actorOf(c)),
      );
    });
    api.delete("/protecting-groups/:id", editor, async (c) => {
      await removeProtectingGroup(deps, idParam(c.req.param("id"), "Protecting group"), actorOf(c));
      return c.body(null, 204);
    });
    api.post(
      "/structures/reaction-preview",
      deps.requireRole("contributor"),
      bodyLimit(64 * 1024),
      async (c) => {
        const { smiles } = await readBody(
          c,
          z.object({
            smiles: z.string({ error: "must be a text" }).max(20_000, "must be at most 20000 characters"),
          }),
        );
        c.header("Cache-Control", "private, no-store");
        try {
          return c.json(await deps.structures.previewReaction(smiles));
        } catch (error) {
          throw structureApiError(error, "smiles") ?? error;
        }
      },
    );
    api.post("/markdown/preview", editor, bodyLimit(256 * 1024), async (c) => {
      const { markdown } = await readBody(
        c,
        z.object({
          markdown: z.string({ error: "must be a text" }).max(50_000, "must be at most 50000 characters"),
        }),
      );
      c.header("Cache-Control", "private, no-store");
      return c.json({ html: (await deps.markdown.render(markdown, "markdown")) ?? "" });
    });
  };
}
