import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";
import { sketcherBundle } from "./scripts/lib/sketcher-build.ts";

/**
 * Writes .br and .gz twins of every client asset, compressed once at build time with the highest
 * settings, so the server sends small files without compressing on each request.
 */
function precompress(): Plugin {
  return {
    name: "synthesis-archive:precompress",
    apply: "build",
    writeBundle(options, bundle) {
      if (!options.dir?.endsWith(join("build", "client"))) return;
      for (const file of Object.keys(bundle)) {
        if (!/\.(js|css|svg|json)$/.test(file)) continue;
        const path = join(options.dir, file);
        const content = readFileSync(path);
        if (content.length < 1024) continue;
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

export default defineConfig({
  plugins: [reactRouter(), precompress(), sketcherBundle()],
  build: { target: "es2022" },
});
