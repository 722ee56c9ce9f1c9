/**
 * The API as TypeScript types, generated from its OpenAPI document (GET /api/openapi.json) by
 * `npm run api:types` (src/server/api/openapi/client-types.ts). Do not edit: change the route's
 * declaration or its schema in src/contract/ and run the script again; a unit test fails while this
 * file differs from what the current document generates. Types only: nothing here reaches the browser.
 */

export interface ApiPaths {
  "/api/admin/invitations": {
    post: {
      /** Invite someone by e-mail with a role (admins) */
      body: {
        email: string;
        role: "contributor" | "editor" | "admin";
      };
      media: "application/json";
      answers: {
        201: {
          email: string;
          role: string;
          expiresAt: string;
        };
      };
    };
  };
  "/api/admin/users": {
    get: {
      /** Every account (admins) */
      answers: {
        200: ApiSchemas["Account"][];
      };
    };
  };
  "/api/admin/users/{id}": {
    put: {
      /** Change an account's role, or disable or enable it (admins) */
      path: {
        /** The account id */
        id: string | number;
      };
      body: {
        role?: "contributor" | "editor" | "admin";
        disabled?: boolean;
      };
      media: "application/json";
      answers: {
        200: ApiSchemas["Account"];
      };
    };
  };
  "/api/authors": {
    get: {
      /** Every author (signed in: also those without a name) */
      answers: {
        200: ApiSchemas["Author"][];
      };
    };
    post: {
      /** Create an author, named or not (contributors; the body may be left out) */
      body: {
        firstName?: string;
        lastName?: string;
      };
      media: "application/json";
      answers: {
        201: {
          id: number;
          firstName: string;
          lastName: string;
          url: string;
          syntheses_count: number;
          [key: string]: unknown;
        };
      };
    };
  };
  "/api/authors/url/{url}": {
    get: {
      /** An author's page data, with their syntheses */
      path: {
        /** The author's url slug */
        url: string | number;
      };
      answers: {
        200: {
          id: number;
          firstName: string;
          lastName: string;
          url: string;
          syntheses_count: number;
          pending?: true;
          editable?: true;
          syntheses: ApiSchemas["SynthesisSummary"][];
        };
      };
    };
  };
  "/api/authors/{id}": {
    get: {
      /** One author */
      path: {
        /** The author id */
        id: string | number;
      };
      answers: {
        200: ApiSchemas["Author"];
      };
    };
    put: {
      /** Rename an author; editors may also change its url */
      path: {
        /** The author id */
        id: string | number;
      };
      body: {
        firstName: string;
        lastName: string;
        url?: string;
      };
      media: "application/json";
      answers: {
        200: {
          id: number;
          firstName: string;
          lastName: string;
          url: string;
          syntheses_count: number;
          [key: string]: unknown;
        };
      };
    };
    delete: {
      /** Delete an author no synthesis or draft uses */
      path: {
        /** The author id */
        id: string | number;
      };
      answers: {
        204: undefined;
      };
    };
  };
  "/api/authors/{id}/accept": {
    post: {
      /** Accept a pending author: public pages, lists and search show it (editors) */
      path: {
        /** The author id */
        id: string | number;
      };
      answers: {
        200: {
          id: number;
          pending: false;
        };
      };
    };
  };
  "/api/authors/{id}/merge": {
    post: {
      /** Merge an author into another, which keeps its uses (editors) */
      path: {
        /** The author id */
        id: string | number;
      };
      body: {
        into: number;
      };
      media: "application/json";
      answers: {
        200: {
          id: number;
          firstName: string;
          lastName: string;
          url: string;
          syntheses_count: number;
          [key: string]: unknown;
        };
      };
    };
  };
  "/api/authors/{id}/syntheses": {
    get: {
      /** An author's published syntheses */
      path: {
        /** The author id */
        id: string | number;
      };
      answers: {
        200: ApiSchemas["SynthesisSummary"][];
      };
    };
  };
  "/api/docs": {
    get: {
      /** The readable API reference (a page) */
      answers: {
        200: unknown;
      };
    };
  };
  "/api/docs/reference.js": {
    get: {
      /** The reference page's script */
      answers: {
        200: unknown;
      };
    };
  };
  "/api/doi/{doi}": {
    get: {
      /** A DOI's citation in ACS style (signed-in users) */
      path: {
        /** The DOI: the rest of the path, its slashes kept or %-encoded */
        doi: string | number;
      };
      answers: {
        200: ApiSchemas["DoiCitation"];
      };
    };
  };
  "/api/export/molecules.sdf": {
    get: {
      /** Every published molecule and intermediate (SD file) */
      answers: {
        200: unknown;
      };
    };
  };
  "/api/export/ord.json": {
    get: {
      /** The archive as an Open Reaction Database dataset (CC BY 4.0) */
      answers: {
        200: ApiSchemas["OrdDataset"];
      };
    };
  };
  "/api/export/reactions.rdf": {
    get: {
      /** Every published reaction (RDfile) */
      answers: {
        200: unknown;
      };
    };
  };
  "/api/export/routes.json": {
    get: {
      /** Every published synthesis as a route tree (AiZynthFinder / PaRoutes form) */
      answers: {
        200: {
          type: "mol";
          smiles: string;
          children?: {
            [key: string]: unknown;
          }[];
          in_stock: boolean;
          [key: string]: unknown;
        }[];
      };
    };
  };
  "/api/export/syntheses.jsonl": {
    get: {
      /** Every published synthesis's document, one per line (JSON Lines) */
      answers: {
        200: unknown;
      };
    };
  };
  "/api/history/{entryId}/restore": {
    post: {
      /** Bring an item back to its state before an entry (editors) */
      path: {
        /** The history entry's id */
        entryId: string | number;
      };
      answers: {
        200: {
          item: {
            [key: string]: unknown;
          } | null;
          [key: string]: unknown;
        };
      };
    };
  };
  "/api/history/{kind}/{id}": {
    get: {
      /** An item's history of changes, newest first (contributors) */
      path: {
        /** named_reaction, protecting_group, molecule, author, reagent or solvent (or the plural path) */
        kind: string | number;
        /** The item's id */
        id: string | number;
      };
      answers: {
        200: ApiSchemas["HistoryEntry"][];
      };
    };
  };
  "/api/import/agents": {
    post: {
      /** Create the new reagents (with the structures the file drew) and solvents of an import, in one transaction */
      body: {
        agents: {
          name: string;
          role: "reagent" | "solvent";
          smiles?: string | null;
        }[];
      };
      media: "application/json";
      answers: {
        200: {
          created: {
            name: string;
            role: "reagent" | "solvent";
            id: number;
            formula: string | null;
          }[];
          existing: {
            name: string;
            role: "reagent" | "solvent";
          }[];
        };
      };
    };
  };
  "/api/import/reactions": {
    post: {
      /** Read a scheme file's reactions in the draft document's form (nothing is stored) */
      body: {
        format: "rxn" | "rdf" | "smiles" | "sdf" | "cdxml" | "lines";
        text: string;
      };
      media: "application/json";
      answers: {
        200: {
          parts: unknown[];
          [key: string]: unknown;
        };
      };
    };
  };
  "/api/invitations/accept": {
    post: {
      /** Accept an invitation: choose a name and password, and be signed in */
      body: {
        token: string;
        name: string;
        password: string;
      };
      media: "application/json";
      answers: {
        201: {
          user: {
            id: number;
            name: string;
            email: string;
            role: string;
          };
        };
      };
    };
  };
  "/api/link-status": {
    get: {
      /** Whether an e-mailed link still works (anonymous; the token in X-Link-Token) */
      query: {
        /** The link's kind */
        kind: "signup" | "invitation" | "reset";
      };
      headers: {
        /** The token of the e-mailed link */
        "x-link-token": string;
      };
      answers: {
        200: ApiSchemas["LinkStatus"];
      };
    };
  };
  "/api/login": {
    post: {
      /** Sign in with e-mail and password (after GET /sanctum/csrf-cookie) */
      body: {
        email: string;
        password: string;
      };
      media: "application/json";
      answers: {
        200: {
          user: {
            id: number;
            name: string;
            email: string;
            role: string;
          };
        };
      };
    };
  };
  "/api/logout": {
    post: {
      /** Sign out: the session ends and its cookies are cleared */
      answers: {
        204: undefined;
      };
    };
  };
  "/api/markdown/preview": {
    post: {
      /** Render a description's Markdown as the public page does (editors) */
      body: {
        markdown: string;
      };
      media: "application/json";
      answers: {
        200: {
          html: string;
        };
      };
    };
  };
  "/api/molecule/name/{structure}": {
    get: {
      /** A molecule's page data by its structure identifier, with its syntheses */
      path: {
        /** The structure identifier */
        structure: string | number;
      };
      answers: {
        200: {
          id: number;
          name: string;
          structure: string;
          extension: string;
          formula: string | null;
          carbonCount: number | null;
          width: number | null;
          height: number | null;
          syntheses_count: number;
          /** Standard InChI (RDKit); null without a structure */
          inchi: string | null;
          /** Standard InChIKey (27 characters); null without a structure */
          inchiKey: string | null;
          syntheses: ApiSchemas["SynthesisSummary"][];
        };
      };
    };
  };
  "/api/molecules": {
    get: {
      /** Every molecule with a published synthesis (signed in: also those without) */
      answers: {
        200: {
          id: number;
          name: string;
          structure: string;
          extension: string;
          formula: string | null;
          carbonCount: number | null;
          width: number | null;
          height: number | null;
          syntheses_count: number;
          synthesis_id: number | null;
        }[];
      };
    };
    post: {
      /** Create a target molecule from a SMILES or an uploaded PNG (contributors) */
      body: {
        name: string;
        /** The structure as a SMILES */
        smiles?: string;
        /** An uploaded PNG instead of a SMILES */
        upload?: string;
        /** The formula of an uploaded PNG, typed in */
        formula?: string;
      };
      media: "application/json";
      answers: {
        201: ApiSchemas["MoleculeRecord"];
      };
    };
  };
  "/api/molecules/{id}": {
    get: {
      /** One molecule */
      path: {
        /** The molecule id */
        id: string | number;
      };
      answers: {
        200: {
          id: number;
          name: string;
          structure: string;
          extension: string;
          formula: string | null;
          carbonCount: number | null;
          width: number | null;
          height: number | null;
          syntheses_count: number;
          /** Standard InChI (RDKit); null without a structure */
          inchi: string | null;
          /** Standard InChIKey (27 characters); null without a structure */
          inchiKey: string | null;
        };
      };
    };
    put: {
      /** Rename a molecule or change its structure (editors) */
      path: {
        /** The molecule id */
        id: string | number;
      };
      body: {
        name?: string;
        /** The structure as a SMILES */
        smiles?: string;
        /** An uploaded PNG instead of a SMILES */
        upload?: string;
        /** The formula of an uploaded PNG, typed in */
        formula?: string;
      };
      media: "application/json";
      answers: {
        200: ApiSchemas["MoleculeRecord"];
      };
    };
  };
  "/api/molecules/{id}/citations": {
    get: {
      /** Citations of every published route to a molecule, in one file */
      path: {
        /** The molecule id */
        id: string | number;
      };
      query: {
        /** ris (RIS), bibtex (BibTeX) or csl (CSL-JSON) */
        format: "ris" | "bibtex" | "csl";
      };
      answers: {
        200: unknown;
      };
    };
  };
  "/api/molecules/{id}/merge": {
    post: {
      /** Merge a molecule into another one, which is kept (editors) */
      path: {
        /** The molecule id */
        id: string | number;
      };
      body: {
        into: number;
      };
      media: "application/json";
      answers: {
        200: ApiSchemas["MoleculeRecord"];
      };
    };
  };
  "/api/named-reactions": {
    get: {
      /** Every named reaction (signed in: also unnamed ones, with what each lacks) */
      answers: {
        200: {
          id: number;
          name: string;
          url: string;
          short_description: string | null;
          pending?: true;
          incomplete?: boolean;
        }[];
      };
    };
    post: {
      /** Create a named reaction by name (contributors; editors may leave the name empty) */
      body: {
        name?: string;
        synonyms?: string[];
      };
      media: "application/json";
      answers: {
        201: {
          id: number;
          name: string;
          url: string;
          synonyms: string[];
          [key: string]: unknown;
        };
      };
    };
  };
  "/api/named-reactions/url/{url}": {
    get: {
      /** A named reaction's page data by its url slug */
      path: {
        /** The url slug */
        url: string | number;
      };
      answers: {
        200: ApiSchemas["NamedReaction"];
      };
    };
  };
  "/api/named-reactions/{id}": {
    get: {
      /** A named reaction by id or url slug */
      path: {
        /** The id or the url slug */
        id: string | number;
      };
      answers: {
        200: ApiSchemas["NamedReaction"];
      };
    };
    put: {
      /** Change a named reaction's fields, pictures and references (editors) */
      path: {
        /** The named reaction's id */
        id: string | number;
      };
      body: {
        name?: string;
        url?: string;
        synonyms?: string[];
        short_description?: string | null;
        description?: string | null;
        scheme?:
          | {
              smiles: string;
            }
          | {
              upload: string;
            }
          | null;
        mechanism?:
          | {
              smiles: string;
            }
          | {
              upload: string;
            }
          | null;
        original_references?: {
          display?: string | null;
          doi?: string | null;
          url?: string | null;
          kind?: "article" | "book" | "patent" | "webpage" | "other" | null;
          authors?:
            | {
                family: string;
                given?: string | null;
              }[]
            | null;
          et_al?: boolean | null;
          editors?:
            | {
                family: string;
                given?: string | null;
              }[]
            | null;
          title?: string | null;
          journal?: string | null;
          publisher?: string | null;
          year?: number | null;
          volume?: string | null;
          issue?: string | null;
          pages?: string | null;
          note?: string | null;
        }[];
        review_references?: {
          display?: string | null;
          doi?: string | null;
          url?: string | null;
          kind?: "article" | "book" | "patent" | "webpage" | "other" | null;
          authors?:
            | {
                family: string;
                given?: string | null;
              }[]
            | null;
          et_al?: boolean | null;
          editors?:
            | {
                family: string;
                given?: string | null;
              }[]
            | null;
          title?: string | null;
          journal?: string | null;
          publisher?: string | null;
          year?: number | null;
          volume?: string | null;
          issue?: string | null;
          pages?: string | null;
          note?: string | null;
        }[];
      };
      media: "application/json";
      answers: {
        200: ApiSchemas["NamedReactionEdit"];
      };
    };
    delete: {
      /** Delete a named reaction no synthesis or draft uses (editors) */
      path: {
        /** The named reaction's id */
        id: string | number;
      };
      answers: {
        204: undefined;
      };
    };
  };
  "/api/named-reactions/{id}/accept": {
    post: {
      /** Accept a pending named reaction: public pages, lists and search show it (editors) */
      path: {
        /** The named reaction id */
        id: string | number;
      };
      answers: {
        200: {
          id: number;
          pending: false;
        };
      };
    };
  };
  "/api/named-reactions/{id}/edit": {
    get: {
      /** A named reaction as the editor shows it (editors) */
      path: {
        /** The named reaction's id */
        id: string | number;
      };
      answers: {
        200: ApiSchemas["NamedReactionEdit"];
      };
    };
  };
  "/api/openapi.json": {
    get: {
      /** This document (OpenAPI 3.1) */
      answers: {
        200: {
          openapi: string;
          [key: string]: unknown;
        };
      };
    };
  };
  "/api/password/forgot": {
    post: {
      /** Ask for a link to choose a new password (the answer is the same for every address) */
      body: {
        email: string;
      };
      media: "application/json";
      answers: {
        202: {
          ok: true;
        };
      };
    };
  };
  "/api/password/reset": {
    post: {
      /** Choose a new password with the link's token */
      body: {
        token: string;
        password: string;
      };
      media: "application/json";
      answers: {
        204: undefined;
      };
    };
  };
  "/api/pending": {
    get: {
      /** The pending authors, reagents, solvents and named reactions, oldest first (editors) */
      answers: {
        200: {
          authors: {
            id: number;
            firstName: string;
            lastName: string;
            url: string;
            creator: {
              id: number;
              name: string;
            } | null;
            [key: string]: unknown;
          }[];
          reagents: {
            id: number;
            name: string;
            formula: string | null;
            creator: {
              id: number;
              name: string;
            } | null;
            [key: string]: unknown;
          }[];
          solvents: {
            id: number;
            name: string;
            creator: {
              id: number;
              name: string;
            } | null;
            [key: string]: unknown;
          }[];
          named_reactions: {
            id: number;
            name: string;
            url: string;
            creator: {
              id: number;
              name: string;
            } | null;
            [key: string]: unknown;
          }[];
        };
      };
    };
  };
  "/api/preview/{token}": {
    get: {
      /** A draft as its submitter's preview link shows it */
      path: {
        /** The preview link's token */
        token: string | number;
      };
      answers: {
        200: {
          draft_id: number;
          status: "draft" | "submitted" | "changes_requested" | "second_look" | "approved" | "published";
          document: {
            [key: string]: unknown;
          } | null;
          [key: string]: unknown;
        };
      };
    };
  };
  "/api/preview/{token}/answer": {
    post: {
      /** Answer the editor instead of approving: the draft comes back to you */
      path: {
        /** The preview link's token */
        token: string | number;
      };
      body: {
        body: string;
      };
      media: "application/json";
      answers: {
        200: {
          draft_id: number;
          status: "draft" | "submitted" | "changes_requested" | "second_look" | "approved" | "published";
          [key: string]: unknown;
        };
      };
    };
  };
  "/api/preview/{token}/approve": {
    post: {
      /** Approve the draft as the preview link shows it */
      path: {
        /** The preview link's token */
        token: string | number;
      };
      answers: {
        200: {
          draft_id: number;
          status: "draft" | "submitted" | "changes_requested" | "second_look" | "approved" | "published";
          [key: string]: unknown;
        };
      };
    };
  };
  "/api/protecting-groups": {
    get: {
      /** Every protecting group (signed in: also those without a name or structure) */
      answers: {
        200: {
          id: number;
          name: string;
          url: string;
          protected: string;
          protector: string;
          structure_filename: string;
          structure_extension: string;
          structure_width: number | null;
          structure_height: number | null;
          smiles?: string | null;
        }[];
      };
    };
    post: {
      /** Add a protecting group, unnamed unless a name is sent (editors) */
      body: {
        name?: string;
      };
      media: "application/json";
      answers: {
        201: ApiSchemas["ProtectingGroupEdit"];
      };
    };
  };
  "/api/protecting-groups/url/{url}": {
    get: {
      /** A protecting group's page data by its url slug */
      path: {
        /** The url slug */
        url: string | number;
      };
      answers: {
        200: {
          id: number;
          name: string;
          url: string;
          protected: string;
          protector: string;
          structure_filename: string;
          structure_extension: string;
          structure_width: number | null;
          structure_height: number | null;
          reactions: {
            id: number;
            [key: string]: unknown;
          }[];
          [key: string]: unknown;
        };
      };
    };
  };
  "/api/protecting-groups/{id}": {
    get: {
      /** A protecting group's page data by its url slug */
      path: {
        /** The url slug */
        id: string | number;
      };
      answers: {
        200: {
          id: number;
          name: string;
          url: string;
          protected: string;
          protector: string;
          structure_filename: string;
          structure_extension: string;
          structure_width: number | null;
          structure_height: number | null;
          reactions: {
            id: number;
            [key: string]: unknown;
          }[];
          [key: string]: unknown;
        };
      };
    };
    put: {
      /** Change a protecting group's fields or structure (editors) */
      path: {
        /** The protecting group's id */
        id: string | number;
      };
      body: {
        name?: string;
        url?: string;
        protected?: string;
        protector?: string;
        structure?: {
          smiles: string;
        };
      };
      media: "application/json";
      answers: {
        200: ApiSchemas["ProtectingGroupEdit"];
      };
    };
    delete: {
      /** Delete a protecting group no synthesis or draft uses (editors) */
      path: {
        /** The protecting group's id */
        id: string | number;
      };
      answers: {
        204: undefined;
      };
    };
  };
  "/api/reagents": {
    get: {
      /** Every reagent (signed in: also those without a name) */
      answers: {
        200: {
          id: number;
          name: string;
          formula: string | null;
          smiles?: string;
          synonyms: {
            id: number;
            synonym: string;
          }[];
          pending?: true;
          editable?: true;
        }[];
      };
    };
    post: {
      /** Create a reagent, with its formula and synonyms if given (contributors) */
      body: {
        name?: string;
        formula?: string | null;
        synonyms?: (
          | string
          | {
              synonym: string;
            }
        )[];
      };
      media: "application/json";
      answers: {
        201: {
          id: number;
          name: string;
          formula: string | null;
          synonyms: {
            id: number;
            synonym: string;
          }[];
          [key: string]: unknown;
        };
      };
    };
  };
  "/api/reagents/url/{url}": {
    get: {
      /** A reagent's page data by its url slug */
      path: {
        /** The url slug */
        url: string | number;
      };
      answers: {
        200: {
          name: string;
          [key: string]: unknown;
        };
      };
    };
  };
  "/api/reagents/{id}": {
    put: {
      /** Change a reagent: its name, and its formula and whole set of synonyms when sent */
      path: {
        /** The reagent id */
        id: string | number;
      };
      body: {
        name: string;
        formula?: string | null;
        synonyms?: (
          | string
          | {
              synonym: string;
            }
        )[];
      };
      media: "application/json";
      answers: {
        200: {
          id: number;
          name: string;
          formula: string | null;
          synonyms: {
            id: number;
            synonym: string;
          }[];
          [key: string]: unknown;
        };
      };
    };
    delete: {
      /** Delete a reagent no synthesis or draft uses */
      path: {
        /** The reagent id */
        id: string | number;
      };
      answers: {
        204: undefined;
      };
    };
  };
  "/api/reagents/{id}/accept": {
    post: {
      /** Accept a pending reagent: public pages, lists and search show it (editors) */
      path: {
        /** The reagent id */
        id: string | number;
      };
      answers: {
        200: {
          id: number;
          pending: false;
        };
      };
    };
  };
  "/api/reagents/{id}/merge": {
    post: {
      /** Merge a reagent into another, which keeps its uses and takes its names as synonyms (editors) */
      path: {
        /** The reagent id */
        id: string | number;
      };
      body: {
        into: number;
      };
      media: "application/json";
      answers: {
        200: {
          id: number;
          name: string;
          formula: string | null;
          synonyms: {
            id: number;
            synonym: string;
          }[];
          [key: string]: unknown;
        };
      };
    };
  };
  "/api/references": {
    get: {
      /** Every literature reference (the editor's list) */
      answers: {
        200: {
          id: number;
          synthesis_id: number | null;
          named_reaction_id: number | null;
          type: string;
          display: string;
          doi: string | null;
          url: string | null;
          kind?: "article" | "book" | "patent" | "webpage" | "other" | null;
          authors?: {
            family: string;
            given: string | null;
          }[];
          et_al?: boolean;
          editors?: {
            family: string;
            given: string | null;
          }[];
          title?: string | null;
          journal?: string | null;
          publisher?: string | null;
          year?: number | null;
          volume?: string | null;
          issue?: string | null;
          pages?: string | null;
          note?: string | null;
        }[];
      };
    };
    post: {
      /** Add a reference to a published synthesis (editors) */
      body: {
        synthesis_id: number;
        named_reaction_id?: number | null;
        type?: "standard" | "original" | "review";
        version?: number;
        display?: string | null;
        doi?: string | null;
        url?: string | null;
        kind?: "article" | "book" | "patent" | "webpage" | "other" | null;
        authors?:
          | {
              family: string;
              given?: string | null;
            }[]
          | null;
        et_al?: boolean | null;
        editors?:
          | {
              family: string;
              given?: string | null;
            }[]
          | null;
        title?: string | null;
        journal?: string | null;
        publisher?: string | null;
        year?: number | null;
        volume?: string | null;
        issue?: string | null;
        pages?: string | null;
        note?: string | null;
      };
      media: "application/json";
      answers: {
        201: {
          id: number;
          display: string;
          doi: string | null;
          url: string | null;
          type: string;
          kind?: "article" | "book" | "patent" | "webpage" | "other" | null;
          authors?: {
            family: string;
            given: string | null;
          }[];
          et_al?: boolean;
          editors?: {
            family: string;
            given: string | null;
          }[];
          title?: string | null;
          journal?: string | null;
          publisher?: string | null;
          year?: number | null;
          volume?: string | null;
          issue?: string | null;
          pages?: string | null;
          note?: string | null;
          [key: string]: unknown;
        } | null;
      };
    };
  };
  "/api/references/{id}": {
    put: {
      /** Change a reference (editors) */
      path: {
        /** The reference id */
        id: string | number;
      };
      body: {
        named_reaction_id?: number | null;
        type?: "standard" | "original" | "review";
        version?: number;
        display?: string | null;
        doi?: string | null;
        url?: string | null;
        kind?: "article" | "book" | "patent" | "webpage" | "other" | null;
        authors?:
          | {
              family: string;
              given?: string | null;
            }[]
          | null;
        et_al?: boolean | null;
        editors?:
          | {
              family: string;
              given?: string | null;
            }[]
          | null;
        title?: string | null;
        journal?: string | null;
        publisher?: string | null;
        year?: number | null;
        volume?: string | null;
        issue?: string | null;
        pages?: string | null;
        note?: string | null;
      };
      media: "application/json";
      answers: {
        200: {
          id: number;
          display: string;
          doi: string | null;
          url: string | null;
          type: string;
          kind?: "article" | "book" | "patent" | "webpage" | "other" | null;
          authors?: {
            family: string;
            given: string | null;
          }[];
          et_al?: boolean;
          editors?: {
            family: string;
            given: string | null;
          }[];
          title?: string | null;
          journal?: string | null;
          publisher?: string | null;
          year?: number | null;
          volume?: string | null;
          issue?: string | null;
          pages?: string | null;
          note?: string | null;
          [key: string]: unknown;
        } | null;
      };
    };
    delete: {
      /** Remove a reference (editors) */
      path: {
        /** The reference id */
        id: string | number;
      };
      query?: {
        /** The synthesis version the editor opened */
        version?: string;
      };
      answers: {
        204: undefined;
      };
    };
  };
  "/api/review/queue": {
    get: {
      /** The drafts waiting for review, with their submitters (editors) */
      answers: {
        200: {
          draft: {
            id: number;
            user: {
              id: number;
              name: string;
            };
            display_name: string;
            updated_at: string;
            synthesis_id: number | null;
            base_version: number | null;
            published_synthesis_id: number | null;
            published_at: string | null;
            status: "draft" | "submitted" | "changes_requested" | "second_look" | "approved" | "published";
            submitted_at: string | null;
            size: number;
          };
          owner: {
            id: number;
            name: string;
            email: string;
            [key: string]: unknown;
          } | null;
          created_items: {
            authors: {
              id: number;
              name: string;
              [key: string]: unknown;
            }[];
            reagents: {
              id: number;
              name: string;
              [key: string]: unknown;
            }[];
            solvents: {
              id: number;
              name: string;
              [key: string]: unknown;
            }[];
            named_reactions: {
              id: number;
              name: string;
              [key: string]: unknown;
            }[];
            [key: string]: unknown;
          };
          [key: string]: unknown;
        }[];
      };
    };
  };
  "/api/search": {
    get: {
      /** Text search: up to 10 hits of each kind */
      query?: {
        /** The words to find (at most 200 characters) */
        q?: string;
      };
      answers: {
        200: ApiSchemas["SearchResults"];
      };
    };
  };
  "/api/search/structure": {
    get: {
      /** Structures that contain, resemble or equal the query (targets and reaction chemicals) */
      query?: {
        /** A SMILES (or a SMARTS pattern for substructure) */
        q?: string;
        /** One of substructure, similarity, exact (default substructure) */
        mode?: string;
        /** How many structures, 1 to 200 (default 50) */
        limit?: string;
        /** Similarity: the lowest score, 0 to 1 (default 0.5) */
        threshold?: string;
        /** Exact: counts or ignore (default counts) */
        stereo?: string;
        /** Substructure with a SMILES: exact (default: bond orders must match) or any (every bond of the query matches any bond) */
        bonds?: string;
        /** The cursor of the next page (`next` of the previous answer) */
        after?: string;
      };
      answers: {
        200: ApiSchemas["StructureSearchResults"];
      };
    };
  };
  "/api/search/structure/image": {
    get: {
      /** The drawing of a structure an answer named, the atoms its query matches highlighted */
      query?: {
        /** A SMILES an answer of the structure search named */
        smiles?: string;
        /** The substructure query of the answer (its hit's `image` gives it): the atoms it matches are highlighted */
        q?: string;
        /** The answer's `bonds` (`any`: the query's bonds match any bond) */
        bonds?: string;
      };
      answers: {
        200: unknown;
      };
    };
  };
  "/api/signup": {
    post: {
      /** Ask to become a contributor: a link to verify the address goes out by e-mail */
      body: {
        name: string;
        email: string;
        orcid?: string | null;
        affiliation?: string | null;
      };
      media: "application/json";
      answers: {
        202: {
          ok: true;
        };
      };
    };
  };
  "/api/signup/verify": {
    post: {
      /** Follow the e-mail's link: choose a password, and be signed in */
      body: {
        token: string;
        password: string;
      };
      media: "application/json";
      answers: {
        201: {
          user: {
            id: number;
            name: string;
            email: string;
            role: string;
          };
        };
      };
    };
  };
  "/api/solvents": {
    get: {
      /** Every solvent (signed in: also those without a name) */
      answers: {
        200: {
          id: number;
          name: string;
          synonyms: {
            id: number;
            synonym: string;
          }[];
          pending?: true;
          editable?: true;
        }[];
      };
    };
    post: {
      /** Create a solvent, named or not, with its synonyms if given (contributors; the body may be left out) */
      body: {
        name?: string;
        synonyms?: (
          | string
          | {
              synonym: string;
            }
        )[];
      };
      media: "application/json";
      answers: {
        201: {
          id: number;
          name: string;
          synonyms: {
            id: number;
            synonym: string;
          }[];
          [key: string]: unknown;
        };
      };
    };
  };
  "/api/solvents/url/{url}": {
    get: {
      /** A solvent's page data by its url slug */
      path: {
        /** The url slug */
        url: string | number;
      };
      answers: {
        200: {
          name: string;
          [key: string]: unknown;
        };
      };
    };
  };
  "/api/solvents/{id}": {
    put: {
      /** Change a solvent: its name, and its whole set of synonyms when sent */
      path: {
        /** The solvent id */
        id: string | number;
      };
      body: {
        name: string;
        synonyms?: (
          | string
          | {
              synonym: string;
            }
        )[];
      };
      media: "application/json";
      answers: {
        200: {
          id: number;
          name: string;
          synonyms: {
            id: number;
            synonym: string;
          }[];
          [key: string]: unknown;
        };
      };
    };
    delete: {
      /** Delete a solvent no synthesis or draft uses */
      path: {
        /** The solvent id */
        id: string | number;
      };
      answers: {
        204: undefined;
      };
    };
  };
  "/api/solvents/{id}/accept": {
    post: {
      /** Accept a pending solvent: public pages, lists and search show it (editors) */
      path: {
        /** The solvent id */
        id: string | number;
      };
      answers: {
        200: {
          id: number;
          pending: false;
        };
      };
    };
  };
  "/api/solvents/{id}/merge": {
    post: {
      /** Merge a solvent into another, which keeps its uses and takes its names as synonyms (editors) */
      path: {
        /** The solvent id */
        id: string | number;
      };
      body: {
        into: number;
      };
      media: "application/json";
      answers: {
        200: {
          id: number;
          name: string;
          synonyms: {
            id: number;
            synonym: string;
          }[];
          [key: string]: unknown;
        };
      };
    };
  };
  "/api/structures/preview": {
    post: {
      /** Read a SMILES or Molfile as the site would publish it (nothing is stored) */
      body: {
        /** A SMILES */
        smiles?: string;
        /** A Molfile (V2000 or V3000) */
        molfile?: string;
      };
      media: "application/json";
      answers: {
        200: ApiSchemas["StructurePreview"];
      };
    };
  };
  "/api/structures/reaction-preview": {
    post: {
      /** Read a reaction SMILES and draw it as a scheme is drawn (nothing is stored) */
      body: {
        smiles: string;
      };
      media: "application/json";
      answers: {
        200: {
          smiles: string;
          svg: string;
          width: number;
          height: number;
        };
      };
    };
  };
  "/api/syntheses": {
    get: {
      /** Every published synthesis */
      answers: {
        200: ApiSchemas["SynthesisSummary"][];
      };
    };
  };
  "/api/syntheses/count": {
    get: {
      /** How many syntheses are published */
      answers: {
        200: {
          count: number;
        };
      };
    };
  };
  "/api/syntheses/recent/{n}": {
    get: {
      /** The n latest syntheses (n is kept between 1 and 50) */
      path: {
        /** A position (whole number) */
        n: string | number;
      };
      answers: {
        200: ApiSchemas["SynthesisSummary"][];
      };
    };
  };
  "/api/syntheses/resume/{n}": {
    get: {
      /** The n-th published synthesis (the home page's sample) */
      path: {
        /** A position (whole number) */
        n: string | number;
      };
      answers: {
        200: ApiSchemas["SynthesisSummary"];
      };
    };
  };
  "/api/syntheses/{id}": {
    get: {
      /** One synthesis with its parts, reactions and references */
      path: {
        /** The synthesis id */
        id: string | number;
      };
      answers: {
        200: ApiSchemas["Synthesis"];
      };
    };
  };
  "/api/syntheses/{id}/citation": {
    get: {
      /** Citations of a published synthesis: its archive page, then each publication it lists */
      path: {
        /** The synthesis id */
        id: string | number;
      };
      query: {
        /** ris (RIS), bibtex (BibTeX) or csl (CSL-JSON) */
        format: "ris" | "bibtex" | "csl";
      };
      answers: {
        200: unknown;
      };
    };
  };
  "/api/syntheses/{id}/corrections": {
    post: {
      /** Suggest a correction: your revision draft of a published synthesis, with your note */
      path: {
        /** The synthesis id */
        id: string | number;
      };
      body: {
        note: string;
      };
      media: "application/json";
      answers: {
        200: {
          draft: ApiSchemas["DraftRecord"];
          created: boolean;
          [key: string]: unknown;
        };
        201: {
          draft: ApiSchemas["DraftRecord"];
          created: boolean;
          [key: string]: unknown;
        };
      };
    };
  };
  "/api/syntheses/{id}/document": {
    get: {
      /** A published synthesis as a Synthesis document (for the editor) */
      path: {
        /** The synthesis id */
        id: string | number;
      };
      answers: {
        200: {
          id: number;
          version: number;
          unpublished_at: string | null;
          document: {
            [key: string]: unknown;
          };
          [key: string]: unknown;
        };
      };
    };
  };
  "/api/syntheses/{id}/export": {
    get: {
      /** One published synthesis as a file (its document, molecules, reactions or route tree) */
      path: {
        /** The synthesis id */
        id: string | number;
      };
      query?: {
        /** json (the document), sdf, rdf, route (AiZynthFinder route tree), ord (ORD Dataset), or its citations: ris, bibtex, csl */
        format?: "json" | "sdf" | "rdf" | "route" | "ord" | "ris" | "bibtex" | "csl";
      };
      answers: {
        200:
          | {
              "@meta": {
                dataset: string;
                license: string;
                revision: number;
                modified: string | null;
                source: string;
                [key: string]: unknown;
              };
              id: number;
              url: string;
              version: number;
              document: {
                [key: string]: unknown;
              };
              [key: string]: unknown;
            }
          | {
              type: "mol";
              smiles: string;
              children?: {
                [key: string]: unknown;
              }[];
              in_stock: boolean;
              [key: string]: unknown;
            }[]
          | ApiSchemas["OrdDataset"];
      };
    };
  };
  "/api/syntheses/{id}/history": {
    get: {
      /** A published synthesis's version and history (editors) */
      path: {
        /** The synthesis id */
        id: string | number;
      };
      answers: {
        200: {
          version: number;
          history: {
            at: string;
            user: {
              id: number;
              name: string;
              [key: string]: unknown;
            } | null;
            version: number;
            note: string;
            contributor: {
              id: number;
              name: string;
              [key: string]: unknown;
            } | null;
            [key: string]: unknown;
          }[];
        };
      };
    };
  };
  "/api/syntheses/{id}/restore": {
    post: {
      /** Put an unpublished synthesis back (editors) */
      path: {
        /** The synthesis id */
        id: string | number;
      };
      body: {
        note?: string | null;
        version?: number;
      };
      media: "application/json";
      answers: {
        200: {
          id: number;
          version: number;
          unpublished_at: string | null;
          [key: string]: unknown;
        };
      };
    };
  };
  "/api/syntheses/{id}/unpublish": {
    post: {
      /** Take a synthesis off the public site (editors) */
      path: {
        /** The synthesis id */
        id: string | number;
      };
      body: {
        note?: string | null;
        version?: number;
      };
      media: "application/json";
      answers: {
        200: {
          id: number;
          version: number;
          unpublished_at: string | null;
          [key: string]: unknown;
        };
      };
    };
  };
  "/api/unpublishedSyntheses": {
    get: {
      /** Your drafts (editors: everyone's), without their documents */
      answers: {
        200: {
          id: number;
          user: {
            id: number;
            name: string;
          };
          display_name: string;
          updated_at: string;
          synthesis_id: number | null;
          base_version: number | null;
          published_synthesis_id: number | null;
          published_at: string | null;
          status: "draft" | "submitted" | "changes_requested" | "second_look" | "approved" | "published";
          submitted_at: string | null;
          size: number;
        }[];
      };
    };
    post: {
      /** Save a new draft (or a revision draft of a published synthesis) */
      body: {
        display_name: string;
        /** The synthesis document (an object, or its JSON text); at most 2 MB */
        synthesis_json:
          | string
          | {
              [key: string]: unknown;
            };
        synthesis_id?: number | null;
        base_version?: number | null;
      };
      media: "application/json";
      answers: {
        201: ApiSchemas["DraftRecord"];
      };
    };
  };
  "/api/unpublishedSyntheses/{id}": {
    get: {
      /** One draft with its document */
      path: {
        /** The draft id */
        id: string | number;
      };
      answers: {
        200: ApiSchemas["DraftRecord"];
      };
    };
    put: {
      /** Change a draft's name or document */
      path: {
        /** The draft id */
        id: string | number;
      };
      body: {
        display_name?: string;
        /** The synthesis document (an object, or its JSON text); at most 2 MB */
        synthesis_json?:
          | string
          | {
              [key: string]: unknown;
            };
      };
      media: "application/json";
      answers: {
        200: ApiSchemas["DraftRecord"];
      };
    };
    delete: {
      /** Delete a draft */
      path: {
        /** The draft id */
        id: string | number;
      };
      answers: {
        204: undefined;
      };
    };
  };
  "/api/unpublishedSyntheses/{id}/changes": {
    get: {
      /** What changed in a draft since the last review step, and a revision's changes to its synthesis */
      path: {
        /** The draft id */
        id: string | number;
      };
      answers: {
        200: {
          since: {
            as: string;
            at: string;
            [key: string]: unknown;
          } | null;
          changes: {
            place: string;
            field: string;
            change: "added" | "removed" | "changed";
            before: string | null;
            after: string | null;
            [key: string]: unknown;
          }[];
          document_hash: string;
          published: {
            synthesis_id: number;
            version: number;
            changes: {
              place: string;
              field: string;
              change: "added" | "removed" | "changed";
              before: string | null;
              after: string | null;
              [key: string]: unknown;
            }[];
            [key: string]: unknown;
          } | null;
          [key: string]: unknown;
        };
      };
    };
  };
  "/api/unpublishedSyntheses/{id}/check": {
    get: {
      /** What stands between a draft and publishing */
      path: {
        /** The draft id */
        id: string | number;
      };
      answers: {
        200: {
          problems: {
            path: string;
            message: string;
            [key: string]: unknown;
          }[];
          [key: string]: unknown;
        };
      };
    };
  };
  "/api/unpublishedSyntheses/{id}/comments": {
    get: {
      /** A draft's comments, oldest first */
      path: {
        /** The draft id */
        id: string | number;
      };
      answers: {
        200: {
          id: number;
          kind: string;
          body: string;
          created_at: string;
          author: {
            id: number;
            name: string;
          };
          [key: string]: unknown;
        }[];
      };
    };
    post: {
      /** Comment on a draft */
      path: {
        /** The draft id */
        id: string | number;
      };
      body: {
        body: string;
      };
      media: "application/json";
      answers: {
        201: {
          id: number;
          kind: string;
          body: string;
          created_at: string;
          author: {
            id: number;
            name: string;
          };
          [key: string]: unknown;
        };
      };
    };
  };
  "/api/unpublishedSyntheses/{id}/publish": {
    post: {
      /** Publish a draft as a new synthesis or a revision (editors) */
      path: {
        /** The draft id */
        id: string | number;
      };
      body: {
        note?: string | null;
        reason?: string | null;
        seen?: string | null;
      };
      media: "application/json";
      answers: {
        201: {
          id: number;
          version: number;
          draft: ApiSchemas["DraftRecord"];
          [key: string]: unknown;
        };
      };
    };
  };
  "/api/unpublishedSyntheses/{id}/request-changes": {
    post: {
      /** Send a draft back to its contributor with what to change (editors) */
      path: {
        /** The draft id */
        id: string | number;
      };
      body: {
        body: string;
      };
      media: "application/json";
      answers: {
        200: ApiSchemas["DraftRecord"];
      };
    };
  };
  "/api/unpublishedSyntheses/{id}/second-look": {
    post: {
      /** Send the submitter a private preview link for a second look (editors) */
      path: {
        /** The draft id */
        id: string | number;
      };
      answers: {
        200: {
          draft: ApiSchemas["DraftRecord"];
          [key: string]: unknown;
        };
      };
    };
  };
  "/api/unpublishedSyntheses/{id}/submit": {
    post: {
      /** Submit your draft for review */
      path: {
        /** The draft id */
        id: string | number;
      };
      answers: {
        200: ApiSchemas["DraftRecord"];
      };
    };
  };
  "/api/uploads": {
    post: {
      /** Store a PNG structure image (signed-in users) */
      body: Blob;
      media: "image/png";
      answers: {
        201: ApiSchemas["Upload"];
      };
    };
  };
  "/api/uploads/{file}": {
    get: {
      /** An uploaded PNG (signed-in users) */
      path: {
        /** The upload's name and extension */
        file: string | number;
      };
      answers: {
        200: Blob;
      };
    };
  };
  "/api/user": {
    get: {
      /** Who is signed in */
      answers: {
        200: {
          id: number;
          name: string;
          email: string;
          role: string;
        };
      };
    };
  };
  "/api/user/password": {
    post: {
      /** Change your password (the current one is checked like a sign-in) */
      body: {
        current: string;
        password: string;
      };
      media: "application/json";
      answers: {
        204: undefined;
      };
    };
  };
  "/sanctum/csrf-cookie": {
    get: {
      /** The anti-forgery cookie: a fresh random one before sign-in, the session's token after it */
      answers: {
        204: undefined;
      };
    };
  };
}

