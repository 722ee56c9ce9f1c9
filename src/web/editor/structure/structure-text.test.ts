import { describe, expect, it } from "vitest";
import { pngFromDrop } from "./png-drop.ts";
import { carbonLabel, enterSaves, formulaParts, isMolfile, previewBody } from "./structure-text.ts";

const V2000 = [
  "",
  "  Sketch",
  "",
  "  1  0  0  0  0  0  0  0  0  0999 V2000",
  "    0.0 0.0 0.0 C",
  "M  END",
].join("\n");
const V3000 = ["", "  Sketch", "", "  0  0  0     0  0            999 V3000", "M  V30 BEGIN CTAB"].join("\n");

describe("isMolfile / previewBody", () => {
  it("tells a Molfile from a SMILES", () => {
    expect(isMolfile(V2000)).toBe(true);
    expect(isMolfile(V3000)).toBe(true);
    expect(isMolfile("CCO")).toBe(false);
    expect(isMolfile("C1=CC=CC=C1 M END")).toBe(false);
  });

  it("sends a SMILES trimmed, a Molfile as it is, nothing for an empty box", () => {
    expect(previewBody("  CCO \n")).toEqual({ smiles: "CCO" });
    expect(previewBody(V2000)).toEqual({ molfile: V2000 });
    expect(previewBody(" \n ")).toBeNull();
  });
});

describe("formulaParts", () => {
  it("splits symbols and counts", () => {
    expect(formulaParts("C7H6O2")).toEqual([
      { text: "C", kind: "symbol" },
      { text: "7", kind: "count" },
      { text: "H", kind: "symbol" },
      { text: "6", kind: "count" },
      { text: "O", kind: "symbol" },
      { text: "2", kind: "count" },
    ]);
    expect(formulaParts("CHClBrF").map((p) => p.text)).toEqual(["C", "H", "Cl", "Br", "F"]);
  });

  it("writes a net charge as a superscript, number first", () => {
    expect(formulaParts("C2H3O2-").at(-1)).toEqual({ text: "−", kind: "charge" });
    expect(formulaParts("C6H14N2+2").at(-1)).toEqual({ text: "2+", kind: "charge" });
  });

  it("counts carbons in words", () => {
    expect(carbonLabel(1)).toBe("1 carbon");
    expect(carbonLabel(21)).toBe("21 carbons");
  });
});

describe("pngFromDrop", () => {
  const file = (name: string, type: string) => new File(["x"], name, { type });
  const drop = (files: File[]) => {
    const list = Object.assign([...files], { item: (i: number) => files[i] ?? null });
    return { dataTransfer: { files: list as unknown as FileList } as DataTransfer };
  };

  it("returns the first PNG and ignores other files", () => {
    const png = file("scheme.png", "image/png");
    expect(pngFromDrop(drop([file("a.txt", "text/plain"), png, file("b.png", "image/png")]))).toBe(png);
  });

  it("returns null without a PNG or without files", () => {
    expect(pngFromDrop(drop([file("a.jpg", "image/jpeg"), file("b.svg", "image/svg+xml")]))).toBeNull();
    expect(pngFromDrop(drop([]))).toBeNull();
    expect(pngFromDrop({ dataTransfer: null })).toBeNull();
  });
});

describe("enterSaves", () => {
  const enter = { key: "Enter", shiftKey: false, composing: false };
  it("is Save for Enter on one line, a SMILES with or without a trailing line break", () => {
    expect(enterSaves("OC(=O)c1ccccc1", enter)).toBe(true);
    expect(enterSaves("  CCO\n", enter)).toBe(true);
    expect(enterSaves("C1CC(", enter)).toBe(true);
  });
  it("leaves Shift+Enter, a Molfile, several lines, other keys and IME composition alone", () => {
    expect(enterSaves("CCO", { ...enter, shiftKey: true })).toBe(false);
    expect(enterSaves(V2000, enter)).toBe(false);
    expect(enterSaves("CCO\nCCN", enter)).toBe(false);
    expect(enterSaves("M  END", enter)).toBe(false);
    expect(enterSaves("CCO", { ...enter, key: "a" })).toBe(false);
    expect(enterSaves("CCO", { ...enter, composing: true })).toBe(false);
  });
});
