import { describe, expect, it } from "vitest";
import { rememberedTab, rememberTab } from "./tab-memory.ts";

/** A Storage stand-in over a Map (the unit project has no browser). */
function memoryStore(failing = false) {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key: string) => {
      if (failing) throw new Error("denied");
      return values.get(key) ?? null;
    },
    setItem: (key: string, value: string) => {
      if (failing) throw new Error("quota");
      values.set(key, value);
    },
  };
}

describe("the structure dialog's remembered tab", () => {
  it("opens on the fallback until a tab was chosen, then on the tab chosen last", () => {
    const store = memoryStore();
    expect(rememberedTab(store, "k", "paste")).toBe("paste");
    rememberTab(store, "k", "draw");
    expect(rememberedTab(store, "k", "paste")).toBe("draw");
    rememberTab(store, "k", "paste");
    expect(rememberedTab(store, "k", "draw")).toBe("paste");
    expect(rememberedTab(store, "other", "draw")).toBe("draw");
  });

  it("ignores a stored value that is not a tab, a missing or a refusing storage", () => {
    const store = memoryStore();
    store.values.set("k", "sketch");
    expect(rememberedTab(store, "k", "paste")).toBe("paste");
    expect(rememberedTab(null, "k", "paste")).toBe("paste");
    const failing = memoryStore(true);
    expect(() => rememberTab(failing, "k", "draw")).not.toThrow();
    expect(rememberedTab(failing, "k", "draw")).toBe("draw");
  });
});
