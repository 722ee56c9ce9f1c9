import pino from "pino";
import { describe, expect, it } from "vitest";
import type { DrainResult } from "./http/connection-drain.ts";
import { gracefulShutdown, type ShutdownDeps } from "./shutdown.ts";

/** A shutdown over a fake drain and runtime, begun by SIGTERM: what happened, in order, and the exit code. */
function harness(options: { close?: () => Promise<void> } = {}) {
  const steps: string[] = [];
  const lines: { msg: string }[] = [];
  let endDrain: (result: DrainResult) => void = () => undefined;
  let exit: (code: number) => void = () => undefined;
  const exited = new Promise<number>((resolve) => {
    exit = resolve;
  });
  const deps: ShutdownDeps = {
    drain: {
      running: 3,
      drain: (timeoutMs) => {
        steps.push(`drain ${timeoutMs}`);
        return new Promise((done) => {
          endDrain = done;
        });
      },
      cut: () => {
        steps.push("cut");
        endDrain({ finished: 1, cut: 2 });
      },
    },
    timeoutMs: 25_000,
    beginShutdown: () => steps.push("not ready"),
    close:
      options.close ??
      (async () => {
        steps.push("close");
      }),
    logger: pino({ base: undefined }, { write: (line: string) => void lines.push(JSON.parse(line)) }),
    exit: (code) => {
      steps.push(`exit ${code}`);
      exit(code);
    },
    closeTimeoutMs: 50,
  };
  const signal = gracefulShutdown(deps);
  signal("SIGTERM");
  return { steps, lines, exited, signal, finishDrain: (result: DrainResult) => endDrain(result) };
}

describe("gracefulShutdown", () => {
  it("turns readiness off, drains, then closes, and exits with 0 when nothing was cut", async () => {
    const h = harness();
    await Promise.resolve();
    expect(h.steps).toEqual(["not ready", "drain 25000"]);
    h.finishDrain({ finished: 3, cut: 0 });
    expect(await h.exited).toBe(0);
    expect(h.steps).toEqual(["not ready", "drain 25000", "close", "exit 0"]);
    expect(h.lines.map((l) => l.msg)).toEqual(["shutting down", "shut down"]);
  });

  it("exits with 1 when the drain cut requests", async () => {
    const h = harness();
    h.finishDrain({ finished: 1, cut: 2 });
    expect(await h.exited).toBe(1);
    expect(h.lines.map((l) => l.msg)).toContain("shutdown: requests still running were cut");
  });

  it("cuts at once on a second signal", async () => {
    const h = harness();
    h.signal("SIGINT");
    expect(await h.exited).toBe(1);
    expect(h.steps).toEqual(["not ready", "drain 25000", "cut", "close", "exit 1"]);
  });

  it("exits with 1 when closing overruns its bound", async () => {
    const h = harness({ close: () => new Promise(() => undefined) });
    h.finishDrain({ finished: 3, cut: 0 });
    expect(await h.exited).toBe(1);
    expect(h.lines.map((l) => l.msg)).toContain("shutdown: closing did not finish in time");
  });
});
