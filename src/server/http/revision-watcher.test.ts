import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RevisionWatcher } from "./revision-watcher.ts";

const INTERVAL = 1_000;
const START = Date.UTC(2026, 0, 1, 12);

/** A database the test switches off and on; a refused connection fails like pg's. */
function database() {
  const state = { up: true, revision: 1, polls: [] as number[] };
  return {
    state,
    revisions: {
      async current() {
        state.polls.push(Date.now() - START);
        if (!state.up)
          throw Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
        return state.revision;
      },
    },
  };
}

function outageLog() {
  const lines: { at: number; level: string; fields: Record<string, unknown> }[] = [];
  const add = (level: string) => (fields: object) =>
    lines.push({ at: Date.now() - START, level, fields: fields as Record<string, unknown> });
  return { lines, log: { warn: add("warn"), info: add("info") } };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});
afterEach(() => vi.useRealTimers());

describe("RevisionWatcher polling", () => {
  it("keeps its interval through an outage and sees a write within one interval of the database's return", async () => {
    const db = database();
    const { lines, log } = outageLog();
    const watcher = new RevisionWatcher(db.revisions, log);
    watcher.start(INTERVAL);
    await vi.advanceTimersByTimeAsync(2_500);
    expect(watcher.value).toBe(1);

    db.state.up = false; // at 2.5 s
    await vi.advanceTimersByTimeAsync(20_000);
    db.state.up = true; // at 22.5 s, with a write made meanwhile by another server
    db.state.revision = 2;
    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect(watcher.value).toBe(2);
    watcher.stop();

    // One poll per interval all along: no backing off while the database is away.
    expect(db.state.polls).toEqual(Array.from({ length: 23 }, (_, i) => (i + 1) * INTERVAL));
    expect(lines.map((l) => [l.at, l.fields.event])).toEqual([
      [3_000, "database_unreachable"],
      [23_000, "database_reachable"],
    ]);
    // Down from the first failed poll (3 s) to the first answer (23 s): the outage's true 20 s.
    expect(lines[1]?.fields).toMatchObject({ downMs: 20_000, failedPolls: 20 });
    expect(lines[0]?.fields.since).toBe(new Date(START + 3_000).toISOString());
  });

  it("dates the outage from when its first failed poll was sent, even when that poll fails late", async () => {
    const db = database();
    const { lines, log } = outageLog();
    // The first poll of the outage waits 10 s for a connection (the pool's timeout), then fails.
    let slow = true;
    const watcher = new RevisionWatcher(
      {
        async current() {
          if (db.state.up) return db.state.revision;
          if (slow) {
            slow = false;
            await new Promise((r) => setTimeout(r, 10_000));
          }
          throw Object.assign(new Error("timeout exceeded when trying to connect"), {});
        },
      },
      log,
    );
    watcher.start(INTERVAL);
    await vi.advanceTimersByTimeAsync(1_500);
    db.state.up = false;
    await vi.advanceTimersByTimeAsync(15_000);
    db.state.up = true;
    await vi.advanceTimersByTimeAsync(INTERVAL);
    watcher.stop();
    expect(lines[0]).toMatchObject({ at: 12_000, fields: { since: new Date(START + 2_000).toISOString() } });
    expect(lines[1]?.fields.downMs).toBe(lines[1] ? lines[1].at - 2_000 : -1);
  });

  it("stops polling when stopped", async () => {
    const db = database();
    const watcher = new RevisionWatcher(db.revisions);
    watcher.start(INTERVAL);
    await vi.advanceTimersByTimeAsync(3_500);
    watcher.stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(db.state.polls).toHaveLength(3);
  });
});

describe("RevisionWatcher: what changed", () => {
  /** A revision counter with a change log; a revision without a row is a write that named nothing. */
  function changeLog() {
    const state = { revision: 1, log: new Map<number, string[]>(), reads: 0 };
    const write = (tags?: string[]) => {
      state.revision++;
      if (tags) state.log.set(state.revision, tags);
    };
    const revisions = {
      async current() {
        return state.revision;
      },
      async changedBetween(after: number, upTo: number) {
        state.reads++;
        const tags = new Set<string>();
        for (let r = after + 1; r <= upTo; r++) {
          const row = state.log.get(r);
          if (!row) return null;
          for (const tag of row) tags.add(tag);
        }
        return tags;
      },
    };
    return { state, write, revisions };
  }

  it("tells its listeners the tags of every write since the revision it knew, or null when one is unknown", async () => {
    const db = changeLog();
    const watcher = new RevisionWatcher(db.revisions);
    const told: [number, string[] | null][] = [];
    watcher.onChange((revision, changed) => told.push([revision, changed ? [...changed].sort() : null]));
    await watcher.refresh();
    db.write(["synthesis:1", "archive"]);
    db.write(["molecule:4"]);
    await watcher.refresh();
    db.write();
    await watcher.refresh();
    db.write(["synthesis:2"]);
    await watcher.refresh();
    await watcher.refresh();
    expect(told).toEqual([
      [1, null], // the first read: nothing known before it
      [3, ["archive", "molecule:4", "synthesis:1"]],
      [4, null],
      [5, ["synthesis:2"]],
    ]);
  });

  it("overlapping refreshes cover every write and never go back to an older revision", async () => {
    const db = changeLog();
    const watcher = new RevisionWatcher(db.revisions);
    await watcher.refresh();
    const told: [number, string[] | null][] = [];
    watcher.onChange((revision, changed) => told.push([revision, changed ? [...changed].sort() : null]));
    // The first refresh's read of the log is held until the second refresh has finished.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const read = db.revisions.changedBetween;
    db.revisions.changedBetween = async (after, upTo) => {
      if (upTo === 2) await held;
      return read(after, upTo);
    };
    db.write(["synthesis:1"]);
    const first = watcher.refresh(); // reads revision 2
    db.write(["synthesis:2"]);
    await watcher.refresh(); // reads revision 3, and finishes first
    release();
    await first;
    expect(watcher.value).toBe(3);
    const seen = new Set(told.flatMap(([, changed]) => changed ?? []));
    expect(seen).toEqual(new Set(["synthesis:1", "synthesis:2"]));
    expect(told.map(([revision]) => revision)).toEqual([3]);
  });

  it("without a change log (an older repository) every change is unknown", async () => {
    let revision = 1;
    const watcher = new RevisionWatcher({ current: async () => revision });
    await watcher.refresh();
    const told: unknown[] = [];
    watcher.onChange((_, changed) => told.push(changed));
    revision = 2;
    await watcher.refresh();
    expect(told).toEqual([null]);
  });
});
