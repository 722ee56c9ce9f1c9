import { ActionIcon, TextInput } from "@mantine/core";
import { useEffect, useState } from "react";
import { Form, useSearchParams } from "react-router";
import { SearchIcon } from "../search-icon.tsx";

/**
 * The search box (docs/product/pages.md §2.4.1): pre-filled from the current `q` and following its changes;
 * Enter submits a GET form to /search, so it also works before (or without) JavaScript.
 */
export function SearchBar({ label = "Search the archive" }: { label?: string }) {
  const [params] = useSearchParams();
  const q = params.get("q") ?? "";
  const [value, setValue] = useState(q);
  // Follow q when the visitor navigates (back/forward, a link, a new search).
  useEffect(() => setValue(q), [q]);

  return (
    <Form method="get" action="/search" role="search" aria-label={label}>
      <TextInput
        type="search"
        name="q"
        value={value}
        onChange={(event) => setValue(event.currentTarget.value)}
        aria-label={label}
        placeholder="Molecule, author, named reaction or synthesis"
        maxLength={200}
        // Without this, Back after a search made before hydration lets the browser restore the
        // last typed text over the q of the page it returns to.
        autoComplete="off"
        rightSectionPointerEvents="all"
        rightSection={
          <ActionIcon type="submit" variant="subtle" aria-label="Search">
            <SearchIcon />
          </ActionIcon>
        }
      />
    </Form>
  );
}
