import { Drawer } from "@mantine/core";
import { NavLink } from "react-router";
import classes from "./layout.module.css";
import { BROWSE_LINKS, type NavItem, SECTION_LINKS } from "./nav-links.ts";

export const NAV_DRAWER_ID = "site-navigation-drawer";

/** The navigation below the lg breakpoint (INTERPRETATION.md "Routes": small screens use a drawer). */
export function NavDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Drawer
      id={NAV_DRAWER_ID}
      opened={opened}
      onClose={onClose}
      position="right"
      size="xs"
      title="Navigation"
      closeButtonProps={{ "aria-label": "Close navigation" }}
    >
      <nav aria-label="Main navigation">
        <p className={classes.drawerHeading} id="drawer-browse-heading">
          Browse Syntheses
        </p>
        <LinkList items={BROWSE_LINKS} labelledBy="drawer-browse-heading" onNavigate={onClose} />
        <LinkList items={SECTION_LINKS} onNavigate={onClose} />
      </nav>
    </Drawer>
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
