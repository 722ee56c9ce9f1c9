import { Button, Group, Radio, Stack, Text, TextInput, Title } from "@mantine/core";
import { type FormEvent, useEffect, useState } from "react";
import { isRole, ROLES, type Role } from "../../../domain/roles.ts";
import { changeAccount, invite } from "../../api-client/accounts.ts";
import { messageOf } from "../../api-client/api.ts";
import { attempt, useEditor } from "../editor-context.tsx";
import { type Account, shownTime, useAccounts } from "./accounts-store.ts";

/** The Accounts panel (right): the selected account's role and status, else the invitation form. */
export function AccountPanel() {
  const { state } = useEditor();
  const { accounts } = useAccounts();
  const id = state.selection?.type === "accountEdit" ? state.selection.id : null;
  const account = accounts.find((a) => a.id === id);
  if (!account) return <InviteForm />;
  return <AccountForm key={account.id} account={account} self={account.id === state.user?.id} />;
}

function AccountForm({ account, self }: { account: Account; self: boolean }) {
  const { notify } = useEditor();
  const { reload } = useAccounts();
  const [busy, setBusy] = useState(false);
  // The chosen role shows at once; a refusal puts back the role the server has.
  const [role, setRole] = useState(account.role);
  useEffect(() => setRole(account.role), [account.role]);

  async function change(body: { role?: Role; disabled?: boolean }) {
    setBusy(true);
    if (body.role) setRole(body.role);
    const done = await attempt(notify, () => changeAccount(account.id, body));
    setBusy(false);
    if (!done.ok) {
      setRole(account.role);
      return;
    }
    void reload();
    if (body.disabled !== undefined) {
      notify(
        body.disabled ? `${account.name} is disabled and signed out` : `${account.name} is enabled again`,
      );
    } else notify(`${account.name} is now ${done.value.role}`);
  }

  return (
    <Stack>
      <Title order={2} size="h4">
        Account
      </Title>
      <Text fw={600}>{account.name}</Text>
      <Text size="sm">{account.email}</Text>
      <Text size="sm" c="dimmed">
        Created {shownTime(account.createdAt)}; last sign-in {shownTime(account.lastSignInAt)}
        {account.disabledAt ? `; disabled ${shownTime(account.disabledAt)}` : ""}
      </Text>
      <Radio.Group
        label="Role"
        value={role}
        onChange={(chosen) => {
          if (chosen !== role && isRole(chosen)) void change({ role: chosen });
        }}
      >
        <Stack gap="xs" mt="xs">
          {ROLES.map((r) => (
            <Radio key={r} value={r} label={r} disabled={busy} />
          ))}
        </Stack>
      </Radio.Group>
      {account.disabled ? (
        <Button color="green" variant="light" loading={busy} onClick={() => change({ disabled: false })}>
          Enable the account
        </Button>
      ) : (
        <Button
          color="red"
          variant="light"
          loading={busy}
          disabled={self}
          title={self ? "You cannot disable your own account" : undefined}
          onClick={() => change({ disabled: true })}
        >
          Disable the account
        </Button>
      )}
      <Text size="sm" c="dimmed">
        A disabled account is signed out at once and cannot sign in until it is enabled again.
      </Text>
    </Stack>
  );
}

/** An invitation: e-mail and role; the invitee gets a single-use link valid for 24 hours. */
function InviteForm() {
  const { notify } = useEditor();
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<Role>("contributor");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    try {
      const sent = await invite({ email, role });
      setError(null);
      setEmail("");
      notify(`Invitation sent to ${sent.email} (${sent.role})`);
    } catch (failure) {
      setError(messageOf(failure).replace(/^email: /, ""));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Title order={2} size="h4">
          Invite a user
        </Title>
        <Text size="sm" c="dimmed">
          We e-mail a link that works once within 24 hours; the invitee chooses a name and a password and gets
          the role chosen here.
        </Text>
        <TextInput
          label="E-mail"
          type="email"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          error={error}
        />
        <Radio.Group label="Role" value={role} onChange={(value) => isRole(value) && setRole(value)}>
          <Stack gap="xs" mt="xs">
            {ROLES.map((r) => (
              <Radio key={r} value={r} label={r} />
            ))}
          </Stack>
        </Radio.Group>
        <Group justify="flex-end">
          <Button type="submit" loading={busy}>
            Send the invitation
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
