import { connect, type Socket } from "node:net";

/** One HTTP/1.1 answer read off a raw connection: status, headers (lower-case names) and body. */
export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/**
 * The answers in the bytes a connection received, in order (Content-Length or chunked bodies); an
 * answer cut short is left out, so a test sees a truncated body as a missing answer.
 */
export function parseAnswers(bytes: Buffer): RawAnswer[] {
  const answers: RawAnswer[] = [];
  let at = 0;
  while (at < bytes.length) {
    const headEnd = bytes.indexOf("\r\n\r\n", at);
    if (headEnd === -1) break;
    const [statusLine = "", ...lines] = bytes.subarray(at, headEnd).toString("latin1").split("\r\n");
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const colon = line.indexOf(":");
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    const status = Number(statusLine.split(" ")[1]);
    let next = headEnd + 4;
    let body: Buffer;
    if (headers["transfer-encoding"] === "chunked") {
      const parts: Buffer[] = [];
      for (;;) {
        const lineEnd = bytes.indexOf("\r\n", next);
        if (lineEnd === -1) return answers;
        const size = Number.parseInt(bytes.subarray(next, lineEnd).toString("latin1"), 16);
        if (Number.isNaN(size) || lineEnd + 2 + size + 2 > bytes.length) return answers;
        parts.push(bytes.subarray(lineEnd + 2, lineEnd + 2 + size));
        next = lineEnd + 2 + size + 2;
        if (size === 0) break;
      }
      body = Buffer.concat(parts);
    } else {
      const length = Number(headers["content-length"] ?? 0);
      if (next + length > bytes.length) return answers;
      body = bytes.subarray(next, next + length);
      next += length;
    }
    answers.push({ status, headers, body });
    at = next;
  }
  return answers;
}

/** What a raw connection ended with: its answers, the socket error if any, and when it closed. */
export interface RawOutcome {
  answers: RawAnswer[];
  error: string;
  closedAt: number;
}

/**
 * A request written by hand on a connection of its own (keep-alive, as HTTP/1.1 clients and proxies
 * use them), so a test knows when its bytes were handed to the kernel and sees the server's
 * Connection header. `closed` resolves when the server (or the test) closes the connection.
 */
export function rawConnection(port: number) {
  const socket: Socket = connect(port, "127.0.0.1");
  const chunks: Buffer[] = [];
  let error = "";
  socket.on("data", (chunk: Buffer) => chunks.push(chunk));
  socket.on("error", (e: NodeJS.ErrnoException) => {
    error = e.code ?? e.message;
  });
  const closed = new Promise<RawOutcome>((resolve) =>
    socket.on("close", () =>
      resolve({ answers: parseAnswers(Buffer.concat(chunks)), error, closedAt: performance.now() }),
    ),
  );
  return {
    socket,
    closed,
    /** Bytes received so far. */
    received: () => chunks.reduce((n, c) => n + c.length, 0),
    /** Resolves once `text` has been handed to the kernel. */
    write: (text: string | Buffer) =>
      new Promise<void>((resolve, reject) => socket.write(text, (e) => (e ? reject(e) : resolve()))),
  };
}

/** The head of a request: its line, Host and the given headers (a body's length included by the caller). */
export function requestHead(method: string, path: string, headers: Record<string, string> = {}): string {
  const lines = [`${method} ${path} HTTP/1.1`, "Host: 127.0.0.1"];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  return `${lines.join("\r\n")}\r\n\r\n`;
}
