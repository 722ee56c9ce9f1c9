import { serve } from "@hono/node-server";
import { seedDemoIfEmpty } from "./commands/seed-demo.ts";
import { loadConfig } from "./config.ts";
import { createRuntime } from "./runtime.ts";

/** Boot: check config, open and migrate the database, seed an empty embedded one, listen. */
const config = loadConfig();
const runtime = await createRuntime(config);
const { logger } = runtime;

await seedDemoIfEmpty(runtime);

const server = serve({ fetch: runtime.app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
  logger.info({ url: `http://${info.address}:${info.port}`, database: runtime.db.engine }, "listening");
});

async function shutdown(signal: string) {
  logger.info({ signal }, "shutting down");
  server.close();
  await runtime.close();
  process.exit(0);
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));
