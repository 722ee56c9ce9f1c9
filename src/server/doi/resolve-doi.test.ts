import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDoiResolver } from "./resolve-doi.ts";

// A local stand-in resolver answering a made-up record for any DOI, counting its requests.
let server: Server;
let baseUrl: string;
let requests = 0;

beforeAll(async () => {
  server = createServer((request, response) => {
    requests++;
    response.writeHead(200, { "Content-Type": "application/vnd.citationstyles.csl+json" });
    response.end(
      JSON.stringify({ author: [{ family: "Testman", given: "Ada" }], volume: request.url?.slice(9) }),
    );
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise((done) => server.close(done)));

describe("createDoiResolver", () => {
  it("keeps at most cacheEntries answers, each for cacheTtlMs", async () => {
    let clock = 0;
    const resolver = createDoiResolver({ baseUrl, cacheEntries: 2, cacheTtlMs: 1000, now: () => clock });
    requests = 0;
    expect(await resolver.resolve("10.5555/1")).toEqual({
      doi: "10.5555/1",
      display: "Testman, A. 1.",
      url: "https://doi.org/10.5555/1",
    });
    await resolver.resolve("10.5555/2");
    await resolver.resolve("10.5555/1");
    expect(requests).toBe(2);
    await resolver.resolve("10.5555/3");
    expect(resolver.cacheSize).toBe(2);
    // 10.5555/2 was the least recently used: it left the cache.
    await resolver.resolve("10.5555/2");
    expect(requests).toBe(4);
    clock = 1001;
    await resolver.resolve("10.5555/2");
    expect(requests).toBe(5);
  });
});
