import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * Where the end-to-end server of a port tells the tests its e-mail outbox is: a small file in the
 * system's temporary folder holding the outbox folder's path (that folder lives inside the server's
 * own temporary folder and goes with it).
 */
export function outboxPointerFile(port: number | string): string {
  return join(tmpdir(), `synthesis-e2e-outbox-${port}.txt`);
}
