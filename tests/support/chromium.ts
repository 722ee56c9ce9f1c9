/**
 * Debian's Chromium, as every browser test and measurement here starts it (never a downloaded
 * browser). The background-networking flags keep it from reaching for Google's hosts, which this
 * machine's closed network refuses.
 */
export const CHROMIUM_PATH = "/usr/bin/chromium";
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
