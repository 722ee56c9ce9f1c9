import { join } from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";
import { writeCompressedTwins } from "./scripts/lib/compressed-twins.ts";
import { sketcherBundle } from "./scripts/lib/sketcher-build.ts";

/** Writes .br and .gz twins of every client asset of 1 KB or more (scripts/lib/compressed-twins.ts). */
function precompress(): Plugin {
  return {
    name: "synthesis-archive:precompress",
    apply: "build",
    async writeBundle(options, bundle) {
      const dir = options.dir;
      if (!dir?.endsWith(join("build", "client"))) return;
      const files = Object.keys(bundle).filter((file) => /\.(js|css|svg|json)$/.test(file));
      await writeCompressedTwins(
        files.map((file) => join(dir, file)),
        1024,
      );
    },
  };
}

export default defineConfig({
  plugins: [reactRouter(), precompress(), sketcherBundle()],
  build: { target: "es2022" },
});
