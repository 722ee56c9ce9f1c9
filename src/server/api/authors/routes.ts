import { Hono, type MiddlewareHandler } from "hono";
import type { AuthorRepository } from "../../../db/repositories/authors.ts";
import type { SynthesisRepository } from "../../../db/repositories/syntheses.ts";
import type { OptionalSessionEnv } from "../../auth/require-session.ts";
import { notFound } from "../../http/errors.ts";
import { idParam, slugParam } from "../../http/params.ts";

/**
 * GET /api/authors, /api/authors/url/{url}, /api/authors/{id}, /api/authors/{id}/syntheses. The list
 * holds authors without a name only for signed-in callers (`currentUser` tells); a pending author
 * answers only its creator and editors; a former url answers 301 to the current one.
 */
export function authorRoutes(deps: {
  authors: AuthorRepository;
  syntheses: SynthesisRepository;
  currentUser?: MiddlewareHandler<OptionalSessionEnv>;
}) {
  const { authors, syntheses } = deps;
  const viewer = deps.currentUser ?? (async (_c, next) => next());
  return new Hono<OptionalSessionEnv>()
    .get("/", viewer, async (c) =>
      c.json(await authors.list({ includeNameless: Boolean(c.get("user")), viewer: c.get("user") })),
    )
    .get("/url/:url", viewer, async (c) => {
      const url = slugParam(c.req.param("url"), "Author");
      const author = await authors.findByUrl(url, c.get("user"));
      if (!author) {
        const current = await authors.currentUrlFor(url, c.get("user"));
        if (current) return c.redirect(`/api/authors/url/${encodeURIComponent(current)}`, 301);
        throw notFound("Author");
      }
      return c.json({ ...author, syntheses: await syntheses.listByAuthor(author.id) });
    })
    .get("/:id", viewer, async (c) => {
      const author = await authors.findById(idParam(c.req.param("id"), "Author"), c.get("user"));
      if (!author) throw notFound("Author");
      return c.json(author);
    })
    .get("/:id/syntheses", viewer, async (c) => {
      const author = await authors.findById(idParam(c.req.param("id"), "Author"), c.get("user"));
      if (!author) throw notFound("Author");
      return c.json(await syntheses.listByAuthor(author.id));
    });
}
