/** The checks a restore makes before it writes anything (docs/operations.md "Backups and restores"). */
export type RestoreCheck = "backup" | "database" | "image folder" | "free space";

/** A check failed: nothing was written. The message says what is wrong and what to do. */
export class RestoreRefused extends Error {
  readonly check: RestoreCheck;
  constructor(check: RestoreCheck, message: string) {
    super(message);
    this.check = check;
  }
}

/** The steps that write, in order. */
export type RestoreStep = "loading the database" | "copying the images" | "checking the restored counts";

/**
 * A step failed after writing began and what was written has been removed again; `left` names what
 * could not be (normally nothing).
 */
export class RestoreFailed extends Error {
  readonly step: RestoreStep;
  readonly left: string[];
  constructor(step: RestoreStep, reason: string, left: string[], storage: string) {
    super(
      left.length === 0
        ? `while ${step}: ${reason}; everything it wrote was removed (the database is empty again, the image folder ${storage} is as it was): fix the cause and run it again`
        : `while ${step}: ${reason}; removing what it wrote failed for ${left.join(", ")}: remove those by hand, then fix the cause and run it again`,
    );
    this.step = step;
    this.left = left;
  }
}
