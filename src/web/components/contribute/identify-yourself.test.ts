import { describe, expect, it } from "vitest";
import { EMPTY_SIGNUP } from "./contribute-state.ts";
import { signupErrors } from "./identify-yourself.tsx";

const ok = { ...EMPTY_SIGNUP, name: "Ada Chemist", email: "ada@example.org" };

describe("signupErrors", () => {
  it("accepts a name and an address, the rest being optional", () => {
    expect(signupErrors(ok)).toEqual({});
    expect(signupErrors({ ...ok, orcid: "0000-0002-1825-0097", affiliation: "ETH Zürich" })).toEqual({});
  });

  it("asks for a name and a valid address", () => {
    expect(Object.keys(signupErrors(EMPTY_SIGNUP)).sort()).toEqual(["email", "name"]);
    expect(signupErrors({ ...ok, email: "not-an-address" }).email).toBeDefined();
    expect(signupErrors({ ...ok, name: "x".repeat(101) }).name).toBeDefined();
  });

  it("checks the ORCID iD's shape and its MOD 11-2 check character (x read as X)", () => {
    expect(signupErrors({ ...ok, orcid: "0000-0002-1694-233x" }).orcid).toBeUndefined();
    expect(signupErrors({ ...ok, orcid: "0000-0002-1825-0098" }).orcid).toMatch(/check digit/);
    expect(signupErrors({ ...ok, orcid: "0000000218250097" }).orcid).toMatch(/0000-0002-1825-0097/);
  });

  it("bounds the affiliation to 200 characters", () => {
    expect(signupErrors({ ...ok, affiliation: "a".repeat(201) }).affiliation).toBeDefined();
  });
});
