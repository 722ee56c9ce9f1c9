/**
 * The moving parts of `npm run bench:export`: page load by autocannon whose answers are counted
 * only inside a window, one download read and dropped as it arrives, and the server's RSS sampled
 * every 100 ms (with the kernel's own peak, VmHWM, reset at the start of the window, so a peak
 * between two samples is not missed).
 */
import { execFile } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import autocannon from "autocannon";
import { rssGrowthMb, statusKb } from "./export-measures.ts";

export interface PageWindow {
  /** 2xx answers inside the window. */
  count: number;
  failed: number;
  ms: number;
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Pages in turn from `clients` connections, flat out, until stopped. */
export function pageLoad(origin: string, paths: string[], clients: number) {
  let next = 0;
  let counting = false;
  let count = 0;
  let failed = 0;
  let openedAt = 0;
  const instance = autocannon(
    {
      url: origin,
      connections: clients,
      duration: 24 * 3600,
      requests: [{ setupRequest: (req) => ({ ...req, path: paths[next++ % paths.length] as string }) }],
    },
    () => undefined,
  );
  const finished = new Promise<void>((resolve) => instance.once("done", () => resolve()));
  instance.on("response", (_client: unknown, statusCode: number) => {
    if (!counting) return;
    if (statusCode >= 200 && statusCode < 300) count++;
    else failed++;
  });
  const open = () => {
    count = 0;
    failed = 0;
    counting = true;
    openedAt = performance.now();
  };
  const close = (): PageWindow => {
    counting = false;
    return { count, failed, ms: performance.now() - openedAt };
  };
  const stop = async () => {
    instance.stop();
    await finished;
  };
  return {
    /** Lets the connections get going before a window opens. */
    settle: pause,
    open,
    close,
    stop,
    /** A window of `ms` after `settleMs` of load, then stops. */
    async runFor(ms: number, settleMs = 0): Promise<PageWindow> {
      await pause(settleMs);
      open();
      await pause(ms);
      const window = close();
      await stop();
      return window;
    },
  };
}

/** Reads `url` to the end (or to `stopAfterBytes`, or until `limitMs`), dropping the bytes. */
export async function download(
  url: string,
  options: { stopAfterBytes?: number; limitMs?: number },
): Promise<{ ms: number; bytes: number; cut: boolean }> {
  const started = performance.now();
  const abort = new AbortController();
  const timer = options.limitMs ? setTimeout(() => abort.abort(), options.limitMs) : undefined;
  let bytes = 0;
  let cut = false;
  try {
    const response = await fetch(url, { signal: abort.signal });
    if (response.status !== 200 || !response.body) throw new Error(`${url} answered ${response.status}`);
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
      if (options.stopAfterBytes !== undefined && bytes >= options.stopAfterBytes) {
        await reader.cancel();
        break;
      }
    }
  } catch (error) {
    if (!abort.signal.aborted) throw error;
    cut = true;
  } finally {
    clearTimeout(timer);
  }
  return { ms: performance.now() - started, bytes, cut };
}

/**
 * One download by curl in its own process, its bytes written to /dev/null: the measured client
 * costs this process nothing, so the page load's client is the same in both windows. `--limit-rate`
 * when `mbPerSecond` is given; a download longer than `limitMs` is cut off.
 */
export function curlDownload(
  url: string,
  options: { limitMs: number; mbPerSecond?: number },
): Promise<{ ms: number; bytes: number; cut: boolean }> {
  const args = ["-s", "-o", "/dev/null", "-w", "%{http_code} %{size_download} %{time_total}"];
  args.push("--max-time", String(options.limitMs / 1000));
  if (options.mbPerSecond) args.push("--limit-rate", `${Math.round(options.mbPerSecond * 1e6)}`);
  return new Promise((resolve, reject) => {
    execFile("curl", [...args, url], (error, stdout) => {
      const [code, bytes, seconds] = stdout.trim().split(" ");
      // curl's exit code 28: the time limit was reached.
      const cut = (error as { code?: number } | null)?.code === 28;
      if ((error && !cut) || (code !== "200" && !cut)) {
        reject(new Error(`${url}: curl ${error?.message ?? ""} HTTP ${code}`));
        return;
      }
      resolve({ ms: Number(seconds) * 1000, bytes: Number(bytes), cut });
    });
  });
}

/** The server's resident memory, watched over a window. */
export class RssWatch {
  private samples: number[] = [];
  private timer: NodeJS.Timeout | undefined;
  private peakReset = false;
  private readonly pid: number;
  constructor(pid: number) {
    this.pid = pid;
  }

  private status(): string {
    return readFileSync(`/proc/${this.pid}/status`, "utf8");
  }

  /** The RSS now (kB). */
  now(): number {
    return statusKb(this.status(), "VmRSS") ?? 0;
  }

  /** Resets the kernel's peak, starts sampling and returns the RSS now (kB), the baseline. */
  reset(): number {
    try {
      // "5" resets VmHWM to the current RSS (proc(5), /proc/<pid>/clear_refs).
      writeFileSync(`/proc/${this.pid}/clear_refs`, "5");
      this.peakReset = true;
    } catch {
      this.peakReset = false;
    }
    this.samples = [];
    this.timer = setInterval(() => {
      const kb = statusKb(this.status(), "VmRSS");
      if (kb !== null) this.samples.push(kb);
    }, 100);
    return statusKb(this.status(), "VmRSS") ?? 0;
  }

  /** Stops sampling; the growth above `baselineKb` in MB. */
  stop(baselineKb: number): number {
    clearInterval(this.timer);
    const hwm = this.peakReset ? statusKb(this.status(), "VmHWM") : null;
    return rssGrowthMb(baselineKb, this.samples, hwm);
  }
}
