import { describe, expect, it } from "vitest";
import { safeNext } from "./auth-client.ts";

describe("safeNext", () => {
  it("keeps same-site paths", () => {
    expect(safeNext("/edit")).toBe("/edit");
    expect(safeNext("/syn/12?x=1")).toBe("/syn/12?x=1");
  });

  it("refuses other sites and falls back to /edit", () => {
    for (const next of [null, "", "https://evil.example", "//evil.example", "/\\evil.example", "edit"]) {
      expect(safeNext(next)).toBe("/edit");
    }
  });
});
