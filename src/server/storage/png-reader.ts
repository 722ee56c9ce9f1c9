import { crc32, createInflate } from "node:zlib";

/** The 8 bytes every PNG file starts with. */
export const PNG_SIGNATURE = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);

/** A structure drawing needs far less; this keeps a decoded image under 64 MB in a visitor's browser. */
export const MAX_PNG_SIDE = 4096;
export const MAX_PNG_PIXELS = 16_000_000;

export type PngCheck =
  | { ok: true; width: number; height: number; bytes: Uint8Array }
  | { ok: false; reason: "signature" | "malformed" | "too_large"; message: string };

/** Chunks a browser needs to show the image; the colour chunks are small and fixed in size. */
const KEPT = new Set(["IHDR", "PLTE", "tRNS", "IDAT", "IEND", "gAMA", "cHRM", "sRGB"]);
const FIXED_LENGTH: Record<string, number> = { IHDR: 13, IEND: 0, gAMA: 4, cHRM: 32, sRGB: 1 };
/** Channels per colour type, and the bit depths each allows (PNG spec, table 11.1). */
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
const DEPTHS: Record<number, number[]> = {
  0: [1, 2, 4, 8, 16],
  2: [8, 16],
  3: [1, 2, 4, 8],
  4: [8, 16],
  6: [8, 16],
};
/** Adam7 passes: first column, first row, column step, row step. */
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

interface Chunk {
  type: string;
  data: Uint8Array;
  /** The whole chunk: length, type, data and CRC. */
  raw: Uint8Array;
}

const malformed = (why: string): PngCheck => ({
  ok: false,
  reason: "malformed",
  message: `is not a well-formed PNG image: ${why}`,
});

/**
 * Checks that `bytes` is a well-formed PNG of a sensible size and answers it rewritten with only the
 * chunks a browser needs (text, metadata, animation and anything after IEND are dropped). Every
 * chunk's CRC is checked, the chunk order follows the PNG specification, and the image data is
 * inflated (streamed, never held) to check it holds exactly the pixels IHDR declares.
 */
export async function checkPng(bytes: Uint8Array): Promise<PngCheck> {
  if (bytes.length < PNG_SIGNATURE.length || PNG_SIGNATURE.some((b, i) => bytes[i] !== b)) {
    return {
      ok: false,
      reason: "signature",
      message: "is not a PNG image (it does not start with the PNG signature)",
    };
  }
  const chunks = readChunks(bytes);
  if (typeof chunks === "string") return malformed(chunks);
  const [ihdr] = chunks;
  if (ihdr?.type !== "IHDR") return malformed("its first chunk is not IHDR");
  const header = readHeader(ihdr.data);
  if (typeof header === "string") return malformed(header);
  const { width, height } = header;
  if (width > MAX_PNG_SIDE || height > MAX_PNG_SIDE || width * height > MAX_PNG_PIXELS) {
    return {
      ok: false,
      reason: "too_large",
      message: `is ${width} × ${height} pixels; an image may be at most ${MAX_PNG_SIDE} pixels a side and ${MAX_PNG_PIXELS / 1e6} million pixels in all`,
    };
  }
  const order = checkOrder(chunks, header.colourType);
  if (order) return malformed(order);
  const idat = chunks.filter((c) => c.type === "IDAT");
  const expected = rawLength(
    width,
    height,
    (CHANNELS[header.colourType] ?? 0) * header.bitDepth,
    header.interlaced,
  );
  const inflated = await inflatedLength(Buffer.concat(idat.map((c) => c.data)), expected);
  if (inflated !== expected) return malformed("its image data does not hold the pixels its header declares");
  const kept = chunks.filter((c) => KEPT.has(c.type)).map((c) => c.raw);
  return { ok: true, width, height, bytes: new Uint8Array(Buffer.concat([PNG_SIGNATURE, ...kept])) };
}

/** Every chunk up to IEND with its CRC checked, or why the file cannot be read that way. */
function readChunks(bytes: Uint8Array): Chunk[] | string {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const chunks: Chunk[] = [];
  let at = PNG_SIGNATURE.length;
  while (at < bytes.length) {
    if (at + 12 > bytes.length) return "it ends inside a chunk";
    const length = view.getUint32(at);
    if (length > 2 ** 31 - 1 || at + 12 + length > bytes.length) return "it ends inside a chunk";
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    if (!/^[A-Za-z]{4}$/.test(type)) return "a chunk has an invalid type";
    if (crc32(bytes.subarray(at + 4, at + 8 + length)) !== view.getUint32(at + 8 + length)) {
      return `its ${type} chunk is damaged (the CRC does not match)`;
    }
    const fixed = FIXED_LENGTH[type];
    if (fixed !== undefined && length !== fixed) return `its ${type} chunk has the wrong length`;
    chunks.push({
      type,
      data: bytes.subarray(at + 8, at + 8 + length),
      raw: bytes.subarray(at, at + 12 + length),
    });
    at += 12 + length;
    if (type === "IEND") return at === bytes.length ? chunks : "it has data after its IEND chunk";
  }
  return "it has no IEND chunk";
}

