import { describe, expect, it } from "vitest";
import { z } from "zod";
import { DomainError, firstIssue, schemaRefusal } from "./errors.ts";

/** The one naming of a schema failure (docs/architecture.md "The request path", step 4). */
describe("firstIssue", () => {
  const schema = z.object({ parts: z.array(z.object({ step: z.number().int() })) });

  it("names the first bad field by its dotted path", () => {
    const failed = schema.safeParse({ parts: [{ step: 1 }, { step: 1.5 }] });
    expect(failed.success).toBe(false);
    expect(firstIssue(failed.error).field).toBe("parts.1.step");
    expect(firstIssue(failed.error).path).toEqual(["parts", 1, "step"]);
  });

  it("names what was validated when the input is wrong as a whole", () => {
    const failed = schema.safeParse("not an object");
    expect(firstIssue(failed.error).field).toBe("body");
    expect(firstIssue(failed.error, "query").field).toBe("query");
  });

  it("says 'is invalid' when there is no issue to read", () => {
    expect(firstIssue(undefined)).toEqual({ field: "body", message: "is invalid", path: [] });
  });
});

describe("schemaRefusal", () => {
  it("is the 400 invalid_input naming the field, with zod's message", () => {
    const failed = z
      .object({ email: z.string().email("must be an e-mail address") })
      .safeParse({ email: "x" });
    const refusal = schemaRefusal(failed.error ?? { issues: [] });
    expect(refusal).toBeInstanceOf(DomainError);
    expect(refusal).toMatchObject({ kind: "invalid", code: "invalid_input", field: "email" });
    expect(refusal.message).toBe("email: must be an e-mail address");
  });
});
