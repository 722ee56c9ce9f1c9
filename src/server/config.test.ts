import { describe, expect, it } from "vitest";
import { ConfigError, mailLinkOrigin, parseConfig } from "./config.ts";

describe("configuration", () => {
  it("session cookies are Secure by default when the public URL is https", () => {
    expect(parseConfig({ PUBLIC_URL: "https://archive.example.org" }).COOKIE_SECURE).toBe(true);
    expect(parseConfig({ PUBLIC_URL: "http://localhost:3000" }).COOKIE_SECURE).toBe(false);
    expect(parseConfig({}).COOKIE_SECURE).toBe(false);
  });

  it("an explicit COOKIE_SECURE wins", () => {
    expect(
      parseConfig({ PUBLIC_URL: "https://archive.example.org", COOKIE_SECURE: "false" }).COOKIE_SECURE,
    ).toBe(false);
    expect(parseConfig({ COOKIE_SECURE: "true" }).COOKIE_SECURE).toBe(true);
  });

  it("drops a trailing slash of the public URL", () => {
    expect(parseConfig({ PUBLIC_URL: "https://archive.example.org/" }).PUBLIC_URL).toBe(
      "https://archive.example.org",
    );
  });

  it("has login and cache limits with defaults, and names a bad one", () => {
    const config = parseConfig({});
    expect(config.LOGIN_MAX_FAILURES_PER_ADDRESS).toBe(30);
    expect(config.LOGIN_MAX_FAILURES_PER_ACCOUNT).toBe(20);
    expect(config.LOGIN_MAX_CONCURRENT).toBe(4);
    expect(config.RESPONSE_CACHE_MB).toBe(32);
    expect(() => parseConfig({ LOGIN_MAX_CONCURRENT: "0" })).toThrow(ConfigError);
    expect(() => parseConfig({ LOGIN_MAX_CONCURRENT: "0" })).toThrow(/LOGIN_MAX_CONCURRENT/);
  });

  it("has RDKit worker settings with defaults, and names a bad one", () => {
    const config = parseConfig({});
    expect(config.RDKIT_WORKERS).toBe(2);
    expect(config.RDKIT_CALL_TIMEOUT_MS).toBe(5000);
    expect(parseConfig({ RDKIT_WORKERS: "1", RDKIT_CALL_TIMEOUT_MS: "3000" })).toMatchObject({
      RDKIT_WORKERS: 1,
      RDKIT_CALL_TIMEOUT_MS: 3000,
    });
    expect(() => parseConfig({ RDKIT_WORKERS: "0" })).toThrow(/RDKIT_WORKERS/);
    expect(() => parseConfig({ RDKIT_CALL_TIMEOUT_MS: "fast" })).toThrow(/RDKIT_CALL_TIMEOUT_MS/);
  });

  it("has bulk download caps with defaults, and names a bad one", () => {
    const config = parseConfig({});
    expect(config.BULK_DOWNLOAD_MAX_PER_ADDRESS).toBe(2);
    expect(config.BULK_DOWNLOAD_MAX_CONCURRENT).toBe(16);
    expect(config.BULK_DOWNLOAD_DIR).toBe("");
    expect(parseConfig({ BULK_DOWNLOAD_MAX_CONCURRENT: "64" }).BULK_DOWNLOAD_MAX_CONCURRENT).toBe(64);
    expect(() => parseConfig({ BULK_DOWNLOAD_MAX_PER_ADDRESS: "0" })).toThrow(
      /BULK_DOWNLOAD_MAX_PER_ADDRESS/,
    );
    expect(() => parseConfig({ BULK_DOWNLOAD_MAX_CONCURRENT: "many" })).toThrow(
      /BULK_DOWNLOAD_MAX_CONCURRENT/,
    );
  });

  it("has mail settings with defaults: no SMTP server means .eml files in data/outbox", () => {
    const config = parseConfig({});
    expect(config.SMTP_URL).toBe("");
    expect(config.MAIL_FROM).toBe("Synthesis Archive <no-reply@localhost>");
    expect(config.MAIL_OUTBOX_DIR).toBe("data/outbox");
    expect(config.MAIL_POLL_MS).toBe(30_000);
    expect(parseConfig({ SMTP_URL: "smtp://user:pass@mail.example.org:587" }).SMTP_URL).toBe(
      "smtp://user:pass@mail.example.org:587",
    );
    expect(parseConfig({ SMTP_URL: "smtps://mail.example.org" }).SMTP_URL).toBe("smtps://mail.example.org");
    expect(parseConfig({ MAIL_FROM: "archive@example.org" }).MAIL_FROM).toBe("archive@example.org");
  });

  it("names a bad mail setting", () => {
    expect(() => parseConfig({ SMTP_URL: "http://mail.example.org" })).toThrow(/SMTP_URL/);
    expect(() => parseConfig({ SMTP_URL: "mail.example.org" })).toThrow(/SMTP_URL/);
    expect(() => parseConfig({ MAIL_FROM: "Synthesis Archive" })).toThrow(/MAIL_FROM/);
    expect(() => parseConfig({ MAIL_FROM: "Archive <no address>" })).toThrow(/MAIL_FROM/);
    expect(() => parseConfig({ MAIL_POLL_MS: "10" })).toThrow(/MAIL_POLL_MS/);
  });

  it("has sign-up limits with defaults, and names a bad one", () => {
    const config = parseConfig({});
    expect(config.SIGNUP_MAX_PER_ADDRESS).toBe(10);
    expect(config.SIGNUP_MAX_PER_EMAIL).toBe(3);
    expect(config.SIGNUP_VERIFY_MAX_PER_ADDRESS).toBe(20);
    expect(config.SIGNUP_VERIFY_MAX_PER_EMAIL).toBe(5);
    expect(() => parseConfig({ SIGNUP_MAX_PER_EMAIL: "0" })).toThrow(/SIGNUP_MAX_PER_EMAIL/);
    expect(() => parseConfig({ SIGNUP_VERIFY_MAX_PER_ADDRESS: "many" })).toThrow(
      /SIGNUP_VERIFY_MAX_PER_ADDRESS/,
    );
  });

  it("has draft quotas with defaults, and names a bad one", () => {
    const config = parseConfig({});
    expect(config.DRAFT_MAX_PER_CONTRIBUTOR).toBe(50);
    expect(config.DRAFT_MAX_MB_PER_CONTRIBUTOR).toBe(20);
    expect(parseConfig({ DRAFT_MAX_MB_PER_CONTRIBUTOR: "200" }).DRAFT_MAX_MB_PER_CONTRIBUTOR).toBe(200);
    expect(() => parseConfig({ DRAFT_MAX_PER_CONTRIBUTOR: "0" })).toThrow(/DRAFT_MAX_PER_CONTRIBUTOR/);
    expect(() => parseConfig({ DRAFT_MAX_MB_PER_CONTRIBUTOR: "lots" })).toThrow(
      /DRAFT_MAX_MB_PER_CONTRIBUTOR/,
    );
  });

  it("builds links in e-mails from PUBLIC_URL, else from the configured host and port", () => {
    expect(mailLinkOrigin(parseConfig({ PUBLIC_URL: "https://archive.example.org/" }))).toBe(
      "https://archive.example.org",
    );
    expect(mailLinkOrigin(parseConfig({}))).toBe("http://127.0.0.1:3000");
    expect(mailLinkOrigin(parseConfig({ HOST: "0.0.0.0", PORT: "8080" }))).toBe("http://localhost:8080");
    expect(mailLinkOrigin(parseConfig({ HOST: "::1" }))).toBe("http://[::1]:3000");
  });
});

describe("WEB_DEV", () => {
  it("is off unless npm run dev sets it, and is refused in production, naming the setting", () => {
    expect(parseConfig({}).WEB_DEV).toBe(false);
    expect(parseConfig({ WEB_DEV: "true" }).WEB_DEV).toBe(true);
    expect(() => parseConfig({ WEB_DEV: "true", NODE_ENV: "production" })).toThrow(
      /WEB_DEV: is for `npm run dev` only/,
    );
  });
});
