import { type Browser, type BrowserContext, test as base, type Page, type Response } from "@playwright/test";

/**
 * No interaction before hydration. The app sets `data-hydrated` on <html> once React has hydrated
 * the document (src/web/root.tsx); until then a click or a key press reaches a server-rendered page
 * whose handlers are not attached yet, and is lost. Every page the tests open (the `page` fixture,
 * `context.newPage()`, `browser.newContext()`) has goto, reload, goBack and goForward wait for that
 * mark whenever they load a new document of the app; a click that loads a new document goes through
 * `newDocument(page, () => link.click())`.
 */

/** Hydration takes long only on a loaded machine; past this the page is taken to be broken. */
const HYDRATION_TIMEOUT_MS = 20_000;

/** Each watched page's own goto, for the tests that open a page and act before it hydrates. */
const plainGotos = new WeakMap<Page, Page["goto"]>();
const watchedPages = new WeakSet<Page>();
/** Navigations under way that wait for hydration, by page (for E2E_TRACE_DOCUMENTS). */
const waiting = new WeakMap<Page, number>();
const watchedContexts = new WeakSet<BrowserContext>();
const watchedBrowsers = new WeakSet<Browser>();

/**
 * Waits until the current document is hydrated. A document without React Router's context (an API
 * answer, an image, a plain-text error) never hydrates and is let through at once.
 */
export async function hydrated(page: Page): Promise<void> {
  try {
    // Loaded first: until its inline scripts have run, a document has no React Router context yet.
    await page.waitForLoadState("load", { timeout: HYDRATION_TIMEOUT_MS });
    await page.waitForFunction(
      () => document.documentElement.dataset.hydrated === "true" || !("__reactRouterContext" in window),
      undefined,
      { timeout: HYDRATION_TIMEOUT_MS, polling: 50 },
    );
  } catch (error) {
    throw new Error(`${page.url()} did not hydrate (waited up to ${HYDRATION_TIMEOUT_MS / 1000} s)`, {
      cause: error,
    });
  }
}

/**
 * Runs `action` (a click on a link to another document, a form sent to the server) and waits until
 * the new document has loaded and hydrated. Interactions within a hydrated page (client-side
 * navigations included) need nothing of the sort: the document and its mark stay.
 */
export async function newDocument(page: Page, action: () => Promise<unknown>): Promise<void> {
  await awaitingHydration(page, async () => {
    const loaded = page.waitForEvent("load", { timeout: HYDRATION_TIMEOUT_MS });
    await action();
    await loaded;
    await hydrated(page);
  });
}

async function awaitingHydration<T>(page: Page, run: () => Promise<T>): Promise<T> {
  waiting.set(page, (waiting.get(page) ?? 0) + 1);
  try {
    return await run();
  } finally {
    waiting.set(page, (waiting.get(page) ?? 1) - 1);
  }
}

/**
 * For the tests of what a visitor can do before hydration, as on a slow phone: holds the app's
 * entry script back until the returned function is called, so pages load without hydrating.
 */
export async function holdHydration(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/entry\.client-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Opens `path` and returns at its load event, hydrated or not (goto would wait for hydration). */
export async function openUnhydrated(page: Page, path: string): Promise<void> {
  await (plainGotos.get(page) ?? page.goto.bind(page))(path);
}

/** True when `response` brought a new HTML document into the page's main frame. */
function isNewDocument(page: Page, response: Response | null): boolean {
  if (!response) return false; // same-document navigation (a hash, the history of a hydrated app)
  const request = response.request();
  return (
    request.isNavigationRequest() &&
    request.frame() === page.mainFrame() &&
    (response.headers()["content-type"] ?? "").startsWith("text/html")
  );
}

type Navigation = (...args: never[]) => Promise<Response | null>;

/** Makes the page's own navigations wait for hydration. */
export function watchPage(page: Page): void {
  if (watchedPages.has(page)) return;
  watchedPages.add(page);
  for (const name of ["goto", "reload", "goBack", "goForward"] as const) {
    const original = (page[name] as Navigation).bind(page);
    if (name === "goto") plainGotos.set(page, original as Page["goto"]);
    const wrapped: Navigation = (...args) =>
      awaitingHydration(page, async () => {
        const response = await original(...args);
        if (isNewDocument(page, response)) await hydrated(page);
        return response;
      });
    Object.assign(page, { [name]: wrapped });
  }
  // E2E_TRACE_DOCUMENTS=1 names each document loaded by other means (a click on a plain link, a
  // form, a script): if the test acts on it next, that action should go through newDocument().
  if (process.env.E2E_TRACE_DOCUMENTS) {
    page.on("load", () => {
      if (waiting.get(page)) return;
      let where = "";
      try {
        where = `${base.info().titlePath.join(" › ")}: `;
      } catch {}
      console.log(`[document loaded without waiting for hydration] ${where}${page.url()}`);
    });
  }
}

/** Every page of the context, now and later (the `page` event fires before newPage() returns). */
export function watchContext(context: BrowserContext): void {
  if (watchedContexts.has(context)) return;
  watchedContexts.add(context);
  for (const page of context.pages()) watchPage(page);
  context.on("page", watchPage);
}

/**
 * Every context the browser opens from now on, the test runner's own included, unless JavaScript
 * is off in it (such a page never hydrates; the tests of pages without JavaScript use that).
 */
export function watchBrowser(browser: Browser): void {
  if (watchedBrowsers.has(browser)) return;
  watchedBrowsers.add(browser);
  const newContext = browser.newContext.bind(browser);
  const watchingNewContext: typeof browser.newContext = async (options) => {
    const context = await newContext(options);
    if (options?.javaScriptEnabled !== false) watchContext(context);
    return context;
  };
  const newPage = browser.newPage.bind(browser);
  const watchingNewPage: typeof browser.newPage = async (options) => {
    const page = await newPage(options);
    if (options?.javaScriptEnabled !== false) watchPage(page);
    return page;
  };
  Object.assign(browser, { newContext: watchingNewContext, newPage: watchingNewPage });
}
