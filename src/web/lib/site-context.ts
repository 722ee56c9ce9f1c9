import { createContext } from "react-router";
import type {
  AuthorView,
  MoleculeListItem,
  SampleReaction,
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
    recent(n: number): Promise<SynthesisSummary[]>;
    nth(n: number): Promise<SynthesisSummary | undefined>;
    count(): Promise<number>;
    listByMolecule(moleculeId: number): Promise<SynthesisSummary[]>;
    listByAuthor(authorId: number): Promise<SynthesisSummary[]>;
  };
  molecules: {
    list(): Promise<MoleculeListItem[]>;
    findByStructure(structure: string): Promise<MoleculeListItem | undefined>;
  };
  authors: {
    list(): Promise<AuthorView[]>;
    findByUrl(url: string): Promise<AuthorView | undefined>;
  };
  namedReactions: {
    list(): Promise<{ id: number; name: string; url: string; short_description: string | null }[]>;
    findByUrl(url: string): Promise<
      | {
          id: number;
          name: string;
          url: string;
          short_description: string | null;
          description: string | null;
          scheme_filename: string | null;
          scheme_extension: string | null;
          scheme_width: number | null;
          scheme_height: number | null;
          mechanism_filename: string | null;
          mechanism_extension: string | null;
          synonyms: { id: number; synonym: string }[];
          original_references: { id: number; display: string; doi: string | null; url: string | null }[];
          review_references: { id: number; display: string; doi: string | null; url: string | null }[];
          reactions: SampleReaction[];
        }
      | undefined
    >;
  };
  protectingGroups: {
    list(): Promise<
      {
        id: number;
        name: string;
        url: string;
        protected: string;
        protector: string;
        structure_filename: string;
        structure_extension: string;
        structure_width: number | null;
        structure_height: number | null;
      }[]
    >;
    findByUrl(url: string): Promise<
      | {
          id: number;
          name: string;
          url: string;
          protected: string;
          protector: string;
          structure_filename: string;
          structure_extension: string;
          structure_width: number | null;
          structure_height: number | null;
          reactions: (SampleReaction & { pivot: { type: string } })[];
        }
      | undefined
    >;
  };
  search(q: string): Promise<{
    authors: SearchHit[];
    molecules: SearchHit[];
    namedReactions: SearchHit[];
    reagents: SearchHit[];
    solvents: SearchHit[];
  }>;
}

export interface Viewer {
  user: { id: number; name: string; email: string };
  csrfToken: string;
}

export interface SearchHit {
  id: number;
  url: string | null;
  name: string;
  short_description: string | null;
}

/** The key under which the server puts SiteServices into React Router's request context. */
export const siteContext = createContext<SiteServices>();
