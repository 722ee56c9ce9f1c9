/** The editor account the end-to-end server creates (test-only credentials). */
export const E2E_EDITOR = {
  email: "e2e-editor@example.org",
  name: "E2E Editor",
  password: "correct-horse-battery-staple",
  role: "editor",
} as const;

/** A contributor account of the end-to-end server (test-only credentials). */
export const E2E_CONTRIBUTOR = {
  email: "e2e-contributor@example.org",
  name: "E2E Contributor",
  password: "correct-horse-battery-contributor",
  role: "contributor",
} as const;

/** An admin account of the end-to-end server (test-only credentials): manages accounts. */
export const E2E_ADMIN = {
  email: "e2e-admin@example.org",
  name: "E2E Admin",
  password: "correct-horse-battery-admin",
  role: "admin",
} as const;
