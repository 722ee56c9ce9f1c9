import { TextInput } from "@mantine/core";
import { type FormEvent, useState } from "react";
import type { CallResult } from "../api-client/transport.ts";
import { linkToken } from "../lib/link-token.ts";
import { newPasswordError } from "../lib/new-password.ts";
import { fieldMessage, refusalText } from "./contribute/contribute-client.ts";

/**
 * A new password typed twice, on the sign-up, invitation and reset pages: the first field shows
 * what is wrong with it, whether found before sending or by the server.
 */
export function NewPasswordFields(props: { error: string | null; label?: string; repeatLabel?: string }) {
  return (
    <>
      <TextInput
        type="password"
        name="password"
        label={props.label ?? "Password"}
        autoComplete="new-password"
        error={props.error}
      />
      <TextInput
        type="password"
        name="repeated"
        label={props.repeatLabel ?? "Repeat the password"}
        autoComplete="new-password"
      />
    </>
  );
}

/** The password a form of `NewPasswordFields` holds, and what is wrong with it (null when nothing). */
export function newPasswordOf(form: FormData): { password: string; problem: string | null } {
  const password = String(form.get("password") ?? "");
  return { password, problem: newPasswordError(password, String(form.get("repeated") ?? "")) };
}

/** The server's refusal of the chosen password, without its "password: " prefix; null for any other answer. */
export function passwordRefusal(result: CallResult): string | null {
  return result.status === 400 && result.error?.field === "password"
    ? fieldMessage(result.error.message, "password")
    : null;
}

/**
 * The submit of a page where an e-mailed link lets its holder set the password (the sign-up,
 * invitation and reset links): the password is checked here first, then sent with the link's token;
 * the server's refusal of the password shows under its field, any other refusal in `refusal`.
 */
export function useLinkPasswordSubmit<R extends CallResult>(options: {
  /** Sends the token and password, with what the page reads from its other fields of `form`. */
  send: (body: { token: string; password: string }, form: FormData) => Promise<R>;
  /** Goes on after a successful answer; false when the answer is not a success. */
  succeeded: (result: R) => boolean;
  /** Checks the page's other fields with the password, showing their messages; true when one is wrong. */
  othersWrong?: (form: FormData) => boolean;
  /** Shows the server's refusal of one of the page's other fields under it; false for any other answer. */
  otherRefused?: (result: R) => boolean;
  /** The fields whose name the shown refusal leaves out ("token: …" reads as a sentence without it). */
  unnamedFields?: readonly string[];
}) {
  const [error, setError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setRefusal(null);
    const form = new FormData(event.currentTarget);
    const { password, problem } = newPasswordOf(form);
    setError(problem);
    const othersWrong = options.othersWrong?.(form) ?? false;
    if (problem || othersWrong) return;
    const token = linkToken();
    setBusy(true);
    const result = await options.send({ token, password }, form);
    setBusy(false);
    if (options.succeeded(result)) return;
    const refusedPassword = passwordRefusal(result);
    if (refusedPassword !== null) setError(refusedPassword);
    else if (!options.otherRefused?.(result)) {
      const unnamed = new RegExp(`^(${(options.unnamedFields ?? ["token"]).join("|")}): `);
      setRefusal(refusalText(result).replace(unnamed, ""));
    }
  }

  return { submit, error, refusal, busy };
}
