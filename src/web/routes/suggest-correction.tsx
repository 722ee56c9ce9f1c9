import { Alert, Anchor, Button, Card, Group, Stack, Text, Textarea, Title } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { data, Link, redirect } from "react-router";
import { SUGGESTION_NOTE_MAX } from "../../domain/corrections.ts";
import { synthesisHeading } from "../../domain/synthesis-heading.ts";
import { parseRecordId } from "../../domain/url-params.ts";
import { suggestCorrection } from "../api-client/corrections.ts";
import { routeMeta } from "../lib/meta.ts";
import { siteContext } from "../lib/site-context.ts";
import type { Route } from "./+types/suggest-correction.ts";

/** '2026-12-02 13:46 UTC' from an ISO time. */
const savedAt = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

/** Where a suggestion leads: the editor on the revision draft. */
export const draftHref = (draftId: number) => `/edit?draft=${draftId}`;

/**
 * 'Suggest a correction' of a published synthesis (issue 40 point 6), linked from its page beside
 * the references. A visitor who is not signed in is sent to sign in and comes back here; a
 * contributor says what is wrong and where the right value comes from, and is taken to their
 * revision draft of the synthesis, new and prefilled from the published version, or the one they
 * already have open. Private (it depends on who asks) and never indexed.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const id = parseRecordId(params.id);
  if (id === null) throw data(null, { status: 404, statusText: "Not Found" });
  const site = context.get(siteContext);
  if (!site.viewer) throw redirect(`/login?next=${encodeURIComponent(`/syn/${id}/suggest`)}`);
  // Only a synthesis readers can see (an unpublished one's page is gone).
  const [synthesis] = await site.syntheses.listByIds([id]);
  if (!synthesis) throw data(null, { status: 404, statusText: "Not Found" });
  const open = await site.corrections.openDraftOf(site.viewer.user.id, id);
  return {
    synthesis: { id, heading: synthesisHeading(synthesis) },
    // Written here, in UTC: a date formatted in the browser would differ from the server's HTML.
    openDraft: open ? { id: open.id, savedAt: savedAt(open.updated_at) } : null,
    csrfToken: site.viewer.csrfToken,
  };
}

export function headers() {
  return { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const id = loaderData?.synthesis.id;
  return routeMeta(matches, {
    title: "Suggest a correction",
    description: "Propose a change to a published synthesis: it is reviewed like every contribution.",
    path: id ? `/syn/${id}/suggest` : "/",
    noindex: true,
  });
}

export default function SuggestCorrection({ loaderData }: Route.ComponentProps) {
  const { synthesis, openDraft, csrfToken } = loaderData;
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!note.trim()) {
      setError("Say what is wrong, and your source.");
      return;
    }
    setBusy(true);
    const answer = await suggestCorrection(csrfToken, synthesis.id, { note });
    if (answer.data) {
      // A document load, not a client navigation: the editor runs under its own page policy.
      window.location.assign(draftHref(answer.data.draft.id));
      return;
    }
    setBusy(false);
    if (answer.status === 401 || answer.status === 419) {
      setError("Your session has ended: sign in again, then send your suggestion.");
    } else if (answer.status === 0) {
      setError("The archive could not be reached: check your connection and try again.");
    } else {
      setError(answer.error?.message ?? "The suggestion could not be saved: please try again.");
    }
  }

  return (
    <Card withBorder shadow="sm" padding="lg" radius="md" maw="40rem" mx="auto" my="xl" w="100%">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Title order={1} size="h2">
            Suggest a correction
          </Title>
          <Text>
            To{" "}
            <Anchor component={Link} to={`/syn/${synthesis.id}`}>
              {synthesis.heading}
            </Anchor>
            . A missing yield, a wrong reagent, a DOI: your suggestion opens a revision draft of this
            synthesis, filled in with what is published. Make the change there and submit it for review;
            nothing public changes until an editor publishes it, and the synthesis page then credits you.
          </Text>
          {openDraft && (
            <Alert color="blue" role="status" title="You already have a revision draft of this synthesis">
              Last saved {openDraft.savedAt}. Your note is added to it; no second draft is made.{" "}
              <Anchor href={draftHref(openDraft.id)} inherit>
                Open it without a note
              </Anchor>
            </Alert>
          )}
          <Textarea
            name="note"
            label="What is wrong, and your source"
            description="Which step or field, the right value, and where it is published (page, table or Supporting Information). The editor reviewing your draft reads this."
            autosize
            minRows={4}
            maxLength={SUGGESTION_NOTE_MAX}
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
            error={error}
            required
          />
          <Group>
            <Button type="submit" loading={busy}>
              {openDraft ? "Add the note and open my draft" : "Open a revision draft"}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
