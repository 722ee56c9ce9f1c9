/**
 * The traffic of the rolling-restart rehearsal (scripts/rolling-restart.ts), sent through the
 * proxy: visitors reading the soak's mix of pages, API reads, search and images, and a signed-in
 * editor writing through the API (saving a draft, creating a solvent, renaming it) twice a second.
 * Every answer is counted by status and by the phase the rehearsal is in; every answer of 500 or
 * more, and every request that got no answer at all, is kept with its time and path.
 */
import { readMix } from "../bench/soak-reads.ts";
import { signIn } from "../bench/soak-sessions.ts";

export interface Failure {
  at: string;
  phase: string;
  kind: "read" | "write";
  method: string;
  path: string;
  /** The status, or 0 when the request got no answer. */
  status: number;
  body: string;
}

export interface PhaseCounts {
  reads: number;
  writes: number;
  /** Answers by status ("0": no answer), reads and writes together. */
  statuses: Record<string, number>;
  /** The writes' answers by status. */
  writeStatuses: Record<string, number>;
  /** Milliseconds from sending to the whole answer, reads and writes. */
  latencies: { read: number[]; write: number[] };
  ms: number;
}

export interface Traffic {
  /** The phase the next answers are counted under. */
  phase: string;
  phases: Map<string, PhaseCounts>;
  failures: Failure[];
  /** Requests not sent because as many as allowed were waiting for their answers already. */
  unsent: number;
  /** Idempotent requests sent again because the proxy closed their kept-alive connection first. */
  resent: number;
  stop(): Promise<void>;
}

/**
 * Starts the visitors (`readsPerSecond`, at most `readsInFlight` at once) and the editor's writes. The editor
 * signs in through the proxy, so its session lives in the database that every server reads.
 */
export async function startTraffic(
  origin: string,
  editor: { email: string; password: string },
  options: { readsInFlight: number; readsPerSecond: number; writesPerSecond: number },
): Promise<Traffic> {
  const paths = await readMix(origin);
  const traffic: Traffic = {
    phase: "warm-up",
    phases: new Map(),
    failures: [],
    unsent: 0,
    resent: 0,
    stop: async () => undefined,
  };
  let phaseStarted = performance.now();
  let currentPhase = "warm-up";
  const counts = (): PhaseCounts => {
    // A phase's duration runs from its first answer counted to the switch to the next phase.
    if (traffic.phase !== currentPhase) {
      const previous = traffic.phases.get(currentPhase);
      if (previous) previous.ms = Math.round(performance.now() - phaseStarted);
      currentPhase = traffic.phase;
      phaseStarted = performance.now();
    }
    let phase = traffic.phases.get(currentPhase);
    if (!phase) {
      phase = {
        reads: 0,
        writes: 0,
        statuses: {},
        writeStatuses: {},
        latencies: { read: [], write: [] },
        ms: 0,
      };
      traffic.phases.set(currentPhase, phase);
    }
    return phase;
  };
  const record = async (
    kind: "read" | "write",
    method: string,
    path: string,
    send: () => Promise<Response>,
  ) => {
    let status = 0;
    let body = "";
    const sent = performance.now();
    for (let attempt = 1; attempt <= 2; attempt++) {
      try {
        const res = await send();
        status = res.status;
        body = await res.text();
        break;
      } catch (error) {
        body = error instanceof Error ? `${error.message} ${String(error.cause ?? "")}` : String(error);
        // A kept-alive connection the proxy closed as the request went out (nginx's old workers
        // close their idle ones at a reload): browsers send an idempotent request again.
        if (attempt === 1 && method !== "POST" && /other side closed|ECONNRESET/.test(body)) {
          traffic.resent++;
          continue;
        }
        break;
      }
    }
    const phase = counts();
    phase.latencies[kind].push(Math.round(performance.now() - sent));
    phase[kind === "read" ? "reads" : "writes"]++;
    phase.statuses[status] = (phase.statuses[status] ?? 0) + 1;
    if (kind === "write") phase.writeStatuses[status] = (phase.writeStatuses[status] ?? 0) + 1;
    if (status === 0 || status >= 500) {
      traffic.failures.push({
        at: new Date().toISOString(),
        phase: currentPhase,
        kind,
        method,
        path,
        status,
        body: body.slice(0, 300),
      });
    }
    return { status, body };
  };

  let running = true;
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
  /**
   * Sends `fire` `perSecond` times a second whatever the answers' latency (at most `inFlight` at
   * once), so a slow moment does not lower the load: the proxy must carry it all the same.
   */
  const paced = async (perSecond: number, inFlight: number, fire: (i: number) => Promise<unknown>) => {
    const pending: Promise<unknown>[] = [];
    let open = 0;
    for (let i = 0; running; i++) {
      if (open < inFlight) {
        open++;
        const request = fire(i).finally(() => {
          open--;
        });
        pending.push(request);
        if (pending.length > 1000) pending.splice(0, 500);
      } else {
        traffic.unsent++;
      }
      await sleep(1000 / perSecond);
    }
    await Promise.all(pending);
  };

  // Visitors.
  let next = 0;
  const readers = paced(options.readsPerSecond, options.readsInFlight, () => {
    const path = paths[next++ % paths.length] as string;
    return record("read", "GET", path, () => fetch(`${origin}${path}`));
  });

  // The editor, signed in through the proxy.
  const session = await signIn(origin, editor.email, editor.password);
  if (session.status !== 200) throw new Error(`editor sign-in through the proxy: ${session.status}`);
  const send = (method: string, path: string, body: unknown) => () =>
    fetch(`${origin}${path}`, {
      method,
      headers: { "Content-Type": "application/json", ...session.headers() },
      body: JSON.stringify(body),
    });
  const document = await (
    await fetch(`${origin}/api/syntheses/1/document`, { headers: session.headers() })
  ).json();
  const created = await send("POST", "/api/unpublishedSyntheses", {
    display_name: "Rehearsal draft",
    synthesis_json: JSON.stringify((document as { document: unknown }).document),
  })();
  if (created.status !== 201 && created.status !== 200) throw new Error(`draft: ${created.status}`);
  const draft = ((await created.json()) as { id: number }).id;
  let solvent: number | null = null;
  const writer = paced(options.writesPerSecond, 8, async (i) => {
    const step = i % 3;
    if (step === 1) {
      const answer = await record(
        "write",
        "POST",
        "/api/solvents",
        send("POST", "/api/solvents", { name: `Rehearsal solvent ${i}` }),
      );
      if (answer.status === 201 || answer.status === 200)
        solvent = (JSON.parse(answer.body) as { id: number }).id;
    } else if (step === 2 && solvent !== null) {
      await record(
        "write",
        "PUT",
        "/api/solvents/{id}",
        send("PUT", `/api/solvents/${solvent}`, { name: `Rehearsal solvent ${i} renamed` }),
      );
    } else {
      await record(
        "write",
        "PUT",
        "/api/unpublishedSyntheses/{id}",
        send("PUT", `/api/unpublishedSyntheses/${draft}`, { display_name: `Rehearsal draft ${i}` }),
      );
    }
  });

  traffic.stop = async () => {
    running = false;
    await Promise.all([readers, writer]);
    counts().ms = Math.round(performance.now() - phaseStarted);
  };
  return traffic;
}
