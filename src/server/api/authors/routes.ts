import { Hono } from "hono";
import type { AuthorRepository } from "../../../db/repositories/authors.ts";
import type { SynthesisRepository } from "../../../db/repositories/syntheses.ts";
import { notFound } from "../../http/errors.ts";
import { idParam, slugParam } from "../../http/params.ts";

/** GET /api/authors, /api/authors/url/{url}, /api/authors/{id}, /api/authors/{id}/syntheses. */
export function authorRoutes(deps: { authors: AuthorRepository; syntheses: SynthesisRepository }) {
  const { authors, syntheses } = deps;
  return new Hono()
    .get("/", async (c) => c.json(await authors.list()))
    .get("/url/:url", async (c) => {
      const author = await authors.findByUrl(slugParam(c.req.param("url"), "Author"));
      if (!author) throw notFound("Author");
      return c.json({ ...author, syntheses: await syntheses.listByAuthor(author.id) });
    })
    .get("/:id", async (c) => {
      const author = await authors.findById(idParam(c.req.param("id"), "Author"));
      if (!author) throw notFound("Author");
      return c.json(author);
    })
    .get("/:id/syntheses", async (c) => {
      const author = await authors.findById(idParam(c.req.param("id"), "Author"));
      if (!author) throw notFound("Author");
      return c.json(await syntheses.listByAuthor(author.id));
    });
}
