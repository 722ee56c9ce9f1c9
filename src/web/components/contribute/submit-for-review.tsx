import { Button, Group, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { fixUrl, problemFix } from "../../../domain/problem-fixes.ts";
import { submitDraft } from "../../api-client/contribute.ts";
import { LicenceAgreement } from "../licence-agreement.tsx";
import { useContributeAnswer } from "./contribute-answers.ts";
import { type Problem, refusalText } from "./contribute-client.ts";
import type { readDraftCheck } from "./contribute-read-calls.ts";

type Check =
  | { state: "loading" }
  | { state: "problems"; problems: Problem[] }
  | { state: "unavailable"; message: string };

/** Where the draft is once it left its owner's hands: submitted (and not yet sent back), or published. */
export type Sent =
  | { kind: "submitted"; at: string | null }
  | { kind: "published"; synthesisId: number | null };

/** The review states in which the draft waits for the editors (docs/product/api.md §5.16). */
const WAITING = ["submitted", "second_look", "approved"];

/** What the draft's record says about it being sent, or null while its owner still has it. */
export function sentState(record: {
  status: string;
  submitted_at: string | null;
  published_synthesis_id: number | null;
}): Sent | null {
  if (record.status === "published" || record.published_synthesis_id)
    return { kind: "published", synthesisId: record.published_synthesis_id };
  if (WAITING.includes(record.status)) return { kind: "submitted", at: record.submitted_at };
  return null;
}

/** What the draft's check says: loading, its problems, or why it could not be read. */
function checkOf(answer: Awaited<ReturnType<typeof readDraftCheck>> | null): Check {
  if (answer === null) return { state: "loading" };
  // A 404 is the draft's (gone, or not this contributor's): the server's message says so.
  if (answer.result.data) return { state: "problems", problems: answer.result.data.problems };
  return { state: "unavailable", message: refusalText(answer.result) };
}

/**
 * Step 4 of the contribute stepper: what the saved draft still lacks (GET …/check), the submit
 * call once nothing does, and the draft's preview as its public page (/preview/draft/{id}). A draft
 * already submitted (here, from the editor, or before a reload) says so and offers what comes next
 * instead of a Submit button that could do nothing. The thank-you names the address the team will
 * write to and, when the site takes donations, asks for one (never required).
 */
export function SubmitForReview(props: {
  draftId: number;
  csrfToken: string;
  email: string;
  donation: { action: string; fields: Record<string, string> };
  onSubmitted: () => void;
  /** Clears the page's answers and starts a new contribution. */
  onStartAnother: () => void;
}) {
  const { draftId, csrfToken, email, donation, onSubmitted } = props;
  // Read when step 4 shows this draft (contribute-reads.ts); a refused submit's problems replace it.
  const answer = useContributeAnswer("check", (a) => a.id === draftId);
  const [refused, setRefused] = useState<Check | null>(null);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState<Sent | null>(null);
  const sent = submitted ?? (answer?.record.data ? sentState(answer.record.data) : null);
  const check = refused ?? checkOf(answer);

  async function submit() {
    setBusy(true);
    setRefusal(null);
    const result = await submitDraft(csrfToken, draftId);
    setBusy(false);
    if (result.status === 200) {
      setSubmitted({ kind: "submitted", at: result.data?.submitted_at ?? new Date().toISOString() });
      onSubmitted();
    } else if (result.status === 422 && result.error?.problems) {
      setRefused({ state: "problems", problems: result.error.problems });
    } else {
      setRefusal(refusalText(result));
    }
  }

  if (sent)
    return (
      <Stack gap="md" maw={560}>
        {sent.kind === "published" ? (
          <Text role="status" fw={500}>
            Your synthesis is published
            {sent.synthesisId ? (
              <>
                : <a href={`/syn/${sent.synthesisId}`}>see its page</a>
              </>
            ) : null}
            . Thank you for contributing.
          </Text>
        ) : (
          <>
            <Text role="status" fw={500}>
              Thank you: your synthesis is submitted for review. We will write to you at {email}.
            </Text>
            <Text size="sm">
              {sent.at ? `Submitted on ${new Date(sent.at).toLocaleDateString()}. ` : ""}An editor reads it
              next. They may comment, ask for changes or send you a preview to approve; each comes by e-mail
              with a link to your draft. A change you make in the editor before then withdraws the submission
              until you submit it again.
            </Text>
          </>
        )}
        <Group gap="sm">
          {sent.kind === "submitted" && (
            <Button component="a" variant="default" href={`/preview/draft/${draftId}?from=contribute`}>
              Preview the public page
            </Button>
          )}
          <Button variant="light" onClick={props.onStartAnother}>
            Submit another synthesis
          </Button>
        </Group>
        {donation.action && (
          <form method="post" action={donation.action}>
            {Object.entries(donation.fields).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <Text mb="xs">
              The archive is free and run by volunteers. If you wish, a donation helps keep it online.
            </Text>
            <Button type="submit" variant="default">
              Donate
            </Button>
          </form>
        )}
      </Stack>
    );

  if (check.state === "loading") return <Text>Checking the draft…</Text>;
  const complete = check.state === "problems" && check.problems.length === 0;
  return (
    <Stack gap="md" maw={560}>
      {check.state === "unavailable" && <Text>{check.message}</Text>}
      {check.state === "problems" && check.problems.length > 0 && (
        <div>
          <Text mb="xs">Still missing before the synthesis can be submitted:</Text>
          {/* Each problem with a link to the editor at the place that fixes it: never a dead end. */}
          <ul aria-label="Still missing">
            {check.problems.map((p) => (
              <li key={`${p.path}:${p.message}`} style={{ marginBottom: 6 }}>
                {p.message}{" "}
                <Button component="a" href={fixUrl(draftId, p.path)} size="compact-xs" variant="light">
                  {problemFix(p.path).label}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {complete && <Text>Everything is complete: you can submit the synthesis.</Text>}
      <LicenceAgreement />
      {refusal && (
        <Text c="red" role="alert">
          {refusal}
        </Text>
      )}
      <Group gap="sm">
        <Button onClick={submit} disabled={!complete} loading={busy}>
          Submit the synthesis
        </Button>
        <Button component="a" variant="default" href={`/preview/draft/${draftId}?from=contribute`}>
          Preview the public page
        </Button>
      </Group>
    </Stack>
  );
}
