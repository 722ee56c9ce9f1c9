import { describe, expect, it } from "vitest";
import type { PublicUser, UserCredentials } from "../../db/repositories/users.ts";
import { createStrengthMeter, passwordWeakness } from "../auth/password-weakness.ts";
import { verifyPassword } from "../auth/passwords.ts";
import { DEMO_EDITOR_EMAIL, DEMO_EDITOR_NAME, demoEditorAccount, ensureDemoEditor } from "./demo-editor.ts";

/** An in-memory stand-in for the users repository. */
function fakeUsers() {
  const rows: UserCredentials[] = [];
  return {
    rows,
    count: async () => rows.length,
    findByEmail: async (email: string) => rows.find((r) => r.email === email),
    create: async (input: {
      name: string;
      email: string;
      passwordHash: string;
      role: string;
    }): Promise<PublicUser> => {
      const row = { id: rows.length + 1, ...input, disabledAt: null };
      rows.push(row);
      return { id: row.id, name: row.name, email: row.email, role: row.role };
    },
  };
}

describe("ensureDemoEditor", () => {
  it("creates the demo editor with a random password when there is no user, and returns it", async () => {
    const users = fakeUsers();
    const created = await ensureDemoEditor({ users });
    expect(created?.email).toBe(DEMO_EDITOR_EMAIL);
    expect(created?.password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(users.rows).toHaveLength(1);
    expect(users.rows[0]).toMatchObject({ name: "Demo Editor", email: DEMO_EDITOR_EMAIL, role: "editor" });
    expect(users.rows[0].passwordHash).not.toContain(created?.password ?? "");
    expect(await verifyPassword(users.rows[0].passwordHash, created?.password ?? "")).toBe(true);
  });

  it("does nothing once any user exists", async () => {
    const users = fakeUsers();
    await ensureDemoEditor({ users });
    expect(await ensureDemoEditor({ users })).toBeNull();
    expect(users.rows).toHaveLength(1);
  });

  it("generates passwords that pass the strength rule of every new password", async () => {
    const meter = createStrengthMeter();
    const owner = { email: DEMO_EDITOR_EMAIL, name: DEMO_EDITOR_NAME };
    for (let i = 0; i < 10; i++) {
      const account = await demoEditorAccount({ users: fakeUsers() });
      expect(account).not.toBeNull();
      expect(passwordWeakness(meter, account?.password ?? "", owner)).toBeNull();
    }
  });
});
