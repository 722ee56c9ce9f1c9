import { describe, expect, it } from "vitest";
import { pageMeta, routeMeta } from "./meta.ts";

const root = {
  id: "root",
  loaderData: { origin: "https://archive.example", settings: { siteName: "Test Archive" } },
};

describe("routeMeta", () => {
  it("gives pageMeta the root loader's origin and site name", () => {
    const tags = routeMeta([root, { id: "routes/login" }], {
      title: "Sign in",
      description: "d",
      path: "/login",
    });
    expect(tags).toEqual(
      pageMeta({
        title: "Sign in",
        description: "d",
        path: "/login",
        origin: "https://archive.example",
        siteName: "Test Archive",
      }),
    );
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: "https://archive.example/login" });
  });

  it("passes the site name to a page whose texts name the site", () => {
    const tags = routeMeta([root], (siteName) => ({
      title: `${siteName} home`,
      fullTitle: true,
      description: `About ${siteName}`,
      path: "/",
    }));
    expect(tags).toContainEqual({ title: "Test Archive home" });
    expect(tags).toContainEqual({ name: "description", content: "About Test Archive" });
  });
});
