import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { MIN_PASSWORD_LENGTH } from "../../domain/password-length.ts";
import {
  createStrengthMeter,
  ownerWords,
  type PasswordOwner,
  passwordWeakness,
} from "./password-weakness.ts";

const ADA = { email: "ada.lovelace@analytical.example", name: "Ada Lovelace" };
const ANYONE = { email: "someone@example.org" };
const meter = createStrengthMeter();
const weakness = (password: string, owner: PasswordOwner) => passwordWeakness(meter, password, owner);

/** Every TypeScript file under `dir`. */
function typescriptFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name))
    .map((e) => join(e.parentPath, e.name));
}

describe("passwordWeakness", () => {
  it("refuses the attacker's four examples, each with advice on what to do", () => {
    expect(weakness("aaaaaaaaaaaa", ADA)).toBe(
      "Avoid repeated characters like 'aaa'. Use a few unrelated words.",
    );
    expect(weakness("111111111111", ADA)).toBe(
      "Avoid repeated characters like 'aaa'. Use a few unrelated words.",
    );
    expect(weakness(" ".repeat(12), ADA)).toBe(
      "Avoid repeated characters like 'aaa'. Use a few unrelated words.",
    );
    expect(weakness(ADA.email, ADA)).toBe(
      "Avoid your name and e-mail address, or parts of them. Use a few unrelated words.",
    );
  });

  it("refuses sequences, keyboard walks and common passwords in any letter case", () => {
    expect(weakness("abcdefghijklmnop", ANYONE)).toMatch(/^Avoid sequences like 'abc'/);
    expect(weakness("qwertyuiopasdf", ANYONE)).toMatch(/common passwords|rows of keys/);
    expect(weakness("1qaz2wsx3edc4rfv", ANYONE)).toMatch(/common passwords|keyboard/);
    for (const common of ["password1234", "PassWord1234", "p@ssw0rd1234", "123456789012"]) {
      expect(weakness(common, ANYONE), common).toMatch(/most common passwords/);
    }
  });

  it("refuses passwords built from the account's e-mail or name, in any case and order", () => {
    const personal = "Avoid your name and e-mail address, or parts of them. Use a few unrelated words.";
    for (const built of [
      "Ada.Lovelace@Analytical.Example",
      "adalovelace1815",
      "Lovelace-Ada-1815",
      "analytical-lovelace-ada",
      "ada.lovelace.analytical",
    ]) {
      expect(weakness(built, ADA), built).toBe(personal);
    }
    // The same words are fine for an account they say nothing about.
    expect(weakness("analytical-lovelace-ada", ANYONE)).toBeNull();
  });

  it("accepts a passphrase of unrelated words, and one that merely contains the owner's name", () => {
    expect(weakness("tautomer-ozonide-quinuclidine", ADA)).toBeNull();
    expect(weakness("correct horse battery staple", ADA)).toBeNull();
    expect(weakness("ada-tautomer-ozonide-quinuclidine", ADA)).toBeNull();
  });

  it("answers a 1,000-character password quickly: only its start is scored", () => {
    weakness("dictionaries loaded first", ADA);
    const started = performance.now();
    expect(weakness("a".repeat(1000), ADA)).toMatch(/repeated characters/);
    expect(weakness("1234567890".repeat(100), ADA)).toMatch(/^Avoid repeated patterns/);
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

describe("the fixed passwords of the tests and scripts", () => {
  it("are all strong enough", () => {
    const fixed = /password\w*\s*[:=]\s*["'`]([^"'`$\n]+)["'`]/gi;
    const found = ["src", "tests", "scripts"]
      .flatMap(typescriptFiles)
      .flatMap((file) => [...readFileSync(file, "utf8").matchAll(fixed)].map((m) => m[1] ?? ""))
      .filter((p) => p.length >= MIN_PASSWORD_LENGTH);
    expect(found).toContain("violet-kettle-arrow-93");
    const weak: string[] = [];
    for (const password of new Set(found)) if (weakness(password, ANYONE)) weak.push(password);
    expect(weak).toEqual([]);
  });
});
