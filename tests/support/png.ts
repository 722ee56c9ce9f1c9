import { createHash } from "node:crypto";
import { crc32, deflateSync } from "node:zlib";

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** One PNG chunk: length, type, data and its CRC. */
export const pngChunk = (type: string, data: Uint8Array) => {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, "latin1");
  Buffer.from(data).copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
};

/**
 * A real, minimal PNG of `width` × `height` grey pixels, transparent unless `note` is given. `note`
 * goes into a tEXt chunk and also shades the pixels, so two tests make different files of the same
 * size even after the upload check has dropped the text.
 */
export function makePng(width: number, height: number, note = ""): Buffer {
  const rows = Buffer.alloc((width * 2 + 1) * height); // filter byte 0, then pixels
  if (note) {
    const shades = createHash("sha256").update(note).digest();
    for (let i = 0; i < rows.length; i++)
      if (i % (width * 2 + 1) !== 0) rows[i] = shades[i % shades.length] ?? 0;
  }
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk("IHDR", pngHeader(width, height)),
    ...(note ? [pngChunk("tEXt", Buffer.from(`Comment\0${note}`, "latin1"))] : []),
    pngChunk("IDAT", deflateSync(rows)),
    pngChunk("IEND", new Uint8Array()),
  ]);
}

/** IHDR's 13 bytes: size, bit depth, colour type (8-bit grey + alpha unless told), no interlace. */
export function pngHeader(width: number, height: number, depth = 8, colourType = 4): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = depth;
  header[9] = colourType;
  return header;
}

/** `png` without its chunks of the given types (what the upload check keeps of a makePng file). */
export function withoutChunks(png: Uint8Array, ...types: string[]): Buffer {
  const bytes = Buffer.from(png);
  const kept: Buffer[] = [bytes.subarray(0, 8)];
  for (let at = 8; at < bytes.length; at += 12 + bytes.readUInt32BE(at)) {
    const end = at + 12 + bytes.readUInt32BE(at);
    if (!types.includes(bytes.toString("latin1", at + 4, at + 8))) kept.push(bytes.subarray(at, end));
  }
  return Buffer.concat(kept);
}
