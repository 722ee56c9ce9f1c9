/**
 * The failed tests named in a suite's JSON report, so the last lines of `npm test` say which test
 * failed and why (CI keeps only the tail of a run's output).
 */

export interface Failure {
  file: string;
  title: string;
  /** The first lines of the error. */
  message: string;
}

const firstLines = (text: string, count = 4) =>
  text
    .split("\n")
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== "")
    .slice(0, count)
    .join("\n");

interface VitestReport {
  testResults?: {
    name: string;
    status?: string;
    message?: string;
    assertionResults?: { fullName: string; status: string; failureMessages?: string[] }[];
  }[];
}

export function vitestFailures(report: VitestReport, root: string): Failure[] {
  const failures: Failure[] = [];
  for (const file of report.testResults ?? []) {
    const name = file.name.startsWith(root) ? file.name.slice(root.length + 1) : file.name;
    const failed = (file.assertionResults ?? []).filter((test) => test.status === "failed");
    for (const test of failed) {
      failures.push({
        file: name,
        title: test.fullName,
        message: firstLines(test.failureMessages?.join("\n") ?? ""),
      });
    }
    // A file that failed outside any test (an import error, a failing hook) has no failed test.
    if (failed.length === 0 && file.status === "failed") {
      failures.push({ file: name, title: "(the file itself)", message: firstLines(file.message ?? "") });
    }
  }
  return failures;
}

interface PlaywrightSuite {
  title: string;
  file?: string;
  specs?: {
    title: string;
    file?: string;
    tests?: { projectName?: string; status?: string; results?: { error?: { message?: string } }[] }[];
  }[];
  suites?: PlaywrightSuite[];
}

export function playwrightFailures(report: {
  suites?: PlaywrightSuite[];
  errors?: { message?: string }[];
}): Failure[] {
  const failures: Failure[] = [];
  const walk = (suite: PlaywrightSuite, titles: string[]) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== "unexpected") continue;
        const error = test.results?.map((result) => result.error?.message).find(Boolean) ?? "";
        failures.push({
          file: spec.file ?? suite.file ?? "",
          title: `[${test.projectName ?? ""}] ${[...titles, spec.title].join(" › ")}`,
          message: firstLines(error),
        });
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  for (const error of report.errors ?? []) {
    failures.push({ file: "", title: "(outside any test)", message: firstLines(error.message ?? "") });
  }
  return failures;
}

/** Plain text for the end of the run: one block a failure, with the colour codes removed. */
export function describeFailures(suite: string, failures: Failure[]): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: strips the terminal's colour codes
  const plain = (text: string) => text.replace(/\u001b\[[0-9;]*m/g, "");
  return failures
    .map((failure) => {
      const where = failure.file ? `${failure.file} › ` : "";
      const message = plain(failure.message).replace(/^/gm, "    ");
      return `✗ ${suite}: ${where}${plain(failure.title)}${message ? `\n${message}` : ""}`;
    })
    .join("\n");
}
