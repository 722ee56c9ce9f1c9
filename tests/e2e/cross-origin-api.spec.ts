import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { E2E_EDITOR } from "../../scripts/e2e-editor.ts";
import { expect, getJson, signInAs, test, uniqueTag } from "./fixtures.ts";

/**
 * Another site calling the API from its pages: a page of a second origin (a bare server of this
 * test, reached as `localhost`, so it is another site than the archive's 127.0.0.1, not only
 * another origin) reads the public API, and cannot write through it even when the browser has an
 * editor's session at the archive.
 */
let other: Server;
let otherOrigin: string;

test.beforeAll(async () => {
  other = createServer((_req, res) => {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end("<!doctype html><title>Another site</title><h1>Another site</h1>");
  });
  // All interfaces: `localhost` may resolve to ::1 or to 127.0.0.1.
  await new Promise<void>((resolve) => other.listen(0, resolve));
  otherOrigin = `http://localhost:${(other.address() as AddressInfo).port}`;
});
test.afterAll(async () => {
  other.closeAllConnections();
  await new Promise((resolve) => other.close(resolve));
});

test("a page of another site reads the syntheses, with the rate-limit headers, and cannot write", async ({
  page,
  baseURL,
}) => {
  const api = baseURL ?? "";
  const expected = await getJson<{ id: number }[]>(page.request, "/api/syntheses");
  await signInAs(page, E2E_EDITOR);
  await page.goto(otherOrigin);
  await expect(page.getByRole("heading", { name: "Another site" })).toBeVisible();

  const read = await page.evaluate(async (url) => {
    const response = await fetch(`${url}/api/syntheses`);
    return {
      status: response.status,
      ids: ((await response.json()) as { id: number }[]).map((s) => s.id),
      remaining: response.headers.get("RateLimit-Remaining"),
      etag: response.headers.get("ETag"),
    };
  }, api);
  expect(read.status).toBe(200);
  expect(read.ids).toEqual(expected.map((s) => s.id));
  expect(Number(read.remaining)).toBeGreaterThanOrEqual(0);
  expect(read.etag).toBeTruthy();

  // A JSON write needs a preflight, which allows reads only: the browser refuses to send it.
  const name = `Cross-site solvent ${uniqueTag()}`;
  const json = await page.evaluate(
    async ({ url, name }) => {
      try {
        const response = await fetch(`${url}/api/solvents`, {
          method: "POST",
          credentials: "include",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ name }),
        });
        return `answered ${response.status}`;
      } catch (error) {
        return `refused: ${(error as Error).name}`;
      }
    },
    { url: api, name },
  );
  expect(json).toBe("refused: TypeError");
  // A form-like write goes out without a preflight, but the session cookie stays home (SameSite)
  // and no anti-forgery token can come with it: nothing is written.
  await page.evaluate(
    async ({ url, name }) => {
      await fetch(`${url}/api/solvents`, {
        method: "POST",
        mode: "no-cors",
        credentials: "include",
        headers: { "Content-Type": "text/plain" },
        body: JSON.stringify({ name }),
      });
    },
    { url: api, name },
  );
  const solvents = await getJson<{ name: string }[]>(page.request, "/api/solvents");
  expect(solvents.map((s) => s.name)).not.toContain(name);
});
