import { Button } from "@mantine/core";
import { Link } from "react-router";
import { useCookieChoice } from "../components/layout/cookie-choice.tsx";
import {
  LegalArticle,
  type LegalSection,
  LegalTable,
  POLICIES_UPDATED,
} from "../components/layout/legal-article.tsx";
import { routeMeta } from "../lib/meta.ts";
import { useSite } from "../lib/root-data.ts";
import type { Route } from "./+types/cookie.ts";

export function meta({ matches }: Route.MetaArgs) {
  return routeMeta(matches, (siteName) => ({
    title: "Cookie Policy",
    description: `The cookies ${siteName} sets, how long they last, and how to refuse the optional ones.`,
    path: "/cookie",
  }));
}

/** The cookie policy (docs/product/pages.md §2.11.4, lifetimes in docs/product/texts.md §10). */
export default function CookiePolicy() {
  const { settings } = useSite();
  return (
    <LegalArticle
      title="Cookie Policy"
      updated={POLICIES_UPDATED}
      intro={
        <p>
          Cookies are small files a website asks your browser to keep. This page lists every cookie and stored
          value {settings.siteName} uses, what each is for and how long it lasts. How we treat the information
          behind them is explained in the <Link to="/privacy">Privacy Policy</Link>.
        </p>
      }
      sections={sections(settings.analyticsMeasurementId)}
    />
  );
}

function sections(measurementId: string): LegalSection[] {
  return [
    {
      id: "cookies-we-use",
      title: "The cookies we use",
      body: <CookieTable measurementId={measurementId} />,
    },
    {
      id: "local-storage",
      title: "Stored in your browser",
      body: (
        <p>
          Your answer to the cookie banner is kept in your browser's local storage under the key{" "}
          <code>cookieConsent</code>, as <code>true</code> (statistics accepted) or <code>false</code>{" "}
          (refused). It never leaves your device and stays until you clear the site's data. Without it the
          banner asks again.
        </p>
      ),
    },
    {
      id: "consent-manager",
      title: "Changing your choice",
      body: (
        <>
          <p>
            Our consent manager is the banner at the bottom of the page. It has one optional category,
            analytics, which you can refuse with Deny; the strictly necessary cookies cannot be switched off
            because sign-in would not work without them. You can reopen the banner at any time with the
            &ldquo;Cookie settings&rdquo; link in the footer of every page
            {/* The button needs the page's scripts; the footer link is the fallback. */}
            <ReopenButton />
          </p>
          <p>
            Refusing or withdrawing consent stops page views from being counted straight away. Your browser
            settings also let you block or delete cookies; blocking the necessary ones only affects signing
            in.
          </p>
        </>
      ),
    },
    {
      id: "changes",
      title: "Changes to this policy",
      body: (
        <p>
          When we add, remove or change a cookie, this page is updated and its date changes. Questions are
          welcome through the <Link to="/contact">contact page</Link>.
        </p>
      ),
    },
  ];
}

function CookieTable({ measurementId }: { measurementId: string }) {
  const idPart = measurementId.replace(/^G-/, "");
  return (
    <LegalTable caption="Cookies set by this site">
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Purpose</th>
          <th scope="col">Category</th>
          <th scope="col">Lifetime</th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <td>
            <code>synthesis_session</code>
          </td>
          <td>Keeps a contributor or editor signed in. Set only when someone signs in.</td>
          <td>Strictly necessary</td>
          <td>2 hours</td>
        </tr>
        <tr>
          <td>
            <code>XSRF-TOKEN</code>
          </td>
          <td>
            Anti-forgery token: proves that a change was requested from this site and not from another one.
          </td>
          <td>Strictly necessary</td>
          <td>2 hours</td>
        </tr>
        <tr>
          <td>
            <code>synthesis_device</code>
          </td>
          <td>
            Remembers that this browser signed in to an account before, so that failed sign-ins from other
            places cannot lock its owner out. Set only when someone signs in.
          </td>
          <td>Strictly necessary</td>
          <td>180 days</td>
        </tr>
        <tr>
          <td>
            <code>_ga</code>
          </td>
          <td>Analytics: tells visits apart so that visitors can be counted. Only after you accept.</td>
          <td>Analytics (optional)</td>
          <td>About 1 year 1 month 4 days</td>
        </tr>
        <tr>
          <td>
            <code>_ga_&lt;id&gt;</code>
          </td>
          <td>
            Analytics: keeps track of the current visit. Only after you accept.{" "}
            {idPart ? (
              <>
                Here it is named <code>_ga_{idPart}</code>.
              </>
            ) : (
              <>&lt;id&gt; stands for the site's measurement id.</>
            )}
          </td>
          <td>Analytics (optional)</td>
          <td>About 1 year 1 month 4 days</td>
        </tr>
      </tbody>
    </LegalTable>
  );
}

/** A shortcut to the consent manager; only shown once the page's scripts run. */
function ReopenButton() {
  const choice = useCookieChoice();
  if (!choice || choice.consent === undefined) return ".";
  return (
    <>
      , or with this button:{" "}
      <Button size="xs" variant="outline" color="indigo.8" onClick={choice.reopen}>
        Change my cookie choice
      </Button>
    </>
  );
}
