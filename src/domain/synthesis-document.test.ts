import { describe, expect, it } from "vitest";
import { reactionSchema, referenceSchema } from "./synthesis-document.ts";

describe("the publish schema's user text", () => {
  it("accepts only http(s) reference addresses", () => {
    const display = "Woodward, R. B. J. Am. Chem. Soc. 1954, 76, 4749.";
    for (const url of [
      "javascript:alert(document.cookie)",
      "data:text/html,<script>x</script>",
      "file:///etc/passwd",
      "vbscript:x",
    ]) {
      const result = referenceSchema.safeParse({ display, url });
      expect(result.success, url).toBe(false);
      expect(result.error?.issues[0]).toMatchObject({ path: ["url"], message: "must be an http(s) address" });
    }
    expect(referenceSchema.parse({ display, url: "https://example.org/paper" }).url).toBe(
      "https://example.org/paper",
    );
    expect(referenceSchema.parse({ display, url: "http://example.org/" }).url).toBe("http://example.org/");
  });

  it("keeps names and conditions on one line, and lets comments break lines", () => {
    const reaction = {
      step: 1,
      reagents: [{ name: "LiAlH4" }],
      temperature: "-78 °C",
      comment: "First\n\tthen",
    };
    expect(reactionSchema.safeParse(reaction).success).toBe(true);
    for (const bad of [
      { ...reaction, reagents: [{ name: "LiAlH4\nSECURITY ALERT" }] },
      { ...reaction, temperature: "-78 \u202E°C" },
      { ...reaction, solvents: ["THF\u0000"] },
      { ...reaction, comment: "First\u0007" },
    ]) {
      expect(reactionSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});
