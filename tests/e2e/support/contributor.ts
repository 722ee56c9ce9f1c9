import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures.ts";
import { newestMailTo, textPart } from "./outbox.ts";

/** The XSRF-TOKEN cookie of the page's context, for API writes (X-XSRF-TOKEN). */
export async function xsrfToken(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === "XSRF-TOKEN");
  return decodeURIComponent(cookie?.value ?? "");
}

/**
 * A new contributor, signed up through the API (the form itself is tested in contribute.spec.ts):
 * afterwards the page's context holds their session.
 */
export async function signUpContributor(page: Page, name: string, email: string, password: string) {
  const port = new URL(test.info().project.use.baseURL ?? "").port;
  await page.request.get("/sanctum/csrf-cookie");
  const signup = await page.request.post("/api/signup", {
    data: { name, email },
    headers: { "X-XSRF-TOKEN": await xsrfToken(page) },
  });
  expect(signup.status()).toBe(202);
  let token = "";
  await expect
    .poll(() => {
      const raw = newestMailTo(port, email);
      token = raw ? (/verify\?token=([\w%.~-]+)/.exec(textPart(raw))?.[1] ?? "") : "";
      return token;
    })
    .not.toBe("");
  const verified = await page.request.post("/api/signup/verify", {
    data: { token: decodeURIComponent(token), password },
    headers: { "X-XSRF-TOKEN": await xsrfToken(page) },
  });
  expect(verified.status()).toBe(201);
}
