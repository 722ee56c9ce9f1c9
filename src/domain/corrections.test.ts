import { describe, expect, it } from "vitest";
import { revisionName } from "./corrections.ts";

describe("revisionName", () => {
  it("names the draft after the synthesis, as the editor does", () => {
    expect(revisionName(12)).toBe("Revision of synthesis No. 12");
  });
});
