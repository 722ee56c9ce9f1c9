import { useEffect, useRef } from "react";
import { NavLink } from "react-router";
import { HeaderSearch } from "./header-search.tsx";
import classes from "./layout.module.css";
import { ACCOUNT_LINKS, BROWSE_LINKS, type NavItem, SECTION_LINKS } from "./nav-links.ts";

export const NAV_DRAWER_ID = "site-navigation-drawer";
/** The close button works before hydration too (an invoker command; see the burger's). */
const CLOSES_DRAWER = { command: "close", commandfor: NAV_DRAWER_ID } as object;

/**
 * The navigation below the lg breakpoint (docs/product/pages.md §2.2.2: small screens use a drawer).
 * A native modal <dialog>: the browser traps the focus, closes it on Escape and restores the focus,
 * with no dialog library in the bundle every page loads. The burger and the close button drive it
 * with invoker commands too, so both work before hydration; the links are plain links and the
 * search box a plain GET form (submitting it closes the drawer, even when the page stays /search).
 */
export function NavDrawer(props: { opened: boolean; onOpen: () => void; onClose: () => void }) {
  const { opened, onClose } = props;
  const ref = useRef<HTMLDialogElement>(null);
  const hydrated = useRef(false);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // Opened by the burger's command before hydration: keep it open and say so.
    if (!hydrated.current && dialog.open && !opened) props.onOpen();
    else if (opened && !dialog.open) dialog.showModal();
    else if (!opened && dialog.open) dialog.close();
    hydrated.current = true;
  }, [opened, props.onOpen]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape is handled natively (the cancel event).
    <dialog
      ref={ref}
      id={NAV_DRAWER_ID}
      aria-labelledby={`${NAV_DRAWER_ID}-title`}
      className={classes.drawer}
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its panel) closes it.
        if (event.target === ref.current) onClose();
      }}
    >
      <div className={classes.drawerPanel}>
        <div className={classes.drawerTop}>
          <h2 id={`${NAV_DRAWER_ID}-title`} className={classes.drawerTitle}>
            Navigation
          </h2>
          <button
            type="button"
            className={classes.drawerClose}
            aria-label="Close navigation"
            onClick={onClose}
            {...CLOSES_DRAWER}
          >
            <svg width="18" height="18" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
              <path d="M3 3l10 10M13 3 3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        {/* After the close button, which the dialog focuses first: no keyboard pops up on a phone. */}
        <HeaderSearch
          label="Search the archive from the menu"
          className={classes.drawerSearch}
          onSubmit={onClose}
        />
        <nav aria-label="Main navigation">
          <p className={classes.drawerHeading} id="drawer-browse-heading">
            Browse Syntheses
          </p>
          <LinkList items={BROWSE_LINKS} labelledBy="drawer-browse-heading" onNavigate={onClose} />
          <LinkList items={SECTION_LINKS} onNavigate={onClose} />
          <LinkList items={ACCOUNT_LINKS} onNavigate={onClose} />
        </nav>
      </div>
    </dialog>
  );
}

function LinkList(props: { items: readonly NavItem[]; labelledBy?: string; onNavigate: () => void }) {
  return (
    <ul className={classes.drawerList} aria-labelledby={props.labelledBy}>
      {props.items.map((item) => (
        <li key={item.to}>
          <NavLink to={item.to} className={classes.drawerLink} onClick={props.onNavigate}>
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
