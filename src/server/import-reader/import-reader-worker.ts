import { readSchemeFileText, type SchemeFileReading } from "../../domain/import/read-scheme-file.ts";
import type { ImportFormat } from "../../domain/import/scheme-file.ts";
import { serveTasks } from "../workers/bounded-worker-thread.ts";

/**
 * The import reader's thread (import-reader.ts): reads one file's text at a time into its
 * reactions, or the refusal naming its line. Ended from outside when it runs too long; Node ends it
 * when it passes its heap limit.
 */
serveTasks(
  (input: { format: ImportFormat; text: string }): SchemeFileReading =>
    readSchemeFileText(input.format, input.text),
);
