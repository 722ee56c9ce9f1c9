import { describe, expect, it } from "vitest";
import { testOutcomes } from "./test-flaky.ts";

/** A Playwright JSON report in miniature: one file, a describe block, three tests. */
const REPORT = {
  stats: { expected: 1, unexpected: 1, flaky: 1, skipped: 0 },
  suites: [
    {
      title: "layout.spec.ts",
      specs: [
        {
          title: "top",
          file: "layout.spec.ts",
          line: 3,
          tests: [{ projectName: "chromium", status: "expected" }],
        },
      ],
      suites: [
        {
          title: "phones (375 px)",
          specs: [
            {
              title: "the burger",
              file: "layout.spec.ts",
              line: 9,
              tests: [{ projectName: "chromium", status: "unexpected" }],
            },
            {
              title: "the drawer",
              file: "layout.spec.ts",
              line: 20,
              tests: [{ projectName: "chromium", status: "flaky" }],
            },
          ],
        },
      ],
    },
  ],
} as const;

describe("the stability run's reading of a report", () => {
  it("names every test with its project, place and describe blocks, failed or flaky as failed", () => {
    expect([...testOutcomes(structuredClone(REPORT) as never)]).toEqual([
      ["[chromium] layout.spec.ts:3 › top", false],
      ["[chromium] layout.spec.ts:9 › phones (375 px) › the burger", true],
      ["[chromium] layout.spec.ts:20 › phones (375 px) › the drawer", true],
    ]);
  });
});
