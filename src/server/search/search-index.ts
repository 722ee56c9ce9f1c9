import MiniSearch, { type SearchResult } from "minisearch";
import type { SearchSourceRepository } from "../../db/repositories/search-source.ts";
import { normalizeSearchText, tokenize } from "../../domain/search-text.ts";
import type { SearchHit, SearchResults } from "../../domain/views.ts";
import type { RevisionWatcher } from "../http/revision-watcher.ts";

export const SEARCH_INDEXES = ["authors", "molecules", "namedReactions", "reagents", "solvents"] as const;
export type SearchIndexName = (typeof SEARCH_INDEXES)[number];
export type { SearchHit, SearchResults };

export const HITS_PER_INDEX = 10;

interface Doc extends SearchHit {
  /** Everything a visitor may type for this record (name, synonyms, formula…). */
  text: string;
  /** The normalised name, kept so ranking does not normalise every hit on every query. */
  key?: string;
}

/**
 * The in-process full-text index (MiniSearch), one per index of SPEC.md point 7. Built from the
 * database at start and rebuilt when the data revision changes, so it sees writes from any server.
 */
export class SearchIndex {
  #indexes: Record<SearchIndexName, MiniSearch<Doc>> | undefined;
  #rebuilding: Promise<void> | undefined;
  readonly #source: SearchSourceRepository;

  constructor(source: SearchSourceRepository, watcher?: RevisionWatcher) {
    this.#source = source;
    watcher?.onChange(() => {
      // A failed rebuild keeps the previous index; the next revision change tries again.
      this.#rebuilding = this.rebuild().catch(() => undefined);
    });
  }

  /** Waits for a rebuild in flight (call before closing the database). */
  async settle(): Promise<void> {
    await this.#rebuilding;
  }

  async rebuild(): Promise<void> {
    const [authors, molecules, named, reagents, solvents] = await Promise.all([
      this.#source.authors(),
      this.#source.molecules(),
      this.#source.namedReactions(),
      this.#source.reagents(),
      this.#source.solvents(),
    ]);
    this.#indexes = {
      authors: build(
        authors.map((a) => ({
          id: a.id,
          url: a.url,
          name: `${a.first_name} ${a.last_name}`,
          short_description: null,
          text: `${a.first_name} ${a.last_name}`,
        })),
      ),
      molecules: build(
        molecules.map((m) => ({
          id: m.id,
          url: m.structure,
          name: m.name,
          short_description: m.formula,
          text: `${m.name} ${m.formula ?? ""}`,
        })),
      ),
      namedReactions: build(
        named.map((n) => ({
          id: n.id,
          url: n.url,
          name: n.name,
          short_description: n.short_description,
          text: [n.name, ...n.synonyms].join(" "),
        })),
      ),
      reagents: build(
        reagents.map((r) => ({
          id: r.id,
          url: null,
          name: r.name,
          short_description: [r.formula, ...r.synonyms].filter(Boolean).join(", ") || null,
          text: [r.name, r.formula ?? "", ...r.synonyms].join(" "),
        })),
      ),
      solvents: build(
        solvents.map((s) => ({ id: s.id, url: null, name: s.name, short_description: null, text: s.name })),
      ),
    };
  }

  async search(query: string): Promise<SearchResults> {
    if (this.#rebuilding) await this.#rebuilding;
    if (!this.#indexes) {
      this.#rebuilding = this.rebuild();
      await this.#rebuilding;
    }
    const indexes = this.#indexes as Record<SearchIndexName, MiniSearch<Doc>>;
    const q = normalizeSearchText(query);
    const empty = { authors: [], molecules: [], namedReactions: [], reagents: [], solvents: [] };
    if (tokenize(q).length === 0) return empty;
    const results: SearchResults = empty;
    for (const name of SEARCH_INDEXES) results[name] = rank(indexes[name].search(q), q);
    return results;
  }
}

function build(docs: Doc[]): MiniSearch<Doc> {
  const index = new MiniSearch<Doc>({
    fields: ["text"],
    storeFields: ["id", "url", "name", "short_description", "key"],
    tokenize,
    processTerm: (term) => term,
    searchOptions: {
      prefix: true,
      // One typo is tolerated in words of five letters or more; shorter words must match exactly.
      fuzzy: (term) => (term.length >= 5 ? 1 : false),
      combineWith: "AND",
    },
  });
  index.addAll(docs.map((doc) => ({ ...doc, key: normalizeSearchText(doc.name) })));
  return index;
}

/** Exact names first, then names that start with the query, then MiniSearch's relevance. */
function rank(results: SearchResult[], q: string): SearchHit[] {
  const tier = (key: string) => {
    if (key === q) return 0;
    if (key.startsWith(q)) return 1;
    return 2;
  };
  return results
    .map((r) => ({ r, t: tier(r.key as string) }))
    .sort((a, b) => a.t - b.t || b.r.score - a.r.score)
    .slice(0, HITS_PER_INDEX)
    .map(({ r }) => ({
      id: r.id as number,
      url: (r.url as string | null) ?? null,
      name: r.name as string,
      short_description: (r.short_description as string | null) ?? null,
    }));
}
