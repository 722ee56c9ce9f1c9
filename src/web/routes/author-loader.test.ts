import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { AuthorView } from "../../domain/views.ts";
import { type SiteServices, siteContext } from "../lib/site-context.ts";
import { loader } from "./author.tsx";

const barton: AuthorView = {
  id: 1,
  firstName: "Derek",
  lastName: "Barton",
  url: "derek-barton",
  syntheses_count: 0,
};

/** The loader over stand-in services: one author whose url an editor changed from 'd-barton'. */
function load(identifier: string) {
  const context = new RouterContextProvider();
  context.set(siteContext, {
    authors: {
      findByUrl: async (url: string) => (url === barton.url ? barton : undefined),
      currentUrlFor: async (url: string) => (url === "d-barton" ? barton.url : undefined),
    },
    syntheses: { listByAuthor: async () => [] },
    settings: { publicUrl: "" },
  } as unknown as SiteServices);
  return loader({ context, params: { identifier }, request: new Request("http://x/") } as never);
}

describe("author page loader", () => {
  it("answers a former url with a permanent redirect to the current one", async () => {
    const thrown = await load("d-barton").catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(301);
    expect((thrown as Response).headers.get("Location")).toBe("/authors/derek-barton");
  });

  it("shows the current url and refuses an unknown one (404)", async () => {
    expect(await load("derek-barton")).toMatchObject({ author: barton, syntheses: [] });
    const thrown = (await load("nobody").catch((e: unknown) => e)) as { init: { status: number } };
    expect(thrown.init.status).toBe(404);
  });
});
