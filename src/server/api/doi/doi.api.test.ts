import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contractChecker } from "../../../../tests/support/contract-check.ts";
import { type SignedIn, signIn } from "../../../../tests/support/signed-in.ts";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app.ts";
import { apiDocumentOf } from "../../app.ts";

// A stand-in DOI resolver on 127.0.0.1; the tests never reach the internet. Its record is made up
// (10.5555 is a test prefix; the names and the journal are fictional).
const record = {
  type: "article-journal",
  DOI: "10.5555/test.1",
  author: [
    { family: "Testman", given: "Ada Beatrice" },
    { family: "Placeholder", given: "Carl" },
  ],
  "container-title": "Journal of Imaginary Chemistry",
  "container-title-short": "J. Imag. Chem.",
  issued: { "date-parts": [[1999, 4]] },
  volume: "12",
  page: "345-350",
};
const seen: { url: string; accept: string | undefined }[] = [];

function resolver(request: IncomingMessage, response: import("node:http").ServerResponse) {
  seen.push({ url: request.url ?? "", accept: request.headers.accept });
  const send = (status: number, body: string, type = "application/vnd.citationstyles.csl+json") => {
    response.writeHead(status, { "Content-Type": type });
    response.end(body);
  };
  // Any /10.5555/test.<n>: each test looks up a DOI of its own, which no other test has cached.
  switch (/^\/10\.5555\/test\.\d+$/.test(request.url ?? "") ? "/10.5555/test.1" : request.url) {
    case "/10.5555/test.1":
      if (request.headers.accept !== "application/vnd.citationstyles.csl+json") return send(406, "{}");
      return send(200, JSON.stringify(record));
    case "/10.5555/moved.1":
      response.writeHead(302, { Location: "/works/moved" });
      return response.end();
    case "/works/moved":
      return send(200, JSON.stringify({ ...record, DOI: "10.5555/moved.1", volume: "13" }));
    case "/10.5555/slow.1":
      // Never answers: only the app's own time limit ends the wait (afterAll closes the connection).
      return;
    case "/10.5555/broken.1":
      return send(200, "<html>not json</html>", "text/html");
    case "/10.5555/empty.1":
      return send(200, JSON.stringify({ type: "article-journal" }));
    case "/10.5555/fails.1":
      return send(503, "busy", "text/plain");
    default:
      return send(404, "Resource not found.", "text/plain");
  }
}

let stub: Server;
let t: TestApp;
let contributor: SignedIn;

beforeAll(async () => {
  stub = createServer(resolver);
  await new Promise<void>((done) => stub.listen(0, "127.0.0.1", done));
  const { port } = stub.address() as AddressInfo;
  t = await createTestApp({
    DOI_RESOLVER_URL: `http://127.0.0.1:${port}`,
    DOI_RESOLVER_TIMEOUT_MS: "500",
  });
  contributor = await signIn(t, "contributor", "Doi Contributor");
});
afterAll(async () => {
  await t.close();
  stub.closeAllConnections();
  await new Promise((done) => stub.close(done));
});

const lookUp = (path: string, headers: Record<string, string> = contributor.cookieOnly) =>
  t.request(`/api/doi/${path}`, { headers });

