import { Form } from "react-router";
import classes from "./layout.module.css";

/**
 * The search box of the public header and of the navigation drawer (docs/product/pages.md §2.2.4):
 * a GET form to /search, so Enter searches before hydration and without JavaScript (afterwards the
 * router navigates without a reload). Plain elements styled by the layout's CSS module: no Mantine component, so
 * the chunks every public page shares stay as they are. It starts empty: the search page has its
 * own box holding the query.
 */
export function HeaderSearch({
  label,
  className,
  onSubmit,
}: {
  /** Names the search landmark and the box; each of the page's search forms needs its own. */
  label: string;
  className?: string;
  onSubmit?: () => void;
}) {
  return (
    <Form
      method="get"
      action="/search"
      role="search"
      aria-label={label}
      className={className ? `${classes.searchForm} ${className}` : classes.searchForm}
      onSubmit={onSubmit}
    >
      <input
        type="search"
        name="q"
        aria-label={label}
        placeholder="Search syntheses, molecules…"
        maxLength={200}
        autoComplete="off"
        enterKeyHint="search"
        className={classes.searchInput}
      />
      <button type="submit" className={classes.searchButton} aria-label="Search">
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
      </button>
    </Form>
  );
}
