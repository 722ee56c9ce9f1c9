import { ActionIcon, TextInput } from "@mantine/core";
import { useEffect, useState } from "react";
import { Form, useSearchParams } from "react-router";

/**
 * A magnifier drawn inline, so the bar needs no icon library. The header's box draws the same one:
 * a module shared by both would be one more chunk on every public page.
 */
function SearchIcon() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </svg>
  );
}

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
