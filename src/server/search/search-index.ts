import type { SearchSourceRepository } from "../../db/repositories/search-source.ts";
import { tokenize, typoBudget } from "../../domain/search-text.ts";
import type { SearchHit, SearchResults, SynthesisSearchHit } from "../../domain/views.ts";
import type { RevisionWatcher } from "../http/revision-watcher.ts";
import { AnswerMemo } from "./answer-memo.ts";
import { InchiKeyHits, withKeyHits } from "./inchikey-hits.ts";
import { RebuildPacer } from "./rebuild-pacer.ts";
import { SynthesisUses } from "./synthesis-uses.ts";
import { TextIndex } from "./term-index.ts";

export const SEARCH_INDEXES = [
  "authors",
  "molecules",
  "namedReactions",
  "reagents",
  "solvents",
  "syntheses",
] as const;
export type SearchIndexName = (typeof SEARCH_INDEXES)[number];
export type { SearchHit, SearchResults };

export const HITS_PER_INDEX = 10;
/** Positions in the text index: the syntheses by what names them, then by description and use. */
const NAMED_LIST = SEARCH_INDEXES.indexOf("syntheses");
const DESCRIBED_LIST = NAMED_LIST + 1;

/**
 * The in-process full-text index with the six indexes of docs/product/api.md §5.4 (`TextIndex`:
 * every query word must match, as a word, as the start of a word, or with typos as `typoBudget`
 * allows). Built from the database at start and rebuilt when the data revision changes, so it sees
 * writes from any server.
 */
/** How long a failed background rebuild waits before trying again. */
export const SEARCH_REBUILD_RETRY_MS = 5_000;
/** Rebuilds after changes start at most this often (rebuild-pacer.ts); searches meanwhile wait. */
export const SEARCH_REBUILD_INTERVAL_MS = 1_000;

