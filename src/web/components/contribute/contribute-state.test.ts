import { describe, expect, it } from "vitest";
import {
  allowedStep,
  type ContributeState,
  EMPTY_STATE,
  parseContributeState,
  serializeContributeState,
  stepFromQuery,
  withTypedAnswers,
} from "./contribute-state.ts";

const state: ContributeState = {
  step: 3,
  signup: { name: "Ada Chemist", email: "ada@example.org", orcid: "0000-0002-1825-0097", affiliation: "ETH" },
  identity: {
    molecule: "Quinine",
    kind: "Total",
    shape: "convergent",
    chirality: "Racemic",
    investigator: "R. B. Woodward",
    author: { id: 7, firstName: "R. B.", lastName: "Woodward", url: "r-b-woodward" },
    year: 1944,
    references: "one\ntwo",
  },
  draftId: 12,
};

describe("the stored state of the contribute page", () => {
  it("round-trips through its JSON text, with a version", () => {
    const text = serializeContributeState(state);
    expect(JSON.parse(text).version).toBe(1);
    expect(parseContributeState(text)).toEqual(state);
  });

  it("keeps a half-typed year as empty and an unfinished answer as it is", () => {
    const partial = { ...state, identity: { ...state.identity, year: "" as const, kind: null } };
    expect(parseContributeState(serializeContributeState(partial))).toEqual(partial);
  });

  it("keeps the investigator added in step 2 with its pending mark, and drops a damaged one", () => {
    const added = {
      id: 9,
      firstName: "Orville L.",
      lastName: "Chapman",
      url: "orville-l-chapman",
      pending: true as const,
    };
    const withAdded = { ...state, identity: { ...state.identity, author: added } };
    expect(parseContributeState(serializeContributeState(withAdded)).identity.author).toEqual(added);
    const damaged = { ...state, identity: { ...state.identity, author: { id: "9", lastName: "Chapman" } } };
    expect(parseContributeState(JSON.stringify({ version: 1, ...damaged })).identity.author).toBeNull();
  });

  it("falls back to the empty state for nothing, junk, or another version", () => {
    expect(parseContributeState(null)).toEqual(EMPTY_STATE);
    expect(parseContributeState("{not json")).toEqual(EMPTY_STATE);
    expect(parseContributeState("[]")).toEqual(EMPTY_STATE);
    expect(parseContributeState(JSON.stringify({ ...state, version: 2 }))).toEqual(EMPTY_STATE);
  });

  it("reads field by field: wrong types become empty answers", () => {
    const text = JSON.stringify({
      version: 1,
      step: "2",
      signup: { name: 5, email: "a@b.org" },
      identity: { molecule: ["x"], shape: "spiral", year: "1999", kind: "" },
      draftId: -3,
    });
    expect(parseContributeState(text)).toEqual({
      step: 0,
      signup: { name: "", email: "a@b.org", orcid: "", affiliation: "" },
      identity: { ...EMPTY_STATE.identity },
      draftId: null,
    });
  });

  it("opens steps 3 and 4 only with a saved draft", () => {
    expect(parseContributeState(serializeContributeState({ ...state, draftId: null })).step).toBe(2);
    expect(allowedStep(3, null)).toBe(2);
    expect(allowedStep(3, 7)).toBe(3);
    expect(allowedStep(9, 7)).toBe(3);
    expect(allowedStep(-1, 7)).toBe(0);
  });

  it("reads ?step=N as a 1-based step", () => {
    expect(stepFromQuery("1")).toBe(0);
    expect(stepFromQuery("4")).toBe(3);
    expect(stepFromQuery(null)).toBeNull();
    expect(stepFromQuery("5")).toBeNull();
    expect(stepFromQuery("2.5")).toBeNull();
    expect(stepFromQuery("")).toBeNull();
  });
});

describe("stored answers restored after a visitor started typing", () => {
  it("are taken as they are when nothing was typed", () => {
    expect(withTypedAnswers(state, EMPTY_STATE)).toBe(state);
  });

  it("keep each field typed meanwhile and take the stored value of the others", () => {
    const typed: ContributeState = {
      ...EMPTY_STATE,
      signup: { ...EMPTY_STATE.signup, name: "Flo Chemist" },
      identity: { ...EMPTY_STATE.identity, molecule: "Strychnine" },
    };
    const merged = withTypedAnswers(state, typed);
    expect(merged.signup).toEqual({ ...state.signup, name: "Flo Chemist" });
    expect(merged.identity).toEqual({ ...state.identity, molecule: "Strychnine" });
    expect(merged.step).toBe(state.step);
    expect(merged.draftId).toBe(state.draftId);
  });

  it("keep a first visit's typing when nothing was stored", () => {
    const typed: ContributeState = { ...EMPTY_STATE, signup: { ...EMPTY_STATE.signup, name: "Flo Chemist" } };
    expect(withTypedAnswers(EMPTY_STATE, typed).signup.name).toBe("Flo Chemist");
  });
});
