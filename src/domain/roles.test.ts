import { describe, expect, it } from "vitest";
import { hasRole, isRole } from "./roles.ts";

describe("roles", () => {
  it("each role may do what the roles before it may, and nothing above", () => {
    expect(hasRole("contributor", "contributor")).toBe(true);
    expect(hasRole("contributor", "editor")).toBe(false);
    expect(hasRole("editor", "contributor")).toBe(true);
    expect(hasRole("editor", "editor")).toBe(true);
    expect(hasRole("editor", "admin")).toBe(false);
    expect(hasRole("admin", "editor")).toBe(true);
    expect(hasRole("admin", "admin")).toBe(true);
  });

  it("an unknown stored role may do nothing", () => {
    expect(hasRole("superuser", "contributor")).toBe(false);
    expect(hasRole("", "contributor")).toBe(false);
    expect(isRole("Editor")).toBe(false);
    expect(isRole("admin")).toBe(true);
  });
});
