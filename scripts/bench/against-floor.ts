/**
 * Loads one route and the floor server sending one of the route's own answers (the sampled body
 * closest to the route's average size, byte for byte), in the same run, with autocannon over
 * loopback (10 connections), and the floor sending the route's own response headers as well. They alternate in short rounds so that whatever else the machine does falls on
 * all alike; each figure is the median of the rounds' ratios, the one to compare between runs.
 */
import autocannon from "autocannon";

export interface BenchRoute {
  name: string;
  origin: string;
  /** The next request path (routes that take many paths rotate through them). */
  path: () => string;
}

export interface AgainstFloor {
  name: string;
  bytes: number;
  /** Bytes of the route's response headers (what the floor also sends in the second comparison). */
  headerBytes: number;
  rps: number;
  p99: number;
  floorRps: number;
  floorP99: number;
  /** Against the floor sending the same body (two headers). */
  ratio: number;
  /** Against the floor sending the same headers too: the server's own cost, without the load
   * generator's (autocannon parses headers in JavaScript on the same two cores). */
  sameAnswerRatio: number;
}

const load = (origin: string, path: () => string, seconds: number) =>
  autocannon({
    url: origin,
    connections: 10,
    duration: seconds,
    requests: [{ setupRequest: (req) => ({ ...req, path: path() }) }],
  });

/** Headers a transfer adds by itself; the floor server's Node adds its own. */
const TRANSFER = new Set(["date", "connection", "keep-alive", "content-length", "content-type"]);

/**
 * The average body size of a route, as autocannon receives it (no compression asked for), and its
 * other response headers.
 */
async function sample(route: BenchRoute, samples = 50) {
  const bodies: Uint8Array<ArrayBuffer>[] = [];
  const headers: Record<string, string> = {};
  for (let i = 0; i < samples; i++) {
    const res = await fetch(`${route.origin}${route.path()}`, { headers: { "Accept-Encoding": "identity" } });
    if (!res.ok) throw new Error(`${route.name}: ${res.status}`);
    bodies.push(new Uint8Array(await res.arrayBuffer()));
    res.headers.forEach((value, name) => {
      if (!TRANSFER.has(name)) headers[name] = value;
    });
  }
  const bytes = Math.round(bodies.reduce((n, b) => n + b.byteLength, 0) / samples);
  // The answer the floor sends: the sampled one closest to the average size.
  const body = bodies.reduce((best, b) =>
    Math.abs(b.byteLength - bytes) < Math.abs(best.byteLength - bytes) ? b : best,
  );
  return { bytes, body, headers };
}

let headerSetCount = 0;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** `seconds` of load on each of the three, in rounds of two seconds. */
export async function againstFloor(
  route: BenchRoute,
  floorOrigin: string,
  seconds: number,
): Promise<AgainstFloor> {
  const { bytes, body, headers } = await sample(route);
  const set = `set${headerSetCount++}`;
  await fetch(`${floorOrigin}/headers/${set}`, { method: "PUT", body: JSON.stringify(headers) });
  await fetch(`${floorOrigin}/body/${set}`, { method: "PUT", body });
  const floorPath = () => `/body/${set}`;
  const sameAnswerPath = () => `/body/${set}/${set}`;
  await load(route.origin, route.path, 1); // warm-up (and, for cached routes, fills the cache)
  await load(floorOrigin, floorPath, 1);
  const rounds = Math.max(1, Math.round(seconds / 2));
  const floor: autocannon.Result[] = [];
  const sameAnswer: autocannon.Result[] = [];
  const measured: autocannon.Result[] = [];
  for (let round = 0; round < rounds; round++) {
    floor.push(await load(floorOrigin, floorPath, 2));
    measured.push(await load(route.origin, route.path, 2));
    sameAnswer.push(await load(floorOrigin, sameAnswerPath, 2));
  }
  const rate = (r: autocannon.Result) => r.requests.average;
  return {
    name: route.name,
    bytes,
    headerBytes: Object.entries(headers).reduce((n, [k, v]) => n + k.length + v.length + 4, 0),
    rps: median(measured.map(rate)),
    p99: median(measured.map((r) => r.latency.p99)),
    floorRps: median(floor.map(rate)),
    floorP99: median(floor.map((r) => r.latency.p99)),
    ratio: median(measured.map((r, i) => rate(r) / rate(floor[i]))),
    sameAnswerRatio: median(measured.map((r, i) => rate(r) / rate(sameAnswer[i]))),
  };
}

export function floorTable(rows: AgainstFloor[]): string {
  const lines = [
    "| route | body (bytes) | headers (bytes) | req/s | p99 (ms) | floor req/s (same body) | ratio of floor (same body) | ratio of floor (same headers and body) |",
    "|---|---|---|---|---|---|---|---|",
  ];
  for (const r of rows) {
    lines.push(
      `| ${r.name} | ${r.bytes} | ${r.headerBytes} | ${Math.round(r.rps)} | ${r.p99} | ${Math.round(r.floorRps)} | ${r.ratio.toFixed(2)} | ${r.sameAnswerRatio.toFixed(2)} |`,
    );
  }
  return lines.join("\n");
}
