import { z } from "zod";

/** Environment settings, checked once at start-up: a bad value stops the process with a clear message. */
const port = z.coerce.number().int().min(0).max(65535);
const flag = z
  .enum(["true", "false", "1", "0", ""])
  .transform((v) => v === "true" || v === "1")
  .default(false);

/** Like `flag`, but unset stays undefined, so a default can be derived from another setting. */
const optionalFlag = z
  .enum(["true", "false", "1", "0"])
  .transform((v) => v === "true" || v === "1")
  .optional();

const settingsSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: port.default(3000),
  /**
   * `npm run dev`: pages and their scripts come from Vite's development server inside this
   * process (hot module replacement, no build), not from build/. Never in production.
   */
  WEB_DEV: flag,
  HOST: z.string().min(1).default("127.0.0.1"),
  /** Port of the metrics listener (Prometheus text at /metrics, on HOST); empty: no listener, no metrics. */
  METRICS_PORT: z
    .union([z.literal(""), port], { error: "must be a port number (0 to 65535) or empty" })
    .optional()
    .transform((value) => (value === "" ? undefined : value)),
  /** This server's name in every log line (several servers share one database); empty: `host:pid`. */
  SERVER_ID: z
    .string()
    .regex(/^[A-Za-z0-9._:-]{0,64}$/, "at most 64 letters, digits, dots, colons, dashes and underscores")
    .default(""),
  DATABASE_URL: z
    .string()
    .regex(/^(file:.+|postgres(ql)?:\/\/.+)$/, "must be file:<path> or postgres://…")
    .default("file:data/app.db"),
  STORAGE_DIR: z.string().min(1).default("data/images"),
  IMAGES_BASE_URL: z.string().min(1).default("/images"),
  SITE_NAME: z.string().min(1).default("Synthesis Archive"),
  /** Public origin used in canonical links and the sitemap; empty means "derive from the request". */
  PUBLIC_URL: z.union([z.url(), z.literal("")]).default(""),
  /** Session cookies get the Secure flag; unset means "when PUBLIC_URL is https". */
  COOKIE_SECURE: optionalFlag,
  /** Load data/demo into an empty database at start (default on for the embedded database). */
  SEED_DEMO: z.enum(["auto", "true", "false"]).default("auto"),
  /** The dataset SEED_DEMO loads (same layout as data/demo); empty means data/demo itself. */
  DEMO_DATA_DIR: z.string().default(""),
  /**
   * For test runs: a folder where seeding keeps what RDKit answered for each structure, so that
   * seeding the same data again (other test databases and servers of the run) does not redraw it
   * (seed/drawing-cache.ts). Empty, as in production, means no cache.
   */
  SEED_DRAWING_CACHE_DIR: z.string().default(""),
  /**
   * Where the first start writes the demo editor's generated password (mode 0600, never printed);
   * empty: `demo-editor-password.txt` beside the SQLite database, or under data/ on PostgreSQL.
   */
  DEMO_PASSWORD_FILE: z.string().default(""),
  /** Google-Analytics-compatible measurement id; empty = no analytics script at all. */
  ANALYTICS_MEASUREMENT_ID: z
    .string()
    .regex(/^[A-Z0-9-]*$/, "letters, digits and dashes only")
    .default(""),
  /** Card-payment provider's donate form: its action URL (empty = no donation form) and hidden fields. */
  DONATION_FORM_ACTION: z.union([z.url(), z.literal("")]).default(""),
  /** Hidden fields of the donate form as JSON, e.g. {"hosted_button_id":"ABC123"}. */
  DONATION_FORM_FIELDS: z
    .string()
    .default("{}")
    .transform((text, ctx) => {
      try {
        const value: unknown = JSON.parse(text);
        if (value && typeof value === "object" && !Array.isArray(value)) {
          return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, String(v)]));
        }
      } catch {}
      ctx.addIssue({ code: "custom", message: "must be a JSON object of field names to values" });
      return z.NEVER;
    }),
  /** Contact page credits (docs/product/pages.md §1.8): names and profile links of the two roles. */
  CONTACT_CHEMISTRY_NAME: z.string().default(""),
  CONTACT_CHEMISTRY_URL: z.union([z.url(), z.literal("")]).default(""),
  CONTACT_PROGRAMMING_NAME: z.string().default(""),
  CONTACT_PROGRAMMING_URL: z.union([z.url(), z.literal("")]).default(""),
  COPYRIGHT_YEARS: z.string().min(1).default("2011-2024"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /**
   * On SIGTERM or SIGINT, how long (ms) the requests under way may take to finish before they are
   * cut (docs/decisions/operations/0101-graceful-shutdown.md): under the 30 s a container orchestrator waits.
   */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(25_000),
  /** How often (ms) a server looks for writes made by another server sharing the database. */
  REVISION_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  /** Behind exactly one reverse proxy: the login throttle takes the client address from X-Forwarded-For. */
  TRUST_PROXY: flag,
  /** Failed logins allowed per minute for one address and email before 429. */
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).max(1000).default(5),
  /** Failed logins allowed per minute from one address (IPv6: one /64) over all emails. */
  LOGIN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(30),
  /** Failed logins allowed per minute for one account, from anywhere. */
  LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).max(100_000).default(20),
  /** Password checks running at once (each takes ~20 MB and a core for ~30 ms); more wait-listed get 503. */
  LOGIN_MAX_CONCURRENT: z.coerce.number().int().min(1).max(256).default(4),
  /** Limits of the shared response cache: megabytes (bodies, compressed copies, keys) and entries. */
  RESPONSE_CACHE_MB: z.coerce.number().int().min(1).max(4096).default(32),
  RESPONSE_CACHE_ENTRIES: z.coerce.number().int().min(10).max(1_000_000).default(5_000),
  /** Public API reads (GET/HEAD of /api routes other sites may call) allowed per minute from one address. */
  PUBLIC_API_READS_PER_MINUTE: z.coerce.number().int().min(1).max(10_000_000).default(600),
  /** Bulk downloads (/api/export/…) one address (IPv6: one /64) may run at once; one more gets 429. */
  BULK_DOWNLOAD_MAX_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000).default(2),
  /** Bulk downloads the server runs at once from all addresses; one more gets 503. */
  BULK_DOWNLOAD_MAX_CONCURRENT: z.coerce.number().int().min(1).max(10_000).default(16),
  /** Where each bulk download's copy per data revision is made; empty: the system's temporary folder. */
  BULK_DOWNLOAD_DIR: z.string().default(""),
  /** Structure workers, each with its own RDKit (about 60 MB): the calls run at once at most. */
  RDKIT_WORKERS: z.coerce.number().int().min(1).max(32).default(2),
  /** The longest one RDKit call may run (ms); past it the worker is replaced and the call answers 503. */
  RDKIT_CALL_TIMEOUT_MS: z.coerce.number().int().min(10).max(600_000).default(5_000),
  /** Requests needing a structure worker (previews, structure search, imports) one address may run at once. */
  STRUCTURE_CALLS_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000).default(2),
  /** CPU milliseconds one page of a substructure search may spend confirming; past it, "Continue". */
  STRUCTURE_SEARCH_BUDGET_MS: z.coerce.number().int().min(1).max(10_000).default(80),
  /** Structure search hits drawn afresh (not from the cache) per minute for one address (IPv6: one /64). */
  STRUCTURE_DRAWINGS_PER_MINUTE: z.coerce.number().int().min(1).max(10_000_000).default(200),
  /** DOI look-up (GET /api/doi/{doi}): `{DOI_RESOLVER_URL}/{doi}` answers CSL-JSON by content negotiation. */
  DOI_RESOLVER_URL: z
    .url({ protocol: /^https?$/, error: "must be an http(s) URL" })
    .default("https://doi.org"),
  /** How long (ms) the DOI look-up waits for the resolver before answering 502. */
  DOI_RESOLVER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
  /** How long (ms) one Markdown text may take to render in the worker thread before a 422. */
  MARKDOWN_RENDER_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(5_000),
  /** How long (ms) reading one imported scheme file may take in its worker thread before a 422. */
  IMPORT_READ_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(5_000),
  /** The heap (MB) of the thread that reads imported files; a file that needs more is a 422. */
  IMPORT_READ_HEAP_MB: z.coerce.number().int().min(16).max(4_096).default(128),
  /** Outgoing mail server, smtp://user:pass@host:587 or smtps://…; empty = write .eml files to MAIL_OUTBOX_DIR. */
  SMTP_URL: z
    .union([z.url({ protocol: /^smtps?$/, error: "must be smtp://… or smtps://…" }), z.literal("")])
    .default(""),
  /** Sender of every e-mail: `Name <address>` or a bare address. */
  MAIL_FROM: z
    .string()
    .trim()
    .regex(/^([^<>]*<[^<>\s@]+@[^<>\s@]+>|[^<>\s@]+@[^<>\s@]+)$/, "must be an address or Name <address>")
    .default("Synthesis Archive <no-reply@localhost>"),
  /** Without SMTP_URL, each e-mail is written here as an .eml file. */
  MAIL_OUTBOX_DIR: z.string().min(1).default("data/outbox"),
  /** How often (ms) the mail sender looks for messages due (new ones are sent at once after commit). */
  MAIL_POLL_MS: z.coerce.number().int().min(50).max(3_600_000).default(30_000),
  /** Sign-ups allowed per hour from one address (IPv6: one /64). */
  SIGNUP_MAX_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(10),
  /** Sign-ups allowed per hour for one e-mail address (each sends an e-mail). */
  SIGNUP_MAX_PER_EMAIL: z.coerce.number().int().min(1).max(1000).default(3),
  /** Sign-up verifications allowed per hour from one address. */
  SIGNUP_VERIFY_MAX_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(20),
  /** Sign-up verifications allowed per hour for the e-mail of one pending sign-up. */
  SIGNUP_VERIFY_MAX_PER_EMAIL: z.coerce.number().int().min(1).max(1000).default(5),
  /** "Forgot password?" requests allowed per hour from one address (IPv6: one /64). */
  PASSWORD_FORGOT_MAX_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(10),
  /** "Forgot password?" requests allowed per hour for one e-mail address (each may send an e-mail). */
  PASSWORD_FORGOT_MAX_PER_EMAIL: z.coerce.number().int().min(1).max(1000).default(3),
  /** Uses of reset and invitation links allowed per hour from one address (each hashes a password). */
  ACCOUNT_LINK_MAX_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(20),
  /** Looks at whether a sign-up, invitation or reset link is still usable, per hour from one address. */
  LINK_CHECK_MAX_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(60),
  /** Comments on drafts one account may post in ten minutes (each may e-mail someone). */
  COMMENT_MAX_PER_ACCOUNT: z.coerce.number().int().min(1).max(100_000).default(20),
  /** Unpublished drafts one contributor may keep (editors and admins: no limit). */
  DRAFT_MAX_PER_CONTRIBUTOR: z.coerce.number().int().min(1).max(100_000).default(50),
  /** Megabytes the documents of one contributor's unpublished drafts may take together. */
  DRAFT_MAX_MB_PER_CONTRIBUTOR: z.coerce.number().int().min(1).max(100_000).default(20),
});

