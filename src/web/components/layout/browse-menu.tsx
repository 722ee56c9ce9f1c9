import { Menu } from "@mantine/core";
import { useMounted } from "@mantine/hooks";
import { Link, useLocation } from "react-router";
import classes from "./layout.module.css";
import { BROWSE_LINKS } from "./nav-links.ts";

/**
 * The "Browse Syntheses" dropdown of the top bar. Until hydration the dropdown is kept mounted
 * (display: none) outside a portal, so its four links are in the server-rendered HTML crawlers
 * read. Once the scripts run it mounts on demand, because Mantine turns the focus trap off for
 * kept-mounted menus and keyboard users must land in the menu. No focus placeholder: a focusable
 * non-item inside role="menu" is an ARIA error; the first entry takes the focus instead.
 */
export function BrowseMenu() {
  const { pathname } = useLocation();
  const hydrated = useMounted();
  const active = BROWSE_LINKS.some((link) => pathname === link.to || pathname.startsWith(`${link.to}/`));
  return (
    <Menu
      keepMounted={!hydrated}
      keepMountedMode="display-none"
      withinPortal={false}
      withInitialFocusPlaceholder={false}
      position="bottom-start"
      offset={4}
      shadow="md"
      width={300}
    >
      <Menu.Target>
        <button type="button" className={classes.navLink} data-active={active || undefined}>
          Browse Syntheses
          <Chevron />
        </button>
      </Menu.Target>
      <Menu.Dropdown>
        {BROWSE_LINKS.map((link) => (
          <Menu.Item key={link.to} component={Link} to={link.to}>
            {link.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
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
