import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import type { AuthorView, MoleculeListItem, SynthesisSummary } from "../../domain/views.ts";

/**
 * Every API route that takes an id or a slug from the URL answers 404 for a value no record can
 * have, on both engines: never a 500, never a database error. PostgreSQL's `integer` ends at
 * 2^31-1, so a larger id must not reach the database; neither may a NUL byte.
 */
let t: TestApp;
let ids: { synthesis: number; author: number; molecule: number; namedReaction: number };

beforeAll(async () => {
  t = await createTestApp();
  const get = async <T>(path: string) => (await (await t.request(path)).json()) as T;
  const [syntheses, authors, molecules, namedReactions] = await Promise.all([
    get<SynthesisSummary[]>("/api/syntheses"),
    get<AuthorView[]>("/api/authors"),
    get<MoleculeListItem[]>("/api/molecules"),
    get<{ id: number }[]>("/api/named-reactions"),
  ]);
  ids = {
    synthesis: syntheses[0].id,
    author: authors[0].id,
    molecule: molecules[0].id,
    namedReaction: namedReactions[0].id,
  };
});
afterAll(() => t.close());

/** Spellings that are no record id: beyond 2^31-1 (and 2^53), or not a plain positive integer. */
const BAD_IDS = [
  "2147483648",
  "4294967296",
  "99999999999",
  "9007199254740993",
  "99999999999999999999",
  "1e3",
  "0x10",
  "-1",
  "+1",
  "%2B1",
  "0",
  "00012",
  "1.0",
  "%201",
];

/** Each id-taking route as a function of the id, with the id of an existing record. */
const routes = (): { path: (id: string) => string; existing: number; what: string }[] => [
  { path: (id) => `/api/syntheses/${id}`, existing: ids.synthesis, what: "Synthesis" },
  { path: (id) => `/api/syntheses/resume/${id}`, existing: 1, what: "Synthesis" },
  { path: (id) => `/api/authors/${id}`, existing: ids.author, what: "Author" },
  { path: (id) => `/api/authors/${id}/syntheses`, existing: ids.author, what: "Author" },
  { path: (id) => `/api/molecules/${id}`, existing: ids.molecule, what: "Molecule" },
  { path: (id) => `/api/named-reactions/${id}`, existing: ids.namedReaction, what: "Named reaction" },
];

describe("ids beyond the integer range or spelled otherwise", () => {
  it("answer 404 not_found on every id route, while the plain id of a record answers 200", async () => {
    for (const route of routes()) {
      const plain = route.path(String(route.existing));
      expect((await t.request(plain)).status, plain).toBe(200);
      // Zero-padding an existing id is not another spelling of it.
      const padded = route.path(`000${route.existing}`);
      expect((await t.request(padded)).status, padded).toBe(404);
      for (const bad of BAD_IDS) {
        const path = route.path(bad);
        const res = await t.request(path);
        expect(res.status, path).toBe(404);
        expect(((await res.json()) as { error: { code: string } }).error.code, path).toBe("not_found");
      }
    }
  });

  it("treat the largest integer id as an ordinary missing record", async () => {
    for (const route of routes()) {
      const path = route.path("2147483647");
      const res = await t.request(path);
      expect(res.status, path).toBe(404);
      expect(await res.json(), path).toEqual({
        error: { code: "not_found", message: `${route.what} not found` },
      });
    }
  });
});

describe("slugs no record can have", () => {
  it("answer 404 on every slug route, NUL bytes and non-ASCII included", async () => {
    const slugRoutes = [
      (s: string) => `/api/authors/url/${s}`,
      (s: string) => `/api/molecule/name/${s}`,
      (s: string) => `/api/named-reactions/url/${s}`,
      (s: string) => `/api/named-reactions/${s}`,
      (s: string) => `/api/protecting-groups/url/${s}`,
      (s: string) => `/api/protecting-groups/${s}`,
    ];
    for (const route of slugRoutes) {
      for (const bad of ["%00", "a%00b", "caf%C3%A9", "%ED%A0%80", "-x", "x".repeat(201)]) {
        const path = route(bad);
        expect((await t.request(path)).status, path).toBe(404);
      }
    }
  });
});
