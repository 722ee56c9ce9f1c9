import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiFailure, apiRequest, doiPath, messageOf } from "../api-client/api.ts";

function answer(status: number, body: unknown, type = "application/json") {
  return new Response(typeof body === "string" ? body : JSON.stringify(body), {
    status,
    headers: { "Content-Type": type },
  });
}

afterEach(() => vi.unstubAllGlobals());

describe("apiRequest", () => {
  it("sends the page's token with writes and answers the parsed body", async () => {
    const fetchMock = vi.fn(async () => answer(201, { id: 4, name: "" }));
    vi.stubGlobal("fetch", fetchMock);
    vi.stubGlobal("document", { querySelector: () => ({ content: "token-1" }) });
    await expect(apiRequest("POST", "/api/solvents", { name: "" })).resolves.toEqual({ id: 4, name: "" });
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.headers).toMatchObject({ "X-CSRF-TOKEN": "token-1", "Content-Type": "application/json" });
    expect(init.body).toBe('{"name":""}');
  });

  it("turns a refusal into the server's message, status and field", async () => {
    vi.stubGlobal("fetch", async () =>
      answer(409, { error: { code: "conflict", message: "Used by Taxol by Holton (1994)", field: "id" } }),
    );
    vi.stubGlobal("document", { querySelector: () => null });
    const failure = await apiRequest("DELETE", "/api/reagents/3").catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiFailure);
    expect(failure).toMatchObject({ status: 409, field: "id", message: "Used by Taxol by Holton (1994)" });
  });

  it("names the status when the answer is not our JSON, and says when the server cannot be reached", async () => {
    vi.stubGlobal("fetch", async () => answer(502, "<html>Bad gateway</html>", "text/html"));
    await expect(apiRequest("GET", "/api/solvents")).rejects.toThrow("HTTP error! Status: 502");
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("Failed to fetch");
    });
    const failure = await apiRequest("GET", "/api/solvents").catch((e: unknown) => e);
    expect(failure).toMatchObject({ status: 0 });
    expect(messageOf(failure)).toBe("The server could not be reached. Check your connection and try again.");
  });

  it("answers nothing for 204", async () => {
    vi.stubGlobal("fetch", async () => new Response(null, { status: 204 }));
    vi.stubGlobal("document", { querySelector: () => null });
    await expect(apiRequest("DELETE", "/api/solvents/1")).resolves.toBeUndefined();
  });
});

describe("doiPath", () => {
  it("keeps the DOI's slashes and encodes the rest", () => {
    expect(doiPath(" 10.1021/ja00001a001 ")).toBe("/api/doi/10.1021/ja00001a001");
    expect(doiPath("10.1002/(SICI)1521#x")).toBe("/api/doi/10.1002/(SICI)1521%23x");
  });
});
