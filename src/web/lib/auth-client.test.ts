import { describe, expect, it } from "vitest";
import { safeNext } from "./auth-client.ts";

const ORIGIN = "https://archive.example.org";

describe("safeNext", () => {
  it("keeps paths on the site's own origin, with their query and fragment", () => {
    expect(safeNext("/edit", ORIGIN)).toBe("/edit");
    expect(safeNext("/syn/12?x=1#part-2", ORIGIN)).toBe("/syn/12?x=1#part-2");
    expect(safeNext("/search?q=quinine%20total", ORIGIN)).toBe("/search?q=quinine%20total");
  });

  it("goes to /edit when there is no next", () => {
    expect(safeNext(null, ORIGIN)).toBe("/edit");
    expect(safeNext("", ORIGIN)).toBe("/edit");
  });

  it.each([
    "//x.org",
    "/\\x.org",
    "/%5Cx.org",
    "/%5cx.org",
    "/%09/x.org",
    "/%0A/x.org",
    "/%0D/x.org",
    "/\t/x.org",
    "/\n/x.org",
    "/%252F%252Fx.org",
    "/%2F/x.org",
    "https:x.org",
    "https://x.org/edit",
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    "edit",
    "/%E0%A4%A",
  ])("refuses %j and sends the user to the home page", (next) => {
    expect(safeNext(next, ORIGIN)).toBe("/");
  });
});