export interface ApiSchemas {
  Account: {
    id: number;
    name: string;
    email: string;
    role: string;
    createdAt: string;
    lastSignInAt: string | null;
    disabled: boolean;
    disabledAt: string | null;
  };
  /** Every 4xx and 5xx answer */
  ApiError: {
    error: {
      /** Stable machine-readable code (see the API guide) */
      code: string;
      message: string;
      field?: string;
      problems?: {
        path: string;
        message: string;
        [key: string]: unknown;
      }[];
      [key: string]: unknown;
    };
  };
  Author: {
    id: number;
    firstName: string;
    lastName: string;
    url: string;
    syntheses_count: number;
    pending?: true;
    editable?: true;
  };
  DoiCitation: {
    doi: string;
    /** The citation in ACS style */
    display: string;
    /** https://doi.org/{doi} */
    url: string;
  };
  DraftRecord: {
    id: number;
    user: {
      id: number;
      name: string;
    };
    display_name: string;
    updated_at: string;
    synthesis_id: number | null;
    base_version: number | null;
    published_synthesis_id: number | null;
    published_at: string | null;
    status: "draft" | "submitted" | "changes_requested" | "second_look" | "approved" | "published";
    submitted_at: string | null;
    synthesis_json: string;
    document_hash: string;
    [key: string]: unknown;
  };
  HistoryEntry: {
    id: number;
    kind: "named_reaction" | "protecting_group" | "molecule" | "author" | "reagent" | "solvent";
    itemId: number;
    action: "create" | "update" | "merge" | "delete" | "restore" | "accept";
    user: {
      id: number;
      name: string;
    } | null;
    at: string;
    before: {
      [key: string]: unknown;
    } | null;
    after: {
      [key: string]: unknown;
    } | null;
    relatedId: number | null;
    relatedName: string | null;
    [key: string]: unknown;
  };
  LinkStatus: {
    status: "usable" | "used" | "expired" | "invalid";
  };
  MoleculeRecord: {
    id: number;
    name: string;
    structure: string;
    extension: string;
    formula: string | null;
    carbonCount: number | null;
    width: number | null;
    height: number | null;
    syntheses_count: number;
    /** Standard InChI (RDKit); null without a structure */
    inchi: string | null;
    /** Standard InChIKey (27 characters); null without a structure */
    inchiKey: string | null;
  };
  NamedReaction: {
    id: number;
    name: string;
    url: string;
    short_description: string | null;
    pending?: true;
    description: string | null;
    synonyms: {
      id: number;
      synonym: string;
    }[];
    original_references: {
      id: number;
      display: string;
      doi: string | null;
      url: string | null;
      type: string;
      kind?: "article" | "book" | "patent" | "webpage" | "other" | null;
      authors?: {
        family: string;
        given: string | null;
      }[];
      et_al?: boolean;
      editors?: {
        family: string;
        given: string | null;
      }[];
      title?: string | null;
      journal?: string | null;
      publisher?: string | null;
      year?: number | null;
      volume?: string | null;
      issue?: string | null;
      pages?: string | null;
      note?: string | null;
      [key: string]: unknown;
    }[];
    review_references: {
      id: number;
      display: string;
      doi: string | null;
      url: string | null;
      type: string;
      kind?: "article" | "book" | "patent" | "webpage" | "other" | null;
      authors?: {
        family: string;
        given: string | null;
      }[];
      et_al?: boolean;
      editors?: {
        family: string;
        given: string | null;
      }[];
      title?: string | null;
      journal?: string | null;
      publisher?: string | null;
      year?: number | null;
      volume?: string | null;
      issue?: string | null;
      pages?: string | null;
      note?: string | null;
      [key: string]: unknown;
    }[];
    reactions: {
      id: number;
      [key: string]: unknown;
    }[];
    [key: string]: unknown;
  };
  NamedReactionEdit: {
    id: number;
    name: string;
    url: string;
    short_description: string | null;
    description: string | null;
    description_html: string | null;
    scheme_smiles: string | null;
    scheme_filename: string | null;
    scheme_extension: string | null;
    scheme_width: number | null;
    scheme_height: number | null;
    mechanism_smiles: string | null;
    mechanism_filename: string | null;
    mechanism_extension: string | null;
    synonyms: {
      id: number;
      synonym: string;
    }[];
    original_references: {
      id: number;
      display: string;
      doi: string | null;
      url: string | null;
      kind?: "article" | "book" | "patent" | "webpage" | "other" | null;
      authors?: {
        family: string;
        given: string | null;
      }[];
      et_al?: boolean;
      editors?: {
        family: string;
        given: string | null;
      }[];
      title?: string | null;
      journal?: string | null;
      publisher?: string | null;
      year?: number | null;
      volume?: string | null;
      issue?: string | null;
      pages?: string | null;
      note?: string | null;
      [key: string]: unknown;
    }[];
    review_references: {
      id: number;
      display: string;
      doi: string | null;
      url: string | null;
      kind?: "article" | "book" | "patent" | "webpage" | "other" | null;
      authors?: {
        family: string;
        given: string | null;
      }[];
      et_al?: boolean;
      editors?: {
        family: string;
        given: string | null;
      }[];
      title?: string | null;
      journal?: string | null;
      publisher?: string | null;
      year?: number | null;
      volume?: string | null;
      issue?: string | null;
      pages?: string | null;
      note?: string | null;
      [key: string]: unknown;
    }[];
    incomplete: boolean;
    [key: string]: unknown;
  };
  OrdDataset: {
    name: string;
    /** What the dataset holds, its licence and how to cite it */
    description: string;
    /** One ORD Reaction per step of each published synthesis */
    reactions: {
      [key: string]: unknown;
    }[];
  };
  ProtectingGroupEdit: {
    id: number;
    name: string;
    url: string;
    protected: string;
    protector: string;
    smiles: string | null;
    structure_filename: string | null;
    structure_extension: string;
    structure_width: number | null;
    structure_height: number | null;
    [key: string]: unknown;
  };
  SearchResults: {
    authors: {
      id: number;
      url: string | null;
      name: string;
      short_description: string | null;
      syntheses_count?: number;
      [key: string]: unknown;
    }[];
    molecules: {
      id: number;
      url: string | null;
      name: string;
      short_description: string | null;
      syntheses_count?: number;
      [key: string]: unknown;
    }[];
    namedReactions: {
      id: number;
      url: string | null;
      name: string;
      short_description: string | null;
      syntheses_count?: number;
      [key: string]: unknown;
    }[];
    reagents: {
      id: number;
      url: string | null;
      name: string;
      short_description: string | null;
      syntheses_count?: number;
      [key: string]: unknown;
    }[];
    solvents: {
      id: number;
      url: string | null;
      name: string;
      short_description: string | null;
      syntheses_count?: number;
      [key: string]: unknown;
    }[];
    syntheses: {
      id: number;
      url: string | null;
      name: string;
      short_description: string | null;
      syntheses_count?: number;
      /** The named reaction, reagent or solvent the query names, with its steps */
      via?: string;
      [key: string]: unknown;
    }[];
  };
  StructurePreview: {
    /** RDKit's canonical SMILES */
    smiles: string;
    /** The Hill formula */
    formula: string;
    carbonCount: number;
    /** The drawing (SVG text) */
    svg: string;
    width: number;
    height: number;
  };
  StructureSearchResults: {
    query: {
      q: string;
      mode: "substructure" | "similarity" | "exact";
      format: "smiles" | "smarts";
      canonical: string | null;
      limit: number;
      threshold: number | null;
      stereo: "counts" | "ignore" | null;
      after: string | null;
      bonds: "exact" | "any" | null;
      [key: string]: unknown;
    };
    complete: boolean;
    cut: boolean;
    next: string | null;
    before: {
      targets: number | null;
      chemicals: number;
    };
    targets: {
      smiles: string;
      heavyAtoms: number;
      score: number | null;
      atoms: number[];
      image: string;
      molecule: {
        id: number;
        name: string;
        structure: string;
        [key: string]: unknown;
      };
      syntheses: {
        id: number;
        molecule: string;
        author: string;
        year: number;
        [key: string]: unknown;
      }[];
      [key: string]: unknown;
    }[];
    chemicals: {
      smiles: string;
      heavyAtoms: number;
      score: number | null;
      atoms: number[];
      image: string;
      occurrences: {
        synthesis: {
          id: number;
          molecule: string;
          author: string;
          year: number;
          [key: string]: unknown;
        };
        [key: string]: unknown;
      }[];
      [key: string]: unknown;
    }[];
    /** When nothing matched: the looser readings (bonds=any, stereo=ignore) that do match, with what their first page found */
    hints: {
      parameter: "bonds" | "stereo";
      value: "any" | "ignore";
      targets: number;
      chemicals: number;
      complete: boolean;
    }[];
    [key: string]: unknown;
  };
  Synthesis: {
    id: number;
    year: number;
    type_1: string;
    type_2: string;
    supp_steps: number;
    comment: string;
    number_of_steps: number;
    number_of_parts: number;
    created_at: string;
    molecule: {
      id: number;
      name: string;
      structure: string;
      extension: string;
      formula: string | null;
      carbonCount: number | null;
      width: number | null;
      height: number | null;
      /** Standard InChI (RDKit); null without a structure */
      inchi: string | null;
      /** Standard InChIKey (27 characters); null without a structure */
      inchiKey: string | null;
    };
    author: {
      id: number;
      firstName: string;
      lastName: string;
      url: string;
    };
    submitter: {
      name: string;
    } | null;
    references: {
      id: number;
      display: string;
      doi: string | null;
      url: string | null;
      type: string;
      kind?: "article" | "book" | "patent" | "webpage" | "other" | null;
      authors?: {
        family: string;
        given: string | null;
      }[];
      et_al?: boolean;
      editors?: {
        family: string;
        given: string | null;
      }[];
      title?: string | null;
      journal?: string | null;
      publisher?: string | null;
      year?: number | null;
      volume?: string | null;
      issue?: string | null;
      pages?: string | null;
      note?: string | null;
      [key: string]: unknown;
    }[];
    parts: {
      id: number;
      [key: string]: unknown;
    }[];
    route_figures?: unknown;
    corrected_by: string[];
    createdAtHuman: string;
    [key: string]: unknown;
  };
  SynthesisSummary: {
    id: number;
    year: number;
    type_1: string;
    type_2: string;
    supp_steps: number;
    comment: string;
    number_of_steps: number;
    number_of_parts: number;
    created_at: string;
    molecule: {
      id: number;
      name: string;
      structure: string;
      extension: string;
      formula: string | null;
      carbonCount: number | null;
      width: number | null;
      height: number | null;
    };
    author: {
      id: number;
      firstName: string;
      lastName: string;
      url: string;
    };
    submitter: {
      name: string;
    } | null;
  };
  Upload: {
    /** The stored name */
    filename: string;
    extension: "png";
    width: number;
    height: number;
  };
}
