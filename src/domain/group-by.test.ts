import { describe, expect, it } from "vitest";
import { groupBy } from "./group-by.ts";

describe("groupBy", () => {
  it("keeps groups in first-seen order and items in input order", () => {
    const groups = groupBy(["bb", "a", "cc", "b", "d"], (s) => s.length);
    expect([...groups.entries()]).toEqual([
      [2, ["bb", "cc"]],
      [1, ["a", "b", "d"]],
    ]);
  });
});
