import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createReviewFixture, type ReviewFixture } from "../../../../tests/support/review-drafts.ts";
import type { SynthesisDocument } from "../../../domain/synthesis-document.ts";
import { createDoiResolver } from "../../doi/resolve-doi.ts";
import { createPreviewService } from "../../web/preview-service.ts";

/**
 * A reference known only by its DOI (issue 40, point 3): the check accepts it, and publishing gives
 * it the citation the resolver finds, else a text composed from the DOI. The resolver is a local
 * stand-in; its record is made up (10.5555 is a test prefix, the names and journal are fictional).
 */
const record = {
  type: "article-journal",
  author: [{ family: "Testman", given: "Ada" }],
  "container-title-short": "J. Imag. Chem.",
  issued: { "date-parts": [[1999]] },
  volume: "12",
  page: "345",
};

function resolver(request: IncomingMessage, response: ServerResponse) {
  const url = request.url ?? "";
  if (/^\/10\.5555\/found\.\d+$/.test(url)) {
    response.writeHead(200, { "Content-Type": "application/vnd.citationstyles.csl+json" });
    return response.end(JSON.stringify(record));
  }
  // Never answers: only a caller's own time limit ends the wait (afterAll closes the connection).
  if (/^\/10\.5555\/slow\.\d+$/.test(url)) return;
  if (/^\/10\.5555\/busy\.\d+$/.test(url)) {
    response.writeHead(503, { "Content-Type": "text/plain" });
    return response.end("busy");
  }
  response.writeHead(404, { "Content-Type": "text/plain" });
  response.end("Resource not found.");
}

let stub: Server;
let f: ReviewFixture;
beforeAll(async () => {
  stub = createServer(resolver);
  await new Promise<void>((done) => stub.listen(0, "127.0.0.1", done));
  const { port } = stub.address() as AddressInfo;
  f = await createReviewFixture({
    DOI_RESOLVER_URL: `http://127.0.0.1:${port}`,
    DOI_RESOLVER_TIMEOUT_MS: "500",
  });
});
afterAll(async () => {
  await f.t.close();
  stub.closeAllConnections();
  await new Promise((done) => stub.close(done));
});

let works = 0;
/** DOIs of the test's own, so no other test has the resolver's answer cached. */
const doi = (kind: "found" | "missing" | "busy" | "slow") => `10.5555/${kind}.${++works}${Date.now()}`;

describe(`DOI-only references (${process.env.TEST_ENGINE ?? "sqlite"})`, () => {
  it("are complete for the check and submitting, and publish with the citation found or the DOI as text", async () => {
    const [found, missing, busy] = [doi("found"), doi("missing"), doi("busy")];
    const document = structuredClone(f.complete);
    document.references = [
      { display: "", doi: found, url: null },
      { display: "", doi: missing, url: null },
      { display: "", doi: busy, url: null },
    ];
    // reviewed() submits it (a 422 would stop there) and takes it to the submitter's approval.
    const { draft } = await f.reviewed("approved", document);
    const check = await f.okJson<{ problems: unknown[] }>(
      f.t.request(f.path(draft.id, "/check"), { headers: f.editor.cookieOnly }),
    );
    expect(check.problems).toEqual([]);

    const published = await f.okJson<{ id: number }>(
      f.send(f.editor, "POST", f.path(draft.id, "/publish"), { seen: draft.document_hash }),
      201,
    );
    const read = await f.okJson<{ document: SynthesisDocument }>(
      f.t.request(`/api/syntheses/${published.id}/document`, { headers: f.editor.cookieOnly }),
    );
    expect(read.document.references.map((r) => [r.display, r.doi])).toEqual([
      [expect.stringContaining("J. Imag. Chem."), found],
      [`DOI: ${missing}`, missing],
      [`DOI: ${busy}`, busy],
    ]);
    expect(read.document.references[0]?.display).toContain("Testman");
  });

  it("still refuses a reference with neither a text nor a DOI, naming it", async () => {
    const document = structuredClone(f.complete);
    document.references = [{ display: " ", doi: null, url: null }];
    const created = await f.okJson<{ id: number }>(
      f.send(f.carla, "POST", "/api/unpublishedSyntheses", {
        display_name: "No text",
        synthesis_json: document,
      }),
      201,
    );
    const refused = await f.send(f.carla, "POST", f.path(created.id, "/submit"));
    expect(refused.status).toBe(422);
    expect(JSON.stringify(await refused.json())).toContain("references[0].display");
    expect((await f.read(f.carla, created.id)).status).toBe("draft");
  });

  it("shows the preview with the citation found, and with 'DOI: …' for a resolver that does not answer in time", async () => {
    const [found, slow] = [doi("found"), doi("slow")];
    const document = structuredClone(f.complete);
    document.references = [
      { display: "", doi: found, url: null },
      { display: "", doi: slow, url: null },
    ];
    const { draft } = await f.reviewed("submitted", document);
    const { port } = stub.address() as AddressInfo;
    const { runtime } = f.t;
    const preview = createPreviewService({
      transaction: runtime.transaction,
      drafts: runtime.repos.drafts,
      reviews: runtime.repos.reviews,
      publication: runtime.repos.publication,
      uploads: { read: async () => null } as never,
      mail: { wake() {} },
      site: { siteName: "Synthesis Archive", origin: "https://archive.example.org" },
      structures: runtime.publishDeps.structures,
      lookups: runtime.repos.lookups,
      // The resolver's own limit is longer than the page's wait (2 s): the page stops waiting first.
      doiResolver: createDoiResolver({ baseUrl: `http://127.0.0.1:${port}`, timeoutMs: 10_000 }),
    });
    const started = Date.now();
    const page = await preview.openDraft(draft.id, { id: f.carla.id, role: "contributor" });
    expect(Date.now() - started).toBeLessThan(8_000);
    if (!page.ok) throw new Error(page.message);
    expect(page.synthesis.references.map((r) => r.display)).toEqual([
      expect.stringContaining("J. Imag. Chem."),
      `DOI: ${slow}`,
    ]);
  });
});
