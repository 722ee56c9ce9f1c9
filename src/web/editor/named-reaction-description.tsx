import { Box, InputBase, Text } from "@mantine/core";
import { useEffect, useState } from "react";
import { previewMarkdown } from "../api-client/reference-editors.ts";
import { attempt, useEditor } from "./editor-context.tsx";

const MARKDOWN_DEBOUNCE_MS = 400;

/** The Markdown description, with the HTML the public page will show below it. */
export function DescriptionEditor(props: {
  value: string;
  onChange: (value: string) => void;
  /** Called when the box is left (the panel saves there). */
  onCommit: () => void;
}) {
  const { notify } = useEditor();
  const preview = useMarkdownPreview(props.value, notify);
  return (
    <>
      <InputBase
        component="textarea"
        label="Description"
        description="Markdown: **bold**, *italic*, [links](https://…), lists and paragraphs."
        value={props.value}
        onChange={(e) => props.onChange(e.currentTarget.value)}
        onBlur={props.onCommit}
        rows={8}
        styles={{ input: { minHeight: 160, paddingBlock: 8 } }}
      />
      <Box>
        <Text size="sm" fw={500}>
          Preview
        </Text>
        <Box
          data-testid="description-preview"
          p="xs"
          style={{ border: "1px solid var(--mantine-color-gray-3)", borderRadius: 4, minHeight: 40 }}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: HTML from POST /api/markdown/preview, made by the server with the public page's sanitising rules
          dangerouslySetInnerHTML={{ __html: preview }}
        />
      </Box>
    </>
  );
}

/** The server's HTML of the Markdown, read again after a pause in typing. */
function useMarkdownPreview(markdown: string, notify: (text: string) => void): string {
  const [html, setHtml] = useState("");
  useEffect(() => {
    if (markdown.trim() === "") {
      setHtml("");
      return;
    }
    let current = true;
    const timer = setTimeout(async () => {
      const done = await attempt(notify, () => previewMarkdown({ markdown }));
      if (current && done.ok) setHtml(done.value.html);
    }, MARKDOWN_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [markdown, notify]);
  return html;
}
