/** The editor account the end-to-end server creates (test-only credentials). */
export const E2E_EDITOR = {
  email: "e2e-editor@example.org",
  name: "E2E Editor",
  password: "correct-horse-battery-staple",
};
