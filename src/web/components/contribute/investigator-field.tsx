import { Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { useEffect, useState } from "react";
import { createAuthor, type ListedAuthor } from "../../api-client/contribute.ts";
import { useContributeAnswer } from "./contribute-answers.ts";
import { refusalText } from "./contribute-client.ts";
import { investigatorMatches, splitInvestigator } from "./contribute-draft.ts";
import type { InvestigatorPick } from "./identify-synthesis.tsx";

/**
 * Step 2's principal investigator: typed as a name; for a signed-in contributor, the archive's
 * authors that fit are offered, and a name the archive lacks gets "Add '{name}'" with a short form
 * (first and last name) that creates the author at once, pending an editor's acceptance
 * (POST /api/authors, api.md §5.6, §5.22), so step 4 never stops at a missing investigator.
 */
export function InvestigatorField(props: {
  value: string;
  pick: InvestigatorPick | null;
  error?: string;
  /** The session's anti-forgery token; empty when nobody is signed in (nothing is offered then). */
  csrfToken: string;
  onChange: (text: string, pick: InvestigatorPick | null) => void;
  /** The archive's author of exactly the name typed, found after the list of authors arrived. */
  onMatch: (pick: InvestigatorPick) => void;
}) {
  const { value, pick, csrfToken, onChange, onMatch } = props;
  // Read once a name is typed (contribute-reads.ts), with the authors added here since.
  const read = useContributeAnswer("authors", () => true);
  const [added, setAdded] = useState<ListedAuthor[]>([]);
  const authors = read ? [...read.authors, ...added] : added.length > 0 ? added : null;
  const [form, setForm] = useState<{ firstName: string; lastName: string } | null>(null);
  const [refusal, setRefusal] = useState("");
  const [busy, setBusy] = useState(false);
  const typed = value.trim();

  const { exact, close } = investigatorMatches(authors ?? [], typed);
  // The archive's author of that very name is the investigator without a click.
  useEffect(() => {
    if (exact && exact.id !== pick?.id) onMatch(exact);
  }, [exact, pick, onMatch]);

  async function add() {
    if (!form) return;
    setBusy(true);
    const r = await createAuthor(csrfToken, form);
    setBusy(false);
    if (!r.data) return setRefusal(refusalText(r));
    setAdded([...added, r.data]);
    setForm(null);
    setRefusal("");
    onChange(`${r.data.firstName} ${r.data.lastName}`, { ...r.data, pending: true });
  }

  const name = (a: InvestigatorPick) => `${a.firstName} ${a.lastName}`;
  return (
    <Stack gap={6}>
      <TextInput
        label="Principal investigator of the main publication"
        value={value}
        onChange={(e) => {
          const text = e.currentTarget.value;
          onChange(text, pick && investigatorMatches([pick], text).exact ? pick : null);
        }}
        error={props.error}
        required
      />
      {pick ? (
        <Text size="sm" role="status">
          {pick.pending
            ? `${name(pick)} is added: usable in your draft now, public once an editor accepts it.`
            : `${name(pick)} is in the archive.`}
        </Text>
      ) : (
        csrfToken &&
        typed &&
        authors &&
        !form && (
          <Group gap="xs">
            {close.map((a) => (
              <Button key={a.id} size="compact-sm" variant="default" onClick={() => onChange(name(a), a)}>
                Use {name(a)}
              </Button>
            ))}
            <Button size="compact-sm" variant="light" onClick={() => setForm(splitInvestigator(typed))}>
              Add '{typed}'
            </Button>
          </Group>
        )
      )}
      {form && (
        <Stack gap={6} p="sm" style={{ border: "1px solid var(--mantine-color-gray-4)", borderRadius: 8 }}>
          <Text size="sm">A new author for the archive, checked by an editor before it is public:</Text>
          <Group grow align="flex-start">
            <TextInput
              label="First name"
              value={form.firstName}
              onChange={(e) => setForm({ ...form, firstName: e.currentTarget.value })}
            />
            <TextInput
              label="Last name"
              value={form.lastName}
              onChange={(e) => setForm({ ...form, lastName: e.currentTarget.value })}
              required
            />
          </Group>
          {refusal && (
            <Text c="red" size="sm" role="alert">
              {refusal}
            </Text>
          )}
          <Group gap="xs">
            <Button
              size="compact-sm"
              onClick={add}
              loading={busy}
              disabled={!form.firstName.trim() || !form.lastName.trim()}
            >
              Add the author
            </Button>
            <Button size="compact-sm" variant="default" onClick={() => setForm(null)}>
              Cancel
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
