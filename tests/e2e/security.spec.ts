import { request as httpRequest } from "node:http";
import type { APIRequestContext, Page } from "@playwright/test";
import { E2E_EDITOR } from "../../scripts/e2e-editor.ts";
import { expect, getJson, test } from "./fixtures.ts";

/** The header policy of every public page (the per-page script hashes are in the page's <meta>). */
const HEADER_POLICY =
  "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; form-action 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'";

/** Records every Content-Security-Policy violation the page reports, from the first script on. */
async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to (execute|load|apply|connect)/i.test(message.text())) {
      seen.push(message.text());
    }
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const holder = window as unknown as { __violations?: string[] };
      holder.__violations = [
        ...(holder.__violations ?? []),
        `${event.violatedDirective} ${event.blockedURI}`,
      ];
    });
  });
  return seen;
}

const violationsIn = (page: Page) =>
  page.evaluate(() => (window as unknown as { __violations?: string[] }).__violations ?? []);

/**
 * Every public page type, in groups that run as tests of their own (so the workers share them out);
 * each group finds the records it visits through the API.
 */
const PAGE_GROUPS: { name: string; paths: (request: APIRequestContext) => Promise<string[]> }[] = [
  {
    name: "home, synthesis and molecules",
    paths: async (request) => {
      const [synthesis] = await getJson<{ id: number }[]>(request, "/api/syntheses");
      return ["/", `/syn/${synthesis.id}`, "/molecule", "/molecule/quinine", "/search?q=quinine"];
    },
  },
  {
    name: "investigators, decades and carbon counts",
    paths: async (request) => {
      const authors = await getJson<{ url: string; syntheses_count: number }[]>(request, "/api/authors");
      const author = authors.find((a) => a.syntheses_count > 0);
      return ["/author", `/authors/${author?.url}`, "/date", "/carbon"];
    },
  },
  {
    name: "named reactions and protecting groups",
    paths: async (request) => {
      const named = await getJson<{ url: string }[]>(request, "/api/named-reactions");
      const groups = await getJson<{ url: string }[]>(request, "/api/protecting-groups");
      return [
        "/named-reactions",
        `/named-reactions/${named[0].url}`,
        "/protecting-group",
        `/protecting-group/${groups[0].url}`,
      ];
    },
  },
  {
    name: "contribute, the site's own pages and a missing page",
    paths: async () => [
      "/contribute",
      "/contact",
      "/privacy",
      "/cookie",
      "/terms",
      "/login",
      "/no-such-page",
    ],
  },
];

for (const group of PAGE_GROUPS) {
  test(`no page breaks its Content-Security-Policy, first visit or from the cache: ${group.name}`, async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const paths = await group.paths(request);
    const consoleViolations = await watchViolations(page);
    for (const path of paths) {
      // Twice: the second answer comes from the shared cache with the policy stored beside it.
      for (let round = 0; round < 2; round++) {
        const response = await page.goto(path);
        expect(response?.headers()["content-security-policy"], path).toBe(HEADER_POLICY);
        expect(response?.headers()["x-content-type-options"], path).toBe("nosniff");
        // The page's own policy opens its <head> and lists its inline scripts' hashes.
        const pagePolicy = page.locator('head > meta[http-equiv="Content-Security-Policy"]:first-child');
        await expect(pagePolicy).toHaveAttribute(
          "content",
          /^script-src 'self'( 'sha256-[A-Za-z0-9+/]{43}=')+$/,
        );
        // goto waited for the load event and for hydration, after which a public page requests
        // nothing of its own accord (no prefetching, no analytics without consent): every script and
        // style it runs has been checked by now, with no 500 ms of network silence to wait for.
        expect(await violationsIn(page), path).toEqual([]);
      }
    }
    expect(consoleViolations).toEqual([]);
  });
}

test("navigations inside the app keep the document and break no policy", async ({ page }) => {
  const consoleViolations = await watchViolations(page);
  // Route discovery, data request, the new page rendered by the browser: the document stays the
  // same one, no reload forced by a refused or mangled request. The molecule list has many links,
  // which React Router asks about in long discovery URLs.
  const sameDocument = () => page.evaluate(() => (window as unknown as { __same?: boolean }).__same === true);
  for (const [from, link, to] of [
    ["/", "Named Reactions", /\/named-reactions$/],
    ["/molecule", /Quinine \(\d+ syntheses\)/, /\/molecule\/quinine$/],
  ] as const) {
    await page.goto(from);
    await page.waitForLoadState("networkidle");
    await page.evaluate(() => {
      (window as unknown as { __same?: boolean }).__same = true;
    });
    await page.getByRole("link", { name: link }).first().click();
    await expect(page).toHaveURL(to);
    await page.waitForLoadState("networkidle");
    expect(await sameDocument(), `${from} -> ${link}`).toBe(true);
  }
  expect(await violationsIn(page)).toEqual([]);
  expect(consoleViolations).toEqual([]);
});

test("an inline script that is not the page's own is refused, though the header alone would allow it", async ({
  page,
}) => {
  await watchViolations(page);
  await page.goto("/terms");
  const ran = await page.evaluate(async () => {
    // An inline script runs as it is appended, if at all; the browser reports a refusal as an event.
    const refused = new Promise((resolve) =>
      document.addEventListener("securitypolicyviolation", resolve, { once: true }),
    );
    const script = document.createElement("script");
    script.textContent = "window.__injected = true;";
    document.body.append(script);
    await refused;
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  expect(await violationsIn(page)).toEqual(["script-src-elem inline"]);
});

/** A GET with a chosen Host header (browsers and fetch do not let a page set it). */
function getWithHost(baseURL: string, path: string, host: string): Promise<string> {
  const url = new URL(path, baseURL);
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers: { Host: host } }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => (text += chunk));
      res.on("end", () => resolve(text));
    });
    req.on("error", reject);
    req.end();
  });
}

test("a foreign Host header changes only its own answer, never what the cache gives others", async ({
  baseURL,
}) => {
  const origin = baseURL ?? "";
  const host = new URL(origin).host;
  for (const path of ["/terms", "/sitemap.xml"]) {
    const forged = await getWithHost(origin, path, "evil.example");
    expect(forged).toContain("http://evil.example/");
    const honest = await getWithHost(origin, path, host);
    expect(honest).not.toContain("evil.example");
    expect(honest).toContain(`${origin}/`);
    // And the other way round: an honest visitor first, then a forged one, then honest again.
    await getWithHost(origin, path, "evil.example");
    expect(await getWithHost(origin, path, host)).not.toContain("evil.example");
  }
});

test("after signing in, a next that leaves the site goes to the home page", async ({ page }) => {
  for (const next of ["//x.org", "/%5Cx.org", "https:x.org", "javascript:alert(1)"]) {
    await page.context().clearCookies();
    await page.goto(`/login?next=${encodeURIComponent(next)}`);
    await page.getByLabel("Email").fill(E2E_EDITOR.email);
    await page.getByLabel("Password", { exact: true }).fill(E2E_EDITOR.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  }
  await page.context().clearCookies();
  await page.goto(`/login?next=${encodeURIComponent("/named-reactions")}`);
  await page.getByLabel("Email").fill(E2E_EDITOR.email);
  await page.getByLabel("Password", { exact: true }).fill(E2E_EDITOR.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/named-reactions$/);
});
