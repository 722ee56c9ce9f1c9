import { Button, Group, Modal, Stack, Text, TextInput } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { changePassword } from "../../api-client/accounts.ts";
import { ApiFailure, messageOf } from "../../api-client/api.ts";
import { newPasswordError } from "../../lib/new-password.ts";

/**
 * "Change password" in the editor's top bar: the current password and the new one, typed twice.
 * The server ends the user's other sessions; this one stays signed in.
 */
export function ChangePasswordButton() {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="subtle" onClick={() => setOpened(true)}>
        Change password
      </Button>
      <ChangePasswordDialog opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}

type Errors = { current?: string; password?: string; form?: string };

function ChangePasswordDialog(props: { opened: boolean; onClose: () => void }) {
  const [errors, setErrors] = useState<Errors>({});
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  function close() {
    setErrors({});
    setDone(false);
    props.onClose();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const current = String(form.get("current") ?? "");
    const password = String(form.get("password") ?? "");
    const repeated = String(form.get("repeated") ?? "");
    const found: Errors = {};
    if (!current) found.current = "Enter your current password";
    const problem = newPasswordError(password, repeated);
    if (problem) found.password = problem;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await changePassword({ current, password });
      setDone(true);
    } catch (failure) {
      const text = messageOf(failure);
      if (failure instanceof ApiFailure && (failure.field === "current" || failure.field === "password")) {
        setErrors({ [failure.field]: text.replace(/^(current|password): /, "") });
      } else if (failure instanceof ApiFailure && failure.status === 429) {
        setErrors({ form: "Too many attempts: please try again later." });
      } else setErrors({ form: text });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      opened={props.opened}
      onClose={close}
      title="Change password"
      centered
      closeButtonProps={{ "aria-label": "Close" }}
    >
      {done ? (
        <Stack>
          <Text role="status">Your password is changed. Your other sessions are signed out.</Text>
          <Group justify="flex-end">
            <Button onClick={close}>Close</Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack>
            <TextInput
              type="password"
              name="current"
              label="Current password"
              autoComplete="current-password"
              error={errors.current}
            />
            <TextInput
              type="password"
              name="password"
              label="New password"
              autoComplete="new-password"
              error={errors.password}
            />
            <TextInput
              type="password"
              name="repeated"
              label="Repeat the new password"
              autoComplete="new-password"
            />
            {errors.form && (
              <Text c="red" role="alert">
                {errors.form}
              </Text>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" loading={busy}>
                Change password
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
