import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { demoPasswordPath, writeDemoPassword } from "./demo-password-file.ts";

const dir = mkdtempSync(join(tmpdir(), "demo-password-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the demo editor's password file", () => {
  it("is DEMO_PASSWORD_FILE, else beside the SQLite database, else under data/", () => {
    expect(demoPasswordPath({ DEMO_PASSWORD_FILE: "/srv/secret.txt", DATABASE_URL: "file:x.db" })).toBe(
      "/srv/secret.txt",
    );
    expect(demoPasswordPath({ DEMO_PASSWORD_FILE: "", DATABASE_URL: "file:/var/lib/archive/app.db" })).toBe(
      "/var/lib/archive/demo-editor-password.txt",
    );
    expect(demoPasswordPath({ DEMO_PASSWORD_FILE: "", DATABASE_URL: "postgres://u:p@h/db" })).toBe(
      resolve("data/demo-editor-password.txt"),
    );
    expect(demoPasswordPath({ DEMO_PASSWORD_FILE: "", DATABASE_URL: "file::memory:" })).toBe(
      resolve("data/demo-editor-password.txt"),
    );
  });

  it("is written with mode 0600 even over a file anyone could read", () => {
    const path = join(dir, "nested", "password.txt");
    writeDemoPassword(path, { email: "a@example.org", password: "first" });
    writeFileSync(path, "old", { mode: 0o644 });
    writeDemoPassword(path, { email: "a@example.org", password: "second-password" });
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(readFileSync(path, "utf8")).toMatch(/^email: a@example\.org$/m);
    expect(readFileSync(path, "utf8")).toMatch(/^password: second-password$/m);
  });
});
