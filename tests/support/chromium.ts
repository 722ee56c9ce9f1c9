/**
 * Debian's Chromium, as every browser test and measurement here starts it (never a downloaded
 * browser). The end-to-end suite drives Debian's `chromium-headless-shell`: the same Blink and V8
 * as the full browser without its windowing shell, the build Playwright itself runs headless tests
 * in; on this 2-core machine it took the suite from 374 to 265 s (docs/decisions/testing/0046-steadier-and-faster-suites.md). Benchmarks of
 * what a reader meets (scripts/bench-web.ts) keep the full browser. The background-networking flags
 * keep either from reaching for Google's hosts, which this machine's closed network refuses.
 */
export const CHROMIUM_PATH = "/usr/bin/chromium";
export const HEADLESS_SHELL_PATH = "/usr/bin/chromium-headless-shell";
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
