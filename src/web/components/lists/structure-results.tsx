import { Anchor, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { stepAnchor } from "../../../domain/display-rules.ts";
import {
  occurrenceText,
  type StructureHint,
  type StructureSearchResults,
  type StructureSynthesisLabel,
} from "../../../domain/structure-search.ts";
import classes from "./structure-search.module.css";

/**
 * The search page's address for the same query with other parameters (plain links: no script
 * needed); a query read with any bond keeps that reading unless `extra` changes it.
 */
function searchHref(query: StructureSearchResults["query"], extra: Record<string, string>): string {
  const bonds: Record<string, string> = query.bonds === "any" ? { bonds: "any" } : {};
  return `/search?${new URLSearchParams({ structure: query.q, mode: query.mode, ...bonds, ...extra })}`;
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}

function SynthesisLink({ synthesis }: { synthesis: StructureSynthesisLabel }) {
  return (
    <Anchor component={Link} to={`/syn/${synthesis.id}`}>
      {synthesis.molecule} ({synthesis.author}, {synthesis.year})
    </Anchor>
  );
}

function Score({ score }: { score: number | null }) {
  if (score === null) return null;
  return (
    <Text size="sm" c="gray.7">
      similarity {score.toFixed(2)}
    </Text>
  );
}

/** One kind of hit under its heading: the target molecules, or the reaction chemicals. */
function HitSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Title order={2} size="h3" id={id} mb="xs">
        {title}
      </Title>
      <ul className={classes.hits}>{children}</ul>
    </section>
  );
}

/** One hit: its structure's picture, then what the page says of it. */
function Hit({ image, alt, children }: { image: string; alt: string; children: ReactNode }) {
  return (
    <li className={classes.hit}>
      <img src={image} alt={alt} className={classes.image} />
      <div>{children}</div>
    </li>
  );
}

/** The line above the hits: what this page lists (docs/product/pages.md §2.4.4). */
function summary(results: StructureSearchResults): string {
  const { targets, chemicals, query, before } = results;
  const what = `${query.q} (${query.mode})`;
  if (before.targets === null) {
    if (chemicals.length === 0) return `No more reaction chemicals match ${what}.`;
    return `Reaction chemicals ${before.chemicals + 1} to ${before.chemicals + chemicals.length} for ${what}; the target molecules are on the first page.`;
  }
  if (targets.length === 0 && chemicals.length === 0) {
    return results.cut ? `Nothing found yet for ${what}.` : `No structure in the archive matches ${what}.`;
  }
  const first = results.next && !results.cut && query.mode === "substructure" ? "the first " : "";
  const found = `${plural(targets.length, "target molecule")} and ${first}${plural(chemicals.length, "reaction chemical")}`;
  if (before.targets > 0)
    return `Continued from target molecule ${before.targets + 1}: ${found} for ${what}.`;
  return `${found} for ${what}.`;
}

/** What a looser reading found, in words: "2 target molecules and at least 50 reaction chemicals". */
function hintFound(hint: StructureHint): string {
  const atLeast = hint.complete ? "" : "at least ";
  return `${plural(hint.targets, "target molecule")} and ${atLeast}${plural(hint.chemicals, "reaction chemical")}`;
}

/**
 * How the query was matched (bond orders, stereochemistry), with a link to the other reading; when
 * the query found nothing, the looser reading that does find something says what it finds there
 * (its hint: the server ran it, api.md §5.4.1.7).
 */
