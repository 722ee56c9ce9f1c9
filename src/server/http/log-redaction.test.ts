import { describe, expect, it } from "vitest";
import { redactTarget } from "./log-redaction.ts";

describe("redactTarget", () => {
  it("hides the token segment of preview links, page and API", () => {
    expect(redactTarget("/preview/abc_DEF-123")).toBe("/preview/[redacted]");
    // A draft's own preview (signed in, by id) has nothing to hide.
    expect(redactTarget("/preview/draft/5")).toBe("/preview/draft/5");
    expect(redactTarget("/api/preview/abc/approve")).toBe("/api/preview/[redacted]/approve");
    expect(redactTarget("/Preview/abc")).toBe("/Preview/[redacted]");
    expect(redactTarget("/api/preview/")).toBe("/api/preview/");
  });

  it("hides token query values and keeps the rest", () => {
    expect(redactTarget("/invite?token=s3cret")).toBe("/invite?token=[redacted]");
    expect(redactTarget("/reset-password?a=1&TOKEN=s3cret&b=2")).toBe(
      "/reset-password?a=1&TOKEN=[redacted]&b=2",
    );
    expect(redactTarget("/x?%74oken=s3cret")).toBe("/x?%74oken=[redacted]");
    expect(redactTarget("/search?q=token")).toBe("/search?q=token");
    expect(redactTarget("/preview/abc?token=def")).toBe("/preview/[redacted]?token=[redacted]");
  });

  it("leaves other paths alone", () => {
    expect(redactTarget("/named-reactions/preview-reaction")).toBe("/named-reactions/preview-reaction");
    expect(redactTarget("/api/unpublishedSyntheses/3/preview")).toBe("/api/unpublishedSyntheses/3/preview");
  });
});
