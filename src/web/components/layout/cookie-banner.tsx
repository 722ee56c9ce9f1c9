import { Button, Container, Group } from "@mantine/core";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import type { CookieChoice } from "./cookie-choice.tsx";
import classes from "./layout.module.css";

/**
 * The consent banner (docs/product/api.md §7.1). Rendered only in the browser once the stored choice is
 * known to be missing, fixed to the bottom so it never moves the page; a spacer keeps the end of
 * the page reachable while it shows.
 */
export function CookieBanner({ choice }: { choice: CookieChoice }) {
  const region = useRef<HTMLElement>(null);
  // Reopened from the footer: take the focus so keyboard users land on the choice.
  useEffect(() => {
    if (choice.bannerOpen && choice.reopened) region.current?.focus();
  }, [choice.bannerOpen, choice.reopened]);

  if (!choice.bannerOpen) return null;
  return (
    <>
      <div className={classes.bannerSpacer} aria-hidden="true" />
      <section ref={region} className={classes.banner} aria-label="Cookie choice" tabIndex={-1}>
        <Container size="xl" className={classes.bannerInner}>
          <p className={classes.bannerText}>
            With your permission we count page visits through an analytics service, which sets its own
            cookies, to learn which parts of the archive are useful. Nothing is counted unless you accept, and
            you can change your mind at any time from the footer. Details are in our{" "}
            <Link to="/cookie" className={classes.footerLink}>
              cookie policy
            </Link>
            .
          </p>
          <Group gap="sm" wrap="nowrap">
            <Button variant="default" onClick={() => choice.choose(false)}>
              Deny
            </Button>
            <Button color="indigo.8" onClick={() => choice.choose(true)}>
              Accept
            </Button>
          </Group>
        </Container>
      </section>
    </>
  );
}
