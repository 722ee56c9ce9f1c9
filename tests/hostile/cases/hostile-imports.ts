import { expect } from "vitest";
import { type HostileCase, json } from "../hostile-case.ts";
import type { HostileClient } from "../hostile-client.ts";

/**
 * The import path and the structure workers under one contributor's hostile requests: every file is
 * refused with a 400 naming the cap it passes, in time that keeps /healthz under a second (the
 * suite's rule), and a loop of worker-killing structures leaves /readyz at 200.
 */
const importFile = (c: HostileClient, format: string, text: string) =>
  c.request("/api/import/reactions", json({ format, text }));

/** A V2000 Molfile of a carbon chain of `atoms` atoms; `title` is its first line. */
function chainMolfile(atoms: number, title = ""): string {
  const pad = (n: number) => String(n).padStart(3);
  const atomLines = Array.from(
    { length: atoms },
    (_, i) =>
      `${(i * 1.5).toFixed(4).padStart(10)}    0.0000    0.0000 C   0  0  0  0  0  0  0  0  0  0  0  0`,
  );
  const bondLines = Array.from({ length: atoms - 1 }, (_, i) => `${pad(i + 1)}${pad(i + 2)}  1  0`);
  return [
    title,
    "  hostile",
    "",
    `${pad(atoms)}${pad(atoms - 1)}  0  0  0  0  0  0  0  0999 V2000`,
    ...atomLines,
    ...bondLines,
    "M  END",
  ].join("\n");
}

const cdxml = (before: string, step: string, middle = "") =>
  `<CDXML>${before}<page id="1">${middle}<fragment id="100"><n id="101"/></fragment><scheme id="5"><step id="6" ${step}/></scheme></page></CDXML>`;
const refs = (n: number) => Array.from({ length: n }, () => "100").join(" ");

const messageOf = (body: string) => (JSON.parse(body) as { error: { message: string } }).error.message;

