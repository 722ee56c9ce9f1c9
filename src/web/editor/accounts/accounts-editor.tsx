import { Badge, Box, Button, Group, Loader, Text, Title, UnstyledButton } from "@mantine/core";
import { useMemo, useState } from "react";
import { useEditor } from "../editor-context.tsx";
import { SearchField } from "../search-field.tsx";
import { filterAccounts, shownTime, useAccounts } from "./accounts-store.ts";

/**
 * The Accounts view (left, admins only): every account with its role, last sign-in and whether it is
 * disabled; a row opens the account in the panel, "Invite a user" opens the invitation form there.
 */
export function AccountsEditor() {
  const { state, dispatch } = useEditor();
  const { loading, accounts, failure } = useAccounts();
  const [query, setQuery] = useState("");
  const shown = useMemo(() => filterAccounts(accounts, query), [accounts, query]);
  const selectedId = state.selection?.type === "accountEdit" ? state.selection.id : null;

  return (
    <Box style={{ display: "flex", flexDirection: "column", gap: "0.75rem", minHeight: 0 }}>
      <Group justify="space-between" wrap="nowrap">
        <Title order={1} size="h3">
          Accounts
        </Title>
        <Button onClick={() => dispatch({ type: "selected", selection: null })}>Invite a user</Button>
      </Group>
      <SearchField aria-label="Quick Search" placeholder="Quick Search" query={query} onQuery={setQuery} />
      {loading && accounts.length === 0 && <Loader aria-label="Loading the accounts" />}
      {failure && <Text c="red">{failure}</Text>}
      <Box component="table" style={{ width: "100%", borderCollapse: "collapse" }} aria-label="Accounts">
        <thead>
          <tr style={{ textAlign: "left", borderBottom: "1px solid var(--mantine-color-gray-4)" }}>
            <Box component="th" p="xs">
              Name
            </Box>
            <Box component="th" p="xs">
              E-mail
            </Box>
            <Box component="th" p="xs">
              Role
            </Box>
            <Box component="th" p="xs">
              Last sign-in
            </Box>
            <Box component="th" p="xs">
              Status
            </Box>
          </tr>
        </thead>
        <tbody>
          {shown.map((account) => {
            const selected = account.id === selectedId;
            return (
              <tr
                key={account.id}
                data-account={account.email}
                style={{
                  borderBottom: "1px solid var(--mantine-color-gray-2)",
                  background: selected ? "var(--mantine-primary-color-light)" : undefined,
                }}
              >
                <Box component="td" p="xs">
                  <UnstyledButton
                    aria-current={selected ? "true" : undefined}
                    onClick={() =>
                      dispatch({ type: "selected", selection: { type: "accountEdit", id: account.id } })
                    }
                  >
                    {account.name}
                  </UnstyledButton>
                </Box>
                <Box component="td" p="xs">
                  {account.email}
                </Box>
                <Box component="td" p="xs">
                  {account.role}
                </Box>
                <Box component="td" p="xs">
                  {shownTime(account.lastSignInAt)}
                </Box>
                <Box component="td" p="xs">
                  {account.disabled ? (
                    <Badge color="red" variant="light">
                      disabled
                    </Badge>
                  ) : (
                    <Badge color="green" variant="light">
                      active
                    </Badge>
                  )}
                </Box>
              </tr>
            );
          })}
        </tbody>
      </Box>
    </Box>
  );
}
