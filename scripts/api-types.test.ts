import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { API_TYPES_FILE, currentApiTypes } from "./lib/api-document.ts";

describe("src/web/api-client/api-types.ts", () => {
  it("is what the current routes' OpenAPI document generates (run `npm run api:types` after changing a route)", async () => {
    const generated = await currentApiTypes();
    expect(generated).toContain('"/api/unpublishedSyntheses/{id}": {');
    expect(readFileSync(API_TYPES_FILE, "utf8")).toBe(generated);
  });
});
