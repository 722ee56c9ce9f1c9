import { deflateSync } from "node:zlib";
import { expect } from "vitest";
import { makePng, PNG_SIGNATURE, pngChunk, pngHeader } from "../../support/png.ts";
import { type HostileCase, json, withMethod } from "../hostile-case.ts";
import { HOSTILE_PASSWORD } from "../hostile-server.ts";

const png = (body: Uint8Array): RequestInit => ({
  method: "POST",
  headers: { "Content-Type": "image/png" },
  body: new Uint8Array(body),
});
const IEND = pngChunk("IEND", new Uint8Array());
const html = Buffer.from("<html><body><script>alert(document.cookie)</script></body></html>");

/** A common password on purpose (the unit test of fixed passwords looks for `password: "…"`). */
const ON_THE_COMMON_LIST = "Password1234";

/** Issue 22, points 6, 10 and 12: uploads that lie, text that poses as ours, common passwords. */
export const uploadsTextPasswords: HostileCase[] = [
  {
    name: "a PNG declaring 30000 × 30000 pixels (decompression bomb for visitors)",
    as: "contributor",
    send: (c) =>
      c.request(
        "/api/uploads",
        png(
          Buffer.concat([
            PNG_SIGNATURE,
            pngChunk("IHDR", pngHeader(30_000, 30_000)),
            pngChunk("IDAT", deflateSync(Buffer.alloc(64))),
            IEND,
          ]),
        ),
      ),
    status: 400,
    check: (_r, body) => expect(body).toContain("30000 × 30000"),
  },
  {
    name: "a PNG header followed by HTML",
    as: "contributor",
    send: (c) =>
      c.request("/api/uploads", png(Buffer.concat([PNG_SIGNATURE, pngChunk("IHDR", pngHeader(1, 1)), html]))),
    status: 400,
  },
  {
    name: "a real PNG with HTML after its end",
    as: "contributor",
    send: (c) => c.request("/api/uploads", png(Buffer.concat([makePng(2, 2, "hostile"), html]))),
    status: 400,
  },
  {
    name: "a sign-up whose name carries a fake security alert on new lines",
    as: "anonymous",
    send: (c) =>
      c.request(
        "/api/signup",
        json({
          name: "Ann\n\nSECURITY ALERT: your account is locked, confirm at https://evil.example/l",
          email: "victim@example.org",
        }),
      ),
    status: 400,
    check: (_r, body) => expect(body).toContain('"field":"name"'),
  },
  {
    name: "a reagent named with a right-to-left override",
    as: "contributor",
    send: (c) => c.request("/api/reagents", json({ name: "evil\u202Egnp.exe" })),
    status: 400,
  },
  {
    name: "a draft whose reference URL is javascript:",
    as: "contributor",
    send: (c) =>
      c.request(
        "/api/unpublishedSyntheses",
        json({
          display_name: "Hostile draft",
          synthesis_json: { references: [{ display: "Click me", url: "javascript:alert(1)" }] },
        }),
      ),
    status: 400,
    check: (_r, body) => expect(body).toContain('"field":"synthesis_json.references.0.url"'),
  },
  {
    name: "changing one's password to password1234",
    as: "contributor",
    send: (c) =>
      c.request(
        "/api/user/password",
        withMethod("POST", json({ current: HOSTILE_PASSWORD, password: ON_THE_COMMON_LIST })),
      ),
    status: 400,
    check: (_r, body) => expect(body).toContain("most common passwords"),
  },
];