function readHeader(data: Uint8Array) {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const width = view.getUint32(0);
  const height = view.getUint32(4);
  const [bitDepth = 0, colourType = 0, compression, filter, interlace = 0] = data.subarray(8);
  if (width < 1 || height < 1 || width > 2 ** 31 - 1 || height > 2 ** 31 - 1) {
    return "its header declares no pixels";
  }
  if (!DEPTHS[colourType]?.includes(bitDepth)) return "its header has an invalid colour type or bit depth";
  if (compression !== 0 || filter !== 0 || interlace > 1) return "its header has an invalid method";
  return { width, height, bitDepth, colourType, interlaced: interlace === 1 };
}

/** The PNG specification's chunk order (§5.6) for the chunks a browser reads, or what breaks it. */
function checkOrder(chunks: Chunk[], colourType: number): string | null {
  const first = (type: string) => chunks.findIndex((c) => c.type === type);
  const count = (type: string) => chunks.filter((c) => c.type === type).length;
  const firstIdat = first("IDAT");
  if (firstIdat < 0) return "it has no IDAT chunk";
  const lastIdat = chunks.findLastIndex((c) => c.type === "IDAT");
  if (chunks.slice(firstIdat, lastIdat + 1).some((c) => c.type !== "IDAT"))
    return "its IDAT chunks are not consecutive";
  for (const c of chunks.slice(1)) {
    // An unknown critical chunk (upper-case first letter) must not be skipped by a decoder.
    if (/^[A-Z]/.test(c.type) && !["PLTE", "IDAT", "IEND"].includes(c.type))
      return `it has an unknown critical chunk ${c.type}`;
  }
  if (count("IHDR") !== 1 || count("PLTE") > 1 || count("tRNS") > 1)
    return "it repeats a chunk that must appear once";
  const plte = first("PLTE");
  const palette = plte < 0 ? 0 : (chunks[plte]?.data.length ?? 0) / 3;
  if (colourType === 3 && plte < 0) return "it is a palette image without a PLTE chunk";
  if (plte >= 0 && (colourType === 0 || colourType === 4)) return "it is a grey image with a PLTE chunk";
  if (plte >= 0 && (plte > firstIdat || !Number.isInteger(palette) || palette < 1 || palette > 256)) {
    return "its PLTE chunk is misplaced or of the wrong length";
  }
  const trns = first("tRNS");
  if (trns >= 0) {
    const length = chunks[trns]?.data.length ?? 0;
    const fits =
      colourType === 0
        ? length === 2
        : colourType === 2
          ? length === 6
          : colourType === 3 && length <= palette;
    if (!fits || trns > firstIdat || trns < plte) return "its tRNS chunk does not fit the image";
  }
  for (const type of ["gAMA", "cHRM", "sRGB"]) {
    const at = first(type);
    if (at >= 0 && (at > firstIdat || (plte >= 0 && at > plte))) return `its ${type} chunk is misplaced`;
  }
  return null;
}

/** Bytes of filtered scanlines (one filter byte per row) that IHDR's size and format call for. */
function rawLength(width: number, height: number, bitsPerPixel: number, interlaced: boolean): number {
  const rows = (w: number, h: number) => (w > 0 && h > 0 ? h * (Math.ceil((w * bitsPerPixel) / 8) + 1) : 0);
  if (!interlaced) return rows(width, height);
  return ADAM7.reduce(
    (sum, [x, y, dx, dy]) => sum + rows(Math.ceil((width - x) / dx), Math.ceil((height - y) / dy)),
    0,
  );
}

/** The inflated length of a zlib stream, counted chunk by chunk; -1 past `limit` or when broken. */
async function inflatedLength(data: Uint8Array, limit: number): Promise<number> {
  const inflate = createInflate();
  inflate.end(data);
  let total = 0;
  try {
    for await (const piece of inflate) {
      total += (piece as Buffer).length;
      if (total > limit) {
        inflate.destroy();
        return -1;
      }
    }
  } catch {
    return -1;
  }
  return total;
}
