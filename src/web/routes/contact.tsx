import { Link } from "react-router";
import legal from "../components/layout/legal.module.css";
import { routeMeta } from "../lib/meta.ts";
import { useSite } from "../lib/root-data.ts";
import type { Route } from "./+types/contact.ts";

export function meta({ matches }: Route.MetaArgs) {
  return routeMeta(matches, (siteName) => ({
    title: "Contact",
    description: `Who looks after ${siteName}, how to reach them, and the copyright terms of the archive.`,
    path: "/contact",
  }));
}

/** Contact (docs/product/pages.md §2.11.1): the two credits from the settings, copyright, policy links. */
export default function Contact() {
  const { settings } = useSite();
  const { chemistry, programming } = settings.contact;
  return (
    <article className={legal.article}>
      <h1>Contact</h1>
      <p>
        {settings.siteName} is a free archive of organic total syntheses, looked after by volunteers in their
        spare time. Questions, corrections and ideas are welcome: the people credited below can be reached
        through their professional profiles.
      </p>

      <h2>Credits</h2>
      <dl>
        <Credit label="Chemistry content" person={chemistry} />
        <Credit label="Website programming" person={programming} />
      </dl>

      <h2>Copyright</h2>
      <p>
        Every synthesis in the archive is a redrawn summary of work that its authors published in the
        scientific literature, and each one cites the original articles. The research, and the rights to those
        articles and their figures, stay with their authors and publishers; we summarise them for teaching and
        research only. If you hold rights in something shown here and would like it credited differently,
        corrected or taken down, tell us through the contacts on this page and we will act quickly.
      </p>
      <p>
        The texts, structure drawings and arrangement of this site are the project's own. You are welcome to
        quote or link to them; please ask before copying them in bulk.
      </p>
      <p>
        The archive&apos;s data (its syntheses, structures, reactions and references) is another matter: it is
        shared under CC BY 4.0 and can be downloaded whole from the <Link to="/data">Open data</Link> page.
      </p>

      <h2>Policies</h2>
      <ul>
        <li>
          <Link to="/privacy">Privacy Policy</Link>: what we collect and why.
        </li>
        <li>
          <Link to="/cookie">Cookie Policy</Link>: the cookies the site sets and how to refuse the optional
          ones.
        </li>
        <li>
          <Link to="/terms">Terms of Use</Link>: the rules for using and contributing to the archive.
        </li>
      </ul>
    </article>
  );
}

/** One role. Without a configured name the role is shown as vacant: we never invent a person. */
function Credit({ label, person }: { label: string; person: { name: string; url: string } }) {
  const name = person.name.trim();
  return (
    <>
      <dt>
        <strong>{label}</strong>
      </dt>
      <dd style={{ marginLeft: 0, marginBottom: "1rem" }}>
        {!name ? (
          <span>Not announced yet.</span>
        ) : person.url ? (
          <>
            {name} (
            <a href={person.url} rel="noopener noreferrer">
              professional profile of {name}
            </a>
            )
          </>
        ) : (
          name
        )}
      </dd>
    </>
  );
}
