import { describe, expect, it } from "vitest";
import { conflict } from "../../domain/errors.ts";
import { ApiError, fromDomain } from "../http/errors.ts";
import { storageUnwritable } from "./image-storage.ts";

describe("storageUnwritable", () => {
  it("is a 503 storage_unavailable that names the cause and is never cached", () => {
    const error = storageUnwritable(Object.assign(new Error("no space"), { code: "ENOSPC" }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(503);
    expect(error.code).toBe("storage_unavailable");
    expect(error.headers).toEqual({ "Cache-Control": "no-store" });
    expect(error.message).toBe(
      "The image folder cannot be written (ENOSPC: no space left on the device); nothing was saved. Try again once the storage is writable.",
    );
    expect(storageUnwritable(Object.assign(new Error("?"), { code: "EXDEV" })).message).toMatch(
      /^The image folder cannot be written \(EXDEV\); nothing was saved/,
    );
    const other = fromDomain(conflict("name", "taken"));
    expect(storageUnwritable(other)).toBe(other);
  });
});
