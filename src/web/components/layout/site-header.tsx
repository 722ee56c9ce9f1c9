import { Box, Burger, Container } from "@mantine/core";
import { useEffect, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { BrowseMenu } from "./browse-menu.tsx";
import classes from "./layout.module.css";
import { LogoMark } from "./logo.tsx";
import { NavDrawer } from "./nav-drawer.tsx";
import { SECTION_LINKS } from "./nav-links.ts";

/** Logo and site name (linking home), the top navigation from lg up, and a burger with a drawer below. */
export function SiteHeader({ siteName }: { siteName: string }) {
  const [drawerOpened, setDrawerOpened] = useState(false);
  const { pathname } = useLocation();
  // A navigation (from the drawer or the browser's back button) closes the drawer.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on purpose when the path changes.
  useEffect(() => setDrawerOpened(false), [pathname]);

  return (
    <header className={classes.header}>
      <Container size="xl" className={classes.headerInner}>
        <Link to="/" className={classes.brand}>
          <LogoMark />
          <span className={classes.brandName}>{siteName}</span>
        </Link>
        <Box component="nav" aria-label="Main navigation" visibleFrom="lg" className={classes.topNav}>
          <BrowseMenu />
          {SECTION_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} className={classes.navLink}>
              {link.label}
            </NavLink>
          ))}
        </Box>
        <Burger
          hiddenFrom="lg"
          opened={drawerOpened}
          onClick={() => setDrawerOpened((open) => !open)}
          aria-label={drawerOpened ? "Close navigation" : "Open navigation"}
          aria-expanded={drawerOpened}
          aria-haspopup="dialog"
        />
      </Container>
      <NavDrawer opened={drawerOpened} onClose={() => setDrawerOpened(false)} />
    </header>
  );
}
