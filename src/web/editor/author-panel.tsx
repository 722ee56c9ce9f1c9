import { Stack, TextInput, Title } from "@mantine/core";
import { useCallback, useRef, useState } from "react";
import { updateAuthor } from "../api-client/lookups.ts";
import { blurOnEnter, Prompt, ReadOnlyItem } from "./edit-panel-parts.tsx";
import { attempt, useEditor, useSerialSaves } from "./editor-context.tsx";
import { AuthorExtras } from "./lookup-extras.tsx";
import type { Author } from "./state/editor-data.ts";
import { canEditAuthorUrl } from "./state/editor-state.ts";
import { mayChangeItem, readOnlyReason } from "./state/item-rights.ts";

/** The Author panel (right): the names and, for editors, the page address; read-only to whoever may not change it. */
export function AuthorPanel() {
  const { state } = useEditor();
  const [restores, setRestores] = useState(0);
  const restored = useCallback(() => setRestores((n) => n + 1), []);
  const id = state.selection?.type === "authorEdit" ? state.selection.id : null;
  const author = state.authors.find((a) => a.id === id);
  if (!author) return <Prompt title="Author" text="Select an author in the list" />;
  return (
    <>
      {mayChangeItem(state, author) ? (
        <AuthorForm key={`${author.id}-${restores}`} author={author} />
      ) : (
        <ReadOnlyItem
          title="Author"
          reason={readOnlyReason("authors")}
          fields={[
            ["First name", author.firstName],
            ["Last name", author.lastName],
          ]}
        />
      )}
      <AuthorExtras author={author} onRestored={restored} />
    </>
  );
}

function AuthorForm({ author }: { author: Author }) {
  const { state, dispatch, notify } = useEditor();
  const [firstName, setFirstName] = useState(author.firstName);
  const [lastName, setLastName] = useState(author.lastName);
  const [url, setUrl] = useState(author.url ?? "");
  const mayEditUrl = canEditAuthorUrl(state);
  const serial = useSerialSaves();
  const confirmed = useRef(author);
  function save() {
    const wanted = { firstName, lastName, url };
    return serial(async () => {
      const current = confirmed.current;
      const urlChanged = mayEditUrl && wanted.url.trim() !== "" && wanted.url !== (current.url ?? "");
      if (wanted.firstName === current.firstName && wanted.lastName === current.lastName && !urlChanged)
        return;
      const body = urlChanged ? wanted : { firstName: wanted.firstName, lastName: wanted.lastName };
      const done = await attempt(notify, () => updateAuthor(author.id, body));
      if (done.ok) {
        confirmed.current = { ...current, ...body, ...done.value };
        dispatch({ type: "authorSaved", author: confirmed.current });
      } else {
        setFirstName(current.firstName);
        setLastName(current.lastName);
        setUrl(current.url ?? "");
      }
    });
  }
  return (
    <Stack>
      <Title order={2} size="h4">
        Author
      </Title>
      <TextInput
        label="First name"
        value={firstName}
        onChange={(e) => setFirstName(e.currentTarget.value)}
        onBlur={save}
        onKeyDown={blurOnEnter}
      />
      <TextInput
        label="Last name"
        value={lastName}
        onChange={(e) => setLastName(e.currentTarget.value)}
        onBlur={save}
        onKeyDown={blurOnEnter}
      />
      {mayEditUrl && (
        <TextInput
          label="Page address"
          description="The author's page is /author/{address}; the old address then redirects."
          value={url}
          onChange={(e) => setUrl(e.currentTarget.value)}
          onBlur={save}
          onKeyDown={blurOnEnter}
        />
      )}
    </Stack>
  );
}
