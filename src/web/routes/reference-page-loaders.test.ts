import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { SiteServices } from "../lib/site-context.ts";
import { siteContext } from "../lib/site-context.ts";
import { loader as namedReactionLoader } from "./named-reaction.tsx";
import { loader as protectingGroupLoader } from "./protecting-group.tsx";

/** Stand-in services: a reaction and a group whose urls an editor changed. */
function context() {
  const c = new RouterContextProvider();
  const reaction = {
    name: "Heck reaction",
    url: "heck-reaction",
    short_description: null,
    synonyms: [],
    original_references: [],
    review_references: [],
    description: "A **bold** <script>x</script>",
    // Stored when the description was saved; deliberately unlike what the Markdown renders to.
    description_html: "<p>as stored</p>",
    reactions: [],
  };
  const group = { url: "tbs-ether", reactions: [] };
  c.set(siteContext, {
    namedReactions: {
      findByUrl: async (url: string) => (url === reaction.url ? reaction : undefined),
      currentUrlFor: async (url: string) => (url === "heck" ? reaction.url : undefined),
    },
    protectingGroups: {
      findByUrl: async (url: string) => (url === group.url ? group : undefined),
      currentUrlFor: async (url: string) => (url === "tbs" ? group.url : undefined),
    },
    syntheses: { listByIds: async () => [] },
    settings: { publicUrl: "" },
  } as unknown as SiteServices);
  return c;
}
const args = (identifier: string) =>
  ({ context: context(), params: { identifier }, request: new Request("http://x/") }) as never;

describe("named-reaction and protecting-group page loaders", () => {
  it("answer a former url with a permanent redirect to the current one", async () => {
    for (const [load, old, current] of [
      [namedReactionLoader, "heck", "/named-reactions/heck-reaction"],
      [protectingGroupLoader, "tbs", "/protecting-group/tbs-ether"],
    ] as const) {
      const thrown = await (load as (a: never) => Promise<unknown>)(args(old)).catch((e: unknown) => e);
      expect(thrown).toBeInstanceOf(Response);
      expect((thrown as Response).status).toBe(301);
      expect((thrown as Response).headers.get("Location")).toBe(current);
    }
  });

  it("hand on the stored description HTML without rendering Markdown, and refuse an unknown url (404)", async () => {
    const page = (await namedReactionLoader(args("heck-reaction"))) as {
      descriptionHtml: string;
      reaction: Record<string, unknown>;
    };
    expect(page.descriptionHtml).toBe("<p>as stored</p>");
    expect(page.reaction).not.toHaveProperty("description");
    expect(page.reaction).not.toHaveProperty("description_html");
    const thrown = (await protectingGroupLoader(args("nobody")).catch((e: unknown) => e)) as {
      init: { status: number };
    };
    expect(thrown.init.status).toBe(404);
  });
});
