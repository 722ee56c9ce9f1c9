import { deflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { makePng, PNG_SIGNATURE, pngChunk, pngHeader } from "../../../tests/support/png.ts";
import { checkPng, MAX_PNG_SIDE } from "./png-reader.ts";

const IEND = pngChunk("IEND", new Uint8Array());
/** Filtered rows of 8-bit grey + alpha pixels, all zero. */
const rows = (width: number, height: number) => deflateSync(Buffer.alloc((width * 2 + 1) * height));
const file = (...chunks: Buffer[]) => new Uint8Array(Buffer.concat([PNG_SIGNATURE, ...chunks]));

/** The chunk types of a PNG, in order. */
function chunkTypes(bytes: Uint8Array): string[] {
  const types: string[] = [];
  const buffer = Buffer.from(bytes);
  for (let at = 8; at < buffer.length; at += 12 + buffer.readUInt32BE(at)) {
    types.push(buffer.toString("latin1", at + 4, at + 8));
  }
  return types;
}

describe("checkPng", () => {
  it("answers the size of a well-formed PNG and keeps its pixels", async () => {
    const png = makePng(3, 2);
    const result = await checkPng(png);
    expect(result).toMatchObject({ ok: true, width: 3, height: 2 });
    expect(result.ok && Buffer.from(result.bytes).equals(png)).toBe(true);
  });

  it("drops text chunks, unknown ancillary chunks and keeps the colour chunks", async () => {
    const png = file(
      pngChunk("IHDR", pngHeader(2, 2)),
      pngChunk("gAMA", Buffer.from([0, 0, 0xb1, 0x8f])),
      pngChunk("tEXt", Buffer.from("Comment\0<script>alert(1)</script>", "latin1")),
      pngChunk("IDAT", rows(2, 2)),
      pngChunk("zTXt", Buffer.from("x\0\0", "latin1")),
      IEND,
    );
    const result = await checkPng(png);
    if (!result.ok) throw new Error(result.message);
    expect(chunkTypes(result.bytes)).toEqual(["IHDR", "gAMA", "IDAT", "IEND"]);
    expect(Buffer.from(result.bytes).includes("script")).toBe(false);
  });

  it("refuses a PNG larger than 4096 pixels a side or 16 million pixels, before inflating it", async () => {
    const huge = file(pngChunk("IHDR", pngHeader(30_000, 30_000)), pngChunk("IDAT", rows(1, 1)), IEND);
    expect(await checkPng(huge)).toMatchObject({ ok: false, reason: "too_large" });
    const wide = file(pngChunk("IHDR", pngHeader(MAX_PNG_SIDE + 1, 1)), pngChunk("IDAT", rows(1, 1)), IEND);
    expect(await checkPng(wide)).toMatchObject({ ok: false, reason: "too_large" });
    const square = file(pngChunk("IHDR", pngHeader(4096, 4096)), pngChunk("IDAT", rows(1, 1)), IEND);
    expect(await checkPng(square)).toMatchObject({ ok: false, reason: "too_large" });
  });

  it("refuses a header followed by HTML, a file without IDAT or IEND, and data after IEND", async () => {
    const html = Buffer.from("<html><script>alert(document.cookie)</script></html>");
    const headerThenHtml = file(pngChunk("IHDR", pngHeader(1, 1)), html);
    expect(await checkPng(headerThenHtml)).toMatchObject({ ok: false, reason: "malformed" });
    expect(await checkPng(file(pngChunk("IHDR", pngHeader(1, 1)), IEND))).toMatchObject({
      ok: false,
      message: "is not a well-formed PNG image: it has no IDAT chunk",
    });
    const noEnd = file(pngChunk("IHDR", pngHeader(1, 1)), pngChunk("IDAT", rows(1, 1)));
    expect(await checkPng(noEnd)).toMatchObject({ ok: false, reason: "malformed" });
    const trailing = new Uint8Array(Buffer.concat([makePng(1, 1), html]));
    expect(await checkPng(trailing)).toMatchObject({
      ok: false,
      message: "is not a well-formed PNG image: it has data after its IEND chunk",
    });
  });

  it("refuses a damaged CRC, an unknown critical chunk and image data of the wrong size", async () => {
    const damaged = Buffer.from(makePng(4, 4));
    damaged[17] = 0xff;
    expect(await checkPng(damaged)).toMatchObject({ ok: false, reason: "malformed" });
    const critical = file(
      pngChunk("IHDR", pngHeader(1, 1)),
      pngChunk("ABCD", Buffer.from("x")),
      pngChunk("IDAT", rows(1, 1)),
      IEND,
    );
    expect(await checkPng(critical)).toMatchObject({ ok: false, reason: "malformed" });
    const short = file(pngChunk("IHDR", pngHeader(100, 100)), pngChunk("IDAT", rows(1, 1)), IEND);
    expect(await checkPng(short)).toMatchObject({
      ok: false,
      message: "is not a well-formed PNG image: its image data does not hold the pixels its header declares",
    });
    const notZlib = file(pngChunk("IHDR", pngHeader(1, 1)), pngChunk("IDAT", Buffer.from("not zlib")), IEND);
    expect(await checkPng(notZlib)).toMatchObject({ ok: false, reason: "malformed" });
  });

  it("checks the header's colour type, bit depth and the palette rules", async () => {
    const badDepth = file(pngChunk("IHDR", pngHeader(1, 1, 3, 2)), pngChunk("IDAT", rows(1, 1)), IEND);
    expect(await checkPng(badDepth)).toMatchObject({ ok: false, reason: "malformed" });
    const noPalette = file(
      pngChunk("IHDR", pngHeader(2, 1, 8, 3)),
      pngChunk("IDAT", deflateSync(Buffer.alloc(3))),
      IEND,
    );
    expect(await checkPng(noPalette)).toMatchObject({ ok: false, reason: "malformed" });
    const palette = file(
      pngChunk("IHDR", pngHeader(2, 1, 8, 3)),
      pngChunk("PLTE", Buffer.from([0, 0, 0, 255, 255, 255])),
      pngChunk("tRNS", Buffer.from([0])),
      pngChunk("IDAT", deflateSync(Buffer.from([0, 0, 1]))),
      IEND,
    );
    const result = await checkPng(palette);
    expect(result.ok && chunkTypes(result.bytes)).toEqual(["IHDR", "PLTE", "tRNS", "IDAT", "IEND"]);
  });

  it("reads interlaced images (Adam7)", async () => {
    const header = pngHeader(3, 3);
    header[12] = 1;
    // Passes of a 3 × 3 image: 1×1, none, none, 1×1, 2×1, 1×2, 3×1 pixels; 2 bytes a pixel, 1 a row.
    const raw = Buffer.alloc(3 + 3 + 5 + 2 * 3 + 7);
    const result = await checkPng(file(pngChunk("IHDR", header), pngChunk("IDAT", deflateSync(raw)), IEND));
    expect(result).toMatchObject({ ok: true, width: 3, height: 3 });
  });
});
