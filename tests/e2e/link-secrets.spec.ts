import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Request } from "@playwright/test";
import { freePort, type ServerProcess, startServerProcess } from "../support/server-process.ts";
import { expect, test } from "./fixtures.ts";

/**
 * The token of an e-mailed link never leaves the page it opened, analytics on. This spec runs a
 * server of its own with a measurement id (the shared e2e server has none), and the vendor's script
 * and collection endpoint are local stand-ins: the script reports every page view of the dataLayer
 * and, as the real one does, the address and referrer it finds when it loads.
 */
const SECRET = "c2VjcmV0LWxpbmstdG9rZW4tZm9yLWUyZS1vbmx5";
const STAND_IN_GTAG = `(() => {
  const send = (fields) => fetch("https://www.google-analytics.com/g/collect?" + new URLSearchParams(fields),
    { method: "POST", mode: "no-cors", body: JSON.stringify(fields) });
  const handle = (entry) => {
    const args = Array.from(entry);
    if (args[0] === "event" && args[1] === "page_view")
      send({ en: "page_view", dl: args[2].page_location, dt: args[2].page_title, dr: document.referrer });
  };
  const layer = (window.dataLayer = window.dataLayer || []);
  layer.forEach(handle);
  const push = layer.push.bind(layer);
  layer.push = (...entries) => { entries.forEach(handle); return push(...entries); };
  send({ en: "loaded", dl: location.href, dr: document.referrer });
})();`;

let dir = "";
let server: ServerProcess | null = null;
let origin = "";

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dir = mkdtempSync(join(tmpdir(), "synthesis-link-secrets-"));
  const port = await freePort();
  server = startServerProcess({
    NODE_ENV: "production",
    DATABASE_URL: `file:${join(dir, "archive.db")}`,
    STORAGE_DIR: join(dir, "images"),
    MAIL_OUTBOX_DIR: join(dir, "outbox"),
    HOST: "127.0.0.1",
    PORT: String(port),
    SEED_DEMO: "false",
    LOG_LEVEL: "info",
    ANALYTICS_MEASUREMENT_ID: "G-STANDIN1",
  });
  expect(await server.waitFor(/"msg":"listening"/)).not.toBeNull();
  origin = `http://127.0.0.1:${port}`;
});

test.afterAll(async () => {
  await server?.kill("SIGTERM");
  rmSync(dir, { recursive: true, force: true });
});

const carries = (request: Request, headers: Record<string, string>) =>
  request.url().includes(SECRET) ||
  (request.postData() ?? "").includes(SECRET) ||
  Object.values(headers).some((value) => value.includes(SECRET));

test("a link's token leaves the address bar before any page view, and no request but its own calls carries it", async ({
  page,
}) => {
  const beacons: string[] = [];
  await page.route("https://www.googletagmanager.com/**", (route) =>
    route.fulfill({ contentType: "text/javascript", body: STAND_IN_GTAG }),
  );
  await page.route("https://www.google-analytics.com/**", (route) => {
    beacons.push(`${route.request().url()} ${route.request().postData() ?? ""}`);
    return route.fulfill({ status: 204 });
  });
  // The visitor accepted analytics on an earlier visit.
  await page.addInitScript(() => window.localStorage.setItem("cookieConsent", "true"));

  for (const [path, heading, kind] of [
    ["/reset-password", "Choose a new password", "reset"],
    ["/invite", "Accept your invitation", "invitation"],
    ["/contribute/verify", "Choose your password", "signup"],
  ] as const) {
    const carrying: string[] = [];
    const watch = async (request: Request) => {
      if (carries(request, await request.allHeaders())) carrying.push(`${request.method()} ${request.url()}`);
    };
    page.on("request", watch);
    beacons.length = 0;
    const opened = page.waitForRequest((request) => request.isNavigationRequest());
    await page.goto(`${origin}${path}?token=${SECRET}`);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    // The address bar no longer shows it, and the page view and the vendor script saw the clean one.
    await expect(page).toHaveURL(`${origin}${path}`);
    await expect
      .poll(() => beacons.filter((beacon) => beacon.includes("en=page_view")).length, { message: path })
      .toBe(1);
    await expect.poll(() => beacons.some((beacon) => beacon.includes("en=loaded"))).toBe(true);
    expect(beacons.join("\n")).toContain(encodeURIComponent(`${origin}${path}`));
    await page.waitForLoadState("networkidle");
    // Only the link itself (the page's own request) and the page's check of its link (the token in
    // a header, never in an address) had the token so far: no asset, data request, Referer or beacon.
    const document = await opened;
    expect(carrying, path).toEqual([`GET ${document.url()}`, `GET ${origin}/api/link-status?kind=${kind}`]);
    page.off("request", watch);
  }

  // The page kept the token for its own call: the check of its link sends it in X-Link-Token (the
  // server finds no such link), the page says so at once, and still nothing else sends it.
  const check = page.waitForRequest((request) => request.url().includes("/api/link-status"));
  await page.goto(`${origin}/reset-password?token=${SECRET}`);
  await expect(page).toHaveURL(`${origin}/reset-password`);
  expect(await (await check).headerValue("x-link-token")).toBe(SECRET);
  await expect(page.getByRole("alert")).toHaveText("This link does not work.");
  expect(beacons.join("\n")).not.toContain(SECRET);

  // The server's own log has every one of these requests, never the token.
  expect(server?.lines.some((line) => line.includes('"path":"/api/link-status"'))).toBe(true);
  expect(server?.lines.filter((line) => line.includes(SECRET))).toEqual([]);
});
