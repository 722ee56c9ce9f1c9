import { describe, expect, it } from "vitest";
import { composeMemory, memoryLine, metricValue, workerThreads } from "./memory-composition.ts";

const ROLLUP = `00400000-7ffcb1f2e000 ---p 00000000 00:00 0                              [rollup]
Rss:              307200 kB
Pss:              253261 kB
Anonymous:        235520 kB
Swap:                  0 kB
`;

const METRICS = `# HELP nodejs_heap_size_total_bytes Process heap size from Node.js in bytes.
nodejs_heap_size_total_bytes 104857600
nodejs_heap_size_used_bytes 72080144
archive_worker_threads{pool="rdkit"} 2
archive_worker_threads{pool="markdown"} 0
`;

describe("memory composition of a server", () => {
  it("splits the RSS into file-backed pages, the main V8 heap and the rest of the anonymous memory", () => {
    const m = composeMemory(ROLLUP, METRICS);
    expect(m).toEqual({
      rssMb: 300,
      fileBackedMb: 70,
      mainHeapMb: 100,
      otherAnonymousMb: 130,
      workerThreads: { rdkit: 2, markdown: 0 },
    });
    expect(m.fileBackedMb + m.mainHeapMb + m.otherAnonymousMb).toBe(m.rssMb);
    expect(memoryLine(m)).toContain("worker threads: rdkit 2, markdown 0");
  });

  it("reads a metric by its exact name, not one that only starts like it", () => {
    expect(metricValue(METRICS, "nodejs_heap_size_total_bytes")).toBe(104857600);
    expect(metricValue(METRICS, "nodejs_heap_size")).toBe(0);
    expect(metricValue(METRICS, "archive_worker_threads", '{pool="rdkit"}')).toBe(2);
    expect(workerThreads("")).toEqual({});
  });
});
