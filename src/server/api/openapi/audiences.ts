import { isRole, REQUIRED_ROLE, type Role } from "../../../domain/roles.ts";
import type { OpenApiDocument } from "./document.ts";

/** Who may call an operation: anyone reading, anyone managing their own account, or a role. */
export type Audience = "public" | "account" | Role;

/** The groups of the document's tags (`x-tagGroups`, which the reference page shows), in order. */
export const AUDIENCE_GROUPS: readonly { audience: Audience; name: string; description: string }[] = [
  { audience: "public", name: "Public reads", description: "Open to everyone, no account needed" },
  {
    audience: "account",
    name: "Sign-in, accounts and e-mailed links",
    description: "Signing up, in and out, one's own account, and the links the archive e-mails",
  },
  {
    audience: "contributor",
    name: "Contributor operations",
    description: "A signed-in contributor or above",
  },
  { audience: "editor", name: "Editor operations", description: "A signed-in editor or admin" },
  { audience: "admin", name: "Admin operations", description: "A signed-in admin" },
];

const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"] as const;

/** Path templates as the document writes them: a router pattern (`{doi{.*}}`) becomes `{doi}`. */
export const documentPath = (path: string) => path.replace(/\{(\w+)\{[^}]*\}\}/g, "{$1}");

/**
 * An operation's audience: the role its guard asks for (`x-required-role`, http/registry.ts); else a read that declares no security is
 * public; anything else (signing up or in, a password reset, one's own session) is an account's.
 */
export function audienceOf(method: string, security: unknown, role: Role | undefined): Audience {
  if (role) return role;
  const secured = Array.isArray(security) && security.length > 0;
  return !secured && (method === "get" || method === "head") ? "public" : "account";
}

/**
 * Retags every operation by audience (docs/decisions/search/0108-structure-search-says-how-it-matches.md): each keeps its subject (`Syntheses`) but
 * under a tag of its audience's own (`Syntheses (editors)`, shown as `Syntheses` inside the
 * "Editor operations" group), so public reads never share a tag with writes. Returns the document's
 * `tags` (with `x-displayName`) and `x-tagGroups`.
 */
export function tagByAudience(paths: OpenApiDocument["paths"]) {
  const byAudience = new Map<Audience, Set<string>>();
  const subjects = new Map<string, string>();
  for (const item of Object.values(paths ?? {})) {
    for (const method of METHODS) {
      const operation = item?.[method];
      if (!operation) continue;
      const role = (operation as Record<string, unknown>)[REQUIRED_ROLE];
      const audience = audienceOf(method, operation.security, isRole(role) ? role : undefined);
      operation.tags = (operation.tags?.length ? operation.tags : ["Other"]).map((subject) => {
        const tag = audience === "public" ? subject : `${subject} (${AUDIENCE_SUFFIX[audience]})`;
        subjects.set(tag, subject);
        const set = byAudience.get(audience) ?? new Set<string>();
        set.add(tag);
        byAudience.set(audience, set);
        return tag;
      });
    }
  }
  const groups = AUDIENCE_GROUPS.filter((group) => byAudience.has(group.audience)).map((group) => ({
    name: group.name,
    tags: [...(byAudience.get(group.audience) ?? [])].sort(),
  }));
  const tags = groups.flatMap((group) =>
    group.tags.map((name) => ({ name, "x-displayName": subjects.get(name) ?? name })),
  );
  return { tags, "x-tagGroups": groups };
}

const AUDIENCE_SUFFIX: Record<Exclude<Audience, "public">, string> = {
  account: "accounts",
  contributor: "contributors",
  editor: "editors",
  admin: "admins",
};
