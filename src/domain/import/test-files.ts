import { readFileSync } from "node:fs";
import { SchemeFileError } from "./scheme-file.ts";

/** A file of tests/fixtures/import/, as text. */
export const fixtureFile = (name: string) =>
  readFileSync(new URL(`../../../tests/fixtures/import/${name}`, import.meta.url), "utf8");

/** The message of the refusal `read` throws for `text`; fails the test when the text is read. */
export function refusalOf(read: (text: string) => unknown, text: string): string {
  try {
    read(text);
  } catch (error) {
    if (error instanceof SchemeFileError) return error.message;
    throw error;
  }
  throw new Error("the text was read without a refusal");
}
