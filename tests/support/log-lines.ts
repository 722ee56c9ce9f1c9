import { Writable } from "node:stream";
import pino from "pino";

/**
 * An in-memory log for a test app (`createTestApp({}, { logger })`): every line it writes at info
 * and above, as written (pino's JSON), in `lines`.
 */
export function memoryLog(): { lines: string[]; logger: pino.Logger } {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split("\n").filter(Boolean));
      done();
    },
  });
  return { lines, logger: pino({ level: "info", base: undefined }, sink) };
}
