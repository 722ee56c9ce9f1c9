import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import classes from "./layout.module.css";
import { BROWSE_LINKS } from "./nav-links.ts";

/**
 * The "Browse Syntheses" dropdown of the top bar: a menu button (WAI-ARIA menu pattern) written
 * by hand rather than with a popover library, to keep the JavaScript every page loads small. The
 * four links are always in the server-rendered HTML (hidden while closed) for crawlers and for
 * visitors without JavaScript. Opening moves the focus to the first entry; arrow keys, Home and End
 * walk the entries; Escape closes and returns the focus to the button; Tab or a click outside closes.
 */
export function BrowseMenu() {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const active = BROWSE_LINKS.some((link) => pathname === link.to || pathname.startsWith(`${link.to}/`));

  useEffect(() => {
    if (!open) return;
    menuItems(menuRef.current)[0]?.focus();
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [open]);

  function onMenuKey(event: KeyboardEvent<HTMLDivElement>) {
    const list = menuItems(menuRef.current);
    const index = list.indexOf(document.activeElement as HTMLAnchorElement);
    const focus = (i: number) => list[(i + list.length) % list.length]?.focus();
    switch (event.key) {
      case "ArrowDown":
        focus(index + 1);
        break;
      case "ArrowUp":
        focus(index - 1);
        break;
      case "Home":
        focus(0);
        break;
      case "End":
        focus(list.length - 1);
        break;
      case "Escape":
        setOpen(false);
        buttonRef.current?.focus();
        break;
      case "Tab":
        setOpen(false);
        return;
      default:
        return;
    }
    event.preventDefault();
  }

  return (
    <div className={classes.menuRoot}>
      <button
        ref={buttonRef}
        type="button"
        className={classes.navLink}
        data-active={active || undefined}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown") {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        Browse Syntheses
        <Chevron />
      </button>
      <div
        ref={menuRef}
        id={menuId}
        role="menu"
        aria-label="Browse Syntheses"
        hidden={!open}
        className={classes.menuList}
        onKeyDown={onMenuKey}
      >
        {BROWSE_LINKS.map((link) => (
          <Link
            key={link.to}
            role="menuitem"
            to={link.to}
            tabIndex={-1}
            className={classes.menuItem}
            onClick={() => setOpen(false)}
          >
            {link.label}
          </Link>
        ))}
      </div>
    </div>
  );
}

function menuItems(menu: HTMLElement | null): HTMLAnchorElement[] {
  return [...(menu?.querySelectorAll<HTMLAnchorElement>('[role="menuitem"]') ?? [])];
}

function Chevron() {
  return (
    <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d="M3.5 6 8 10.5 12.5 6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}
