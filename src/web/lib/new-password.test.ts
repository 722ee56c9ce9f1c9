import { describe, expect, it } from "vitest";
import { newPasswordError } from "./new-password.ts";

describe("newPasswordError", () => {
  it("asks for 12 characters, at most 1,000, typed twice alike", () => {
    expect(newPasswordError("short", "short")).toBe("Choose at least 12 characters");
    expect(newPasswordError("a".repeat(1001), "a".repeat(1001))).toBe("At most 1,000 characters");
    expect(newPasswordError("twelve-chars", "twelve-charz")).toBe("The two passwords differ");
    expect(newPasswordError("twelve-chars", "twelve-chars")).toBeNull();
  });

  it("leaves whether it is easy to guess to the server (no dictionaries on the pages)", () => {
    expect(newPasswordError("aaaaaaaaaaaa", "aaaaaaaaaaaa")).toBeNull();
  });
});
