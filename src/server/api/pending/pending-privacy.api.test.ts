import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jsonOf, lookupRequests } from "../../../../tests/support/lookup-requests.ts";
import { type SignedIn, signIn } from "../../../../tests/support/signed-in.ts";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app.ts";

/**
 * Another contributor's pending author, reagent, solvent or named reaction does not exist for a
 * contributor (docs/decisions/reference-data/0095-another-contributors-pending-item-is-a-404.md): every
 * call on it, whatever its verb, answers exactly what the same call answers for an id nobody has:
 * a 404 where a contributor may make the call, the role's 403 where only editors may. Its creator
 * and editors still see it and act on it.
 */

let t: TestApp;
let owner: SignedIn;
let stranger: SignedIn;
let editor: SignedIn;
let r: ReturnType<typeof lookupRequests>;
/** No row of any kind has this id. */
const MISSING = 987_654;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signIn(t, "contributor", "Pending Owner");
  stranger = await signIn(t, "contributor", "Pending Stranger");
  editor = await signIn(t, "editor", "Pending Editor");
  r = lookupRequests(t);
});
afterAll(async () => {
  await t.close();
});

type Kind = "authors" | "reagents" | "solvents" | "named-reactions";
type Call = { method: string; path: (id: number | string) => string; body?: unknown; editorsOnly?: boolean };

let made = 0;
/** A new pending item of `kind`, created by the owner. */
async function pendingItem(kind: Kind): Promise<{ id: number; url?: string }> {
  const name = `Hidden ${kind} ${++made} ${Date.now()}`;
  const body =
    kind === "authors" ? { firstName: "Hidden", lastName: `Person${made}x${Date.now()}` } : { name };
  const item = await jsonOf<{ id: number; url?: string; pending?: boolean }>(
    await r.send(owner, "POST", `/api/${kind}`, body),
    201,
  );
  return item;
}

/** Every call on one item of each kind a signed-in user can send (PATCH: no route takes it). */
function callsOn(kind: Kind): Call[] {
  const item = (id: number | string) => `/api/${kind}/${id}`;
  const renamed = kind === "authors" ? { firstName: "Renamed", lastName: "Person" } : { name: "Renamed" };
  const history = kind === "named-reactions" ? "named-reactions" : kind;
  const calls: Call[] = [
    { method: "PUT", path: item, body: renamed, editorsOnly: kind === "named-reactions" },
    { method: "PATCH", path: item, body: renamed },
    { method: "DELETE", path: item, editorsOnly: kind === "named-reactions" },
    { method: "POST", path: (id) => `${item(id)}/accept`, editorsOnly: true },
    { method: "GET", path: (id) => `/api/history/${history}/${id}` },
  ];
  if (kind !== "named-reactions") {
    calls.push({ method: "POST", path: (id) => `${item(id)}/merge`, body: { into: 1 }, editorsOnly: true });
  }
  if (kind === "authors" || kind === "named-reactions") calls.push({ method: "GET", path: item });
  if (kind === "authors") calls.push({ method: "GET", path: (id) => `${item(id)}/syntheses` });
  if (kind === "named-reactions")
    calls.push({ method: "GET", path: (id) => `${item(id)}/edit`, editorsOnly: true });
  return calls;
}

const answer = async (res: Response) => ({ status: res.status, body: await res.text() });

describe(`another contributor's pending item (${process.env.TEST_ENGINE ?? "sqlite"})`, () => {
  for (const kind of ["authors", "reagents", "solvents", "named-reactions"] as const) {
    it(`answers every call on a pending ${kind.replace(/s$/, "")} as for a missing id`, async () => {
      const { id, url } = await pendingItem(kind);
      for (const call of callsOn(kind)) {
        const label = `${call.method} ${call.path(id)}`;
        const hidden = await answer(await r.send(stranger, call.method, call.path(id), call.body));
        const missing = await answer(await r.send(stranger, call.method, call.path(MISSING), call.body));
        expect(hidden, label).toEqual(missing);
        expect(hidden.status, label).toBe(call.editorsOnly ? 403 : 404);
        expect(JSON.parse(hidden.body).error.code, label).toBe(call.editorsOnly ? "forbidden" : "not_found");
      }
      // Its page address, where it has one, is as unknown as one nobody has.
      if (url && kind !== "named-reactions") {
        const hidden = await answer(await r.send(stranger, "GET", `/api/${kind}/url/${url}`));
        const missing = await answer(await r.send(stranger, "GET", `/api/${kind}/url/${url}-nobody`));
        expect(hidden).toEqual(missing);
      }
      // Nothing was changed or deleted: its creator still reads it as it was.
      const history = kind === "named-reactions" ? "named-reactions" : kind;
      const entries = await jsonOf<unknown[]>(await r.send(owner, "GET", `/api/history/${history}/${id}`));
      expect(entries).toHaveLength(1);
    });
  }

  it("leaves its creator and editors able to see it and act on it", async () => {
    const reagent = await pendingItem("reagents");
    const changed = await r.send(owner, "PUT", `/api/reagents/${reagent.id}`, {
      name: `Owner's ${Date.now()}`,
    });
    expect(changed.status).toBe(200);
    const byEditor = await r.send(editor, "PUT", `/api/reagents/${reagent.id}`, {
      name: `Editor's ${Date.now()}`,
    });
    expect(byEditor.status).toBe(200);
    expect((await r.send(editor, "GET", `/api/history/reagents/${reagent.id}`)).status).toBe(200);
    expect((await r.send(editor, "POST", `/api/reagents/${reagent.id}/accept`)).status).toBe(200);

    const author = await pendingItem("authors");
    expect((await r.send(editor, "GET", `/api/authors/${author.id}`)).status).toBe(200);
    expect((await r.send(owner, "GET", `/api/authors/${author.id}`)).status).toBe(200);
    expect((await r.send(editor, "DELETE", `/api/authors/${author.id}`)).status).toBe(204);

    const reaction = await pendingItem("named-reactions");
    expect((await r.send(editor, "GET", `/api/named-reactions/${reaction.id}/edit`)).status).toBe(200);
    expect((await r.send(owner, "GET", `/api/named-reactions/${reaction.id}`)).status).toBe(200);

    // Once accepted it is public: another contributor may read it, and is refused a change by role.
    const solvent = await pendingItem("solvents");
    expect((await r.send(editor, "POST", `/api/solvents/${solvent.id}/accept`)).status).toBe(200);
    const refused = await r.send(stranger, "PUT", `/api/solvents/${solvent.id}`, { name: "Not mine" });
    expect(refused.status).toBe(403);
  });
});
