import { describe, expect, it } from "vitest";
import { AnswerMemo } from "./answer-memo.ts";

describe("AnswerMemo", () => {
  it("answers what it keeps and drops the least recently used past its number of entries", () => {
    const memo = new AnswerMemo({ maxEntries: 2, maxChars: 1_000 });
    memo.set("a", "A");
    memo.set("b", "B");
    expect(memo.get("a")).toBe("A"); // 'a' used last: 'b' is now the oldest
    memo.set("c", "C");
    expect(memo.get("b")).toBeUndefined();
    expect([memo.get("a"), memo.get("c"), memo.size]).toEqual(["A", "C", 2]);
  });

  it("stays within its characters, keeps nothing larger than them, and empties on clear", () => {
    const memo = new AnswerMemo({ maxEntries: 100, maxChars: 10 });
    memo.set("q1", "xxx"); // 5 characters
    memo.set("q2", "yyy"); // 10 in all
    memo.set("q3", "zzz"); // 'q1' goes
    expect([memo.get("q1"), memo.get("q2"), memo.get("q3")]).toEqual([undefined, "yyy", "zzz"]);
    memo.set("big", "0123456789");
    expect(memo.get("big")).toBeUndefined();
    memo.set("q2", "y"); // replaced, not counted twice
    expect(memo.get("q2")).toBe("y");
    memo.clear();
    expect([memo.get("q2"), memo.size]).toEqual([undefined, 0]);
  });
});
