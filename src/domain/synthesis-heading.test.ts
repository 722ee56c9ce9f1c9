import { describe, expect, it } from "vitest";
import { synthesisHeading } from "./synthesis-heading.ts";

describe("synthesisHeading", () => {
  it("names the target, the principal investigator and the year", () => {
    expect(
      synthesisHeading({ molecule: { name: "Quinine" }, author: { lastName: "Stork" }, year: 2001 }),
    ).toBe("Quinine — Stork, 2001");
  });

  it("leaves out what a draft does not have yet", () => {
    expect(synthesisHeading({ molecule: { name: "Quinine" }, author: { lastName: " " }, year: 2001 })).toBe(
      "Quinine — 2001",
    );
    expect(synthesisHeading({ molecule: { name: "Quinine" }, author: { lastName: "Stork" }, year: 0 })).toBe(
      "Quinine — Stork",
    );
    expect(synthesisHeading({ molecule: { name: "Quinine" }, author: { lastName: "" }, year: null })).toBe(
      "Quinine",
    );
  });
});
