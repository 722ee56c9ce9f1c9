import type { Config } from "@react-router/dev/config";

/** Framework mode: every page is rendered on the server (src/server mounts build/server). */
export default {
  appDirectory: "src/web",
  buildDirectory: "build",
  ssr: true,
} satisfies Config;
