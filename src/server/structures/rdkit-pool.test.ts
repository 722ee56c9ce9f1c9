import { afterEach, describe, expect, it, vi } from "vitest";
import { InvalidSmilesError } from "./depict.ts";
import { RdkitCrashError, RdkitUnavailableError } from "./rdkit-errors.ts";
import { RdkitPool } from "./rdkit-pool.ts";

/** The pool itself, with real RDKit workers: the limits of structure-service.ts are not in play here. */
const pools: RdkitPool[] = [];
afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.close()));
});

function newPool(callTimeoutMs = 30_000, size = 1, idleMs?: number): RdkitPool {
  const pool = new RdkitPool({ size, callTimeoutMs, idleMs });
  pools.push(pool);
  return pool;
}

async function until(condition: () => boolean, ms = 60_000): Promise<void> {
  await vi.waitFor(() => expect(condition(), "condition not met in time").toBe(true), {
    timeout: ms,
    interval: 20,
  });
}

describe("RDKit worker pool", { timeout: 120_000 }, () => {
  it("a chain of 1,000 carbons crashes RDKit: that call fails, the pool can still serve while its worker is replaced, the same call again is refused at once, and the next call works", async () => {
    const pool = newPool();
    expect(await pool.call("describe", ["CCO"])).toMatchObject({ canonicalSmiles: "CCO" });
    expect(pool.available).toBe(true);
    // Read in-process, this input leaves RDKit's WebAssembly heap broken for every later call.
    const crash = pool.call("describe", ["C".repeat(1000)]);
    await expect(crash).rejects.toBeInstanceOf(RdkitCrashError);
    await expect(crash).rejects.toThrow(/memory access out of bounds/);
    // The worker that had loaded RDKit is being replaced: readiness stays true (it can serve).
    expect(pool.available).toBe(true);
    // The same input again costs no worker: refused with the same error from memory.
    await expect(pool.call("describe", ["C".repeat(1000)])).rejects.toThrow(/memory access out of bounds/);
    // A call made meanwhile waits for the replacement.
    expect(await pool.call("describe", ["OCC"])).toMatchObject({ canonicalSmiles: "CCO" });
    expect(pool.available).toBe(true);
  });

  it("a refusal keeps the worker: a SMILES RDKit cannot read is an InvalidSmilesError and nothing is replaced", async () => {
    const pool = newPool();
    await pool.call("version", []);
    await expect(pool.call("describe", ["C1CC("])).rejects.toBeInstanceOf(InvalidSmilesError);
    expect(pool.available).toBe(true);
    expect(await pool.call("describe", ["c1ccccc1"])).toMatchObject({ formula: "C6H6" });
  });

  it("with two workers, a call that runs away does not hold up the next one, and stops at its limit", async () => {
    // The limit leaves a loaded machine time to start the second worker for "CCO"; the runaway
    // keeps a core busy until it, so it is no longer than that needs.
    const pool = newPool(8_000, 2);
    await pool.call("version", []);
    // A 100-membered carbon ring: RDKit's ring layout does not finish it in a minute.
    const runaway = pool.call("moleculeSvg", [`C1${"C".repeat(98)}C1`]).then(
      () => "drawn",
      (error: Error) => error.name,
    );
    let runawayDone = false;
    void runaway.then(() => {
      runawayDone = true;
    });
    expect(await pool.call("describe", ["CCO"])).toMatchObject({ canonicalSmiles: "CCO" });
    expect(runawayDone).toBe(false);
    expect(await runaway).toBe("RdkitTimeoutError");
    expect(await pool.call("describe", ["CCN"])).toMatchObject({ canonicalSmiles: "CCN" });
  });

  it("a second worker started for a burst of calls stops after its quiet period; the first stays, and nothing counts as replaced", async () => {
    const pool = newPool(30_000, 2, 300);
    await pool.call("version", []);
    // Calls that wait while the only worker is busy start a second one.
    const burst = ["CCO", "CCN", "CCC", "CCCl", "CCBr"].map((smiles) => pool.call("describe", [smiles]));
    expect(pool.stats().threads).toBe(2);
    await Promise.all(burst);
    await until(() => pool.stats().threads === 1);
    expect(pool.stats().replaced).toBe(0);
    // The last worker is never stopped for being idle: it still answers at once after the period.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(pool.stats().threads).toBe(1);
    expect(await pool.call("describe", ["c1ccccc1"])).toMatchObject({ formula: "C6H6" });
    expect(pool.stats().replaced).toBe(0);
  });

  it("close() stops the workers and refuses later calls", async () => {
    const pool = newPool();
    await pool.call("version", []);
    await pool.close();
    expect(pool.available).toBe(false);
    await expect(pool.call("describe", ["CCO"])).rejects.toBeInstanceOf(RdkitUnavailableError);
  });

  it("a pool that never started counts as available (it starts on the first call)", async () => {
    const pool = newPool();
    expect(pool.available).toBe(true);
    pool.start();
    expect(pool.available).toBe(false);
    await until(() => pool.available);
  });
});
