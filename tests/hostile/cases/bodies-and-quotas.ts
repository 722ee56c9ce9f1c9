import { request as httpRequest, type IncomingMessage } from "node:http";
import { expect } from "vitest";
import { type HostileCase, json } from "../hostile-case.ts";
import type { HostileClient } from "../hostile-client.ts";
import { HOSTILE_ACCOUNTS, HOSTILE_DRAFT_LIMIT } from "../hostile-server.ts";

/** The answer to a request, read with node:http (fetch cannot read an answer that arrives before its body is sent). */
function answerOf(res: IncomingMessage, done: (response: Response) => void) {
  const chunks: Buffer[] = [];
  res.on("data", (chunk: Buffer) => chunks.push(chunk));
  res.on("end", () =>
    done(
      new Response(Buffer.concat(chunks), {
        status: res.statusCode ?? 0,
        headers: res.headers as HeadersInit,
      }),
    ),
  );
}

/**
 * A POST of `bytes` of JSON-looking text in chunked encoding (no Content-Length), written only as
 * fast as the server reads it and stopped once it answers. The server then closes the connection
 * under the unsent rest, which is not a failure (fetch would report it as one: EPIPE).
 */
function streamedUntilAnswered(c: HostileClient, path: string, bytes: number): Promise<Response> {
  const url = new URL(path, c.origin);
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = httpRequest(url, {
      method: "POST",
      headers: { ...c.headersFor(), "Content-Type": "application/json" },
    });
    req.on("response", (res) => {
      answered = true;
      answerOf(res, (response) => {
        req.destroy();
        resolve(response);
      });
    });
    req.on("error", (error) => {
      if (!answered) reject(error);
    });
    const chunk = Buffer.from(`"${"x".repeat(64 * 1024 - 2)}"`);
    let sent = 0;
    const pump = () => {
      while (!answered && sent < bytes) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once("drain", pump);
      }
      if (!answered) req.end();
    };
    pump();
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
    req.on("response", (res) =>
      answerOf(res, (response) => {
        req.destroy();
        resolve(response);
      }),
    );
    req.on("error", reject);
    req.write(`{"x":"${"x".repeat(1000)}`);
  });
}

/** Issue 22, points 2 and 11: bodies beyond the route's limit, contributors beyond their quota. */
export const bodiesAndQuotas: HostileCase[] = [
  {
    name: "a 50 MB streamed body (no Content-Length) to a lookup route",
    as: "editor",
    send: (c) => streamedUntilAnswered(c, "/api/solvents", 50 * 2 ** 20),
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