export const configSchema = settingsSchema
  .refine((settings) => !(settings.WEB_DEV && settings.NODE_ENV === "production"), {
    path: ["WEB_DEV"],
    message: "is for `npm run dev` only: a production server serves the built app (npm run build)",
  })
  .transform((settings) => ({
    ...settings,
    PUBLIC_URL: settings.PUBLIC_URL.replace(/\/+$/, ""),
    COOKIE_SECURE: settings.COOKIE_SECURE ?? settings.PUBLIC_URL.startsWith("https://"),
  }));

export type Config = z.infer<typeof configSchema>;

export function parseConfig(env: Record<string, string | undefined>): Config {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return result.data;
}

export class ConfigError extends Error {}

/** Reads process.env; on a bad value prints the problems and exits (used by entry points only). */
export function loadConfig(): Config {
  try {
    return parseConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * The origin that links in e-mails start with: PUBLIC_URL, or (when unset, in development) the
 * server's own address as configured by HOST and PORT, never a request's Host header (which a
 * client could forge to have us mail links to another site).
 */
export function mailLinkOrigin(config: Pick<Config, "PUBLIC_URL" | "HOST" | "PORT">): string {
  if (config.PUBLIC_URL) return config.PUBLIC_URL;
  const wildcard = ["0.0.0.0", "::", "[::]"].includes(config.HOST);
  const host = wildcard ? "localhost" : config.HOST.includes(":") ? `[${config.HOST}]` : config.HOST;
  return `http://${host}:${config.PORT}`;
}

export function isPostgres(databaseUrl: string): boolean {
  return databaseUrl.startsWith("postgres");
}
