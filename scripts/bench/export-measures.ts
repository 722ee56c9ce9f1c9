/**
 * The pure arithmetic of `npm run bench:export` (scripts/bench-export.ts): the server's memory read
 * from /proc/<pid>/status, the page throughput ratio, and the goals of issue 27, point 6 (pages
 * during an export at 80 % of their throughput without one or more; the server's RSS growing by
 * less than 50 MB).
 */

export const THROUGHPUT_GOAL = 0.8;
export const RSS_GROWTH_GOAL_MB = 50;

/** A field of /proc/<pid>/status in kB (`VmRSS`, `VmHWM`), or null when it is missing. */
export function statusKb(status: string, field: "VmRSS" | "VmHWM"): number | null {
  const match = new RegExp(`^${field}:\\s+(\\d+)\\s+kB$`, "m").exec(status);
  return match ? Number(match[1]) : null;
}

/** Requests per second over a window. */
export function perSecond(count: number, ms: number): number {
  return ms > 0 ? (count * 1000) / ms : 0;
}

/** Throughput during an export over throughput without, each counted over its own window. */
export function throughputRatio(
  during: { count: number; ms: number },
  alone: { count: number; ms: number },
): number {
  const base = perSecond(alone.count, alone.ms);
  return base > 0 ? perSecond(during.count, during.ms) / base : 0;
}

/** How far the RSS rose above `baselineKb`, in MB: the highest of the samples and the kernel's peak. */
export function rssGrowthMb(baselineKb: number, samplesKb: number[], hwmKb: number | null): number {
  const peak = Math.max(baselineKb, ...samplesKb, hwmKb ?? 0);
  return (peak - baselineKb) / 1024;
}

export interface ExportMeasure {
  file: string;
  /** The whole file downloaded while no page is asked for: seconds and bytes. */
  seconds: number;
  bytes: number;
  /** RSS growth over that whole download, at full speed (MB). */
  idleGrowthMb: number;
  /** Bytes downloaded per second while the pages load (the download gives way to them). */
  busyBytesPerSecond: number;
  aloneRps: number;
  duringRps: number;
  ratio: number;
  rssBeforeMb: number;
  /** RSS growth over the window with pages (MB). */
  busyGrowthMb: number;
  /** Page answers that were not 2xx, both windows. */
  failed: number;
}

/** Whether the two goals hold for a measure, as the table words it. */
export function goalsOf(m: ExportMeasure): { throughput: boolean; memory: boolean } {
  return { throughput: m.ratio >= THROUGHPUT_GOAL, memory: growthOf(m) < RSS_GROWTH_GOAL_MB };
}

/** The larger of the two growths: the whole file at full speed, or the window beside the pages. */
export const growthOf = (m: ExportMeasure) => Math.max(m.idleGrowthMb, m.busyGrowthMb);

/** The results as a Markdown table (docs/benchmarks.md takes it as printed). */
export function exportTable(measures: ExportMeasure[]): string {
  const head = [
    "file",
    "export, site idle (s)",
    "bytes",
    "MB/s idle",
    "MB/s beside pages",
    "pages req/s alone",
    "during",
    "ratio",
    "RSS before (MB)",
    "RSS growth (MB): file / window",
    "goals (80 %, 50 MB)",
  ];
  const rows = measures.map((m) => {
    const goals = goalsOf(m);
    return [
      m.file,
      m.seconds.toFixed(2),
      String(m.bytes),
      (m.bytes / 1e6 / m.seconds).toFixed(1),
      (m.busyBytesPerSecond / 1e6).toFixed(2),
      m.aloneRps.toFixed(0),
      m.duringRps.toFixed(0),
      m.ratio.toFixed(2),
      m.rssBeforeMb.toFixed(0),
      `${m.idleGrowthMb.toFixed(1)} / ${m.busyGrowthMb.toFixed(1)}`,
      `${goals.throughput ? "met" : "NOT met"}, ${goals.memory ? "met" : "NOT met"}`,
    ];
  });
  const line = (cells: string[]) => `| ${cells.join(" | ")} |`;
  return [line(head), line(head.map(() => "---")), ...rows.map(line)].join("\n");
}
