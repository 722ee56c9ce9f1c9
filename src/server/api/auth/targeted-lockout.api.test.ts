import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app.ts";
import { createUser } from "../shared/create-user.ts";

const PASSWORD = "the-owner-knows-this-one";
const XSRF = "x".repeat(43);

// The default limits (5 per address and email, 30 per address, 20 per account, each a minute),
// with the client address taken from X-Forwarded-For as behind a reverse proxy.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "true" });
});
afterAll(() => t.close());

let owners = 0;
/** An admin account of the test's own: the limits count per account, so tests never share one. */
async function newOwner(): Promise<string> {
  const email = `admin-owner-${++owners}@example.org`;
  await createUser(
    { users: t.runtime.repos.users },
    { email, name: "Owner of the archive", password: PASSWORD, role: "admin" },
  );
  return email;
}

function loginAs(email: string, password: string, address: string, deviceCookie = "") {
  return t.request("/api/login", {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Cookie: `XSRF-TOKEN=${XSRF}${deviceCookie ? `; ${deviceCookie}` : ""}`,
      "X-XSRF-TOKEN": XSRF,
      "X-Forwarded-For": address,
    },
    body: JSON.stringify({ email, password }),
  });
}

/** The `synthesis_device=…` pair a successful sign-in set. */
function deviceCookieOf(response: Response): string {
  const set = response.headers.getSetCookie().find((line) => line.startsWith("synthesis_device="));
  expect(set).toMatch(/HttpOnly/i);
  return set?.split(";")[0] ?? "";
}

const ATTACKERS = ["198.51.100.1", "198.51.100.2", "2001:db8:66:1::1", "2001:db8:66:2::1"];

describe(`no targeted lockout (${process.env.TEST_ENGINE ?? "sqlite"})`, () => {
  it("failures from four addresses do not keep the owner's correct password out", async () => {
    const owner = await newOwner();
    const login = (...rest: [string, string, string?]) => loginAs(owner, ...rest);
    for (const address of ATTACKERS) {
      for (let i = 0; i < 5; i++) expect((await login(`guess-${i}`, address)).status).toBe(401);
    }
    // The account's limit is reached; the addresses that failed stay limited, a neighbour in the
    // same IPv6 /64 included, even with the right password.
    for (const address of [...ATTACKERS, "2001:db8:66:1:ffff::9"]) {
      const refused = await login(PASSWORD, address);
      expect(refused.status, address).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    }

    // The owner, from a fifth address, signs in.
    const signedIn = await login(PASSWORD, "203.0.113.5");
    expect(signedIn.status).toBe(200);
    expect((await signedIn.json()).user.email).toBe(owner);
    const device = deviceCookieOf(signedIn);

    // The attack goes on from the owner's other address: one wrong guess there makes it a place
    // that failed, so without the device cookie the correct password is refused…
    expect((await login("guess-x", "192.0.2.77")).status).toBe(401);
    expect((await login(PASSWORD, "192.0.2.77")).status).toBe(429);
    // (a made-up device cookie changes nothing)
    expect((await login(PASSWORD, "192.0.2.77", "synthesis_device=abc.def")).status).toBe(429);
    // …but the browser that signed in before is still let through.
    expect((await login(PASSWORD, "192.0.2.77", device)).status).toBe(200);

    // And the attackers remain limited after the owner's sign-ins.
    for (const address of ATTACKERS) expect((await login(PASSWORD, address)).status).toBe(429);
  });

  it("a fresh address gets its password checked once while the account limit is reached", async () => {
    const owner = await newOwner();
    const login = (...rest: [string, string, string?]) => loginAs(owner, ...rest);
    // The account's limit, reached from four addresses.
    for (let i = 0; i < 4; i++) {
      for (let j = 0; j < 5; j++) await login(`more-${j}`, `198.51.101.${i}`);
    }
    expect((await login("one-guess", "203.0.113.200")).status).toBe(401);
    expect((await login("second-guess", "203.0.113.200")).status).toBe(429);
  });
});
