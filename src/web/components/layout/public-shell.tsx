import { Container } from "@mantine/core";
import type { ReactNode } from "react";
import { useSite } from "../../lib/root-data.ts";
import { CookieBanner } from "./cookie-banner.tsx";
import { CookieChoiceProvider, useCookieChoiceState } from "./cookie-choice.tsx";
import classes from "./layout.module.css";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";
import { useAnalytics } from "./use-analytics.ts";

export const MAIN_CONTENT_ID = "main-content";

/**
 * Everything around a public page: header with navigation, the main landmark, footer, cookie
 * banner and analytics. Used by the layout route and by its error boundary (404 pages).
 */
export function PublicShell({ children }: { children: ReactNode }) {
  const { settings } = useSite();
  const choice = useCookieChoiceState();
  useAnalytics(choice.consent, settings.analyticsMeasurementId);

  return (
    <CookieChoiceProvider value={choice}>
      <div className={classes.shell}>
        <a href={`#${MAIN_CONTENT_ID}`} className={classes.skipLink}>
          Skip to content
        </a>
        <SiteHeader siteName={settings.siteName} />
        <main id={MAIN_CONTENT_ID} className={classes.main} tabIndex={-1}>
          <Container size="xl" py="lg">
            {children}
          </Container>
        </main>
        <SiteFooter
          siteName={settings.siteName}
          copyrightYears={settings.copyrightYears}
          onCookieSettings={choice.reopen}
        />
        <CookieBanner choice={choice} />
      </div>
    </CookieChoiceProvider>
  );
}
