import { Link } from "react-router";
import {
  LegalArticle,
  type LegalSection,
  LegalTable,
  POLICIES_UPDATED,
} from "../components/layout/legal-article.tsx";
import { routeMeta } from "../lib/meta.ts";
import { useSite } from "../lib/root-data.ts";
import type { Route } from "./+types/privacy.ts";

export function meta({ matches }: Route.MetaArgs) {
  return routeMeta(matches, (siteName) => ({
    title: "Privacy Policy",
    description: `What personal information ${siteName} collects, why, how long it is kept and how to exercise your rights.`,
    path: "/privacy",
  }));
}

/** The privacy policy: our own text, 15 anchored sections (docs/product/pages.md §2.11.3). */
export default function Privacy() {
  const { settings } = useSite();
  const site = settings.siteName;
  return (
    <LegalArticle
      title="Privacy Policy"
      updated={POLICIES_UPDATED}
      withContents
      intro={
        <p>
          This notice explains how {site} handles personal information. Reading the archive needs no account
          and no personal details; most of what follows concerns the optional audience statistics and the
          people who contribute syntheses.
        </p>
      }
      sections={sections(site)}
    />
  );
}

function sections(site: string): LegalSection[] {
  return [
    {
      id: "information-collected",
      title: "What information we collect",
      body: (
        <ul>
          <li>
            <strong>When you read the site:</strong> your browser sends the technical data any web request
            carries (your network address, the page asked for, browser type). We use it to deliver the page.
            Our request log keeps only the method, page address, status and duration, not your address.
          </li>
          <li>
            <strong>Your cookie choice:</strong> stored in your own browser (see section 6).
          </li>
          <li>
            <strong>Audience statistics, only if you accept them:</strong> the pages you view, their titles,
            your browser and device type and an approximate location, collected by the analytics service
            through its cookies.
          </li>
          <li>
            <strong>Contributors and editors:</strong> a name and an email address for the account, and a
            password that we store only as a salted one-way hash. The name you give with a submission is shown
            as credit on the published synthesis. Files and images you send with a submission are kept as
            described in section 7.
          </li>
          <li>
            <strong>Donations:</strong> the donation form is sent straight to the card-payment provider named
            on it. Card details never pass through our servers.
          </li>
        </ul>
      ),
    },
    {
      id: "processing",
      title: "How we use your information",
      body: (
        <p>
          To show you the archive; to run accounts and sessions for contributors and editors; to review,
          publish and credit submissions; to protect the site (for example by slowing down repeated failed
          sign-ins); to count visits when you have agreed to it; and to answer you when you write to us. We do
          not use your information for advertising and we do not build profiles of visitors.
        </p>
      ),
    },
    {
      id: "legal-bases",
      title: "The legal bases we rely on",
      body: (
        <ul>
          <li>
            <strong>Consent</strong> for audience statistics. You can withdraw it at any time.
          </li>
          <li>
            <strong>Legitimate interest</strong> in running and securing a free public archive.
          </li>
          <li>
            <strong>Performance of an agreement</strong> when you hold a contributor or editor account.
          </li>
          <li>
            <strong>Legal obligations</strong> where a law requires us to keep or disclose information.
          </li>
        </ul>
      ),
    },
    {
      id: "sharing",
      title: "When and with whom we share information",
      body: (
        <p>
          We do not sell or rent personal information. It reaches others only in these cases: the company that
          hosts our servers, which processes data on our behalf; the analytics service, and only after you
          accept statistics; the payment provider, which receives your donation directly from your browser;
          and public authorities when the law obliges us. Names credited on published syntheses are public by
          design.
        </p>
      ),
    },
    {
      id: "third-party-sites",
      title: "Links to other websites",
      body: (
        <p>
          References point to publishers' websites, and the contact page links to professional profiles. Those
          sites have their own privacy practices, which we do not control. Please read their notices before
          giving them any information.
        </p>
      ),
    },
    {
      id: "cookies",
      title: "Cookies and similar technologies",
      body: (
        <p>
          Two cookies are strictly necessary and only appear when someone signs in to the editor. Two
          analytics cookies are set only after you accept them. Your answer to the cookie banner is kept in
          your browser's local storage. The <Link to="/cookie">Cookie Policy</Link> lists each of them, and
          the &ldquo;Cookie settings&rdquo; link at the bottom of every page lets you change your answer.
        </p>
      ),
    },
    {
      id: "retention",
      title: "How long we keep information",
      body: (
        <ul>
          <li>Sign-in sessions: 2 hours after the last activity, then they are deleted.</li>
          <li>Records of failed sign-ins: about a minute, in memory only.</li>
          <li>Accounts: while you contribute, or until you ask us to delete them.</li>
          <li>Files and images sent with a submission or a message (category H in section 12): 6 months.</li>
          <li>Your cookie choice: in your browser until you clear the site's data.</li>
          <li>Audience statistics: according to the retention set in the analytics service.</li>
        </ul>
      ),
    },
    {
      id: "safety",
      title: "How we keep information safe",
      body: (
        <p>
          Passwords are hashed with a memory-hard algorithm; the database holds only a fingerprint of each
          session, never the session itself; session cookies cannot be read by page scripts; every change
          requires an anti-forgery token; repeated failed sign-ins are slowed down. No system is perfectly
          secure, so please use a password you use nowhere else.
        </p>
      ),
    },
    {
      id: "minors",
      title: "Information from minors",
      body: (
        <p>
          The site is meant for adults. We do not knowingly collect personal information from anyone under 18,
          and accounts are only for people aged 18 or over. If you believe a minor has given us personal
          information, tell us and we will delete it.
        </p>
      ),
    },
    {
      id: "privacy-rights",
      title: "Your privacy rights",
      body: (
        <p>
          Depending on where you live, you may ask to see the information we hold about you, to correct or
          delete it, to limit or object to its use, and to receive a copy in a portable form. You may withdraw
          your consent to statistics at any time through &ldquo;Cookie settings&rdquo;; this does not affect
          what was collected before. You may also complain to your data-protection authority.
        </p>
      ),
    },
    {
      id: "do-not-track",
      title: "Do-Not-Track signals",
      body: (
        <p>
          Browsers can send a &ldquo;Do-Not-Track&rdquo; signal, but there is no agreed standard for answering
          it, so we do not act on it as such. In practice nothing is tracked unless you press Accept on the
          cookie banner.
        </p>
      ),
    },
    {
      id: "us-rights",
      title: "Rights of residents of the United States",
      body: <UsRights site={site} />,
    },
    {
      id: "updates",
      title: "Changes to this notice",
      body: (
        <p>
          We update this notice when our practices or the law change. The date at the top shows the latest
          version; important changes will also be announced on the site.
        </p>
      ),
    },
    {
      id: "contact",
      title: "How to contact us about this notice",
      body: (
        <p>
          Write to the people listed on our <Link to="/contact">contact page</Link> through their profiles.
          Please mention &ldquo;privacy&rdquo; so your message reaches the right person.
        </p>
      ),
    },
    {
      id: "review-update-delete",
      title: "How to review, update or delete your data",
      body: (
        <p>
          Contributors and editors can ask for a copy, a correction or the deletion of their account through
          the <Link to="/contact">contact page</Link>; we answer as soon as we can and within the time the law
          allows. Visitors can erase their cookie choice and the analytics cookies at any time by clearing
          this site's data in their browser.
        </p>
      ),
    },
  ];
}

