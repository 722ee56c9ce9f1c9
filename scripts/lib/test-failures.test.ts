import { describe, expect, it } from "vitest";
import { describeFailures, playwrightFailures, vitestFailures } from "./test-failures.ts";

describe("failed tests named at the end of npm test", () => {
  it("names a vitest failure by file and full name, with the first lines of its message", () => {
    const failures = vitestFailures(
      {
        testResults: [
          {
            name: "/repo/tests/api/a.test.ts",
            status: "failed",
            assertionResults: [
              { fullName: "a passes", status: "passed" },
              {
                fullName: "a fails",
                status: "failed",
                failureMessages: ["AssertionError: 1 != 2\n\n  at x\n  at y\n  at z\n  at w"],
              },
            ],
          },
          {
            name: "/repo/tests/api/b.test.ts",
            status: "failed",
            message: "Cannot find module",
            assertionResults: [],
          },
          { name: "/repo/tests/api/c.test.ts", status: "passed", assertionResults: [] },
        ],
      },
      "/repo",
    );
    expect(failures).toEqual([
      {
        file: "tests/api/a.test.ts",
        title: "a fails",
        message: "AssertionError: 1 != 2\n  at x\n  at y\n  at z",
      },
      { file: "tests/api/b.test.ts", title: "(the file itself)", message: "Cannot find module" },
    ]);
  });

  it("names a playwright failure with its project and nested titles, and skips flaky and passing tests", () => {
    const failures = playwrightFailures({
      suites: [
        {
          title: "search.spec.ts",
          file: "search.spec.ts",
          specs: [{ title: "passes", tests: [{ projectName: "chromium", status: "expected" }] }],
          suites: [
            {
              title: "without JavaScript",
              specs: [
                {
                  title: "fails",
                  file: "search.spec.ts",
                  tests: [
                    {
                      projectName: "chromium",
                      status: "unexpected",
                      results: [{ error: { message: "\u001b[31mTimeout\u001b[39m" } }],
                    },
                  ],
                },
                {
                  title: "flaky",
                  file: "search.spec.ts",
                  tests: [{ projectName: "chromium", status: "flaky" }],
                },
              ],
            },
          ],
        },
      ],
    });
    expect(failures).toHaveLength(1);
    expect(failures[0]?.title).toBe("[chromium] without JavaScript › fails");
    expect(describeFailures("e2e", failures)).toBe(
      "✗ e2e: search.spec.ts › [chromium] without JavaScript › fails\n    Timeout",
    );
  });
});
