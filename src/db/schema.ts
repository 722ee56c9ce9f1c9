import type { ColumnType, Generated, Insertable, Selectable, Updateable } from "kysely";

/**
 * Kysely table types. Flags are integers (0/1) and timestamps ISO-8601 text so that both engines
 * return the same JavaScript values.
 */
type Id = Generated<number>;
type Timestamp = ColumnType<string, string | undefined, string>;

export interface UsersTable {
  id: Id;
  name: string;
  email: string;
  password_hash: string;
  /** contributor | editor | admin (src/domain/roles.ts). */
  role: Generated<string>;
  created_at: Timestamp;
  /** ORCID iD given at sign-up, e.g. 0000-0002-1825-0097 (0009); NULL when none. */
  orcid: ColumnType<string | null, string | null | undefined, string | null>;
  /** Affiliation given at sign-up (0009); NULL when none. */
  affiliation: ColumnType<string | null, string | null | undefined, string | null>;
  /** Time of the last sign-in (0012); NULL before the first. */
  last_sign_in_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** When an admin disabled the account (0012); NULL while it may sign in. */
  disabled_at: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface SessionsTable {
  /** sha-256 of the cookie value, so a leaked database does not leak live sessions. */
  id: string;
  user_id: number;
  /** Anti-forgery token bound to the session (the XSRF-TOKEN cookie must match it). */
  csrf_token: string;
  expires_at: string;
  created_at: Timestamp;
}

export interface AuthorsTable {
  id: Id;
  first_name: string;
  last_name: string;
  url: string;
  /** The user who created the row (contributors may change only their own); NULL before 0005. */
  created_by: ColumnType<number | null, number | null | undefined, number | null>;
  /** 1 while a contributor's new row waits for an editor's acceptance (0017); 0 is public. */
  pending: ColumnType<number, number | undefined, number>;
}

/** Former named-reaction urls (0011): each answers a 301 to the current url. */
export interface NamedReactionUrlRedirectsTable {
  url: string;
  named_reaction_id: number;
}

/** Former protecting-group urls (0011): each answers a 301 to the current url. */
export interface ProtectingGroupUrlRedirectsTable {
  url: string;
  protecting_group_id: number;
}

/** Former author urls: each answers a 301 to the author's current url. */
export interface AuthorUrlRedirectsTable {
  url: string;
  author_id: number;
}

/** Former reagent page slugs (0019), after a rename or a merge: each answers a 301. */
export interface ReagentUrlRedirectsTable {
  url: string;
  reagent_id: number;
}

/** Former solvent page slugs (0019), after a rename or a merge: each answers a 301. */
export interface SolventUrlRedirectsTable {
  url: string;
  solvent_id: number;
}

/** Former molecule url identifiers (a molecule merged into another): each answers a 301 (0013). */
export interface MoleculeStructureRedirectsTable {
  structure: string;
  molecule_id: number;
}

/** One create, change, merge, delete or restore of a reference-data item (0013). */
export interface ReferenceHistoryTable {
  id: Id;
  kind: string;
  item_id: number;
  action: string;
  /** NULL once the account is deleted. */
  user_id: number | null;
  at: string;
  /** The item before the change as JSON; NULL before a creation. */
  before_json: string | null;
  /** The item after the change as JSON; NULL after a deletion or merge. */
  after_json: string | null;
  /** The other item of a merge (the kept one on the merged item's entry, and the reverse). */
  related_id: number | null;
  /** What a merge moved, as JSON (0015), so a restore can undo it; NULL on other entries. */
  moves_json: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface MoleculesTable {
  id: Id;
  name: string;
  /** Image base name, also the molecule's URL identifier. */
  structure: string;
  extension: string;
  smiles: string | null;
  formula: string | null;
  carbon_count: number | null;
  /** Natural size in px of the drawn image (special reagent for reactions, scheme for named reactions). */
  image_width: ColumnType<number | null, number | null | undefined, number | null>;
  image_height: ColumnType<number | null, number | null | undefined, number | null>;
  /** Standard InChI and InChIKey from the SMILES (0022); NULL without a SMILES or until backfilled. */
  inchi: ColumnType<string | null, string | null | undefined, string | null>;
  inchikey: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface SynthesesTable {
  id: Id;
  molecule_id: number;
  author_id: number;
  year: number;
  type_1: string;
  type_2: string;
  supp_steps: number;
  comment: string;
  number_of_steps: number;
  number_of_parts: number;
  submitter_name: string | null;
  submitter_user_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Raised by every change to the published synthesis (0006); a stale version is refused (409). */
  version: Generated<number>;
  /** When an editor took the synthesis off the public site (0008); NULL while it is public. */
  unpublished_at: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Who changed a published synthesis, when, to which version, and what (e.g. "Reference added: …"). */
export interface SynthesisHistoryTable {
  id: Id;
  synthesis_id: number;
  /** NULL once the account is deleted. */
  user_id: number | null;
  at: string;
  version: number;
  note: string;
  /** Whose draft this version was published from (0032); NULL otherwise or once the account is deleted. */
  contributor_user_id: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface PartsTable {
  id: Id;
  synthesis_id: number;
  number: number;
  comment: string;
}

export interface ReactionsTable {
  id: Id;
  part_id: number;
  step: number;
  comment: string;
  has_special_reagent: number;
  special_reagent: string | null;
  special_condition: string | null;
  selectivity: string | null;
  temperature: string | null;
  time: string | null;
  yield: string | null;
  /** Natural size in px of the drawn image (special reagent for reactions, scheme for named reactions). */
  image_width: ColumnType<number | null, number | null | undefined, number | null>;
  image_height: ColumnType<number | null, number | null | undefined, number | null>;
  /** What a chemist records (0020, rules.md §3.7): a gas code, pressure, concentration, neat, JSON. */
  atmosphere: ColumnType<string | null, string | null | undefined, string | null>;
  atmosphere_pressure: ColumnType<number | null, number | null | undefined, number | null>;
  atmosphere_pressure_unit: ColumnType<string | null, string | null | undefined, string | null>;
  concentration: ColumnType<number | null, number | null | undefined, number | null>;
  concentration_unit: ColumnType<string | null, string | null | undefined, string | null>;
  neat: ColumnType<number, number | undefined, number>;
  selectivities: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface ChemicalsTable {
  id: Id;
  reaction_id: number;
  role: "substrate" | "product";
  position: number;
  filename: string;
  extension: string;
  smiles: string | null;
  name: string | null;
  /** Natural size in px of the drawn image (special reagent for reactions, scheme for named reactions). */
  image_width: ColumnType<number | null, number | null | undefined, number | null>;
  image_height: ColumnType<number | null, number | null | undefined, number | null>;
  formula: ColumnType<string | null, string | null | undefined, string | null>;
  carbon_count: ColumnType<number | null, number | null | undefined, number | null>;
  /** A substrate used more than once (0020); null is one. */
  coefficient: ColumnType<number | null, number | null | undefined, number | null>;
}

/** One searchable structure (0014): a molecule, a chemical or a reaction's drawn special reagent. */
export interface StructureFingerprintsTable {
  id: Id;
  kind: "molecule" | "chemical" | "special_reagent";
  /** molecules.id, chemicals.id or reactions.id, by kind. */
  owner_id: number;
  /** The SMILES as the owner row has it (a special reagent's is stored only here). */
  smiles: string;
  canonical: string;
  heavy_atoms: number;
  pattern_fp: Uint8Array;
  morgan_fp: Uint8Array;
  /** The RDKit version that computed the row. */
  toolkit: string;
}

/** A stored SMILES as the bulk downloads write it (0024); both NULL when RDKit cannot read it. */
export interface StructureMolblocksTable {
  smiles: string;
  /** RDKit's V2000 molblock with 2D coordinates, its name line left to the export. */
  molblock: string | null;
  canonical: string | null;
}

export interface ReagentsTable {
  id: Id;
  name: string;
  formula: string | null;
  /** The structure an import drew for it (0029): canonical SMILES and standard InChIKey, or NULL. */
  smiles: ColumnType<string | null, string | null | undefined, string | null>;
  inchikey: ColumnType<string | null, string | null | undefined, string | null>;
  /** The page's slug (0019), made from the name; "" while unnamed. Former ones redirect. */
  url: ColumnType<string, string | undefined, string>;
  /** The user who created the row (contributors may change only their own); NULL before 0005. */
  created_by: ColumnType<number | null, number | null | undefined, number | null>;
  /** 1 while a contributor's new row waits for an editor's acceptance (0017); 0 is public. */
  pending: ColumnType<number, number | undefined, number>;
}

export interface ReagentSynonymsTable {
  id: Id;
  reagent_id: number;
  synonym: string;
}

export interface ReactionReagentTable {
  reaction_id: number;
  reagent_id: number;
  stage: number;
  position: number;
  /** Equivalents or mol % (0020): `amount_unit` is 'equiv' or 'mol%'. */
  amount: ColumnType<number | null, number | null | undefined, number | null>;
  amount_unit: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface SolventSynonymsTable {
  id: Id;
  solvent_id: number;
  synonym: string;
}

export interface SolventsTable {
  id: Id;
  name: string;
  /** The page's slug (0019), made from the name; "" while unnamed. Former ones redirect. */
  url: ColumnType<string, string | undefined, string>;
  /** The user who created the row (contributors may change only their own); NULL before 0005. */
  created_by: ColumnType<number | null, number | null | undefined, number | null>;
  /** 1 while a contributor's new row waits for an editor's acceptance (0017); 0 is public. */
  pending: ColumnType<number, number | undefined, number>;
}

export interface ReactionSolventTable {
  reaction_id: number;
  solvent_id: number;
  position: number;
}

export interface NamedReactionsTable {
  id: Id;
  name: string;
  url: string;
  short_description: string | null;
  description: string | null;
  /** `description` rendered to HTML when it was written (0016); page loaders never render Markdown. */
  description_html: ColumnType<string | null, string | null | undefined, string | null>;
  scheme_smiles: string | null;
  scheme_filename: string | null;
  scheme_extension: string | null;
  mechanism_filename: string | null;
  mechanism_extension: string | null;
  /** The reaction SMILES a drawn mechanism was made from (0011), for the sketcher. */
  mechanism_smiles: ColumnType<string | null, string | null | undefined, string | null>;
  /** The user who created the row (contributors may change only their own); NULL before 0005. */
  created_by: ColumnType<number | null, number | null | undefined, number | null>;
  /** 1 while a contributor's new row waits for an editor's acceptance (0017); 0 is public. */
  pending: ColumnType<number, number | undefined, number>;
  /** Natural size in px of the drawn image (special reagent for reactions, scheme for named reactions). */
  image_width: ColumnType<number | null, number | null | undefined, number | null>;
  image_height: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface NamedReactionSynonymsTable {
  id: Id;
  named_reaction_id: number;
  synonym: string;
}

export interface ReactionNamedReactionTable {
  reaction_id: number;
  named_reaction_id: number;
  position: number;
}

export interface ReferencesTable {
  id: Id;
  synthesis_id: number | null;
  named_reaction_id: number | null;
  type: "standard" | "original" | "review";
  /** The reference's text: derived from the fields below when it has them (0027). */
  display: string;
  doi: string | null;
  url: string | null;
  position: number;
  /** The reference's fields (0027, domain/citations/reference-fields.ts); NULL when not known. */
  kind: ColumnType<string | null, string | null | undefined, string | null>;
  /** JSON list of {family, given}. */
  authors: ColumnType<string | null, string | null | undefined, string | null>;
  /** 1 when the author list ends in "et al.". */
  et_al: ColumnType<number | null, number | null | undefined, number | null>;
  /** JSON list of {family, given}. */
  editors: ColumnType<string | null, string | null | undefined, string | null>;
  title: ColumnType<string | null, string | null | undefined, string | null>;
  journal: ColumnType<string | null, string | null | undefined, string | null>;
  publisher: ColumnType<string | null, string | null | undefined, string | null>;
  year: ColumnType<number | null, number | null | undefined, number | null>;
  volume: ColumnType<string | null, string | null | undefined, string | null>;
  issue: ColumnType<string | null, string | null | undefined, string | null>;
  pages: ColumnType<string | null, string | null | undefined, string | null>;
  note: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface ProtectingGroupsTable {
  id: Id;
  name: string;
  url: string;
  protected: string;
  protector: string;
  smiles: string | null;
  structure_extension: string;
  /** The image's file name without extension (0011); NULL means `{url}-structure`. */
  structure_filename: ColumnType<string | null, string | null | undefined, string | null>;
  /** Natural size in px of the drawn image (special reagent for reactions, scheme for named reactions). */
  image_width: ColumnType<number | null, number | null | undefined, number | null>;
  image_height: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface ProtectingGroupReactionTable {
  protecting_group_id: number;
  reaction_id: number;
  type: "protection" | "deprotection";
}

export interface UnpublishedSynthesesTable {
  id: Id;
  user_id: number;
  display_name: string;
  synthesis_json: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** A revision draft: the published synthesis it changes (0007); NULL for a new synthesis. */
  synthesis_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The version of that synthesis the draft was opened at (0007); NULL for a new synthesis. */
  base_version: ColumnType<number | null, number | null | undefined, number | null>;
  /** The synthesis this draft was published as (0008); NULL until it is published. */
  published_synthesis_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** When the draft was published (0008). */
  published_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** Where the draft is in the review workflow (0010): see DraftStatus. */
  status: ColumnType<string, string | undefined, string>;
  /** When the contributor last submitted it for review (0010). */
  submitted_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** The document as the review last settled on it (0018): its JSON, when and at which step. */
  reviewed_json: ColumnType<string | null, string | null | undefined, string | null>;
  reviewed_at: ColumnType<string | null, string | null | undefined, string | null>;
  reviewed_as: ColumnType<string | null, string | null | undefined, string | null>;
}

/** One message about a draft between its contributor and the editors (0010). */
export interface DraftCommentsTable {
  id: Id;
  draft_id: number;
  author_user_id: number;
  /** comment, changes_requested, answer, approval or publish_reason. */
  kind: string;
  body: string;
  created_at: Timestamp;
}

/** The submitter's private preview of a draft, keyed by the sha-256 of its single-use token (0010). */
export interface PreviewLinksTable {
  id: Id;
  draft_id: number;
  token_hash: string;
  created_at: Timestamp;
  expires_at: string;
  used_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** The document the link was sent for (0018): it approves only that version. */
  synthesis_json: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A pending contributor sign-up (0009); the token mailed to `email` is stored only as its sha-256. */
export interface SignupRequestsTable {
  id: Id;
  token_hash: string;
  email: string;
  name: string;
  orcid: string | null;
  affiliation: string | null;
  created_at: string;
  expires_at: string;
  /** Set when the link was used (or another link of the same e-mail was). */
  used_at: ColumnType<string | null, string | null | undefined, string | null>;
}

/** An e-mail to send (0009), written in the transaction of the change that causes it. */
export interface MailOutboxTable {
  id: Id;
  recipient: string;
  subject: string;
  /** Plain-text and HTML bodies; emptied once the message is sent. */
  text: string;
  html: string;
  created_at: string;
  attempts: Generated<number>;
  last_error: ColumnType<string | null, string | null | undefined, string | null>;
  /** Not tried before this time (backoff after a failure). */
  next_attempt_at: string;
  /** A sender owns the row until this time (several servers may share the database). */
  claimed_until: ColumnType<string | null, string | null | undefined, string | null>;
  sent_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** An open digest's key (0025): notices of one kind for one recipient collect here until it is claimed. */
  digest_key: ColumnType<string | null, string | null | undefined, string | null>;
  /** The digest's notices as a JSON array; null once sent, and for a plain message. */
  digest_items: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface RevisionsTable {
  id: number;
  value: number;
}

/** What each revision's write changed (0026): space-separated tags, domain/change-tags.ts. */
export interface RevisionChangesTable {
  revision: number;
  tags: string;
}

/** Single-use links of invitations and password resets (0012), found by the token's sha-256. */
export interface AccountTokensTable {
  id: Id;
  /** invite | reset */
  kind: string;
  token_hash: string;
  email: string;
  /** The role an invitation gives; NULL for a reset. */
  role: ColumnType<string | null, string | null | undefined, string | null>;
  /** The account a reset is for; NULL for an invitation. */
  user_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The admin who invited; NULL for a reset. */
  created_by: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: string;
  expires_at: string;
  used_at: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  authors: AuthorsTable;
  author_url_redirects: AuthorUrlRedirectsTable;
  named_reaction_url_redirects: NamedReactionUrlRedirectsTable;
  protecting_group_url_redirects: ProtectingGroupUrlRedirectsTable;
  molecules: MoleculesTable;
  syntheses: SynthesesTable;
  synthesis_history: SynthesisHistoryTable;
  parts: PartsTable;
  reactions: ReactionsTable;
  chemicals: ChemicalsTable;
  reagents: ReagentsTable;
  reagent_synonyms: ReagentSynonymsTable;
  reaction_reagent: ReactionReagentTable;
  solvents: SolventsTable;
  solvent_synonyms: SolventSynonymsTable;
  reaction_solvent: ReactionSolventTable;
  named_reactions: NamedReactionsTable;
  named_reaction_synonyms: NamedReactionSynonymsTable;
  reaction_named_reaction: ReactionNamedReactionTable;
  references: ReferencesTable;
  protecting_groups: ProtectingGroupsTable;
  protecting_group_reaction: ProtectingGroupReactionTable;
  unpublished_syntheses: UnpublishedSynthesesTable;
  revisions: RevisionsTable;
  revision_changes: RevisionChangesTable;
  signup_requests: SignupRequestsTable;
  mail_outbox: MailOutboxTable;
  draft_comments: DraftCommentsTable;
  preview_links: PreviewLinksTable;
  account_tokens: AccountTokensTable;
  reference_history: ReferenceHistoryTable;
  molecule_structure_redirects: MoleculeStructureRedirectsTable;
  reagent_url_redirects: ReagentUrlRedirectsTable;
  solvent_url_redirects: SolventUrlRedirectsTable;
  structure_fingerprints: StructureFingerprintsTable;
  structure_molblocks: StructureMolblocksTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type Author = Selectable<AuthorsTable>;
export type Molecule = Selectable<MoleculesTable>;
export type NewMolecule = Insertable<MoleculesTable>;
export type Synthesis = Selectable<SynthesesTable>;
export type NewSynthesis = Insertable<SynthesesTable>;
export type NewReaction = Insertable<ReactionsTable>;
export type NewChemical = Insertable<ChemicalsTable>;
export type Reagent = Selectable<ReagentsTable>;
export type ReagentUpdate = Updateable<ReagentsTable>;
export type Solvent = Selectable<SolventsTable>;
export type NamedReaction = Selectable<NamedReactionsTable>;
export type NewNamedReaction = Insertable<NamedReactionsTable>;
export type ProtectingGroup = Selectable<ProtectingGroupsTable>;
export type NewProtectingGroup = Insertable<ProtectingGroupsTable>;
export type NewReference = Insertable<ReferencesTable>;
export type Session = Selectable<SessionsTable>;
