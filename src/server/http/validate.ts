import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { ZodType } from "zod";
import { invalidInput } from "./errors.ts";

/**
 * zod validation of params, query or body that fails with our JSON error naming the first bad field
 * (dotted path, e.g. `parts.0.reactions.1.step`).
 */
export function validate<Target extends keyof ValidationTargets, Schema extends ZodType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(target, schema, (result) => {
    if (!result.success) {
      const issue = result.error.issues[0];
      const field = issue?.path.length ? issue.path.join(".") : target;
      throw invalidInput(field, issue?.message ?? "is invalid");
    }
  });
}
