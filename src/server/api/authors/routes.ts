import { createRoute, z } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import { authorPageSchema, authorSchema, synthesisListSchema } from "../../../contract/public-reads.ts";
import type { AuthorRepository } from "../../../db/repositories/authors.ts";
import type { SynthesisRepository } from "../../../db/repositories/syntheses.ts";
import { notFound } from "../../../domain/errors.ts";
import type { OptionalSessionEnv } from "../../auth/require-session.ts";
import { idParam, slugParam } from "../../http/params.ts";
import { apiRoutes, errorAnswers, json, movedPermanently } from "../../http/registry.ts";

const tags = ["Authors"];
const idPath = z.object({ id: z.string().meta({ description: "The author id", example: "1" }) });
const urlPath = z.object({
  url: z.string().meta({ description: "The author's url slug", example: "woodward" }),
});

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
  const viewer: MiddlewareHandler<OptionalSessionEnv> = deps.currentUser ?? (async (_c, next) => next());
  const route = <R extends Parameters<typeof createRoute>[0]>(r: R) =>
    createRoute({ ...r, tags, middleware: viewer });
  const list = route({
    method: "get",
    path: "/",
    summary: "Every author (signed in: also those without a name)",
    responses: { 200: json(z.array(authorSchema), "The authors") },
  });
  const byUrl = route({
    method: "get",
    path: "/url/{url}",
    summary: "An author's page data, with their syntheses",
    request: { params: urlPath },
    responses: {
      200: json(authorPageSchema, "The author"),
      ...movedPermanently,
      ...errorAnswers({ 404: "not_found" }),
    },
  });
  const one = route({
    method: "get",
    path: "/{id}",
    summary: "One author",
    request: { params: idPath },
    responses: { 200: json(authorSchema, "The author"), ...errorAnswers({ 404: "not_found" }) },
  });
  const theirSyntheses = route({
    method: "get",
    path: "/{id}/syntheses",
    summary: "An author's published syntheses",
    request: { params: idPath },
    responses: { 200: json(synthesisListSchema, "The syntheses"), ...errorAnswers({ 404: "not_found" }) },
  });
  return apiRoutes<OptionalSessionEnv>()
    .openapi(list, async (c) =>
      c.json(await authors.list({ includeNameless: Boolean(c.get("user")), viewer: c.get("user") }), 200),
    )
    .openapi(byUrl, async (c) => {
      const url = slugParam(c.req.valid("param").url, "Author");
      const author = await authors.findByUrl(url, c.get("user"));
      if (!author) {
        const current = await authors.currentUrlFor(url, c.get("user"));
        if (current) return c.redirect(`/api/authors/url/${encodeURIComponent(current)}`, 301);
        throw notFound("Author");
      }
      return c.json({ ...author, syntheses: await syntheses.listByAuthor(author.id) }, 200);
    })
    .openapi(one, async (c) => {
      const author = await authors.findById(idParam(c.req.valid("param").id, "Author"), c.get("user"));
      if (!author) throw notFound("Author");
      return c.json(author, 200);
    })
    .openapi(theirSyntheses, async (c) => {
      const author = await authors.findById(idParam(c.req.valid("param").id, "Author"), c.get("user"));
      if (!author) throw notFound("Author");
      return c.json(await syntheses.listByAuthor(author.id), 200);
    });
}