export class SearchIndex {
  #index: TextIndex | undefined;
  /** Molecules and syntheses by their (target's) InChIKey, built with the index. */
  #keys = { molecules: new InchiKeyHits<SearchHit>([]), syntheses: new InchiKeyHits<SynthesisSearchHit>([]) };
  /** What each synthesis uses, to say which step a query names (built with the index). */
  #uses = new SynthesisUses([], { namedReaction: new Map(), reagent: new Map(), solvent: new Map() });
  #rebuilding: Promise<void> | undefined;
  /** Rebuilds under way: while one is, answers are neither read from nor kept in the memo. */
  #inFlight = 0;
  /**
   * Answers by query text since the index was last built (4,096 of about 2 KB each at most, 8 M
   * characters): a query asked again costs a look-up, not the index (docs/decisions/search/0112-search-answers-kept-until-the-next-change.md "Search
   * answers kept until the next change").
   */
  readonly #answers = new AnswerMemo({ maxEntries: 4_096, maxChars: 8 * 2 ** 20 });
  /** Each rebuild's ticket, and the newest one applied: a slower, older rebuild never wins. */
  #started = 0;
  #applied = 0;
  readonly #source: SearchSourceRepository;
  /**
   * Rebuilds after changes, paced: a write every 200 ms costs one rebuild a second, not five. A
   * failed rebuild (the database out of reach) keeps the previous index and is tried again every
   * few seconds until one succeeds, so a change seen just before an outage is not lost after it.
   */
  readonly #pacer = new RebuildPacer(() => this.rebuild(), {
    minIntervalMs: SEARCH_REBUILD_INTERVAL_MS,
    retryMs: SEARCH_REBUILD_RETRY_MS,
  });

  constructor(source: SearchSourceRepository, watcher?: RevisionWatcher) {
    this.#source = source;
    watcher?.onChange(() => {
      // A search waits for the rebuild that covers every change made before it.
      this.#rebuilding = this.#pacer.request();
    });
  }

  /** Whether the index has been built at least once (readiness, /readyz). */
  get built(): boolean {
    return this.#index !== undefined;
  }

  /** Waits for a rebuild in flight and stops retrying (call before closing the database). */
  async settle(): Promise<void> {
    await this.#pacer.stop();
    await this.#rebuilding;
  }

  async rebuild(): Promise<void> {
    this.#inFlight++;
    try {
      await this.#rebuild();
    } finally {
      this.#inFlight--;
    }
  }

  async #rebuild(): Promise<void> {
    const ticket = ++this.#started;
    const [authors, molecules, named, reagents, solvents, syntheses, used] = await Promise.all([
      this.#source.authors(),
      this.#source.molecules(),
      this.#source.namedReactions(),
      this.#source.reagents(),
      this.#source.solvents(),
      this.#source.syntheses(),
      this.#source.synthesisUses(),
    ]);
    // Two writes in a row start two rebuilds; the first may read before the second write and
    // finish after the second rebuild: its older rows must not replace the newer index.
    if (ticket < this.#applied) return;
    this.#applied = ticket;
    this.#answers.clear();
    const moleculeRecords = molecules.map((m) => ({
      hit: { id: m.id, url: m.structure, name: m.name, short_description: m.formula },
      text: `${m.name} ${m.formula ?? ""}`,
      inchikey: m.inchikey,
    }));
    const uses = new SynthesisUses(used, {
      namedReaction: new Map(named.map((n) => [n.id, [n.name, ...n.synonyms]])),
      reagent: new Map(reagents.map((r) => [r.id, [r.name, ...r.synonyms]])),
      solvent: new Map(solvents.map((v) => [v.id, [v.name, ...v.synonyms]])),
    });
    const synthesisRecords = syntheses.map((s) => ({ ...synthesisRecord(s), inchikey: s.inchikey }));
    // The same syntheses found also by their description and by what they use (a named reaction, a
    // reagent, a solvent): a second list, whose hits come after those of the first.
    const describedRecords = syntheses.map((s, i) => {
      const record = synthesisRecords[i] as (typeof synthesisRecords)[number];
      return { ...record, text: `${record.text} ${descriptionWords(s.comment)} ${uses.textOf(s.id)}` };
    });
    this.#keys = {
      molecules: new InchiKeyHits(moleculeRecords),
      syntheses: new InchiKeyHits(synthesisRecords),
    };
    this.#uses = uses;
    // In the order of SEARCH_INDEXES.
    this.#index = new TextIndex([
      authors.map((a) => ({
        hit: { id: a.id, url: a.url, name: `${a.first_name} ${a.last_name}`, short_description: null },
        text: `${a.first_name} ${a.last_name}`,
      })),
      moleculeRecords,
      named.map((n) => ({
        hit: { id: n.id, url: n.url, name: n.name, short_description: n.short_description },
        text: [n.name, ...n.synonyms].join(" "),
      })),
      reagents.map((r) => ({
        hit: {
          id: r.id,
          url: r.url,
          name: r.name,
          short_description: [r.formula, ...r.synonyms].filter(Boolean).join(", ") || null,
          syntheses_count: r.syntheses_count,
        },
        text: [r.name, r.formula ?? "", ...r.synonyms].join(" "),
      })),
      solvents.map((s) => ({
        hit: {
          id: s.id,
          url: s.url,
          name: s.name,
          short_description: s.synonyms.join(", ") || null,
          syntheses_count: s.syntheses_count,
        },
        text: [s.name, ...s.synonyms].join(" "),
      })),
      synthesisRecords,
      describedRecords,
    ]);
  }

  /**
   * The same answer as JSON text, byte for byte `JSON.stringify(await search(query))`, written from
   * each hit's JSON kept since the index was built: the answer path of /api/search skips turning
   * the same hits into text again at every query.
   */
  async searchJson(query: string): Promise<string> {
    const settled = this.#inFlight === 0 && !this.#pacer.busy && this.#index !== undefined;
    if (settled) {
      const kept = this.#answers.get(query);
      if (kept !== undefined) return kept;
    }
    const built = this.#applied;
    const json = await this.#answerJson(query);
    // Kept only if no rebuild started or finished meanwhile: the answer is the current index's.
    if (settled && this.#inFlight === 0 && !this.#pacer.busy && this.#applied === built) {
      this.#answers.set(query, json);
    }
    return json;
  }

  async #answerJson(query: string): Promise<string> {
    const results = await this.search(query);
    let json = "{";
    for (let k = 0; k < SEARCH_INDEXES.length; k++) {
      const name = SEARCH_INDEXES[k];
      const hits: readonly SearchHit[] = results[name];
      json += `${k === 0 ? "" : ","}"${name}":[`;
      for (let h = 0; h < hits.length; h++) json += (h === 0 ? "" : ",") + hitJson(hits[h]);
      json += "]";
    }
    return `${json}}`;
  }

  async search(query: string): Promise<SearchResults> {
    if (this.#rebuilding) await this.#rebuilding;
    if (!this.#index) {
      this.#rebuilding = this.rebuild();
      await this.#rebuilding;
    }
    const index = this.#index as TextIndex;
    // Each word once (a repeated word adds nothing but work), each with its own typo budget.
    const typed = tokenize(query);
    const words = typed.filter((word, i) => typed.indexOf(word) === i);
    // The list by description and use only fills the places the named list leaves (namedFirst):
    // with those full it is not searched (its postings are the longest of all).
    const [authors, molecules, namedReactions, reagents, solvents, named, described] = index.search(
      words,
      words.map(typoBudget),
      typed,
      HITS_PER_INDEX,
      (k, earlier) => k !== DESCRIBED_LIST || (earlier[NAMED_LIST]?.length ?? 0) < HITS_PER_INDEX,
    );
    // An InChIKey (or its first block) names its molecules and their syntheses first.
    const keys = this.#keys;
    const uses = this.#uses;
    const naming = uses.couldName(words);
    return {
      authors,
      molecules: withKeyHits(keys.molecules.find(query), molecules, HITS_PER_INDEX),
      namedReactions,
      reagents,
      solvents,
      syntheses: withKeyHits(
        keys.syntheses.find(query),
        namedFirst(named as SynthesisSearchHit[], described as SynthesisSearchHit[]),
        HITS_PER_INDEX,
      ).map((hit) => {
        const via = naming ? uses.via(hit.id, words) : null;
        return via ? { ...hit, via } : hit;
      }),
    };
  }
}

