import { Hono } from "hono";
import type { NamedReactionRepository } from "../../../db/repositories/named-reactions.ts";
import { notFound } from "../../http/errors.ts";
import { idParam, slugParam } from "../../http/params.ts";

/** GET /api/named-reactions, /api/named-reactions/{id or url}, /api/named-reactions/url/{url}. */
export function namedReactionRoutes(deps: { namedReactions: NamedReactionRepository }) {
  const { namedReactions } = deps;
  const byUrl = async (url: string) => {
    const found = await namedReactions.findByUrl(slugParam(url, "Named reaction"));
    if (!found) throw notFound("Named reaction");
    return found;
  };
  return new Hono()
    .get("/", async (c) => c.json(await namedReactions.list()))
    .get("/url/:url", async (c) => c.json(await byUrl(c.req.param("url"))))
    .get("/:id", async (c) => {
      // The page fetches by the identifier in its own URL (the slug); numeric ids work too.
      const raw = c.req.param("id");
      if (!/^\d+$/.test(raw)) return c.json(await byUrl(raw));
      const found = await namedReactions.findById(idParam(raw, "Named reaction"));
      if (!found) throw notFound("Named reaction");
      return c.json(found);
    });
}
