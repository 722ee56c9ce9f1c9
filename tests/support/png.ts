import { crc32, deflateSync } from "node:zlib";

const chunk = (type: string, data: Uint8Array) => {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, "latin1");
  Buffer.from(data).copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
};

/**
 * A real, minimal PNG of `width` × `height` transparent grey pixels. `note` goes into a tEXt chunk,
 * so two tests can make different files of the same size.
 */
export function makePng(width: number, height: number, note = ""): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 4; // grey + alpha
  const rows = Buffer.alloc((width * 2 + 1) * height); // filter byte 0, then pixels
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    ...(note ? [chunk("tEXt", Buffer.from(`Comment\0${note}`, "latin1"))] : []),
    chunk("IDAT", deflateSync(rows)),
    chunk("IEND", new Uint8Array()),
  ]);
}
