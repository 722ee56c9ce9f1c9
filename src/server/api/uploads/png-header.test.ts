import { describe, expect, it } from "vitest";
import { makePng } from "../../../../tests/support/png.ts";
import { readPngHeader } from "./png-header.ts";

describe("readPngHeader", () => {
  it("reads the width and height of a PNG", () => {
    expect(readPngHeader(makePng(3, 2))).toEqual({ ok: true, width: 3, height: 2 });
    expect(readPngHeader(makePng(640, 480, "note"))).toEqual({ ok: true, width: 640, height: 480 });
  });

  it("refuses anything without the PNG signature", () => {
    expect(readPngHeader(new Uint8Array())).toEqual({ ok: false, reason: "signature" });
    expect(readPngHeader(Buffer.from("GIF89a, not a PNG at all"))).toEqual({
      ok: false,
      reason: "signature",
    });
    const png = makePng(1, 1);
    png[1] = 0x51;
    expect(readPngHeader(png)).toEqual({ ok: false, reason: "signature" });
  });

  it("refuses a PNG whose IHDR cannot be read", () => {
    const png = makePng(4, 4);
    expect(readPngHeader(png.subarray(0, 20))).toEqual({ ok: false, reason: "header" });
    const renamed = Buffer.from(png);
    renamed.write("IHDX", 12, "latin1");
    expect(readPngHeader(renamed)).toEqual({ ok: false, reason: "header" });
    const damaged = Buffer.from(png);
    damaged[17] = 0xff; // width changed, CRC no longer matches
    expect(readPngHeader(damaged)).toEqual({ ok: false, reason: "header" });
    expect(readPngHeader(makePng(0, 5))).toEqual({ ok: false, reason: "header" });
  });
});
