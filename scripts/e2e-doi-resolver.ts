import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A stand-in DOI resolver for the end-to-end server (the tests never reach the internet): answers
 * CSL-JSON for the made-up DOI below (10.5555 is a test prefix; names and journal are fictional)
 * and for the carpanone paper (CARPANONE_DOI, as doi.org would), 503 for E2E_DOI_DOWN (a resolver
 * that is down), 404 for anything else. Returns its base URL, for DOI_RESOLVER_URL.
 */
export const E2E_DOI = "10.5555/e2e.1";
export const E2E_DOI_DOWN = "10.5555/e2e.down";
/** Chapman, Engel, Springer, Clardy, the carpanone synthesis (tests/e2e/carpanone-route.spec.ts). */
export const CARPANONE_DOI = "10.1021/ja00753a066";

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

/**
 * Only what the paper's citation itself gives (authors with their initials, journal, year, volume,
 * first page): its title and issue are left out rather than made up; the ACS citation reads none.
 */
const CARPANONE = {
  type: "article-journal",
  DOI: CARPANONE_DOI,
  author: [
    { family: "Chapman", given: "O. L." },
    { family: "Engel", given: "M. R." },
    { family: "Springer", given: "J. P." },
    { family: "Clardy", given: "J. C." },
  ],
  "container-title-short": "J. Am. Chem. Soc.",
  issued: { "date-parts": [[1971]] },
  volume: "93",
  page: "6696",
};

const RECORDS = new Map<string, object>([
  [`/${E2E_DOI}`, RECORD],
  [`/${CARPANONE_DOI}`, CARPANONE],
]);

export async function startDoiResolver(): Promise<string> {
  const server = createServer((request, response) => {
    const record = RECORDS.get(request.url ?? "");
    if (record) {
      response.writeHead(200, { "Content-Type": "application/vnd.citationstyles.csl+json" });
      response.end(JSON.stringify(record));
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
