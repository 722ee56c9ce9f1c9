import { useSyncExternalStore } from "react";
import { type AccountAnswer, listAccounts } from "../../api-client/accounts.ts";
import { messageOf } from "../../api-client/api.ts";

/** One account as GET /api/admin/users lists it (the contract's shape). */
export type Account = AccountAnswer;

export interface AccountsSnapshot {
  status: "idle" | "loading" | "ready" | "failed";
  accounts: readonly Account[];
  failure: string | null;
}

/**
 * The Accounts view's data, shared by its list (left) and its panel (right), which the editor frame
 * renders apart: read when the view opens, each row replaced by the server's answer after a change.
 */
let snapshot: AccountsSnapshot = { status: "idle", accounts: [], failure: null };
const listeners = new Set<() => void>();

function publish(next: AccountsSnapshot) {
  snapshot = next;
  for (const listener of listeners) listener();
}

export const accountsStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => snapshot,
  async load(): Promise<void> {
    publish({ ...snapshot, status: "loading", failure: null });
    try {
      publish({ status: "ready", accounts: await listAccounts(), failure: null });
    } catch (error) {
      publish({ status: "failed", accounts: [], failure: messageOf(error) });
    }
  },
  replace(account: Account) {
    publish({ ...snapshot, accounts: snapshot.accounts.map((a) => (a.id === account.id ? account : a)) });
  },
};

export function useAccounts(): AccountsSnapshot {
  return useSyncExternalStore(accountsStore.subscribe, accountsStore.get, accountsStore.get);
}

/** Lists the rows whose name, e-mail or role contains the query (any case). */
export function filterAccounts(accounts: readonly Account[], query: string): readonly Account[] {
  const q = query.trim().toLowerCase();
  if (!q) return accounts;
  return accounts.filter((a) => `${a.name}\n${a.email}\n${a.role}`.toLowerCase().includes(q));
}

/** A time for the list: date and minutes in the browser's locale, or "never". */
export function shownTime(iso: string | null): string {
  if (!iso) return "never";
  const at = new Date(iso);
  return Number.isNaN(at.getTime())
    ? iso
    : at.toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
}
