import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, test as base, expect, type Page } from "@playwright/test";
import type { SynthesisSummary } from "../../src/domain/views.ts";

export { expect };

/** Serious and critical accessibility violations on the current page (axe-core). */
export async function seriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

export const test = base;

/** A JSON read of the API (the tests find their records through it instead of hard-coding them). */
export async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.ok(), path).toBe(true);
  return (await response.json()) as T;
}

/** The id of a demo synthesis, found through the API by molecule, investigator and year. */
export async function synthesisId(
  request: APIRequestContext,
  molecule: string,
  lastName: string,
  year: number,
) {
  const list = await getJson<SynthesisSummary[]>(request, "/api/syntheses");
  const found = list.find(
    (s) => s.molecule.name === molecule && s.author.lastName === lastName && s.year === year,
  );
  expect(found, `the demo data holds ${molecule} by ${lastName} (${year})`).toBeDefined();
  return (found as SynthesisSummary).id;
}
