import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiFailure, apiRequest, messageOf } from "./api.ts";
import { lookUpDoi } from "./doi.ts";
import { send } from "./transport.ts";

function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(typeof body === "string" ? body : JSON.stringify(body), {
    status,
    headers: { "Content-Type": typeof body === "string" ? "text/html" : "application/json", ...headers },
  });
}

/** The requests fetch was handed: address, method, headers and body. */
function sent(fetchMock: ReturnType<typeof vi.fn>) {
  return fetchMock.mock.calls.map((call) => {
    const [url, init] = call as unknown as [string, RequestInit | undefined];
    return { url, method: init?.method, headers: init?.headers as Record<string, string>, body: init?.body };
  });
}

afterEach(() => vi.unstubAllGlobals());

describe("the editor's calls (api.ts)", () => {
  it("send the page's token with writes and answer the parsed body", async () => {
    const fetchMock = vi.fn(async () => answer(201, { id: 4, name: "" }));
    vi.stubGlobal("fetch", fetchMock);
    vi.stubGlobal("document", { querySelector: () => ({ content: "token-1" }) });
    await expect(apiRequest("post", "/api/solvents", { body: { name: "" } })).resolves.toEqual({
      id: 4,
      name: "",
    });
    const [request] = sent(fetchMock);
    expect(request).toMatchObject({ url: "/api/solvents", method: "POST", body: '{"name":""}' });
    expect(request?.headers).toMatchObject({ "X-CSRF-TOKEN": "token-1", "Content-Type": "application/json" });
  });

  it("fill the path's parameters, encoded, and send no token with a read", async () => {
    const fetchMock = vi.fn(async () => answer(200, []));
    vi.stubGlobal("fetch", fetchMock);
    vi.stubGlobal("document", { querySelector: () => ({ content: "token-1" }) });
    await apiRequest("get", "/api/history/{kind}/{id}", { path: { kind: "a b", id: 7 } });
    const [request] = sent(fetchMock);
    expect(request?.url).toBe("/api/history/a%20b/7");
    expect(request?.headers).not.toHaveProperty("X-CSRF-TOKEN");
  });

  it("turn a refusal into the server's message, status, field and problems", async () => {
    vi.stubGlobal("fetch", async () =>
      answer(422, {
        error: {
          code: "incomplete",
          message: "Used by Taxol by Holton (1994)",
          field: "id",
          problems: [{ path: "parts.0", message: "no step" }, { path: 3 }],
        },
      }),
    );
    vi.stubGlobal("document", { querySelector: () => null });
    const failure = await apiRequest("delete", "/api/reagents/{id}", { path: { id: 3 } }).catch(
      (e: unknown) => e,
    );
    expect(failure).toBeInstanceOf(ApiFailure);
    expect(failure).toMatchObject({
      status: 422,
      field: "id",
      message: "Used by Taxol by Holton (1994)",
      problems: [{ path: "parts.0", message: "no step" }],
    });
  });

  it("name the status when the answer is not our JSON, and say when the server cannot be reached", async () => {
    vi.stubGlobal("fetch", async () => answer(502, "<html>Bad gateway</html>"));
    await expect(apiRequest("get", "/api/solvents")).rejects.toThrow("HTTP error! Status: 502");
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("Failed to fetch");
    });
    const failure = await apiRequest("get", "/api/solvents").catch((e: unknown) => e);
    expect(failure).toMatchObject({ status: 0, field: undefined, problems: [] });
    expect(messageOf(failure)).toBe("The server could not be reached. Check your connection and try again.");
  });

  it("answer nothing for 204", async () => {
    vi.stubGlobal("fetch", async () => new Response(null, { status: 204 }));
    vi.stubGlobal("document", { querySelector: () => null });
    await expect(apiRequest("delete", "/api/solvents/{id}", { path: { id: 1 } })).resolves.toBeUndefined();
  });

  it("send a file's bytes as they are, under the type the route declares", async () => {
    const fetchMock = vi.fn(async () => answer(201, { filename: "upload-1" }));
    vi.stubGlobal("fetch", fetchMock);
    vi.stubGlobal("document", { querySelector: () => ({ content: "token-2" }) });
    const png = new Blob([new Uint8Array([137, 80, 78, 71])]);
    await apiRequest("post", "/api/uploads", { body: png, media: "image/png" });
    const [request] = sent(fetchMock);
    expect(request?.body).toBe(png);
    expect(request?.headers).toMatchObject({ "Content-Type": "image/png", "X-CSRF-TOKEN": "token-2" });
  });
});

describe("the public pages' calls (transport.ts send)", () => {
  it("fetch the anti-forgery cookie before an anonymous write and echo it", async () => {
    const fetchMock = vi.fn(async (url: string) =>
      url === "/sanctum/csrf-cookie" ? new Response(null, { status: 204 }) : answer(202, { accepted: true }),
    );
    vi.stubGlobal("fetch", fetchMock);
    vi.stubGlobal("document", { cookie: "other=1; XSRF-TOKEN=a%3Db" });
    const result = await send("post", "/api/signup", {
      body: { name: "Ada", email: "a@example.org" },
      anonymous: true,
    });
    expect(result).toEqual({ status: 202, data: { accepted: true }, error: null, retryAfter: null });
    const [warmUp, write] = sent(fetchMock);
    expect(warmUp?.url).toBe("/sanctum/csrf-cookie");
    expect(write?.headers).toMatchObject({ "X-XSRF-TOKEN": "a=b" });
    expect(write?.headers).not.toHaveProperty("X-CSRF-TOKEN");
  });

  it("answer a refusal with its error and a 429's wait instead of throwing", async () => {
    vi.stubGlobal("fetch", async () =>
      answer(429, { error: { code: "too_many_requests", message: "Slow down" } }, { "Retry-After": "120" }),
    );
    const result = await send("post", "/api/authors", { body: {}, csrfToken: "t" });
    expect(result).toEqual({
      status: 429,
      data: null,
      error: { code: "too_many_requests", message: "Slow down" },
      retryAfter: 120,
    });
  });

  it("answer status 0 when the server cannot be reached", async () => {
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("Failed to fetch");
    });
    await expect(send("get", "/api/authors")).resolves.toEqual({
      status: 0,
      data: null,
      error: null,
      retryAfter: null,
    });
  });
});

describe("the DOI look-up", () => {
  it("sends the DOI in its stored form, its slashes kept and the rest encoded", async () => {
    const fetchMock = vi.fn(async () => answer(200, {}));
    vi.stubGlobal("fetch", fetchMock);
    await lookUpDoi(" https://doi.org/10.1021/ja00001a001 ");
    await lookUpDoi("10.1002/(SICI)1521#x");
    expect(sent(fetchMock).map((request) => request.url)).toEqual([
      "/api/doi/10.1021/ja00001a001",
      "/api/doi/10.1002/(SICI)1521%23x",
    ]);
  });
});
