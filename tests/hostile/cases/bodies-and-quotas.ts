import { request as httpRequest } from "node:http";
import { expect } from "vitest";
import { type HostileCase, json } from "../hostile-case.ts";
import type { HostileClient } from "../hostile-client.ts";
import { HOSTILE_ACCOUNTS, HOSTILE_DRAFT_LIMIT } from "../hostile-server.ts";

/** A JSON-looking body of `bytes`, produced only as fast as the server reads it. */
function streamedBody(bytes: number): ReadableStream<Uint8Array> {
  const chunk = new TextEncoder().encode(`"${"x".repeat(64 * 1024 - 2)}"`);
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      controller.enqueue(chunk);
      sent += chunk.length;
    },
  });
}

/**
 * A POST that declares `bytes` of JSON but sends only the first kilobyte and waits: the server must
 * answer from the header alone (fetch cannot read an answer that arrives before its body is sent).
 */
function declaredButUnsent(c: HostileClient, path: string, bytes: number): Promise<Response> {
  const url = new URL(path, c.origin);
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, {
      method: "POST",
      headers: { ...c.headersFor(), "Content-Type": "application/json", "Content-Length": String(bytes) },
    });
    req.on("response", (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        req.destroy();
        resolve(
          new Response(Buffer.concat(chunks), {
            status: res.statusCode ?? 0,
            headers: res.headers as HeadersInit,
          }),
        );
      });
    });
    req.on("error", reject);
    req.write(`{"x":"${"x".repeat(1000)}`);
  });
}

/** Issue 22, points 2 and 11: bodies beyond the route's limit, contributors beyond their quota. */
export const bodiesAndQuotas: HostileCase[] = [
  {
    name: "a 50 MB streamed body (no Content-Length) to a lookup route",
    as: "editor",
    send: (c) =>
      c.request("/api/solvents", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: streamedBody(50 * 2 ** 20),
        duplex: "half",
      }),
    status: 413,
  },
  {
    name: "a 50 MB Content-Length on the publish route",
    as: "editor",
    send: (c) => declaredButUnsent(c, "/api/unpublishedSyntheses/1/publish", 50 * 2 ** 20),
    status: 413,
  },
  {
    name: "one draft more than the contributor's quota",
    as: "contributor",
    account: HOSTILE_ACCOUNTS.hoarder,
    async prepare(c) {
      for (let i = 0; i < HOSTILE_DRAFT_LIMIT; i++) {
        const saved = await c.request(
          "/api/unpublishedSyntheses",
          json({ display_name: `Hoard ${i}`, synthesis_json: {} }),
        );
        expect(saved.status).toBe(201);
        await saved.arrayBuffer();
      }
    },
    send: (c) =>
      c.request("/api/unpublishedSyntheses", json({ display_name: "One too many", synthesis_json: {} })),
    status: 409,
    check: (_r, body) => expect(body).toContain("quota_exceeded"),
  },
];
