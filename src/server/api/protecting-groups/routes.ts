import { Hono } from "hono";
import type { ProtectingGroupRepository } from "../../../db/repositories/protecting-groups.ts";
import { notFound } from "../../http/errors.ts";
import { slugParam } from "../../http/params.ts";

/** GET /api/protecting-groups, /api/protecting-groups/{url} (also under /url/{url}). */
export function protectingGroupRoutes(deps: { protectingGroups: ProtectingGroupRepository }) {
  const { protectingGroups } = deps;
  const byUrl = async (url: string) => {
    const found = await protectingGroups.findByUrl(slugParam(url, "Protecting group"));
    if (!found) throw notFound("Protecting group");
    return found;
  };
  return new Hono()
    .get("/", async (c) => c.json(await protectingGroups.list()))
    .get("/url/:url", async (c) => c.json(await byUrl(c.req.param("url"))))
    .get("/:url", async (c) => c.json(await byUrl(c.req.param("url"))));
}
