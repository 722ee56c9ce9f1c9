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
      // Each file once, so that a structure an earlier case's write left without a stored molblock
      // is stored before the archive is compared (a download is a read); the files are then sent
      // from their copies, as to every client after the first of a revision.
      for (const file of FILES) expect((await download(c, file)).status).toBe(200);
      // The structure index is built on the first structure query of a revision, which takes the
      // server's thread for a while: built here, so the case times the downloads, not the build.
      const warm = await c.request("/api/search/structure?q=C1CCOC1&mode=substructure");
      expect(warm.status).toBe(200);
      await warm.arrayBuffer();
    },
    async send(c) {
      const one = new HostileClient(c.origin);
      const started = [
        ...Array.from({ length: CLIENTS }, (_, i) =>
          download(new HostileClient(c.origin), FILES[i % FILES.length] as File),
        ),
        ...Array.from({ length: FROM_ONE_ADDRESS }, (_, i) => download(one, FILES[i % FILES.length] as File)),
      ];
      // Another visitor's structure search while the downloads run: it needs a structure worker.
      const search = await new HostileClient(c.origin).request(
        "/api/search/structure?q=OCC(O)CO&mode=substructure",
      );
      const answers = await Promise.all(started);
      // The client's own work is kept small (the suite times /healthz from this process): each file
      // is read as text once, the other copies compared byte for byte.
      const whole = new Map<File, Buffer>();
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
      expect([...whole.keys()].sort(), "every file was sent whole at least once").toEqual([...FILES].sort());
      return search;
    },
    status: 200,
    check: (_response, body) => {
      expect(JSON.parse(body)).toMatchObject({ query: { mode: "substructure" }, targets: expect.any(Array) });
    },
  },
];
