import { describe, expect, it } from "vitest";
import { contributeReadsOf } from "./contribute-reads.ts";
import { type ContributeState, EMPTY_STATE, LAST_STEP } from "./contribute-state.ts";

const at = (step: number, more: Partial<ContributeState> = {}): ContributeState => ({
  ...EMPTY_STATE,
  step,
  ...more,
});
const named = (investigator: string) => ({ ...EMPTY_STATE.identity, investigator });

describe("the contribute page's reads follow what it shows", () => {
  it("checks the saved draft on step 4 only, for a signed-in contributor with a draft", () => {
    expect(contributeReadsOf(at(LAST_STEP, { draftId: 12 }), true).check).toBe(
      "/contribute/data/drafts/12/check",
    );
    expect(contributeReadsOf(at(LAST_STEP, { draftId: 12 }), false).check).toBeNull();
    expect(contributeReadsOf(at(LAST_STEP), true).check).toBeNull();
    expect(contributeReadsOf(at(2, { draftId: 12 }), true).check).toBeNull();
  });

  it("reads the authors on step 2 once a name is typed", () => {
    expect(contributeReadsOf(at(1, { identity: named("Woodward") }), true).authors).toBe(
      "/contribute/data/authors",
    );
    expect(contributeReadsOf(at(1, { identity: named("  ") }), true).authors).toBeNull();
    expect(contributeReadsOf(at(1, { identity: named("Woodward") }), false).authors).toBeNull();
    expect(contributeReadsOf(at(2, { identity: named("Woodward") }), true).authors).toBeNull();
  });
});
