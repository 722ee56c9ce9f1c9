/**
 * npm run bench:machine — how fast this machine is at the three things the test suites lean on, so
 * that `npm test` timings from different days can be compared (docs/benchmarks.md, issue 23):
 *   - page faults: touching fresh memory one 4 KiB page at a time (every process start, every
 *     browser renderer and every V8 heap does this);
 *   - system calls: a file's metadata read again and again;
 *   - computation: a loop of arithmetic that stays in the CPU's registers.
 * Each is run five times; the median is printed. Nothing is written.
 */
import { closeSync, fstatSync, openSync } from "node:fs";

const ROUNDS = 5;
const PAGE = 4096;
const FAULT_BYTES = 256 * 1024 * 1024;
const SYSCALLS = 200_000;
const LOOP = 200_000_000;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

function timed(work: () => void): number {
  const started = process.hrtime.bigint();
  work();
  return Number(process.hrtime.bigint() - started) / 1e6;
}

/** Microseconds per page: a new buffer (fresh pages from the kernel), one byte written per page. */
function pageFault(): number {
  const ms = timed(() => {
    const memory = Buffer.allocUnsafeSlow(FAULT_BYTES);
    for (let i = 0; i < FAULT_BYTES; i += PAGE) memory[i] = 1;
  });
  return (ms * 1000) / (FAULT_BYTES / PAGE);
}

/** Microseconds per fstat of an open file. */
function systemCall(): number {
  const fd = openSync(process.execPath, "r");
  const ms = timed(() => {
    for (let i = 0; i < SYSCALLS; i++) fstatSync(fd);
  });
  closeSync(fd);
  return (ms * 1000) / SYSCALLS;
}

/** Nanoseconds per iteration of a floating-point loop. */
function compute(): number {
  let sum = 0;
  const ms = timed(() => {
    for (let i = 0; i < LOOP; i++) sum += i * 0.5;
  });
  if (sum < 0) console.log(sum); // keeps the loop from being optimised away
  return (ms * 1e6) / LOOP;
}

const results = {
  "page fault (µs per 4 KiB page)": median(Array.from({ length: ROUNDS }, pageFault)),
  "system call (µs per fstat)": median(Array.from({ length: ROUNDS }, systemCall)),
  "computation (ns per loop iteration)": median(Array.from({ length: ROUNDS }, compute)),
};
for (const [what, value] of Object.entries(results)) console.log(`${what}: ${value.toFixed(2)}`);
