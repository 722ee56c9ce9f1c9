/**
 * The soak's writers and sessions (scripts/soak.ts): an editor saving a draft and renaming a
 * solvent, a contributor signing in and out, each in a loop that counts its requests and 5xx answers.
 */

/** Signs in as Laravel-style clients do; answers the session's cookies and anti-forgery token. */
export async function signIn(origin: string, email: string, password: string) {
  const first = await fetch(`${origin}/sanctum/csrf-cookie`);
  const cookies = new Map<string, string>();
  const keep = (res: Response) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const [name, value] = (pair ?? "").split("=");
      if (name && value !== undefined) cookies.set(name, value);
    }
  };
  keep(first);
  const cookie = () => [...cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  const res = await fetch(`${origin}/api/login`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Cookie: cookie(),
      "X-XSRF-TOKEN": decodeURIComponent(cookies.get("XSRF-TOKEN") ?? ""),
    },
    body: JSON.stringify({ email, password }),
  });
  keep(res);
  await res.arrayBuffer();
  return {
    status: res.status,
    headers: () => ({
      Cookie: cookie(),
      "X-XSRF-TOKEN": decodeURIComponent(cookies.get("XSRF-TOKEN") ?? ""),
    }),
  };
}

export interface Loop {
  done: number;
  errors5xx: number;
  stop(): void;
  finished: Promise<void>;
}

/** An editor saving a draft and renaming a solvent, one write a second. */
export async function editorLoop(origin: string, password: string): Promise<Loop> {
  const session = await signIn(origin, "editor@soak.test", password);
  if (session.status !== 200) throw new Error(`editor sign-in: ${session.status}`);
  const send = (method: string, path: string, body: unknown) =>
    fetch(`${origin}${path}`, {
      method,
      headers: { "Content-Type": "application/json", ...session.headers() },
      body: JSON.stringify(body),
    });
  const doc = await (
    await fetch(`${origin}/api/syntheses/1/document`, { headers: session.headers() })
  ).json();
  const created = await send("POST", "/api/unpublishedSyntheses", {
    display_name: "Soak draft",
    synthesis_json: JSON.stringify((doc as { document: unknown }).document),
  });
  const draft = ((await created.json()) as { id: number }).id;
  const solvent = await send("POST", "/api/solvents", { name: "Soak solvent" });
  const solventId = ((await solvent.json()) as { id: number }).id;
  const loop: Loop = { done: 0, errors5xx: 0, stop: () => undefined, finished: Promise.resolve() };
  let running = true;
  loop.stop = () => {
    running = false;
  };
  loop.finished = (async () => {
    for (let i = 0; running; i++) {
      const res =
        i % 3 === 2
          ? await send("PUT", `/api/solvents/${solventId}`, { name: `Soak solvent ${i}` })
          : await send("PUT", `/api/unpublishedSyntheses/${draft}`, { display_name: `Soak draft ${i}` });
      await res.arrayBuffer();
      if (res.status >= 500) loop.errors5xx++;
      else if (res.status >= 400) throw new Error(`editor write: ${res.status}`);
      loop.done++;
      await new Promise((r) => setTimeout(r, 1000));
    }
  })();
  return loop;
}

/** A contributor signing in, reading their account and signing out, every three seconds. */
export function signInLoop(origin: string, password: string): Loop {
  const loop: Loop = { done: 0, errors5xx: 0, stop: () => undefined, finished: Promise.resolve() };
  let running = true;
  loop.stop = () => {
    running = false;
  };
  loop.finished = (async () => {
    while (running) {
      const session = await signIn(origin, "contributor@soak.test", password);
      if (session.status >= 500) loop.errors5xx++;
      else if (session.status !== 200) throw new Error(`sign-in: ${session.status}`);
      else {
        const user = await fetch(`${origin}/api/user`, { headers: session.headers() });
        await user.arrayBuffer();
        const out = await fetch(`${origin}/api/logout`, { method: "POST", headers: session.headers() });
        await out.arrayBuffer();
        if (user.status >= 500 || out.status >= 500) loop.errors5xx++;
      }
      loop.done++;
      await new Promise((r) => setTimeout(r, 3000));
    }
  })();
  return loop;
}
