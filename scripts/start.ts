/**
 * npm start — builds the web app when build/ is missing or older than its sources (a fresh clone),
 * then starts the server (src/server/main.ts).
 */
import { buildIfStale } from "./build-if-stale.ts";

buildIfStale();
await import("../src/server/main.ts");
