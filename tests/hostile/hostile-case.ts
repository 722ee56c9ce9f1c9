import type { HostileClient } from "./hostile-client.ts";

/** Who sends a case: nobody signed in, a contributor of the open sign-up, or an editor. */
export type Sender = "anonymous" | "contributor" | "editor";

/**
 * One hostile request (or a short sequence) and what the server must answer. Every case is also held
 * to the suite's rules: no answer of 500 or more, /healthz answering within a second throughout, and,
 * unless `changes` says the accepted request writes, the archive exactly as it was before.
 */
export interface HostileCase {
  name: string;
  as: Sender;
  /** Another account of the sender's role than the default one (HOSTILE_ACCOUNTS). */
  account?: string;
  /** What the case needs in place before the archive is compared (e.g. a contributor at a limit). */
  prepare?: (client: HostileClient) => Promise<void>;
  send: (client: HostileClient, server: ServerView) => Promise<Response>;
  /** The expected status (or any of several); all must be under 500. */
  status: number | number[];
  /** True when the request is accepted and writes on purpose; the archive is then not compared. */
  changes?: boolean;
  /** Further checks of the answer (its body already read as text). */
  check?: (response: Response, body: string) => void | Promise<void>;
}

/** What a case may read of the server beyond its answers: the lines it has logged so far. */
export interface ServerView {
  lines: readonly string[];
}

export const json = (value: unknown): RequestInit => ({
  method: "POST",
  headers: { "Content-Type": "application/json" },
  body: JSON.stringify(value),
});

export const withMethod = (method: string, init: RequestInit): RequestInit => ({ ...init, method });
