import type { AccountAnswer } from "../../api-client/accounts.ts";
import { ACCOUNTS, useEditorRead } from "../editor-reads.ts";

/** One account as GET /api/admin/users lists it (the contract's shape). */
export type Account = AccountAnswer;

/**
 * The Accounts view's data, shared by its list (left) and its panel (right), which the editor frame
 * renders apart: the accounts fetcher's answer (editor-reads.ts), read when the view opens; while
 * it is read again after a change, the list read before stays.
 */
export function useAccounts(): {
  loading: boolean;
  accounts: readonly Account[];
  failure: string | null;
  /** Reads the accounts again (after a change: the server's rows replace the list). */
  reload: () => Promise<void>;
} {
  const read = useEditorRead("accounts");
  const answer = read.data;
  return {
    loading: read.state !== "idle",
    accounts: answer?.ok ? answer.value : [],
    failure: answer?.ok === false && read.state === "idle" ? answer.message : null,
    reload: () => read.load(ACCOUNTS),
  };
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
