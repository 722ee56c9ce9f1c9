import { Button, Group, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { restoreSynthesis, unpublishSynthesis } from "../../../api-client/syntheses.ts";
import { attempt, useEditor } from "../../editor-context.tsx";
import { useSynthesis } from "../synthesis-context.tsx";
import { useSynthesisRead } from "../synthesis-reads.ts";

/**
 * A published synthesis for editors: its history (who changed it, when, with what note) and
 * Unpublish / Restore (an unpublished synthesis answers 410 to the public; its data is kept).
 */
export function PublicationSection(props: {
  synthesisId: number;
  unpublishedAt: string | null;
  version: number | null;
}) {
  const { notify } = useEditor();
  const { reopenPublished } = useSynthesis();
  const [busy, setBusy] = useState(false);
  const { synthesisId, unpublishedAt, version } = props;
  // Read while the details show, again when the version changes (synthesis-reads.ts); a history
  // that cannot be read shows as empty, and while a newer one loads the one before stays.
  const data = useSynthesisRead("publicationHistory").data;
  const history = data?.id === synthesisId ? (data.read.ok ? data.read.value.history : []) : null;

  async function change(action: "unpublish" | "restore") {
    setBusy(true);
    const done = await attempt(notify, () =>
      (action === "unpublish" ? unpublishSynthesis : restoreSynthesis)(
        synthesisId,
        version === null ? {} : { version },
      ),
    );
    setBusy(false);
    if (!done.ok) return;
    notify(
      action === "unpublish"
        ? "Unpublished: the page now answers 'withdrawn'."
        : "Restored: the synthesis is public again.",
    );
    await reopenPublished(synthesisId);
  }

  return (
    <Stack gap="xs">
      <Text fw={600}>Publication</Text>
      <Group gap="xs">
        <Text size="sm">
          {unpublishedAt ? `Unpublished since ${new Date(unpublishedAt).toLocaleString()}` : "Public"}
        </Text>
        {unpublishedAt ? (
          <Button size="compact-sm" variant="light" loading={busy} onClick={() => change("restore")}>
            Restore
          </Button>
        ) : (
          <Button
            size="compact-sm"
            variant="light"
            color="red"
            loading={busy}
            onClick={() => change("unpublish")}
          >
            Unpublish
          </Button>
        )}
      </Group>
      <Text size="sm" fw={600}>
        History
      </Text>
      {history === null ? (
        <Text size="sm" c="dimmed">
          Loading…
        </Text>
      ) : history.length === 0 ? (
        <Text size="sm" c="dimmed">
          No change recorded yet.
        </Text>
      ) : (
        <Stack gap={2} component="ol" style={{ margin: 0, paddingLeft: "1.2rem" }} aria-label="History">
          {history.map((h) => (
            <li key={`${h.version}-${h.at}`}>
              <Text size="sm">
                v{h.version}, {new Date(h.at).toLocaleString()}, {h.user?.name ?? "unknown"}: {h.note}
                {/* A version from someone else's draft (a suggested correction) credits them. */}
                {h.contributor && h.contributor.id !== h.user?.id
                  ? ` (proposed by ${h.contributor.name})`
                  : ""}
              </Text>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
