import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { documentedSite, localSite } from "./nginx-proxy.ts";

/** The site docs/operations.md documents, which npm run ops:rolling runs nginx with. */
const site = documentedSite(readFileSync("docs/operations.md", "utf8"));
/** Its directives, without the comments that explain them. */
const directives = site.replace(/#.*$/gm, "");

describe("the documented nginx site", () => {
  it("retries failed connections on the other server, never a POST once sent, and bounds the retries", () => {
    expect(directives).toMatch(/^\s*proxy_next_upstream error timeout;/m);
    expect(directives).not.toMatch(/non_idempotent/);
    expect(directives).toMatch(/^\s*proxy_next_upstream_tries 2;/m);
    expect(directives).toMatch(/^\s*proxy_connect_timeout \d+s;/m);
    expect(directives).toMatch(/^\s*proxy_read_timeout \d+s;/m);
  });

  it("gives each upstream server max_fails and fail_timeout, and keeps connections alive", () => {
    const servers = directives.match(/^\s*server \S+ max_fails=\d+ fail_timeout=\d+s;/gm);
    expect(servers).toHaveLength(2);
    expect(directives).toMatch(/^\s*keepalive \d+;/m);
    expect(directives).toMatch(/proxy_set_header Connection "";/);
  });

  it("becomes a local site: loopback listen, the rehearsal's servers, one marked down", () => {
    const local = localSite(site, 8123, ["127.0.0.1:4001", "127.0.0.1:4002"], new Set(["127.0.0.1:4002"]));
    expect(local).toContain("listen 127.0.0.1:8123;");
    expect(local).not.toMatch(/\bssl\b(?! *_)/);
    expect(local).toMatch(/server 127\.0\.0\.1:4001 max_fails=1 fail_timeout=10s;/);
    expect(local).toMatch(/server 127\.0\.0\.1:4002 max_fails=1 fail_timeout=10s down;/);
    expect(local).not.toContain("10.0.0.1");
  });

  it("fails loudly when the documented block loses a line the rehearsal replaces", () => {
    const changed = "```nginx\nupstream archive { server 10.0.0.11:3000; }\n```\n";
    expect(() => documentedSite(changed)).toThrow(/no longer has '10.0.0.12:3000'/);
  });
});
