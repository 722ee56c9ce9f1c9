/**
 * Loads one route and the floor server with a body of the route's average size, in the same run,
 * with autocannon over loopback (10 connections). The two alternate in short rounds (floor, route,
 * floor, route…) so that whatever else the machine does falls on both alike; the figure is the
 * median of the rounds' ratios, the one to compare between runs and machines.
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
  rps: number;
  p99: number;
  floorRps: number;
  floorP99: number;
  ratio: number;
}

const load = (origin: string, path: () => string, seconds: number) =>
  autocannon({
    url: origin,
    connections: 10,
    duration: seconds,
    requests: [{ setupRequest: (req) => ({ ...req, path: path() }) }],
  });

/** The average body size of a route, as autocannon receives it (no compression asked for). */
async function averageBytes(route: BenchRoute, samples = 50): Promise<number> {
  let total = 0;
  for (let i = 0; i < samples; i++) {
    const res = await fetch(`${route.origin}${route.path()}`, { headers: { "Accept-Encoding": "identity" } });
    if (!res.ok) throw new Error(`${route.name}: ${res.status}`);
    total += (await res.arrayBuffer()).byteLength;
  }
  return Math.round(total / samples);
}

export async function againstFloor(
  route: BenchRoute,
  floorOrigin: string,
  seconds: number,
): Promise<AgainstFloor> {
  const bytes = await averageBytes(route);
  const floorPath = () => `/floor/${bytes}`;
  await load(route.origin, route.path, 1); // warm-up (and, for cached routes, fills the cache)
  await load(floorOrigin, floorPath, 1);
  const floor = await load(floorOrigin, floorPath, seconds);
  const measured = await load(route.origin, route.path, seconds);
  return {
    name: route.name,
    bytes,
    rps: measured.requests.average,
    p99: measured.latency.p99,
    floorRps: floor.requests.average,
    floorP99: floor.latency.p99,
    ratio: measured.requests.average / floor.requests.average,
  };
}

export function floorTable(rows: AgainstFloor[]): string {
  const lines = [
    "| route | body (bytes) | req/s | p99 (ms) | floor req/s (same body size) | ratio of floor |",
    "|---|---|---|---|---|---|",
  ];
  for (const r of rows) {
    lines.push(
      `| ${r.name} | ${r.bytes} | ${Math.round(r.rps)} | ${r.p99} | ${Math.round(r.floorRps)} | ${r.ratio.toFixed(2)} |`,
    );
  }
  return lines.join("\n");
}
