import { expect } from "vitest";
import { type HostileCase, json } from "../hostile-case.ts";
import { HostileClient } from "../hostile-client.ts";
import { HOSTILE_ACCOUNTS } from "../hostile-server.ts";
import { pollFor } from "../poll.ts";

/** Polls the public search until `term` is found (bounded): the index has caught up with the writes. */
function searchOnceIndexed(origin: string, term: string): Promise<string> {
  const visitor = new HostileClient(origin);
  return pollFor(
    async () => {
      const body = await (await visitor.request(`/api/search?q=${encodeURIComponent(term)}`)).text();
      return body.includes(term) ? body : undefined;
    },
    `"${term}" in the public search`,
    100,
    100,
  );
}

/** Issue 22, point 5: what an open sign-up's contributor creates stays off public pages. */
export const pendingReferenceData: HostileCase[] = [
  {
    name: "a contributor's spam named reaction stays out of public lists, pages, sitemap and search",
    as: "contributor",
    changes: true,
    async send(c) {
      const tag = `Spamwise${Date.now()}`;
      const created = await c.request(
        "/api/named-reactions",
        json({ name: `<script>alert(1)</script> ${tag} reaction` }),
      );
      expect(created.status).toBe(201);
      const { id, url } = (await created.json()) as { id: number; url: string };
      // A positive signal first: an editor's public item of the same tag reaches the search.
      const editor = await new HostileClient(c.origin).signIn(HOSTILE_ACCOUNTS.editor);
      expect(
        (await editor.request("/api/named-reactions", json({ name: `${tag} condensation` }))).status,
      ).toBe(201);
      const found = await searchOnceIndexed(c.origin, `${tag} condensation`);
      expect(found).not.toContain("<script>");
      const visitor = new HostileClient(c.origin);
      expect((await visitor.request(`/api/named-reactions/${id}`)).status).toBe(404);
      expect(await (await visitor.request("/api/named-reactions")).text()).not.toContain(`${tag} reaction`);
      expect(await (await visitor.request("/sitemap.xml")).text()).not.toContain(url);
      return visitor.request(`/named-reactions/${url}`);
    },
    status: 404,
  },
];
