import { expect } from "vitest";
import { type HostileCase, json } from "../hostile-case.ts";

/**
 * The corpus of earlier hardening: oversized, malformed, deeply nested and unicode-trick requests
 * that the archive already refused before the open sign-up's own cases were added.
 */
export const earlierHardening: HostileCase[] = [
  {
    name: "a request target over 2 KB is refused before routing",
    as: "anonymous",
    send: (c) => c.request(`/api/search?q=${"a".repeat(5_000)}`),
    status: 414,
  },
  {
    name: "malformed JSON at sign-in names the body",
    as: "anonymous",
    send: (c) => c.request("/api/login", { ...json(null), body: '{"email": "a@b.org", "password": ' }),
    status: 400,
  },
  {
    name: "JSON nested 100,000 deep is refused, not a stack overflow",
    as: "editor",
    send: (c) =>
      c.request("/api/solvents", { ...json(null), body: `${"[".repeat(100_000)}${"]".repeat(100_000)}` }),
    status: [400, 413],
  },
  {
    name: "a body that is not JSON where JSON is read",
    as: "editor",
    send: (c) =>
      c.request("/api/solvents", {
        method: "POST",
        headers: { "Content-Type": "text/plain" },
        body: "name=x",
      }),
    status: [400, 415],
  },
  {
    name: "broken percent-encoding in a query",
    as: "anonymous",
    send: (c) => c.request("/api/search?q=%E0%A4%A"),
    status: [200, 400],
  },
  {
    name: "a NUL byte and a lone surrogate in a search",
    as: "anonymous",
    send: (c) => c.request("/api/search?q=ab%00cd%ED%A0%80"),
    status: [200, 400],
  },
  {
    name: "an id beyond every integer type",
    as: "anonymous",
    send: (c) => c.request("/api/syntheses/99999999999999999999999999"),
    status: 404,
  },
  {
    name: "an id in Arabic-Indic digits",
    as: "anonymous",
    send: (c) => c.request("/api/syntheses/%D9%A1%D9%A2"),
    status: 404,
  },
  {
    name: "path traversal into the image folder",
    as: "anonymous",
    send: (c) => c.request("/images/molecules/..%2F..%2F..%2Fetc%2Fpasswd"),
    status: [400, 404],
  },
  {
    name: "a page path with encoded traversal",
    as: "anonymous",
    send: (c) => c.request("/syn/..%2F..%2Fapi%2Fuser"),
    status: [400, 404],
  },
  {
    name: "a write without a session",
    as: "anonymous",
    send: (c) => c.request("/api/solvents", json({ name: "Anonymous solvent" })),
    status: [401, 419],
  },
  {
    name: "a write whose anti-forgery token is missing",
    as: "editor",
    send: (c) =>
      c.request("/api/solvents", {
        ...json({ name: "Forged solvent" }),
        headers: { "Content-Type": "application/json", "X-XSRF-TOKEN": "forged" },
      }),
    status: 419,
  },
  {
    name: "a contributor deleting a seeded solvent",
    as: "contributor",
    send: (c) => c.request("/api/solvents/1", { method: "DELETE" }),
    status: [403, 404],
  },
  {
    name: "a password of a megabyte at sign-in",
    as: "anonymous",
    send: (c) =>
      c.request("/api/login", json({ email: "erin@hostile.test", password: "x".repeat(1_000_000) })),
    status: [400, 413],
  },
  {
    name: "an e-mail with a right-to-left override at sign-in",
    as: "anonymous",
    send: (c) =>
      c.request("/api/login", json({ email: "erin\u202e@hostile.test", password: "x".repeat(20) })),
    status: [400, 422],
  },
  {
    name: "an unknown format of structure search",
    as: "anonymous",
    send: (c) => c.request("/api/search/structure?q=c1ccccc1&mode=%3Cscript%3E"),
    status: 400,
    check: (_response, body) => expect(body).not.toContain("<script>"),
  },
  {
    name: "a search with 400 terms",
    as: "anonymous",
    send: (c) =>
      c.request(
        `/api/search?q=${encodeURIComponent(Array.from({ length: 400 }, (_, i) => `w${i}`).join(" "))}`,
      ),
    status: [200, 400, 414],
  },
];