describe(`GET /api/doi/{doi} (${process.env.TEST_ENGINE ?? "sqlite"})`, () => {
  it("401 without a session", async () => {
    const res = await lookUp("10.5555/test.1", {});
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: { code: "unauthenticated", message: "Sign in first" } });
  });

  it("answers the ACS citation and the doi.org link, asking for CSL-JSON", async () => {
    const res = await lookUp("10.5555/test.1");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(await res.json()).toEqual({
      doi: "10.5555/test.1",
      display: "Testman, A. B.; Placeholder, C. J. Imag. Chem. 1999, 12, 345.",
      url: "https://doi.org/10.5555/test.1",
    });
    expect(seen.at(-1)).toEqual({
      url: "/10.5555/test.1",
      accept: "application/vnd.citationstyles.csl+json",
    });
  });

  it("takes a %-encoded DOI and answers repeated look-ups from its cache", async () => {
    expect((await lookUp("10.5555/test.2")).status).toBe(200);
    const before = seen.length;
    const res = await lookUp("10.5555%2FTEST.2");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      doi: "10.5555/TEST.2",
      display: "Testman, A. B.; Placeholder, C. J. Imag. Chem. 1999, 12, 345.",
      url: "https://doi.org/10.5555/TEST.2",
    });
    expect(seen.length).toBe(before);
  });

  it("follows the resolver's redirects", async () => {
    const res = await lookUp("10.5555/moved.1");
    expect(await res.json()).toEqual({
      doi: "10.5555/moved.1",
      display: "Testman, A. B.; Placeholder, C. J. Imag. Chem. 1999, 13, 345.",
      url: "https://doi.org/10.5555/moved.1",
    });
  });

  it("400 naming doi for a malformed or overlong DOI", async () => {
    for (const bad of ["not-a-doi", "11.5555/x", "10.55/x", `10.5555/${"x".repeat(300)}`]) {
      const res = await lookUp(bad);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { field: string } }).error.field).toBe("doi");
    }
    const res = await lookUp("10.5555/a%20b");
    expect(await res.json()).toEqual({
      error: { code: "invalid_input", message: "doi: must look like 10.1234/abc", field: "doi" },
    });
  });

  it("400 naming doi for an empty DOI (/api/doi/) and a broken %-escape", async () => {
    expect(await (await lookUp("")).json()).toEqual({
      error: { code: "invalid_input", message: "doi: must look like 10.1234/abc", field: "doi" },
    });
    expect(await (await lookUp("10.5555/a%ZZ")).json()).toEqual({
      error: { code: "invalid_input", message: "doi: is not a valid %-encoded DOI", field: "doi" },
    });
  });

  it("is declared in the API document as /api/doi/{doi}, and a DOI with its slashes answers as declared", async () => {
    const document = apiDocumentOf(t.runtime.app);
    const operation = document.paths?.["/api/doi/{doi}"]?.get;
    expect(operation?.parameters).toEqual([
      expect.objectContaining({ name: "doi", in: "path", required: true }),
    ]);
    expect(Object.keys(operation?.responses ?? {})).toEqual(
      expect.arrayContaining(["200", "400", "401", "404", "502"]),
    );
    // The request helper checks only answers whose path fits the template's one segment: check this one here.
    const check = contractChecker(document);
    const found = await lookUp("10.5555/test.4");
    expect(check("GET", "/api/doi/10.5555%2Ftest.4", 200, await found.json())).toBeNull();
    const refused = await lookUp("10.5555/a/../b");
    expect(check("GET", "/api/doi/x", refused.status, await refused.json())).toBeNull();
    expect(check("GET", "/api/doi/x", 200, { doi: "10.5555/x", display: 3 })).toMatch(/display/);
  });

  it("400 for dot segments, which would ask the resolver for another path", async () => {
    const before = seen.length;
    for (const doi of ["10.5555%2F..%2F..%2Ftest.1", "10.5555%2F.%2Ftest.1"]) {
      const res = await lookUp(doi);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { field: string } }).error.field).toBe("doi");
    }
    expect(seen.length).toBe(before);
  });

  it("404 for a DOI the resolver does not know", async () => {
    const res = await lookUp("10.5555/unknown.1");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: "not_found", message: "DOI not found" } });
  });

  it("502 when the resolver is too slow, fails, or answers something that is not a record", async () => {
    const cases: [string, string][] = [
      ["10.5555/slow.1", "The DOI resolver did not answer within 0.5 s; try again later"],
      ["10.5555/fails.1", "The DOI resolver answered 503; try again later"],
      ["10.5555/broken.1", "The DOI resolver's answer is not a citation record (CSL-JSON)"],
      ["10.5555/empty.1", "The DOI resolver's record names no author, journal or year"],
    ];
    for (const [doi, message] of cases) {
      const res = await lookUp(doi);
      expect(res.status).toBe(502);
      expect(await res.json()).toEqual({ error: { code: "doi_resolver_failed", message } });
    }
  });
});
