import { Link } from "react-router";
import { LegalArticle, type LegalSection, POLICIES_UPDATED } from "../components/layout/legal-article.tsx";
import { routeMeta } from "../lib/meta.ts";
import { useSite } from "../lib/root-data.ts";
import type { Route } from "./+types/terms.ts";

export function meta({ matches }: Route.MetaArgs) {
  return routeMeta(matches, (siteName) => ({
    title: "Terms of Use",
    description: `The conditions for reading, citing and contributing to ${siteName}.`,
    path: "/terms",
  }));
}

/** Short terms of use in our own words. */
export default function Terms() {
  const { settings } = useSite();
  const site = settings.siteName;
  return (
    <LegalArticle
      title="Terms of Use"
      updated={POLICIES_UPDATED}
      intro={<p>By using {site} you accept these terms. They are short; please read them.</p>}
      sections={sections(site)}
    />
  );
}

function sections(site: string): LegalSection[] {
  return [
    {
      id: "free-use",
      title: "Free to use",
      body: (
        <p>
          Reading and searching the archive is free and needs no account. You may use what you find for study,
          teaching and research, and cite it with a link to the page concerned.
        </p>
      ),
    },
    {
      id: "accuracy",
      title: "Accuracy of the content",
      body: (
        <p>
          Syntheses are transcribed with care from the published literature, but mistakes happen. The original
          publication, cited on every synthesis, is the authority: check it before planning any experiment.{" "}
          {site} is not a safety guide, and the content is provided as it is, without any guarantee of
          completeness or fitness for a purpose. If you spot an error, please tell us through the{" "}
          <Link to="/contact">contact page</Link>.
        </p>
      ),
    },
    {
      id: "contributions",
      title: "Contributions",
      body: (
        <p>
          When you submit a synthesis you confirm that it describes published work and that you may share what
          you send. You allow us to review, edit, publish and keep it in the archive, credited with the name
          you give. We may decline or withdraw a contribution, for example if it cannot be checked against its
          sources.
        </p>
      ),
    },
    {
      id: "our-content",
      title: "Our texts and drawings",
      body: (
        <p>
          The texts, structure drawings and arrangement of this site are the project's own; all rights are
          reserved unless a page says otherwise. Quoting short passages with a link back is welcome. The
          published research summarised here, and the rights to the original articles, belong to their authors
          and publishers.
        </p>
      ),
    },
    {
      id: "acceptable-use",
      title: "Fair use of the service",
      body: (
        <p>
          Please do not try to break into the editor or other accounts, and do not copy the archive with
          automated tools at a pace that slows the site down for others. We may block access that harms the
          service.
        </p>
      ),
    },
    {
      id: "liability",
      title: "Liability",
      body: (
        <p>
          The site is run by volunteers in their spare time. As far as the law allows, we are not liable for
          any loss arising from the use of its content or from its being unavailable.
        </p>
      ),
    },
    {
      id: "changes",
      title: "Changes and privacy",
      body: (
        <p>
          We may update these terms; the date above shows the current version. How we handle personal
          information is described in the <Link to="/privacy">Privacy Policy</Link> and the{" "}
          <Link to="/cookie">Cookie Policy</Link>.
        </p>
      ),
    },
  ];
}
