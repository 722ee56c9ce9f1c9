import type { Kysely } from "kysely";
import { renderMarkdownWithinLimits } from "../../domain/markdown.ts";
import type { Compatibility } from "./compatibility.ts";

/**
 * Contract: an older release changes a description without its stored HTML, which pages would go on
 * showing.
 */
export const compatibility: Compatibility = "contract";

/**
 * A named reaction's description rendered to HTML when it is written (docs/decisions/security/0042-markdown-bounded-and-stored-rendered.md "Markdown
 * bounded and stored rendered"), so page loaders and API reads never render Markdown. Existing
 * descriptions are rendered here, in process: within the Markdown limits the render is bounded, and
 * one over them (saved before the limits existed) is stored as plain escaped text instead.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("named_reactions").addColumn("description_html", "text").execute();
  const rows = db as unknown as Kysely<{
    named_reactions: { id: number; description: string | null; description_html: string | null };
  }>;
  const described = await rows
    .selectFrom("named_reactions")
    .select(["id", "description"])
    .where("description", "is not", null)
    .execute();
  for (const { id, description } of described) {
    await rows
      .updateTable("named_reactions")
      .set({ description_html: renderMarkdownWithinLimits(description) })
      .where("id", "=", id)
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("named_reactions").dropColumn("description_html").execute();
}
