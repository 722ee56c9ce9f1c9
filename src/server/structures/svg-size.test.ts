import { describe, expect, it } from "vitest";
import { svgSize } from "./svg-size.ts";

describe("svgSize", () => {
  it("reads width and height of the root element in either quote style", () => {
    expect(
      svgSize("<svg version='1.1' width='204' height='178' viewBox='-6 -6 204 178'><rect width='5'/></svg>"),
    ).toEqual({
      width: 204,
      height: 178,
    });
    expect(svgSize('<svg width="30.6px" height="12">')).toEqual({ width: 31, height: 12 });
  });

  it("answers nulls when the SVG declares no size", () => {
    expect(svgSize("<svg viewBox='0 0 10 10'></svg>")).toEqual({ width: null, height: null });
    expect(svgSize("not svg")).toEqual({ width: null, height: null });
  });
});
