/**
 * Who may do what (docs/product/api.md §6 and docs/decisions/accounts/0015-roles.md): a contributor writes
 * their own drafts and adds the authors, reagents, solvents and named reactions a route needs; an
 * editor also maintains all reference data, reviews and publishes; an admin also manages accounts.
 * Each role may do everything the roles before it may.
 */
export const ROLES = ["contributor", "editor", "admin"] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}

/** True when `role` may do what `needed` may (an unknown stored role may do nothing). */
export function hasRole(role: string, needed: Role): boolean {
  return isRole(role) && ROLES.indexOf(role) >= ROLES.indexOf(needed);
}

/**
 * The OpenAPI operation extension naming the role a signed-in caller needs (contributor, editor,
 * admin): written by the route registry, read when the API document groups its operations.
 */
export const REQUIRED_ROLE = "x-required-role";
