import { Link } from "react-router";
import { citationDate, datasetCitation } from "../../domain/citations/citation-text.ts";
import { DATA_LICENCE_URL } from "../../domain/data-licence.ts";
import { type BulkDownload, dataPageJsonLd } from "../../domain/structured-data/dataset.ts";
import legal from "../components/layout/legal.module.css";
import { routeMeta } from "../lib/meta.ts";
import { originOf, useSite } from "../lib/root-data.ts";
import { siteContext } from "../lib/site-context.ts";
import type { Route } from "./+types/data.ts";

/** The bulk files (docs/product/api.md), each with what it holds, who reads it and its media type. */
const DUMPS: readonly BulkDownload[] = [
  {
    path: "/api/export/syntheses.jsonl",
    mediaType: "application/jsonl",
    name: "Syntheses (JSON Lines)",
    text: "One published synthesis per line, as the full document its page is drawn from: target, principal investigator, year, parts, every reaction with its structures, reagents, solvents, conditions and yields, and the references.",
  },
  {
    path: "/api/export/molecules.sdf",
    mediaType: "chemical/x-mdl-sdfile",
    name: "Molecules (SDF)",
    text: "Every target and intermediate of a published synthesis as a molfile record, with its name, SMILES, formula, the syntheses it occurs in and, for target molecules, InChI and InChIKey as data fields. Opens in RDKit, Open Babel, ChemDraw and most cheminformatics tools.",
  },
  {
    path: "/api/export/reactions.rdf",
    mediaType: "chemical/x-mdl-rdfile",
    name: "Reactions (RDfile)",
    text: "Every published reaction as an RDfile record, with its synthesis, part, step, reagents, solvents, conditions, yield and references as data fields.",
  },
  {
    path: "/api/export/ord.json",
    mediaType: "application/json",
    name: "Open Reaction Database dataset (JSON)",
    text: "The archive as one Dataset of the Open Reaction Database schema, in its protocol-buffer JSON form: one Reaction per step with its inputs, conditions, outcomes and the DOI of the publication it comes from.",
  },
  {
    path: "/api/export/routes.json",
    mediaType: "application/json",
    name: "Route trees (AiZynthFinder / PaRoutes)",
    text: "Each synthesis as a retrosynthetic route tree, the target at the root, alternating molecule and reaction nodes with SMILES: the format route-planning tools and their benchmarks compare routes in.",
  },
];

const DESCRIPTION = (siteName: string) =>
  `Download every published synthesis of ${siteName} as JSON Lines, SDF, RDfile, an Open Reaction Database dataset or route trees, under CC BY 4.0, and cite it.`;

export async function loader({ context, request }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const origin = originOf(request, site.settings.publicUrl);
  const { revision, changedAt } = await site.citationDates.dataset();
  const { siteName } = site.settings;
  const citation = datasetCitation({ siteName, url: `${origin}/data`, revision, changedAt });
  return {
    origin,
    revision,
    date: citationDate(changedAt),
    citation,
    jsonLd: dataPageJsonLd(
      origin,
      { siteName },
      { description: DESCRIPTION(siteName), revision, changedAt, citation },
      DUMPS,
    ),
  };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return routeMeta(matches, (siteName) => ({
    title: "Open data",
    description: DESCRIPTION(siteName),
    path: "/data",
    jsonLd: loaderData?.jsonLd,
  }));
}

