import { expect } from "vitest";
import type { HostileCase } from "../hostile-case.ts";
import { HostileClient } from "../hostile-client.ts";

const FILES = ["syntheses.jsonl", "molecules.sdf", "reactions.rdf", "routes.json", "ord.json"] as const;
type File = (typeof FILES)[number];

/** Downloads sent at once: 24 clients of their own address, and 6 more from one address. */
const CLIENTS = 24;
const FROM_ONE_ADDRESS = 6;

/** Throws unless `text` is the whole file: its end as its format writes it, and every record readable. */
function checkWhole(file: File, text: string): void {
  switch (file) {
    case "syntheses.jsonl":
      expect(text.endsWith("\n")).toBe(true);
      for (const line of text.trimEnd().split("\n")) JSON.parse(line);
      return;
    case "molecules.sdf":
      expect(text.endsWith("$$$$\n")).toBe(true);
      return;
    case "reactions.rdf":
      expect(text.startsWith("$RDFILE 1\n")).toBe(true);
      // The last record ends with its data, on a line of its own.
      expect(text).toMatch(/\$RFMT[\s\S]*\$DATUM [^\n]*\n$/);
      return;
    case "routes.json":
    case "ord.json":
      JSON.parse(text);
      return;
  }
}

type Answer = { file: File; status: number; body: Buffer; retryAfter: string | null; length: string | null };

async function download(client: HostileClient, file: File): Promise<Answer> {
  const response = await client.request(`/api/export/${file}`);
  // A download cut mid-way rejects here: the case fails with it.
  const body = Buffer.from(await response.arrayBuffer());
  return {
    file,
    status: response.status,
    body,
    retryAfter: response.headers.get("Retry-After"),
    length: response.headers.get("Content-Length"),
  };
}

/** Checks one flood's answers: 200 with the whole file (the same bytes for every client) or a clean refusal. */
function checkAnswers(answers: Answer[], whole: Map<File, Buffer>): void {
  // The client's own work is kept small (the suite times /healthz from this process): each file is
  // read as text once, the other copies compared byte for byte.
  for (const answer of answers) {
    const head = answer.body.subarray(0, 200).toString();
    expect([200, 429, 503], `${answer.file}: ${head}`).toContain(answer.status);
    if (answer.status === 200) {
      if (answer.length !== null) expect(Number(answer.length)).toBe(answer.body.length);
      const first = whole.get(answer.file);
      if (first === undefined) {
        checkWhole(answer.file, answer.body.toString("utf8"));
        whole.set(answer.file, answer.body);
      } else {
        // One copy per revision: every client of a file gets the same bytes.
        expect(answer.body.equals(first), `${answer.file} differs between clients`).toBe(true);
      }
    } else {
      expect(answer.retryAfter, head).toMatch(/^\d+$/);
      const code = (JSON.parse(answer.body.toString("utf8")) as { error: { code: string } }).error.code;
      expect(code).toBe(answer.status === 429 ? "too_many_requests" : "busy");
    }
  }
  expect(answers.some((a) => a.status === 200)).toBe(true);
}

/** The downloads of one flood, all sent at once: most from addresses of their own, some from one. */
function flood(origin: string): Promise<Answer>[] {
  const one = new HostileClient(origin);
  return [
    ...Array.from({ length: CLIENTS }, (_, i) =>
      download(new HostileClient(origin), FILES[i % FILES.length] as File),
    ),
    ...Array.from({ length: FROM_ONE_ADDRESS }, (_, i) => download(one, FILES[i % FILES.length] as File)),
  ];
}

/**
 * The security issue's bulk downloads: 100 parallel anonymous downloads had a structure worker
 * refuse mid-file (36 files cut short) and another visitor's structure search answer 503. Every
 * answer must now be the whole file or a clean refusal before its first byte.
 */
export const bulkDownloads: HostileCase[] = [
  {
    name: "30 parallel anonymous bulk downloads: each the whole file or a clean 429/503, while a structure search answers 200",
    as: "anonymous",
    async prepare(c) {
      // Each file whole once, which also stores any structure an earlier case's write left without
      // a molblock before the archive is compared (a download is a read).
      const whole = new Map<File, Buffer>();
      for (const file of FILES) checkAnswers([await download(c, file)], whole);
      // The structure index is built on the first structure query of a revision, which takes the
      // server's thread for a while: built here, so the case times the downloads, not the build.
      const warm = await c.request("/api/search/structure?q=C1CCOC1&mode=exact");
      expect(warm.status).toBe(200);
      await warm.arrayBuffer();
      // A first flood, checked alike: the first one's connections and code paths (in the server
      // and in this process, which times /healthz) cost several times what a later one does.
      checkAnswers(await Promise.all(flood(c.origin)), whole);
    },
    async send(c) {
      const started = flood(c.origin);
      // Another visitor's structure search while the downloads run: it needs a structure worker
      // (exact: one worker call, so no second worker starts loading RDKit inside the timed window).
      const search = await new HostileClient(c.origin).request("/api/search/structure?q=OCC(O)CO&mode=exact");
      checkAnswers(await Promise.all(started), new Map());
      return search;
    },
    status: 200,
    check: (_response, body) => {
      expect(JSON.parse(body)).toMatchObject({ query: { mode: "exact" }, targets: expect.any(Array) });
    },
  },
];