export const hostileImports: HostileCase[] = [
  {
    name: "a CDXML file of 250,000 newlines (the reader computed a line number per reference: 14 s)",
    as: "contributor",
    send: (c) =>
      importFile(c, "cdxml", cdxml("", `ReactionStepReactants="${refs(4_000)}"`, "\n".repeat(250_000))),
    status: 400,
    check: (_r, body) => expect(messageOf(body)).toMatch(/more than 100,000 lines/),
  },
  {
    name: "a CDXML file of 90,000 newlines and 4,000 references in one step",
    as: "contributor",
    send: (c) =>
      importFile(c, "cdxml", cdxml("", `ReactionStepReactants="${refs(4_000)}"`, "\n".repeat(90_000))),
    status: 400,
    check: (_r, body) => expect(messageOf(body)).toMatch(/names 4000 reactants; a step may have at most 20/),
  },
  {
    name: "a 300 KB font table and 16,000 references to one fragment (4.8 GB and the process gone)",
    as: "contributor",
    send: (c) =>
      importFile(
        c,
        "cdxml",
        cdxml(
          `<fonttable>${'<font id="3" charset="iso-8859-1" name="Arial"/>'.repeat(6_000)}</fonttable>`,
          `ReactionStepReactants="${refs(16_000)}" ReactionStepProducts="100"`,
        ),
      ),
    status: 400,
    check: (_r, body) => expect(messageOf(body)).toMatch(/the fonttable has more than 10,000 characters/),
  },
  {
    name: "16,000 references to one fragment with a small font table",
    as: "contributor",
    send: (c) =>
      importFile(
        c,
        "cdxml",
        cdxml(
          '<fonttable><font id="3" name="Arial"/></fonttable>',
          `ReactionStepReactants="${refs(16_000)}"`,
        ),
      ),
    status: 400,
    check: (_r, body) => expect(messageOf(body)).toMatch(/names 16000 reactants/),
  },
  {
    name: "a CDXML file declaring its own entities (nothing is expanded)",
    as: "contributor",
    send: (c) =>
      importFile(
        c,
        "cdxml",
        `<!DOCTYPE CDXML [<!ENTITY a "${"x".repeat(5_000)}"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;">]>${cdxml(
          "",
          'ReactionStepReactants="100" ReactionStepProducts="100"',
          '<t id="7"><s>&b;&b;&b;&b;</s></t>',
        )}`,
      ),
    status: 400,
    check: (_r, body) => expect(messageOf(body)).toMatch(/not well formed \(undefined entity/),
  },
  {
    name: "an SD file whose data header is '>' and 80,000 '<' (a quadratic pattern: 12 s)",
    as: "contributor",
    send: (c) =>
      importFile(c, "sdf", `${chainMolfile(3)}\n>${"<".repeat(80_000)}\n$$$$\n${chainMolfile(4)}\n$$$$\n`),
    status: 400,
    check: (_r, body) => expect(messageOf(body)).toMatch(/the line has more than 25,000 characters/),
  },
  {
    name: "an SD file whose data header is '>' and 24,000 '<' (under the line cap: read in linear time)",
    as: "contributor",
    send: (c) =>
      importFile(c, "sdf", `${chainMolfile(3)}\n>${"<".repeat(24_000)}\n$$$$\n${chainMolfile(4)}\n$$$$\n`),
    status: 400,
    check: (_r, body) => expect(messageOf(body)).toMatch(/expected a data item/),
  },
  {
    name: "a Molfile of 700 atoms whose title line reads 'M  V30 COUNTS 1 0 0 0 0' (it killed a worker)",
    as: "contributor",
    send: (c) =>
      importFile(
        c,
        "sdf",
        `${chainMolfile(3)}\n$$$$\n${chainMolfile(700, "M  V30 COUNTS 1 0 0 0 0")}\n$$$$\n`,
      ),
    status: 400,
    check: (_r, body) => expect(messageOf(body)).toMatch(/has 700 atoms; a structure may have at most 400/),
  },
  {
    name: "pasted one-line scheme text of 100,001 lines (the file's line cap holds for pasted text)",
    as: "contributor",
    send: (c) => importFile(c, "lines", "C>>CC\n".repeat(100_001)),
    status: 400,
    check: (_r, body) => expect(messageOf(body)).toMatch(/more than 100,000 lines/),
  },
  {
    name: "a pasted one-line scheme whose middle field is 24,000 '(' (no pattern backtracks on it)",
    as: "contributor",
    send: (c) => importFile(c, "lines", `CC>>CCC | ${"(".repeat(24_000)} | 50%\n`),
    status: 400,
    check: (_r, body) => expect(messageOf(body)).toMatch(/^text: line 1: the name '\(+…' is longer than 200/),
  },
  {
    name: "a pasted one-line scheme with a 700-atom structure (the structure limits hold for pasted text)",
    as: "contributor",
    send: (c) => importFile(c, "lines", `CC>>${"C".repeat(700)} | | 50%\n`),
    status: 400,
    check: (_r, body) => expect(messageOf(body)).toMatch(/has 700 atoms; a structure may have at most 400/),
  },
  {
    name: "RDKit's JSON in a reaction SMILES list (it was not counted at all)",
    as: "contributor",
    send: (c) =>
      importFile(
        c,
        "smiles",
        `{"commonchem":{"version":10},"molecules":[{"atoms":[${'{"z":6},'.repeat(300)}{"z":6}]}]}>>CC\n`,
      ),
    status: 400,
    check: (_r, body) => expect(messageOf(body)).toMatch(/JSON structures are not accepted/),
  },
  {
    name: "RDKit's JSON and a Molfile in a structure preview's SMILES field",
    as: "contributor",
    async send(c) {
      const molfile = await c.request("/api/structures/preview", json({ smiles: chainMolfile(12) }));
      expect(molfile.status).toBe(400);
      expect(messageOf(await molfile.text())).toMatch(/is not a SMILES/);
      return c.request(
        "/api/structures/preview",
        json({ smiles: '{"commonchem":{"version":10},"molecules":[{"atoms":[{"z":6}]}]}' }),
      );
    },
    status: 400,
    check: (_r, body) => expect(messageOf(body)).toMatch(/JSON structures are not accepted/),
  },
  {
    name: "a loop of worker-killing structures: /readyz stays 200 and another caller's structure calls answer",
    as: "contributor",
    async send(c) {
      // Readiness waits for RDKit's first load; run alone, this case would start with none loaded.
      const warm = await c.request("/api/structures/preview", json({ smiles: "CCO" }));
      await warm.arrayBuffer();
      expect(warm.status).toBe(200);
      let probing = true;
      const probes: number[] = [];
      const prober = (async () => {
        while (probing) {
          const answer = await fetch(`${c.origin}/readyz`);
          await answer.arrayBuffer();
          probes.push(answer.status);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      })();
      // Rings of new sizes each time: every one costs a worker its life (RDKit's layout does not finish).
      const killers = Promise.all(
        [101, 102, 103, 104].map(async (size) => {
          const answer = await c.request(
            "/api/structures/preview",
            json({ smiles: `C1${"C".repeat(size - 2)}C1` }),
          );
          await answer.arrayBuffer();
          return answer.status;
        }),
      );
      const searches: number[] = [];
      for (const q of ["c1ccccc1", "C1CCNCC1", "c1ccncc1"]) {
        const answer = await fetch(
          `${c.origin}/api/search/structure?q=${encodeURIComponent(q)}&mode=substructure`,
          {
            headers: { "X-Forwarded-For": "203.0.113.77" },
          },
        );
        await answer.arrayBuffer();
        searches.push(answer.status);
      }
      const killed = await killers;
      probing = false;
      await prober;
      expect(killed.every((status) => status === 503 || status === 422)).toBe(true);
      expect(searches).toEqual([200, 200, 200]);
      expect(probes.length).toBeGreaterThan(5);
      expect(probes.filter((status) => status !== 200)).toEqual([]);
      return c.request("/readyz");
    },
    status: 200,
  },
];
