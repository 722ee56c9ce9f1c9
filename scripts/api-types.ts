/**
 * npm run api:types — writes src/web/api-client/api-types.ts, the API's types for the web app's
 * typed client, from the OpenAPI document the routes declare. Run it after changing a route or a
 * schema of src/contract/; scripts/api-types.test.ts fails until then.
 */
import { writeFileSync } from "node:fs";
import { relative } from "node:path";
import { API_TYPES_FILE, currentApiTypes } from "./lib/api-document.ts";

writeFileSync(API_TYPES_FILE, await currentApiTypes());
console.log(`Wrote ${relative(process.cwd(), API_TYPES_FILE)}.`);
