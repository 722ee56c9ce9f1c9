import { crc32 } from "node:zlib";

/** The 8 bytes every PNG file starts with. */
export const PNG_SIGNATURE = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);

/** PNG allows 2^31 - 1 pixels a side; a sensible structure drawing has far fewer. */
const MAX_SIDE = 2 ** 31 - 1;

export type PngHeader =
  | { ok: true; width: number; height: number }
  | { ok: false; reason: "signature" | "header" };

/**
 * Reads a PNG's size from its first chunk, which the format requires to be IHDR (13 bytes of data:
 * width, height, bit depth, colour type, compression, filter, interlace) with a matching CRC. Only
 * the signature and that chunk are checked; the image data is never decoded.
 */
export function readPngHeader(bytes: Uint8Array): PngHeader {
  if (bytes.length < PNG_SIGNATURE.length || PNG_SIGNATURE.some((b, i) => bytes[i] !== b)) {
    return { ok: false, reason: "signature" };
  }
  // signature (8) + length (4) + type (4) + data (13) + CRC (4)
  if (bytes.length < 33) return { ok: false, reason: "header" };
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const length = view.getUint32(8);
  const type = String.fromCharCode(...bytes.subarray(12, 16));
  if (length !== 13 || type !== "IHDR") return { ok: false, reason: "header" };
  if (crc32(bytes.subarray(12, 29)) !== view.getUint32(29)) return { ok: false, reason: "header" };
  const width = view.getUint32(16);
  const height = view.getUint32(20);
  if (width < 1 || height < 1 || width > MAX_SIDE || height > MAX_SIDE)
    return { ok: false, reason: "header" };
  return { ok: true, width, height };
}
