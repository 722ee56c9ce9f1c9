import { describe, expect, it } from "vitest";
import { isPlainText, isSingleLine } from "./plain-text.ts";

describe("plain text", () => {
  it("accepts names in any script, with accents, symbols and the implicit direction marks", () => {
    for (const name of [
      "Dorothy Hodgkin",
      "Pd(PPh₃)₄",
      "Ōmura Satoshi",
      "محمد\u200F",
      "δ-lactone, 2 h, -78 °C",
    ]) {
      expect(isSingleLine(name), name).toBe(true);
      expect(isPlainText(name), name).toBe(true);
    }
  });

  it("refuses line breaks, C0 and C1 controls, DEL and the bidi overrides in a line", () => {
    for (const bad of [
      "a\nb",
      "a\rb",
      "a\tb",
      "a\0b",
      "a\x1bb",
      "a\x7fb",
      "a\x85b",
      "a\u2028b",
      "a\u202Eb",
      "a\u2066b",
    ]) {
      expect(isSingleLine(bad), JSON.stringify(bad)).toBe(false);
    }
  });

  it("lets a comment hold line breaks and tabs, but no other control or override", () => {
    expect(isPlainText("First line\r\n\tsecond line\n")).toBe(true);
    for (const bad of ["a\0b", "a\x1bb", "a\x7fb", "a\x9bb", "a\u2029b", "a\u202Db", "a\u2069b"]) {
      expect(isPlainText(bad), JSON.stringify(bad)).toBe(false);
    }
  });
});