function MatchRule({ results }: { results: StructureSearchResults }) {
  const { query, hints } = results;
  const hint = (parameter: StructureHint["parameter"]) => hints.find((h) => h.parameter === parameter);
  const bondsHint = hint("bonds");
  const stereoHint = hint("stereo");
  return (
    <>
      {query.bonds ? (
        <Text size="sm">
          {query.bonds === "exact"
            ? "Bond orders count: each bond of the query matches only a bond of the same order. "
            : "Any bond order: each bond of the query matches a single, double, triple or aromatic bond. "}
          {bondsHint ? <strong>With any bond order, {hintFound(bondsHint)} match: </strong> : null}
          <Anchor
            component={Link}
            to={searchHref(query, { bonds: query.bonds === "exact" ? "any" : "exact" })}
            fw={bondsHint ? 600 : undefined}
          >
            {query.bonds === "exact" ? "Match any bond order" : "Let bond orders count"}
          </Anchor>
        </Text>
      ) : null}
      {query.stereo ? (
        <Text size="sm">
          {query.stereo === "counts"
            ? "Stereochemistry counts: only the same stereoisomer matches. "
            : "Stereochemistry ignored: every stereoisomer of the query matches. "}
          {stereoHint ? <strong>Ignoring it, {hintFound(stereoHint)} match: </strong> : null}
          <Anchor
            component={Link}
            to={searchHref(query, query.stereo === "counts" ? { stereo: "ignore" } : {})}
            fw={stereoHint ? 600 : undefined}
          >
            {query.stereo === "counts" ? "Ignore stereochemistry" : "Let stereochemistry count"}
          </Anchor>
        </Text>
      ) : null}
    </>
  );
}

/**
 * The hits: target molecules, then the reaction chemicals with where each appears; under them
 * "Show 50 more" when more reaction chemicals match, and "Continue the search" when the time budget
 * cut the search. Both are plain links carrying the answer's cursor.
 */
export function StructureResults({ results }: { results: StructureSearchResults }) {
  const { targets, chemicals, query } = results;
  const next = results.next;
  return (
    <Stack gap="lg" aria-live="polite">
      <Text>
        {summary(results)}
        {results.cut && next ? (
          <>
            {" The search stopped early: its time ran out. These are the results found so far, in order; "}
            <Anchor component={Link} to={searchHref(query, { after: next })}>
              Continue the search
            </Anchor>
            .
          </>
        ) : null}
        {query.mode === "similarity" && !results.complete
          ? " Only the most similar are listed: a higher lowest similarity narrows the search."
          : null}
      </Text>
      {results.before.targets === null ? (
        <Text size="sm">
          <Anchor component={Link} to={searchHref(query, {})}>
            Back to the first page
          </Anchor>
        </Text>
      ) : null}
      <MatchRule results={results} />
      {targets.length > 0 && (
        <HitSection id="structure-targets" title="Target molecules">
          {targets.map((hit) => (
            <Hit key={hit.molecule.id} image={hit.image} alt={`Structure of ${hit.molecule.name}`}>
              <Anchor
                component={Link}
                to={`/molecule/${encodeURIComponent(hit.molecule.structure)}`}
                fw={600}
              >
                {hit.molecule.name}
              </Anchor>
              <Score score={hit.score} />
              <ul className={classes.places}>
                {hit.syntheses.map((synthesis) => (
                  <li key={synthesis.id}>
                    target of <SynthesisLink synthesis={synthesis} />
                  </li>
                ))}
              </ul>
            </Hit>
          ))}
        </HitSection>
      )}
      {chemicals.length > 0 && (
        <HitSection id="structure-chemicals" title="In reactions">
          {chemicals.map((hit) => (
            <Hit
              key={hit.smiles}
              image={hit.image}
              alt={`Structure ${hit.occurrences.find((o) => o.name)?.name ?? hit.smiles}`}
            >
              <Score score={hit.score} />
              <ul className={classes.places}>
                {hit.occurrences.map((o) => (
                  <li key={`${o.synthesis.id}-${o.part}-${o.step}-${o.role}`}>
                    {o.name ? `${o.name}: ` : ""}
                    {/* A document load, not a client-side one: only then does the browser scroll to the
                        step and mark it :target for the outline. */}
                    <Anchor href={`/syn/${o.synthesis.id}#${stepAnchor(o.part, o.step)}`}>
                      {occurrenceText(o)}
                    </Anchor>{" "}
                    of <SynthesisLink synthesis={o.synthesis} />
                  </li>
                ))}
              </ul>
            </Hit>
          ))}
        </HitSection>
      )}
      {next && !results.cut ? (
        <Text>
          <Anchor component={Link} to={searchHref(query, { after: next })} fw={600}>
            Show {query.limit} more
          </Anchor>
        </Text>
      ) : null}
    </Stack>
  );
}
