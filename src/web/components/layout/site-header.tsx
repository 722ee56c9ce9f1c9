import { Box, Burger, Container } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { BrowseMenu } from "./browse-menu.tsx";
import { HeaderSearch } from "./header-search.tsx";
import classes from "./layout.module.css";
import { LogoMark } from "./logo.tsx";
import { NAV_DRAWER_ID, NavDrawer } from "./nav-drawer.tsx";
import { ACCOUNT_LINKS, SECTION_LINKS } from "./nav-links.ts";

/**
 * The burger opens the drawer by itself (an invoker command, no JavaScript needed), so a tap before
 * hydration is not lost. React does not know these attributes yet: they are passed as they are.
 */
const OPENS_DRAWER = { command: "show-modal", commandfor: NAV_DRAWER_ID } as object;

/**
 * Logo and site name (linking home), the search box (from sm up; below, in the drawer), the top
 * navigation from lg up (ending with Contribute and Sign in), and a burger with a drawer below.
 */
export function SiteHeader({ siteName }: { siteName: string }) {
  const [drawerOpened, setDrawerOpened] = useState(false);
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  // A navigation (from the drawer or the browser's back button) closes the drawer; not the first
  // run, which would close a drawer the burger opened before hydration.
  useEffect(() => {
    if (pathname === shownPath.current) return;
    shownPath.current = pathname;
    setDrawerOpened(false);
  }, [pathname]);

  return (
    <header className={classes.header}>
      <Container size="xl" className={classes.headerInner}>
        <Link to="/" className={classes.brand}>
          <LogoMark />
          <span className={classes.brandName}>{siteName}</span>
        </Link>
        <HeaderSearch label="Search the archive" className={classes.headerSearch} />
        <Box component="nav" aria-label="Main navigation" visibleFrom="lg" className={classes.topNav}>
          <BrowseMenu />
          {SECTION_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} className={classes.navLink}>
              {link.label}
            </NavLink>
          ))}
          {ACCOUNT_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} className={classes.navLink} data-account-link>
              {link.label}
            </NavLink>
          ))}
        </Box>
        <Burger
          hiddenFrom="lg"
          opened={drawerOpened}
          onClick={(event) => {
            event.preventDefault(); // hydrated: the state drives the drawer, not the native command
            setDrawerOpened((open) => !open);
          }}
          aria-label={drawerOpened ? "Close navigation" : "Open navigation"}
          aria-expanded={drawerOpened}
          aria-haspopup="dialog"
          {...OPENS_DRAWER}
        />
      </Container>
      <NavDrawer
        opened={drawerOpened}
        onOpen={() => setDrawerOpened(true)}
        onClose={() => setDrawerOpened(false)}
      />
    </header>
  );
}
