import { describe, expect, it } from "vitest";
import { moleculeCreateSchema, moleculeUpdateSchema } from "./molecules.ts";

const upload = `upload-${"a".repeat(24)}`;

/** The path and message of the first issue a schema finds in `body`; null when it accepts it. */
function firstIssue(schema: typeof moleculeCreateSchema | typeof moleculeUpdateSchema, body: object) {
  const result = schema.safeParse(body);
  if (result.success) return null;
  const [issue] = result.error.issues;
  return { path: issue?.path.join("."), message: issue?.message };
}

describe("the structure of a new or changed molecule", () => {
  it.each([moleculeCreateSchema, moleculeUpdateSchema])(
    "refuses a SMILES and an upload together, and an upload without its formula",
    (schema) => {
      expect(firstIssue(schema, { name: "A", smiles: "C", upload, formula: "CH4" })).toEqual({
        path: "upload",
        message: "send either smiles or upload, not both",
      });
      expect(firstIssue(schema, { name: "A", upload })).toEqual({
        path: "formula",
        message: "is needed with an uploaded image",
      });
      expect(firstIssue(schema, { name: "A", upload, formula: "CH4" })).toBeNull();
    },
  );

  it("needs a structure for a new molecule, not for a change", () => {
    expect(firstIssue(moleculeCreateSchema, { name: "A" })).toEqual({
      path: "smiles",
      message: "send a smiles or an uploaded image",
    });
    expect(firstIssue(moleculeUpdateSchema, { name: "A" })).toBeNull();
  });

  it("refuses a typed formula beside a SMILES in a change only", () => {
    expect(firstIssue(moleculeUpdateSchema, { smiles: "C", formula: "CH4" })?.path).toBe("formula");
    expect(firstIssue(moleculeCreateSchema, { name: "A", smiles: "C", formula: "CH4" })).toBeNull();
  });
});
