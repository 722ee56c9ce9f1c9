import { createContext } from "react-router";
import type { PageDateRows } from "../../domain/page-dates.ts";
import type { StructureSearchResults } from "../../domain/structure-search.ts";
import type {
  AuthorView,
  LookupListItem,
  LookupPage,
  MoleculeListItem,
  MoleculeView,
  NamedReactionListItem,
  NamedReactionPage,
  ProtectingGroupItem,
  ProtectingGroupPage,
  SearchResults,
  SynthesisSummary,
  SynthesisView,
} from "../../domain/views.ts";

/** Settings a page needs (from the server's configuration; no secrets). */
export interface SiteSettings {
  siteName: string;
  imagesBaseUrl: string;
  /** Public origin for canonical URLs; empty means "derive from the request". */
  publicUrl: string;
  /** Empty: no analytics script is ever loaded. */
  analyticsMeasurementId: string;
  /** Empty action: the donation form is not rendered. */
  donation: { action: string; fields: Record<string, string> };
  contact: {
    chemistry: { name: string; url: string };
    programming: { name: string; url: string };
  };
  copyrightYears: string;
}

/**
 * What loaders may read, handed in by the server for each request (the same repository functions
 * the JSON API uses, so a page and its API twin cannot disagree). Web code never imports db/ or
 * server/; it only sees this interface.
 */
export interface SiteServices {
  settings: SiteSettings;
  /** The signed-in user of this request and their anti-forgery token, or null (anonymous). */
  viewer: Viewer | null;
  syntheses: {
    list(): Promise<SynthesisSummary[]>;
    find(id: number): Promise<SynthesisView | undefined>;
    /** True when the synthesis exists but an editor unpublished it (its page answers 410). */
    isUnpublished(id: number): Promise<boolean>;
    recent(n: number): Promise<SynthesisSummary[]>;
    nth(n: number): Promise<SynthesisSummary | undefined>;
    count(): Promise<number>;
    listByMolecule(moleculeId: number): Promise<SynthesisSummary[]>;
    listByAuthor(authorId: number): Promise<SynthesisSummary[]>;
    listByIds(ids: readonly number[]): Promise<SynthesisSummary[]>;
  };
  molecules: {
    list(): Promise<MoleculeListItem[]>;
    findByStructure(structure: string): Promise<MoleculeView | undefined>;
    /** The current url identifier of the molecule a merged molecule's old one names, if any. */
    currentStructureFor(structure: string): Promise<string | undefined>;
    /** The SMILES of the molecule's drawing, for its pages' structured data; null when none. */
    smilesByStructure(structure: string): Promise<string | null>;
    /** The url identifier of the published molecule with this (upper-case, 27-character) InChIKey. */
    structureByInchiKey(key: string): Promise<string | undefined>;
  };
  authors: {
    list(): Promise<AuthorView[]>;
    findByUrl(url: string): Promise<AuthorView | undefined>;
    /** The current url of the author who had `url` before an editor changed it, if any. */
    currentUrlFor(url: string): Promise<string | undefined>;
  };
  namedReactions: {
    list(): Promise<NamedReactionListItem[]>;
    findByUrl(url: string): Promise<NamedReactionPage | undefined>;
    /** The current url of the reaction that had `url` before an editor changed it, if any. */
    currentUrlFor(url: string): Promise<string | undefined>;
  };
  protectingGroups: {
    list(): Promise<ProtectingGroupItem[]>;
    findByUrl(url: string): Promise<ProtectingGroupPage | undefined>;
    /** The current url of the group that had `url` before an editor changed it, if any. */
    currentUrlFor(url: string): Promise<string | undefined>;
  };
  /** Reagent and solvent pages (`kind` says which). */
  lookupPages: {
    findByUrl(kind: "reagent" | "solvent", url: string): Promise<LookupPage | undefined>;
    /** The current slug of the item that had `url` before a rename or a merge, if any. */
    currentUrlFor(kind: "reagent" | "solvent", url: string): Promise<string | undefined>;
    list(kind: "reagent" | "solvent"): Promise<LookupListItem[]>;
  };
  /** The dates citations name: a synthesis page's last change; the data revision and its date. */
  citationDates: {
    synthesisChangedAt(id: number): Promise<string | null>;
    dataset(): Promise<{ revision: number; changedAt: string | null }>;
  };
  /** What the sitemap's <lastmod> is made from (domain/page-dates.ts combines it). */
  pageDateRows(): Promise<PageDateRows>;
  search(q: string): Promise<SearchResults>;
  /**
   * Structure search with the API's parameters (`q`, `mode`, `threshold`, `limit`): the results,
   * or the parameter that was refused and why.
   */
  structureSearch(
    params: Record<string, string | undefined>,
  ): Promise<{ ok: true; results: StructureSearchResults } | { ok: false; field: string; message: string }>;
  /**
   * The submitter's private preview of a draft, by the token of the e-mailed link; or, for its
   * signed-in owner or an editor, by the draft's id.
   */
  preview: {
    open(token: string): Promise<PreviewResult>;
    openDraft(draftId: number, viewer: { id: number; role: string }): Promise<DraftPreviewResult>;
  };
  /** Suggested corrections of published syntheses (issue 40 point 6). */
  corrections: {
    /** The contributors whose corrections were published, oldest first, the submitter left out. */
    correctedBy(synthesisId: number): Promise<string[]>;
    /** The user's revision draft of the synthesis not yet published, if any. */
    openDraftOf(userId: number, synthesisId: number): Promise<{ id: number; updated_at: string } | undefined>;
  };
}

/**
 * A preview link's page: the synthesis view built in memory from the draft, with its drawings as
 * data: URLs (by the chemical's `filename.extension`, the special reagent's file, the molecule), or
 * why the link does not work.
 */
export type PreviewResult =
  | {
      ok: true;
      draftId: number;
      title: string;
      synthesis: SynthesisView;
      images: {
        molecule: string | null;
        chemicals: Record<string, string>;
        specialReagents: Record<string, string>;
      };
    }
  | { ok: false; status: 404 | 410; message: string };

/** A preview by the draft's id: the page, or why not (404: not the viewer's; 422: incomplete). */
export type DraftPreviewResult =
  | (PreviewResult & { ok: true })
  | { ok: false; status: 404 | 422; message: string; problems: { path: string; message: string }[] };

export interface Viewer {
  /** `role` is contributor, editor or admin (src/domain/roles.ts). */
  user: { id: number; name: string; email: string; role: string };
  csrfToken: string;
}

export type { SearchHit, SearchResults, SynthesisSearchHit } from "../../domain/views.ts";

/** The key under which the server puts SiteServices into React Router's request context. */
export const siteContext = createContext<SiteServices>();