/**
 * Syntheses the query names by molecule, investigator, year or type first, then those found only
 * through their description or what they use, each once, at most HITS_PER_INDEX.
 */
function namedFirst(named: SynthesisSearchHit[], described: SynthesisSearchHit[]): SynthesisSearchHit[] {
  const seen = new Set(named.map((hit) => hit.id));
  return [...named, ...described.filter((hit) => !seen.has(hit.id))].slice(0, HITS_PER_INDEX);
}

/**
 * The words of a synthesis's description the index keeps: numbers are left out, so that a year or
 * a yield mentioned in passing ("repeated in 2008", "in 1944 Woodward…") never makes a synthesis
 * answer a query that names another's year.
 */
function descriptionWords(text: string): string {
  return tokenize(text)
    .filter((word) => !/^\d+$/.test(word))
    .join(" ");
}

/** Each hit's JSON, made once per hit object (the index's hits live until its next rebuild). */
const HIT_JSON = new WeakMap<SearchHit, string>();
function hitJson(hit: SearchHit): string {
  let json = HIT_JSON.get(hit);
  if (json === undefined) {
    json = JSON.stringify(hit);
    HIT_JSON.set(hit, json);
  }
  return json;
}

/**
 * A synthesis is found by what a chemist calls it: 'Corey oseltamivir', 'quinine 1944', 'Woodward
 * quinine total synthesis' (molecule, investigator, year, its type and the word 'synthesis'). The
 * name compared with the query is the molecule's; ties go by molecule, then year.
 */
function synthesisRecord(s: {
  id: number;
  year: number;
  type_1: string;
  molecule: string;
  first_name: string;
  last_name: string;
}) {
  const author = `${s.first_name} ${s.last_name}`.trim();
  const hit: SynthesisSearchHit = {
    id: s.id,
    url: String(s.id),
    name: s.molecule,
    short_description: `${author}, ${s.year}`,
    molecule: s.molecule,
    author,
    year: s.year,
  };
  return {
    hit,
    text: `${s.molecule} ${author} ${s.year} ${s.type_1} synthesis`,
    order: `${s.molecule} ${s.year} ${s.last_name}`,
  };
}
