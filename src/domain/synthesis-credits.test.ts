import { describe, expect, it } from "vitest";
import { creditLine } from "./synthesis-credits.ts";

describe("creditLine", () => {
  it("credits the submitter alone when nobody corrected the synthesis", () => {
    expect(creditLine("Carla", [])).toBe("Submitted by Carla");
  });

  it("names each contributor of a published correction once, after the submitter", () => {
    expect(creditLine("Carla", ["Rita", "Sam", "Rita"])).toBe(
      "Submitted by Carla, corrected by Rita and Sam",
    );
    expect(creditLine("Carla", ["Rita", "Sam", "Tom"])).toBe(
      "Submitted by Carla, corrected by Rita, Sam and Tom",
    );
  });

  it("leaves out the submitter's own corrections", () => {
    expect(creditLine("Carla", ["Carla"])).toBe("Submitted by Carla");
  });

  it("credits the correctors of a synthesis without a submitter", () => {
    expect(creditLine(null, ["Rita"])).toBe("Corrected by Rita");
    expect(creditLine(null, [])).toBeNull();
  });
});
