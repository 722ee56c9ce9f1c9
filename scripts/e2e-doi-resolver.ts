import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A stand-in DOI resolver for the end-to-end server (the tests never reach the internet): answers
 * CSL-JSON for the one made-up DOI below (10.5555 is a test prefix; names and journal are
 * fictional), 503 for E2E_DOI_DOWN (a resolver that is down), 404 for anything else. Returns its
 * base URL, for DOI_RESOLVER_URL.
 */
export const E2E_DOI = "10.5555/e2e.1";
export const E2E_DOI_DOWN = "10.5555/e2e.down";

const RECORD = {
  type: "article-journal",
  DOI: E2E_DOI,
  author: [
    { family: "Testman", given: "Ada" },
    { family: "Placeholder", given: "Carl" },
  ],
  "container-title": "Journal of Imaginary Chemistry",
  "container-title-short": "J. Imag. Chem.",
  issued: { "date-parts": [[1999, 4]] },
  volume: "12",
  page: "345-350",
};

export async function startDoiResolver(): Promise<string> {
  const server = createServer((request, response) => {
    if (request.url === `/${E2E_DOI}`) {
      response.writeHead(200, { "Content-Type": "application/vnd.citationstyles.csl+json" });
      response.end(JSON.stringify(RECORD));
      return;
    }
    if (request.url === `/${E2E_DOI_DOWN}`) {
      response.writeHead(503, { "Content-Type": "text/plain" });
      response.end("Service unavailable.");
      return;
    }
    response.writeHead(404, { "Content-Type": "text/plain" });
    response.end("Resource not found.");
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  server.unref();
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
