/**
 * A magnifier drawn inline, for the search boxes' buttons: no icon library, and no Mantine, so the
 * header's box keeps the chunks every public page shares as they are.
 */
export function SearchIcon() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </svg>
  );
}
