import { Container, Stack } from "@mantine/core";
import { Link } from "react-router";
import classes from "./layout.module.css";
import { FOOTER_LINKS } from "./nav-links.ts";

/** Footer links, the way back to the cookie choice, and the copyright line (docs/product/pages.md §2.2.3). */
export function SiteFooter(props: {
  siteName: string;
  copyrightYears: string;
  onCookieSettings: () => void;
}) {
  return (
    <footer className={classes.footer}>
      <Container size="xl" py="lg">
        <Stack gap="sm">
          <nav aria-label="Footer">
            <ul className={classes.footerLinks}>
              {FOOTER_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={classes.footerLink}>
                    {link.label}
                  </Link>
                </li>
              ))}
              <li>
                <button type="button" className={classes.footerLink} onClick={props.onCookieSettings}>
                  Cookie settings
                </button>
              </li>
            </ul>
          </nav>
          <p style={{ margin: 0 }}>
            © {props.copyrightYears} {props.siteName}
          </p>
        </Stack>
      </Container>
    </footer>
  );
}
