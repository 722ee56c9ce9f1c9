import { describe, expect, it } from "vitest";
import { onePerRevision } from "./bulk-download-route.ts";

describe("a bulk download's dates, once per revision", () => {
  it("reads once for every request of a revision and origin, again for a new one, and keeps no failure", async () => {
    const reads: string[] = [];
    let fail = false;
    const metaAt = onePerRevision(async (revision, origin) => {
      reads.push(`${revision} ${origin}`);
      if (fail) throw new Error("database gone");
      return { revision, origin };
    });
    await Promise.all([metaAt(3, "https://a"), metaAt(3, "https://a"), metaAt(3, "https://a")]);
    expect(reads).toEqual(["3 https://a"]);
    expect(await metaAt(4, "https://a")).toEqual({ revision: 4, origin: "https://a" });
    await metaAt(4, "https://b");
    expect(reads).toEqual(["3 https://a", "4 https://a", "4 https://b"]);
    fail = true;
    await expect(metaAt(5, "https://b")).rejects.toThrow("database gone");
    fail = false;
    expect(await metaAt(5, "https://b")).toEqual({ revision: 5, origin: "https://b" });
    expect(reads.filter((r) => r === "5 https://b")).toHaveLength(2);
  });
});
