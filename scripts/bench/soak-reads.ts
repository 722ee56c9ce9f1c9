/**
 * The soak's read traffic (scripts/soak.ts): the mix of pages, API reads, search and images, sent
 * with autocannon, and the 5xx answers of a run.
 */
import autocannon from "autocannon";

/** 5xx answers of one autocannon run. */
export function count5xx(result: autocannon.Result): number {
  const stats =
    (result as unknown as { statusCodeStats?: Record<string, { count: number }> }).statusCodeStats ?? {};
  return Object.entries(stats)
    .filter(([code]) => code.startsWith("5"))
    .reduce((sum, [, s]) => sum + s.count, 0);
}

/** The read mix: pages, API reads, search and images, in turn. */
export async function readMix(origin: string): Promise<string[]> {
  const get = async <T>(path: string) => (await (await fetch(`${origin}${path}`)).json()) as T;
  const syntheses = await get<{ id: number }[]>("/api/syntheses");
  const molecules = await get<{ name: string; structure: string; extension: string }[]>("/api/molecules");
  const reactions = await get<{ url: string }[]>("/api/named-reactions");
  const words = molecules.map((m) => m.name.split(/\s+/)[0]?.toLowerCase().slice(0, 5) ?? "acid");
  const paths: string[] = [];
  for (let i = 0; i < 400; i++) {
    const s = syntheses[i % syntheses.length]?.id;
    const m = molecules[i % molecules.length];
    const n = reactions[i % reactions.length]?.url;
    paths.push(
      ...[
        i % 10 === 0 ? "/" : `/syn/${s}`,
        `/api/syntheses/${s}`,
        `/api/search?q=${encodeURIComponent(`${words[i % words.length]}${i % 7 === 0 ? "x" : ""}`)}`,
        i % 4 === 0 ? "/named-reactions" : `/api/named-reactions/${n}`,
        i % 3 === 0 ? "/api/molecules" : `/molecule/${m?.structure}`,
        `/images/molecules/${m?.structure}.${m?.extension}`,
      ],
    );
  }
  return paths;
}

/** The read mix in turn for `seconds`, flat out or at `rate` requests a second. */
export function load(origin: string, paths: string[], options: { seconds: number; rate?: number }) {
  let counter = 0;
  return autocannon({
    url: origin,
    connections: 10,
    duration: options.seconds,
    ...(options.rate ? { overallRate: options.rate } : {}),
    requests: [{ setupRequest: (req) => ({ ...req, path: paths[counter++ % paths.length] as string }) }],
  });
}
