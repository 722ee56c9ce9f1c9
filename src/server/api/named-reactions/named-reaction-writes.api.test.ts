import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FixtureApp } from "../../../../tests/support/fixture-app.ts";
import { errorOf } from "../../../../tests/support/lookup-requests.ts";
import type { SignedIn } from "../../../../tests/support/signed-in.ts";
import { type LookupRequests, signedInFixtureApp } from "../../../../tests/support/signed-in-app.ts";

type Created = { id: number; name: string; url: string; synonyms: string[] };

let t: FixtureApp, r: LookupRequests, ann: SignedIn, editor: SignedIn;

beforeAll(async () => {
  ({ t, r, ann, editor } = await signedInFixtureApp({
    ann: ["contributor", "Ann Contributor"],
    editor: ["editor", "Eve Editor"],
  }));
});
afterAll(() => t.close());

describe(`POST /api/named-reactions (${process.env.TEST_ENGINE ?? "sqlite"})`, () => {
  it("refuses without a session (401) or token (419)", async () => {
    expect((await r.send(undefined, "POST", "/api/named-reactions", { name: "X" })).status).toBe(401);
    expect((await r.send(ann, "POST", "/api/named-reactions", { name: "X" }, false)).status).toBe(419);
  });

  it("creates a named reaction by name with a url made from it; it is public once accepted", async () => {
    const res = await r.send(ann, "POST", "/api/named-reactions", {
      name: "  Fixture Appel reaction ",
      synonyms: ["Fixture Appel", " ", "fixture APPEL"],
      url: "ignored",
    });
    expect(res.status).toBe(201);
    const created = (await res.json()) as Created;
    expect(created).toEqual({
      id: created.id,
      name: "Fixture Appel reaction",
      url: "fixture-appel-reaction",
      synonyms: ["Fixture Appel"],
    });
    // A contributor's reaction waits for an editor (pending.api.test.ts).
    expect((await t.request("/api/named-reactions/fixture-appel-reaction")).status).toBe(404);
    expect((await r.send(editor, "POST", `/api/named-reactions/${created.id}/accept`)).status).toBe(200);
    const list = await r.read<{ name: string; url: string }[]>("/api/named-reactions");
    expect(list).toContainEqual({
      id: created.id,
      name: "Fixture Appel reaction",
      url: "fixture-appel-reaction",
      short_description: null,
    });
    expect((await t.request("/api/named-reactions/fixture-appel-reaction")).status).toBe(200);
  });

  it("makes the url unique and refuses a duplicate name (409) or a missing one (400)", async () => {
    // A new name whose slug an existing reaction's url already holds.
    const res = await r.send(ann, "POST", "/api/named-reactions", { name: "Fixture: acylation!" });
    expect(res.status).toBe(201);
    expect(((await res.json()) as Created).url).toBe("fixture-acylation-2");
    const other = (await (
      await r.send(ann, "POST", "/api/named-reactions", { name: "Fixture acylation (two)" })
    ).json()) as Created;
    expect(other.url).toBe("fixture-acylation-two");
    const slugTwin = (await (
      await r.send(ann, "POST", "/api/named-reactions", { name: "Fixture Acylation-Two" })
    ).json()) as Created;
    expect(slugTwin.url).toBe("fixture-acylation-two-2");
    expect(
      await errorOf(await r.send(ann, "POST", "/api/named-reactions", { name: " fixture ACYLATION " })),
    ).toEqual({
      code: "conflict",
      field: "name",
      message: "name: a named reaction named 'fixture ACYLATION' already exists",
    });
    expect(await errorOf(await r.send(ann, "POST", "/api/named-reactions", { name: "  " }))).toEqual({
      code: "invalid_input",
      field: "name",
      message: "name: is required",
    });
    expect(
      await errorOf(await r.send(ann, "POST", "/api/named-reactions", { name: "Fixture Y", synonyms: [3] })),
    ).toEqual({
      code: "invalid_input",
      field: "synonyms.0",
      message: "synonyms.0: Invalid input: expected string, received number",
    });
  });
});
