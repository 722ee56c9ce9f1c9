import type { Tab } from "./use-draw-or-paste.ts";

/** Where a dialog keeps the tab last chosen; each dialog kind has its own key. */
type TabStore = Pick<Storage, "getItem" | "setItem">;

/** The browser's local storage, or null where there is none or it refuses (private modes, SSR). */
export function browserStore(): TabStore | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The tab the dialog opens on: the one last chosen, else `fallback`. */
export function rememberedTab(store: TabStore | null, key: string, fallback: Tab): Tab {
  try {
    const value = store?.getItem(key);
    return value === "draw" || value === "paste" ? value : fallback;
  } catch {
    return fallback;
  }
}

/** Keeps the tab the user chose for the next opening; a full or refused storage is ignored. */
export function rememberTab(store: TabStore | null, key: string, tab: Tab): void {
  try {
    store?.setItem(key, tab);
  } catch {
    // Only a convenience: the dialog still opens on the default tab.
  }
}