function UsRights({ site }: { site: string }) {
  return (
    <>
      <p>
        Several US states give their residents the right to know what personal information is collected, to
        have it corrected or deleted, and to opt out of its sale or use for targeted advertising. {site} does
        not sell personal information and does not use it for targeted advertising. In the past twelve months
        we have collected these categories:
      </p>
      <LegalTable caption="Categories of personal information">
        <thead>
          <tr>
            <th scope="col">Category</th>
            <th scope="col">Examples here</th>
            <th scope="col">Collected</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>A. Identifiers</td>
            <td>Name and email address of contributors and editors</td>
            <td>Yes</td>
          </tr>
          <tr>
            <td>F. Internet or network activity</td>
            <td>Pages viewed, only with consent to statistics</td>
            <td>Yes</td>
          </tr>
          <tr>
            <td>H. Audio, electronic, visual or similar information</td>
            <td>Images and files sent with a submission or a message; kept 6 months</td>
            <td>Yes</td>
          </tr>
          <tr>
            <td>All other categories (B to E, G, I to L)</td>
            <td>None</td>
            <td>No</td>
          </tr>
        </tbody>
      </LegalTable>
      <p>
        To use these rights, contact us as described in section 14. We will not treat you differently for
        doing so.
      </p>
    </>
  );
}
