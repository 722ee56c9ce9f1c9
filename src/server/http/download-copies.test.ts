import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DownloadCopies, type Pieces } from "./download-copies.ts";

const parent = mkdtempSync(join(tmpdir(), "download-copies-test-"));
afterAll(() => rmSync(parent, { recursive: true, force: true }));

/** Pieces handed out one at a time when the test says so, counting how often a build started. */
function gate() {
  const queue: { text: string | null; resolve?: () => void }[] = [];
  let wake: (() => void) | undefined;
  let builds = 0;
  const pieces = (): Pieces =>
    (async function* () {
      builds++;
      for (;;) {
        while (queue.length === 0) await new Promise<void>((resolve) => (wake = resolve));
        const next = queue.shift() as { text: string | null };
        if (next.text === null) return;
        yield next.text;
      }
    })();
  const push = (text: string | null) => {
    queue.push({ text });
    wake?.();
  };
  return { pieces, push, builds: () => builds };
}

const text = async (body: ReadableStream<Uint8Array>) => new Response(body).text();
/** The files of the copies' folder(s) inside `dir`. */
const filesIn = (dir: string) =>
  readdirSync(dir, { withFileTypes: true, recursive: true }).filter((e) => e.isFile());

describe("download copies", () => {
  it("makes one copy for every reader, each reading it from the first byte while it is made", async () => {
    const dir = mkdtempSync(join(parent, "one-"));
    const copies = new DownloadCopies({ dir });
    const g = gate();
    const first = copies.copyOf("a.txt", "o", 1, { at: 1 }, g.pieces);
    const a = first.read(() => {});
    g.push("head,");
    await a.started;
    const second = copies.copyOf("a.txt", "o", 1, { at: 1 }, g.pieces);
    expect(second).toBe(first);
    const b = second.read(() => {});
    const reading = Promise.all([text(a.body), text(b.body)]);
    g.push("middle,");
    g.push("tail");
    g.push(null);
    expect(await reading).toEqual(["head,middle,tail", "head,middle,tail"]);
    expect(g.builds()).toBe(1);
    expect(first.size).toBe(16);
    // A later reader of the complete copy: the same bytes, nothing made again.
    expect(await text(copies.copyOf("a.txt", "o", 1, {}, g.pieces).read(() => {}).body)).toBe(
      "head,middle,tail",
    );
    expect(g.builds()).toBe(1);
    await copies.close();
  });

  it("answers a newer copy to an older revision, and makes a new one for a newer revision or another origin", async () => {
    const dir = mkdtempSync(join(parent, "revisions-"));
    const copies = new DownloadCopies({ dir });
    const g = gate();
    const r2 = copies.copyOf("a.txt", "o", 2, { at: 2 }, g.pieces);
    expect(copies.copyOf("a.txt", "o", 1, { at: 1 }, g.pieces)).toBe(r2);
    const r3 = copies.copyOf("a.txt", "o", 3, { at: 3 }, g.pieces);
    expect(r3).not.toBe(r2);
    expect(r3.meta).toEqual({ at: 3 });
    expect(copies.copyOf("a.txt", "other", 3, { at: 3 }, g.pieces)).not.toBe(r3);
    g.push(null);
    g.push(null);
    g.push(null);
    await copies.close();
  });

  it("removes a retired copy's file once its last reader is done, and keeps the current one", async () => {
    const dir = mkdtempSync(join(parent, "retire-"));
    const copies = new DownloadCopies({ dir });
    const g = gate();
    const old = copies.copyOf("a.txt", "o", 1, {}, g.pieces);
    const reader = old.read(() => {});
    g.push("old");
    g.push(null);
    await reader.started;
    const current = copies.copyOf("b.txt", "o", 1, {}, g.pieces);
    const other = current.read(() => {});
    g.push("b");
    g.push(null);
    expect(await text(other.body)).toBe("b");
    expect(filesIn(dir)).toHaveLength(2);
    copies.retireBefore(2);
    // Still read: the file stays until the reader ends, whole.
    expect(filesIn(dir)).toHaveLength(2);
    expect(await text(reader.body)).toBe("old");
    await expect.poll(() => filesIn(dir).length).toBe(0);
    await copies.close();
    expect(readdirSync(dir)).toEqual([]);
  });

  it("stops making a retired copy that nobody reads", async () => {
    const dir = mkdtempSync(join(parent, "abandon-"));
    const copies = new DownloadCopies({ dir });
    const g = gate();
    let pulled = 0;
    const counted = (): Pieces =>
      (async function* () {
        for await (const piece of g.pieces()) {
          pulled++;
          yield piece;
        }
      })();
    const copy = copies.copyOf("a.txt", "o", 1, {}, counted);
    const reader = copy.read(() => {});
    g.push("x");
    await reader.started;
    await reader.body.cancel();
    copies.retireBefore(2);
    g.push("y");
    g.push("z");
    await expect.poll(() => filesIn(dir).length).toBe(0);
    expect(pulled).toBeLessThan(3);
    await copies.close();
  });

  it("rejects `started` when the copy fails before its first byte, and makes a new one next time", async () => {
    const dir = mkdtempSync(join(parent, "fail-"));
    const copies = new DownloadCopies({ dir });
    let calls = 0;
    const failing = (): Pieces =>
      (async function* () {
        calls++;
        if (calls === 1) throw new Error("database gone");
        yield "fine";
      })();
    const broken = copies.copyOf("a.txt", "o", 1, {}, failing);
    const ended: string[] = [];
    const reader = broken.read(() => ended.push("ended"));
    await expect(reader.started).rejects.toThrow("database gone");
    await expect(text(reader.body)).rejects.toThrow("database gone");
    expect(ended).toEqual(["ended"]);
    const next = copies.copyOf("a.txt", "o", 1, {}, failing);
    expect(next).not.toBe(broken);
    expect(await text(next.read(() => {}).body)).toBe("fine");
    await copies.close();
  });

  it("runs each reader's end once, however it ends", async () => {
    const dir = mkdtempSync(join(parent, "ends-"));
    const copies = new DownloadCopies({ dir });
    const g = gate();
    const copy = copies.copyOf("a.txt", "o", 1, {}, g.pieces);
    const ends: string[] = [];
    const done = copy.read(() => ends.push("read to the end"));
    const cancelled = copy.read(() => ends.push("cancelled"));
    g.push("x");
    g.push(null);
    await cancelled.body.cancel();
    await cancelled.body.cancel().catch(() => undefined);
    expect(await text(done.body)).toBe("x");
    expect(ends.sort()).toEqual(["cancelled", "read to the end"]);
    await copies.close();
  });
});
