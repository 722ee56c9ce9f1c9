import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DomainError } from "../../domain/errors.ts";
import { ownerWords, passwordWeakness, requireStrongPassword } from "./password-strength.ts";

const ADA = { email: "ada.lovelace@analytical.example", name: "Ada Lovelace" };
const ANYONE = { email: "someone@example.org" };

/** Every TypeScript file under `dir`. */
function typescriptFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name))
    .map((e) => join(e.parentPath, e.name));
}

describe("passwordWeakness", () => {
  it("refuses the attacker's four examples, each with advice on what to do", async () => {
    expect(await passwordWeakness("aaaaaaaaaaaa", ADA)).toBe(
      "Avoid repeated characters like 'aaa'. Use a few unrelated words.",
    );
    expect(await passwordWeakness("111111111111", ADA)).toBe(
      "Avoid repeated characters like 'aaa'. Use a few unrelated words.",
    );
    expect(await passwordWeakness(" ".repeat(12), ADA)).toBe(
      "Avoid repeated characters like 'aaa'. Use a few unrelated words.",
    );
    expect(await passwordWeakness(ADA.email, ADA)).toBe(
      "Avoid your name and e-mail address, or parts of them. Use a few unrelated words.",
    );
  });

  it("refuses sequences, keyboard walks and common passwords in any letter case", async () => {
    expect(await passwordWeakness("abcdefghijklmnop", ANYONE)).toMatch(/^Avoid sequences like 'abc'/);
    expect(await passwordWeakness("qwertyuiopasdf", ANYONE)).toMatch(/common passwords|rows of keys/);
    expect(await passwordWeakness("1qaz2wsx3edc4rfv", ANYONE)).toMatch(/common passwords|keyboard/);
    for (const common of ["password1234", "PassWord1234", "p@ssw0rd1234", "123456789012"]) {
      expect(await passwordWeakness(common, ANYONE), common).toMatch(/most common passwords/);
    }
  });

  it("refuses passwords built from the account's e-mail or name, in any case and order", async () => {
    const personal = "Avoid your name and e-mail address, or parts of them. Use a few unrelated words.";
    for (const built of [
      "Ada.Lovelace@Analytical.Example",
      "adalovelace1815",
      "Lovelace-Ada-1815",
      "analytical-lovelace-ada",
      "ada.lovelace.analytical",
    ]) {
      expect(await passwordWeakness(built, ADA), built).toBe(personal);
    }
    // The same words are fine for an account they say nothing about.
    expect(await passwordWeakness("analytical-lovelace-ada", ANYONE)).toBeNull();
  });

  it("accepts a passphrase of unrelated words, and one that merely contains the owner's name", async () => {
    expect(await passwordWeakness("tautomer-ozonide-quinuclidine", ADA)).toBeNull();
    expect(await passwordWeakness("correct horse battery staple", ADA)).toBeNull();
    expect(await passwordWeakness("ada-tautomer-ozonide-quinuclidine", ADA)).toBeNull();
  });

  it("answers a 1,000-character password quickly: only its start is scored", async () => {
    await passwordWeakness("dictionaries loaded first", ADA);
    const started = performance.now();
    expect(await passwordWeakness("a".repeat(1000), ADA)).toMatch(/repeated characters/);
    expect(await passwordWeakness("1234567890".repeat(100), ADA)).toMatch(/^Avoid repeated patterns/);
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});

describe("ownerWords", () => {
  it("lists the e-mail, its local part, its domain, the name and each word of them (3+ characters)", () => {
    expect(ownerWords({ email: "Ada.Lovelace@Analytical.Example", name: "Ada Lovelace" }).sort()).toEqual(
      [
        "ada",
        "ada lovelace",
        "ada.lovelace",
        "ada.lovelace@analytical.example",
        "analytical",
        "analytical.example",
        "example",
        "lovelace",
      ].sort(),
    );
    expect(ownerWords({ email: "li@x.io", name: "Li" })).toEqual(["li@x.io", "x.io"]);
  });
});

describe("requireStrongPassword", () => {
  it("throws a 400 invalid_input naming password, the advice after the reason", async () => {
    const refusal = await requireStrongPassword("aaaaaaaaaaaa", ADA).then(
      () => null,
      (e: unknown) => e,
    );
    expect(refusal).toBeInstanceOf(DomainError);
    expect(refusal).toMatchObject({
      kind: "invalid",
      code: "invalid_input",
      field: "password",
      message:
        "password: is too easy to guess. Avoid repeated characters like 'aaa'. Use a few unrelated words.",
    });
    await expect(requireStrongPassword("tautomer-ozonide-quinuclidine", ADA)).resolves.toBeUndefined();
  });

  it("accepts every fixed password the tests and scripts set", async () => {
    const fixed = /password\w*\s*[:=]\s*["'`]([^"'`$\n]+)["'`]/gi;
    const found = ["src", "tests", "scripts"]
      .flatMap(typescriptFiles)
      .flatMap((file) => [...readFileSync(file, "utf8").matchAll(fixed)].map((m) => m[1] ?? ""))
      .filter((p) => p.length >= 12);
    expect(found).toContain("violet-kettle-arrow-93");
    const weak: string[] = [];
    for (const password of new Set(found)) if (await passwordWeakness(password, ANYONE)) weak.push(password);
    expect(weak).toEqual([]);
  });
});
