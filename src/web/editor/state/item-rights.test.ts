import { describe, expect, it } from "vitest";
import { isEditorUser, mayChangeItem, readOnlyReason } from "./item-rights.ts";

const user = (role: string) => ({ user: { id: 1, name: "A", role } });

describe("who may change reference data in the editor", () => {
  it("lets editors and admins change every item", () => {
    expect(mayChangeItem(user("editor"), {})).toBe(true);
    expect(mayChangeItem(user("admin"), { pending: true })).toBe(true);
    expect(isEditorUser(user("admin"))).toBe(true);
  });

  it("lets a contributor change only the items the list marks theirs to change", () => {
    expect(mayChangeItem(user("contributor"), {})).toBe(false);
    expect(mayChangeItem(user("contributor"), { pending: true })).toBe(false);
    expect(mayChangeItem(user("contributor"), { editable: true })).toBe(true);
    expect(isEditorUser(user("contributor"))).toBe(false);
  });

  it("lets nobody signed out or of an unknown role change anything", () => {
    expect(mayChangeItem({ user: null }, { editable: true })).toBe(false);
    expect(mayChangeItem(user("guest"), {})).toBe(false);
  });
});

describe("readOnlyReason", () => {
  it("says who may change the item and what a contributor may change", () => {
    expect(readOnlyReason("authors")).toBe(
      "Only an editor may change this. You may change the authors you added, until a published synthesis uses them.",
    );
    expect(readOnlyReason("named reactions", true)).toBe("Only an editor may change named reactions.");
  });
});
