import { z } from "zod";

/**
 * Where the facts of a synthesis data file come from (data/demo/syntheses/*.json, beside the
 * document's own fields): each source's address and what it supports ("steps 1-7, yields and
 * conditions", "the DOI of the primary paper"). A fact that no source gives is left empty.
 * Files written before sources were required carry none; `npm run data:check` lists them.
 */
export const dataFileSourceSchema = z.object({
  url: z.url({ protocol: /^https?$/ }),
  supports: z.string().trim().min(3).max(500),
});

export const dataFileSourcesSchema = z.object({
  sources: z.array(dataFileSourceSchema).min(1).max(50).optional(),
});

export type DataFileSource = z.output<typeof dataFileSourceSchema>;
