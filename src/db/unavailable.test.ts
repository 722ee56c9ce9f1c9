import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./unavailable.ts";

const withCode = (code: string, message = "failed") => Object.assign(new Error(message), { code });

describe("isDatabaseUnavailable", () => {
  it("knows the errors of a database out of reach", () => {
    for (const code of ["ECONNREFUSED", "ECONNRESET", "57P01", "57P03", "08006", "08001", "53300"]) {
      expect(isDatabaseUnavailable(withCode(code)), code).toBe(true);
    }
    expect(isDatabaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("timeout exceeded when trying to connect"))).toBe(true);
    const busy = Object.assign(new Error("database is locked"), { code: "ERR_SQLITE_ERROR", errcode: 5 });
    expect(isDatabaseUnavailable(busy)).toBe(true);
    const busySnapshot = Object.assign(new Error("database is locked"), {
      code: "ERR_SQLITE_ERROR",
      errcode: 517,
    });
    expect(isDatabaseUnavailable(busySnapshot)).toBe(true);
  });

  it("looks into causes and aggregated errors", () => {
    expect(isDatabaseUnavailable(new Error("query failed", { cause: withCode("ECONNREFUSED") }))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([withCode("ECONNREFUSED")], "connect failed"))).toBe(
      true,
    );
  });

  it("leaves every other error alone", () => {
    expect(isDatabaseUnavailable(withCode("23505", "duplicate key"))).toBe(false);
    expect(isDatabaseUnavailable(withCode("42P01", "relation does not exist"))).toBe(false);
    const constraint = Object.assign(new Error("UNIQUE constraint failed"), {
      code: "ERR_SQLITE_ERROR",
      errcode: 19,
    });
    expect(isDatabaseUnavailable(constraint)).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("x is undefined"))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});
