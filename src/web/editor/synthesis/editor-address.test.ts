import { describe, expect, it } from "vitest";
import { editorAddress, requestedSynthesis } from "./editor-address.ts";
import type { SynthesisSource } from "./session.ts";

const draft = (id: number): SynthesisSource => ({
  kind: "draft",
  id,
  displayName: "x",
  ownerName: null,
  ownerId: 1,
  status: "draft",
  synthesisId: null,
  baseVersion: null,
  documentHash: null,
});

describe("the editor's address", () => {
  it("reads the draft or the published synthesis it names", () => {
    expect(requestedSynthesis("?draft=12")).toEqual({ kind: "draft", id: 12 });
    expect(requestedSynthesis("?draft=12&from=contribute&fix=parts.0")).toEqual({ kind: "draft", id: 12 });
    expect(requestedSynthesis("?synthesis=3")).toEqual({ kind: "published", id: 3 });
    expect(requestedSynthesis("")).toEqual({ kind: "new" });
  });

  it("takes no id that is not a whole number from 1", () => {
    for (const bad of ["?draft=0", "?draft=-2", "?draft=1.5", "?draft=abc", "?draft=", "?synthesis=1e3"]) {
      expect(requestedSynthesis(bad)).toEqual({ kind: "new" });
    }
  });

  it("names what is open and keeps only the way back to the Contribute page", () => {
    expect(editorAddress(draft(7), "")).toBe("/edit?draft=7");
    expect(editorAddress(draft(7), "?draft=7&from=contribute&fix=parts.0&import=1")).toBe(
      "/edit?draft=7&from=contribute",
    );
    expect(
      editorAddress({ kind: "published", id: 4, version: 2, unpublishedAt: null }, "?from=contribute"),
    ).toBe("/edit?synthesis=4");
    expect(editorAddress({ kind: "new" }, "?draft=7")).toBe("/edit");
  });
});
