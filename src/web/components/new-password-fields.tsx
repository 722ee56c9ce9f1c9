import { TextInput } from "@mantine/core";
import type { CallResult } from "../editor/client/page-transport.ts";
import { newPasswordError } from "../lib/new-password.ts";
import { fieldMessage } from "./contribute/contribute-client.ts";

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