/** The /data page (docs/product/pages.md §2.18): the downloads, their licence and how to cite them. */
export default function DataPage({ loaderData }: Route.ComponentProps) {
  const { settings } = useSite();
  const { origin, revision, date, citation } = loaderData;
  return (
    <article className={legal.article}>
      <h1>Open data</h1>
      <p>
        Everything the public pages of {settings.siteName} show can be downloaded, whole or one synthesis at a
        time, in formats that chemistry software and route-planning tools already read. The files hold only
        published syntheses and accepted reference data; a value the archive does not have (a yield, a DOI, a
        year) is left out, never filled in.
      </p>

      <h2>Licence</h2>
      <p>
        The data is shared under the{" "}
        <a href={DATA_LICENCE_URL} rel="license">
          Creative Commons Attribution 4.0 International licence (CC BY 4.0)
        </a>
        : you may copy, change and build on it for any purpose, commercial ones included, as long as you
        credit “{settings.siteName} contributors” and link to this page or to the synthesis you use.
        Contributors agree to this licence when they submit a synthesis. The research itself, and the articles
        and figures it was published in, stay with their authors and publishers: cite the original
        publications as well.
      </p>

      <h2>Cite the dataset</h2>
      <p>
        The archive changes whenever a synthesis is published or corrected, so name the data revision you
        used. The current one is revision {revision}
        {date ? `, last changed on ${date}` : ""}:
      </p>
      <blockquote>{citation}</blockquote>
      <p>
        Every download says the revision it was made at: its <code>ETag</code> header names it and its{" "}
        <code>Last-Modified</code> header gives the time, so a request with <code>If-None-Match</code> answers{" "}
        <code>304 Not Modified</code> until the data changes.
      </p>

      <h2>Whole archive</h2>
      <dl>
        {DUMPS.map((dump) => (
          <div key={dump.path}>
            <dt>
              <strong>{dump.name}</strong>: <a href={dump.path}>{`${origin}${dump.path}`}</a>
            </dt>
            <dd style={{ marginLeft: 0, marginBottom: "1rem" }}>{dump.text}</dd>
          </div>
        ))}
      </dl>
      <p>
        The files are written as they are sent, so even the largest starts at once; compress the transfer with{" "}
        <code>Accept-Encoding: gzip</code>.
      </p>

      <h2>One synthesis</h2>
      <p>
        Each synthesis page has a “Cite this synthesis” section, and the same data is available for one
        synthesis by its number (the <code>12</code> of <code>/syn/12</code>):
      </p>
      <ul>
        <li>
          <code>/api/syntheses/12/export?format=json</code>, <code>sdf</code>, <code>rdf</code> or{" "}
          <code>route</code>: the synthesis in the formats above.
        </li>
        <li>
          <code>/api/syntheses/12/citation?format=ris</code>, <code>bibtex</code> or <code>csl</code>: the
          citation of the synthesis page and of each original publication it lists, as RIS (EndNote, Zotero,
          Mendeley), BibTeX (LaTeX) or CSL-JSON (pandoc, citeproc). The publications are given as the archive
          records them, with their DOIs; fetch a DOI's own record for a full reference.
        </li>
      </ul>

      <h2 id="api-guide">API guide</h2>
      <p>
        Every public page has a JSON counterpart under <code>/api</code>. The{" "}
        <a href="/api/docs">API reference</a> lists each route with its parameters and answers, grouped by who
        may call it: the public reads need no account; contributor, editor and admin operations need a
        signed-in session. Questions and corrections are welcome through the{" "}
        <Link to="/contact">contact page</Link>.
      </p>
      <ul>
        <li>
          Reads are open to everyone and counted per client address: past the limit an answer is{" "}
          <code>429</code> with a <code>Retry-After</code> header saying how many seconds to wait.
        </li>
        <li>
          A refusal or failure answers <code>{"{ error: { code, message, field? } }"}</code>:{" "}
          <code>code</code> is stable (such as <code>invalid_input</code>, <code>not_found</code>,{" "}
          <code>too_many_requests</code>
          ), <code>message</code> is a sentence for people and <code>field</code> names the parameter or body
          field at fault.
        </li>
        <li>
          Writes need the session cookie that signing in sets, and the value of the <code>XSRF-TOKEN</code>{" "}
          cookie sent back in the <code>X-XSRF-TOKEN</code> header.
        </li>
        <li>
          Structure search (<code>/api/search/structure</code>) reads a SMILES or, for substructure search, a
          SMARTS pattern; a search that finds nothing says in <code>hints</code> which looser reading (any
          bond order, stereochemistry ignored) would find something.
        </li>
        <li>
          Each answer's <code>Cache-Control</code> header says how long it may be kept; the bulk downloads
          above answer <code>304 Not Modified</code> to <code>If-None-Match</code> until the data changes.
        </li>
      </ul>
    </article>
  );
}
