/**
 * npm run bench:web — the web budgets of the public site, measured on the production build with the
 * demo data: JavaScript sent to each public page (gzip), Lighthouse scores (mobile settings, Debian
 * Chromium) on home, a synthesis page and the named reactions list, and server-rendered /syn/{id}
 * throughput as a ratio of a bare Node http server sending pages of the same size (the floor of this
 * machine, scripts/bench/against-floor.ts). Run `npm run build` first. `-- --js-only`: only the
 * JavaScript and HTML bytes per page (no Lighthouse, no load).
 */
import type { ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { cpus, totalmem } from "node:os";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../tests/support/chromium.ts";
import { againstFloor, floorTable } from "./bench/against-floor.ts";
import { startNode, waitForOk } from "./bench/child-processes.ts";

const { values } = parseArgs({ options: { "js-only": { type: "boolean", default: false } } });
const port = 3700 + Math.floor(Math.random() * 50);
const floorPort = port + 60;
const origin = `http://127.0.0.1:${port}`;
const children: ChildProcess[] = [];
process.on("exit", () => {
  for (const child of children) child.kill("SIGKILL");
});

const start = (args: string[], env: Record<string, string>) => startNode(children, args, env);
function waitFor(url: string) {
  return waitForOk(url, 120_000, 100);
}

start(["scripts/e2e-server.ts"], { PORT: String(port), LOG_LEVEL: "warn" });
start(["scripts/bench/floor-server.ts"], { PORT: String(floorPort) });
await waitFor(`${origin}/api/syntheses/count`);
await waitFor(`http://127.0.0.1:${floorPort}/floor/2`);

const syntheses = (await (await fetch(`${origin}/api/syntheses`)).json()) as { id: number }[];
const named = (await (await fetch(`${origin}/api/named-reactions`)).json()) as { url: string }[];
const firstSynthesis = syntheses[0]?.id;
const pages = [
  "/",
  firstSynthesis ? `/syn/${firstSynthesis}` : null,
  "/named-reactions",
  named[0] ? `/named-reactions/${named[0].url}` : null,
  "/protecting-group",
  // Demo reagent and solvent pages (pages.md §2.17): Et₃N and THF are each used by six syntheses.
  "/reagent/et3n",
  "/solvent/thf",
  "/molecule",
  // A target with several routes: its comparison table and downloads (pages.md §2.7.4).
  "/molecule/quinine",
  "/author",
  "/date",
  "/carbon",
  "/search?q=strychnine",
  "/data",
  "/contact",
  "/privacy",
  "/contribute",
  "/contribute/verify?token=example",
  "/login",
].filter((p): p is string => p !== null);

// 1. JavaScript per page: every script and modulepreload the HTML references, gzipped.
const gzipSizes = new Map<string, number>();
const jsRows: string[] = [];
for (const page of pages) {
  const html = await (await fetch(origin + page)).text();
  const htmlKb = (Buffer.byteLength(html) / 1024).toFixed(1);
  const assets = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]));
  let total = 0;
  for (const asset of assets) {
    if (!gzipSizes.has(asset))
      gzipSizes.set(
        asset,
        gzipSync(readFileSync(resolve("build/client", asset.slice(1))), { level: 9 }).length,
      );
    total += gzipSizes.get(asset) ?? 0;
  }
  const editorCode = [...assets].some((a) => /\/(edit|editor)[^/]*\.js$/.test(a));
  jsRows.push(
    `| ${page} | ${(total / 1024).toFixed(1)} | ${assets.size} | ${editorCode ? "yes" : "no"} | ${htmlKb} |`,
  );
}
if (values["js-only"]) {
  printJs();
  process.exit(0);
}

// 2. Lighthouse (its default config is the mobile one: Moto G power emulation, slow 4G).
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
const lhRows: string[] = [];
for (const page of ["/", firstSynthesis ? `/syn/${firstSynthesis}` : "/", "/named-reactions"]) {
  const result = await lighthouse(origin + page, {
    port: chrome.port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
  });
  const c = result?.lhr.categories;
  const score = (k: string) => Math.round((c?.[k]?.score ?? 0) * 100);
  lhRows.push(
    `| ${page} | ${score("performance")} | ${score("accessibility")} | ${score("best-practices")} | ${score("seo")} |`,
  );
}
await chrome.kill();

// 3. Server-rendered synthesis pages against the floor sending pages of the same size.
let counter = 0;
const ssr = await againstFloor(
  {
    name: "GET /syn/{id} (all demo syntheses in turn, cached)",
    origin,
    path: () => `/syn/${syntheses[counter++ % syntheses.length].id}`,
  },
  `http://127.0.0.1:${floorPort}`,
  10,
);

printJs();
console.log(
  "\nLighthouse (mobile settings)\n\n| page | performance | accessibility | best practices | SEO |\n|---|---|---|---|---|",
);
console.log(lhRows.join("\n"));
console.log("\nServer-rendered pages, 10 s, 10 connections\n");
console.log(floorTable([ssr]));
process.exit(0);

function printJs() {
  console.log(
    `\nMachine: ${cpus().length} × ${cpus()[0]?.model}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
  );
  console.log("\nJavaScript per public page (gzip -9 of every script and modulepreload in the HTML)\n");
  console.log("| page | KB gzip | files | editor code | HTML KB |\n|---|---|---|---|---|");
  console.log(jsRows.join("\n"));
}
