import { readFile, writeFile } from "node:fs/promises";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Files above this size are brotli-compressed at quality 10 instead of 11. Only the sketcher's
 * WebAssembly (12 MB) is this large: quality 11 took 30 s of a 53 s build on a 2-core machine for
 * a file 3.7 % smaller (2.55 MB against 2.65 MB), downloaded once per editor and then cached.
 */
const LARGE_FILE_BYTES = 4 * 2 ** 20;

/**
 * Writes `.br` and `.gz` twins next to each file, made once at build time so the server sends small
 * files without compressing on each request. The files are compressed at the same time on zlib's
 * thread pool, so every core works on them. Files under `minBytes` get no twins.
 */
export async function writeCompressedTwins(paths: string[], minBytes = 0): Promise<void> {
  await Promise.all(
    paths.map(async (path) => {
      const content = await readFile(path);
      if (content.length < minBytes) return;
      const quality = content.length > LARGE_FILE_BYTES ? 10 : 11;
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: quality,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzipAsync(content, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
    }),
  );
}
