import { expect, test } from "./fixtures.ts";

test("sitemap.xml lists the public pages and every synthesis from the database", async ({
  request,
  baseURL,
}) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/xml");
  const xml = await response.text();
  expect(xml).toContain(`<loc>${baseURL}/</loc>`);
  expect(xml).toContain(`<loc>${baseURL}/named-reactions</loc>`);
  const syntheses = (await (await request.get("/api/syntheses")).json()) as { id: number }[];
  for (const s of syntheses) expect(xml).toContain(`<loc>${baseURL}/syn/${s.id}</loc>`);
});

test("robots.txt keeps crawlers out of the editor and points to the sitemap", async ({
  request,
  baseURL,
}) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toContain("Disallow: /edit");
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test("unknown API paths stay JSON 404s and never fall through to pages", async ({ request }) => {
  const response = await request.get("/api/no-such-thing");
  expect(response.status()).toBe(404);
  expect(await response.json()).toMatchObject({ error: { code: "not_found" } });
});

test("anonymous pages are cached whole with an ETag; pages for a session never are", async ({ request }) => {
  const first = await request.get("/named-reactions");
  expect(first.status()).toBe(200);
  const etag = first.headers().etag;
  expect(etag).toMatch(/^W\/".+"$/);
  expect(first.headers()["cache-control"]).toContain("public");
  const again = await request.get("/named-reactions", { headers: { "If-None-Match": etag } });
  expect(again.status()).toBe(304);

  const personal = await request.get("/named-reactions", {
    headers: { Cookie: "synthesis_session=not-a-real-session" },
  });
  expect(personal.status()).toBe(200);
  expect(personal.headers()["cache-control"]).toBe("private, no-store");
  expect(personal.headers().etag).toBeUndefined();
});
