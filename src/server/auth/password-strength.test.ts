import { describe, expect, it } from "vitest";
import { DomainError } from "../../domain/errors.ts";
import { requireStrongPassword } from "./password-strength.ts";

const ADA = { email: "ada.lovelace@analytical.example", name: "Ada Lovelace" };
const refusalOf = (password: string) =>
  requireStrongPassword(password, ADA).then(
    () => null,
    (error: unknown) => error,
  );

describe("requireStrongPassword (in its worker thread)", () => {
  it("refuses a weak password with a 400 invalid_input naming password, the advice after the reason", async () => {
    const refusal = await refusalOf("aaaaaaaaaaaa");
    expect(refusal).toBeInstanceOf(DomainError);
    expect(refusal).toMatchObject({
      kind: "invalid",
      code: "invalid_input",
      field: "password",
      message:
        "password: is too easy to guess. Avoid repeated characters like 'aaa'. Use a few unrelated words.",
    });
    expect(await refusalOf("Lovelace.Ada.1815")).toMatchObject({
      field: "password",
      message:
        "password: is too easy to guess. Avoid your name and e-mail address, or parts of them. Use a few unrelated words.",
    });
  });

  it("accepts a passphrase of unrelated words", async () => {
    await expect(requireStrongPassword("tautomer-ozonide-quinuclidine", ADA)).resolves.toBeUndefined();
  });
});
