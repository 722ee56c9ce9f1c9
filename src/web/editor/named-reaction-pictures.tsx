import { Box, Button, Group, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useSite } from "../lib/root-data.ts";
import { UploadPngButton } from "./edit-panel-parts.tsx";
import { attempt, useEditor } from "./editor-context.tsx";
import type { NamedReactionEdit } from "./named-reaction-panel.tsx";
import { storedImageUrl } from "./state/reference-editor-rows.ts";
import { ReactionDialog } from "./structure/reaction-dialog.tsx";
import { uploadPng } from "./synthesis/uploads.ts";

type PictureKind = "scheme" | "mechanism";

/**
 * The scheme and the mechanism: each shown as stored, drawn in the reaction dialog or uploaded as a
 * PNG. `save` is the panel's PUT, so a change goes through its queue and its undo on refusal.
 */
export function NamedReactionPictures({
  view,
  save,
}: {
  view: NamedReactionEdit;
  save: (change: Record<string, unknown>) => Promise<boolean>;
}) {
  const { notify } = useEditor();
  const { settings } = useSite();
  const [drawing, setDrawing] = useState<PictureKind | null>(null);

  async function upload(kind: PictureKind, file: File | undefined) {
    if (!file) return;
    if (file.type !== "image/png") {
      notify("Only PNG images can be uploaded; draw the reaction instead.");
      return;
    }
    const done = await attempt(notify, () => uploadPng(file));
    if (done.ok) await save({ [kind]: { upload: done.value.filename } });
  }

  const picture = (kind: PictureKind) => {
    const filename = kind === "scheme" ? view.scheme_filename : view.mechanism_filename;
    const extension = (kind === "scheme" ? view.scheme_extension : view.mechanism_extension) ?? "png";
    const folder = kind === "scheme" ? "named-reactions" : "mechanisms";
    const label = kind === "scheme" ? "Scheme" : "Mechanism";
    return (
      <Stack gap={6}>
        <Text size="sm" fw={500}>
          {label}
        </Text>
        {filename ? (
          <Box style={{ maxHeight: 240, overflow: "auto" }}>
            <img
              src={storedImageUrl(settings.imagesBaseUrl, folder, filename, extension)}
              alt={`${label} of the ${view.name || "named reaction"}`}
              data-testid={`${kind}-image`}
              style={{ maxWidth: "100%" }}
            />
          </Box>
        ) : (
          <Text size="sm" c="dimmed">
            No {kind} yet.
          </Text>
        )}
        <Group gap="xs">
          <Button size="xs" variant="light" onClick={() => setDrawing(kind)}>
            Draw {kind}
          </Button>
          <UploadPngButton label={`Upload a PNG ${kind}`} onFile={(file) => void upload(kind, file)} />
          {filename && (
            <Button size="xs" variant="subtle" color="red" onClick={() => void save({ [kind]: null })}>
              Remove {kind}
            </Button>
          )}
        </Group>
      </Stack>
    );
  };

  return (
    <>
      {picture("scheme")}
      {picture("mechanism")}
      <ReactionDialog
        opened={drawing !== null}
        title={drawing === "mechanism" ? "Mechanism" : "Scheme"}
        initialSmiles={(drawing === "mechanism" ? view.mechanism_smiles : view.scheme_smiles) ?? null}
        onClose={() => setDrawing(null)}
        onSave={(value) => {
          const kind = drawing;
          setDrawing(null);
          if (kind) void save({ [kind]: { smiles: value.smiles } });
        }}
      />
    </>
  );
}
