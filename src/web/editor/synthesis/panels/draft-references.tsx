import { Button, Card, CloseButton, Group, Stack, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import { doiHref } from "../../../../domain/display-rules.ts";
import { citationToLookUp, doiLookupMessage } from "../../../../domain/doi-citation.ts";
import {
  addReference,
  removeReference,
  updateReference,
} from "../../../../domain/editor/reference-actions.ts";
import { lookUpDoi } from "../../../api-client/doi.ts";
import { attempt, useEditor } from "../../editor-context.tsx";
import { lookUpAgain, useCitationStatus } from "../citation-lookups.ts";
import { useSynthesis } from "../synthesis-context.tsx";
import { DraftField } from "./draft-field.tsx";

/**
 * The synthesis's references, kept in the draft (a published synthesis's changes reach its page when
 * the revision is published): each editable, a new one with DOI, 'Autocomplete from DOI', Display
 * and Custom URL. A reference may be added with its DOI alone: the editor looks its citation up in
 * the background (citation-lookups.ts) and the card says how that stands.
 */
export function DraftReferences() {
  const { draft, run } = useSynthesis();
  const { notify } = useEditor();
  const [doi, setDoi] = useState("");
  const [display, setDisplay] = useState("");
  const [url, setUrl] = useState("");
  const [looking, setLooking] = useState(false);

  async function autocomplete() {
    if (!doi.trim()) return;
    setLooking(true);
    const found = await attempt(notify, () => lookUpDoi(doi));
    setLooking(false);
    if (!found.ok) return;
    setDoi(found.value.doi || doi);
    setDisplay(found.value.display);
    setUrl(found.value.url);
    notify(doiLookupMessage(found.value.doi || doi, "found"));
  }
  function add() {
    const result = run(addReference, { reference: { display, doi, url } });
    if (result.ok) {
      setDoi("");
      setDisplay("");
      setUrl("");
    }
  }

  return (
    <Stack gap="xs">
      <Text fw={600}>References</Text>
      {draft.references.map((reference, index) => {
        const update = (change: Partial<typeof reference>) =>
          run(updateReference, { index, reference: { ...reference, ...change } });
        return (
          <Card key={`${reference.doi ?? ""}|${reference.display}`} withBorder padding="xs">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Text size="sm" style={{ flex: 1 }}>
                Reference {index + 1}
              </Text>
              <CloseButton
                size="sm"
                aria-label={`Delete reference ${index + 1}`}
                onClick={() => run(removeReference, { index })}
              />
            </Group>
            <Stack gap={4}>
              {reference.doi && citationToLookUp(reference) && <CitationPending doi={reference.doi} />}
              <DraftField
                label="Display"
                multiline
                value={reference.display}
                onCommit={(text) => update({ display: text })}
              />
              <DraftField
                label="DOI"
                value={reference.doi ?? ""}
                onCommit={(text) => update({ doi: text })}
              />
              <DraftField
                label="Custom URL"
                value={reference.url ?? ""}
                onCommit={(text) => update({ url: text })}
              />
            </Stack>
          </Card>
        );
      })}
      <Card withBorder padding="xs">
        <Stack gap={4}>
          <Group align="flex-end" wrap="nowrap" gap="xs">
            <TextInput
              style={{ flex: 1 }}
              label="DOI"
              value={doi}
              onChange={(e) => setDoi(e.currentTarget.value)}
            />
            <Button variant="light" onClick={autocomplete} loading={looking} disabled={!doi.trim()}>
              Autocomplete from DOI
            </Button>
          </Group>
          <TextInput label="Display" value={display} onChange={(e) => setDisplay(e.currentTarget.value)} />
          <TextInput label="Custom URL" value={url} onChange={(e) => setUrl(e.currentTarget.value)} />
          <Button
            variant="light"
            onClick={add}
            disabled={!display.trim() && !doi.trim()}
            style={{ alignSelf: "flex-start" }}
          >
            Add Reference
          </Button>
        </Stack>
      </Card>
    </Stack>
  );
}

/**
 * A reference with a DOI and no text yet: its DOI as a link, and where the look-up stands. A plain
 * link and the editor's Button: Mantine's Anchor is used by public pages, and sharing it would split
 * their chunks.
 */
function CitationPending({ doi }: { doi: string }) {
  const status = useCitationStatus(doi);
  const failed = status?.state === "failed" ? status : null;
  return (
    <Group gap="xs" wrap="wrap">
      <Text size="sm" role="status">
        <a href={doiHref(doi) ?? undefined} target="_blank" rel="noreferrer">
          {doi}
        </a>{" "}
        {failed ? failureText(failed.outcome, failed.at) : "Looking up the citation…"}
      </Text>
      {failed && (
        <Button variant="subtle" size="compact-xs" onClick={() => lookUpAgain(doi)}>
          Look up again
        </Button>
      )}
    </Group>
  );
}

/** Which failure it was and when, so a repeated 'Look up again' visibly answers. */
function failureText(outcome: "not_found" | "not_a_doi" | "unreachable", at: number): string {
  const when = `(looked up at ${new Date(at).toLocaleTimeString()})`;
  const kept = "The DOI is kept; the citation text can be completed later.";
  if (outcome === "not_found") return `The DOI resolver does not know this DOI ${when}. ${kept}`;
  if (outcome === "not_a_doi") return `This is not a DOI ${when}: correct it under DOI.`;
  return `The DOI resolver could not be reached ${when}. ${kept}`;
}
