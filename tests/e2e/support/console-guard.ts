import type { BrowserContext, ConsoleMessage, Page, Worker } from 'playwright-core';

/** An error the extension logged: where (its worker or one of its pages) and what. */
export interface LoggedError {
  where: string;
  text: string;
}

interface Expectation {
  pattern: RegExp;
  reason: string;
}

const logged: LoggedError[] = [];
const expectedInTest: Expectation[] = [];
const expectedInFile: Expectation[] = [];
let testRunning = false;

/**
 * Declares that an error matching `pattern` is expected: within a test, in that test; elsewhere (a
 * beforeAll), anywhere in the file. `reason` says why the extension is right to log it.
 */
export function expectConsoleError(pattern: RegExp, reason: string): void {
  (testRunning ? expectedInTest : expectedInFile).push({ pattern, reason });
}

const isExpected = (error: LoggedError): boolean =>
  [...expectedInTest, ...expectedInFile].some(({ pattern }) => pattern.test(error.text));

/** Hands back, and forgets, the errors logged since the last call that nobody declared expected. */
function takeUnexpected(): LoggedError[] {
  const unexpected = logged.filter((error) => !isExpected(error));
  logged.length = 0;
  return unexpected;
}

function failOn(unexpected: readonly LoggedError[], when: string): void {
  if (unexpected.length === 0) return;
  const lines = unexpected.map(({ where, text }) => `  [${where}] ${text}`).join('\n');
  throw new Error(
    `The extension logged ${unexpected.length} error(s) ${when}; fix them, or declare one expected with expectConsoleError(/pattern/, reason):\n${lines}`,
  );
}

/** Hands the guard errors a browser reported by other means than Playwright's events (Firefox over BiDi). */
export function reportLoggedErrors(errors: readonly LoggedError[]): void {
  logged.push(...errors);
}

/** The errors logged since the last check, for the guard's own test. */
export const loggedSoFar = (): readonly LoggedError[] => [...logged];

/** The console guard's hooks (tests/e2e/support/console-guard-setup.ts registers them for every e2e file). */
export const consoleGuard = {
  startFile(): void {
    expectedInFile.length = 0;
    logged.length = 0;
  },
  startTest(): void {
    testRunning = true;
    expectedInTest.length = 0;
    // What the file's beforeAll (or the test before) logged is checked there, not charged to this test.
    failOn(takeUnexpected(), 'before this test, in the file\'s set-up');
  },
  endTest(): void {
    testRunning = false;
    const unexpected = takeUnexpected();
    expectedInTest.length = 0;
    failOn(unexpected, 'during this test');
  },
  endFile(): void {
    failOn(takeUnexpected(), 'in the file\'s set-up or tear-down');
  },
};

// The tests' browsers load Cartwatch alone, so any extension page or worker is Cartwatch's.
const EXTENSION_SCHEME = 'chrome-extension://';

/** Names an extension page by its file (popup, options), or null for a page of the web. */
function extensionPageName(url: string): string | null {
  if (!url.startsWith(EXTENSION_SCHEME)) return null;
  return new URL(url).pathname.split('/').filter(Boolean).slice(-2).join('/');
}

function textOf(message: ConsoleMessage): string {
  const { url, lineNumber } = message.location();
  return url === '' ? message.text() : `${message.text()} (${url}:${lineNumber})`;
}

/**
 * A service worker's uncaught errors and unhandled rejections are not console calls, and Playwright
 * reports them for pages only: the guard makes the worker log them. Installed as soon as Playwright
 * sees the worker, so it misses what throws synchronously in the script's first run (a worker that
 * fails to start fails its tests anyway).
 */
async function reportWorkerExceptions(worker: Worker): Promise<void> {
  await worker
    .evaluate(() => {
      const marked = self as unknown as { cartwatchConsoleGuard?: true };
      if (marked.cartwatchConsoleGuard) return;
      marked.cartwatchConsoleGuard = true;
      self.addEventListener('error', (event) => console.error('Uncaught', event.error ?? event.message));
      self.addEventListener('unhandledrejection', (event) => console.error('Unhandled rejection', event.reason));
    })
    // A worker stopped meanwhile (a test restarting it) is watched again when it comes back.
    .catch(() => undefined);
}

function watchPage(page: Page, closing: () => boolean): void {
  page.on('pageerror', (error) => {
    if (closing()) return;
    const where = extensionPageName(page.url());
    if (where !== null) logged.push({ where, text: `Uncaught ${error.stack ?? error.message}` });
  });
}

/**
 * Collects every error the extension logs in this browser: console.error calls and uncaught errors
 * of its worker and pages (popup, options), and its worker's unhandled rejections. Web pages (the
 * demo store) are not the extension's and are left out. Returns what stops collecting: a test
 * closing the browser has Chromium refuse the worker's API calls in flight ("The browser is
 * shutting down"), which says nothing about the extension.
 */
export function guardConsole(context: BrowserContext): () => void {
  let closing = false;
  context.on('console', (message) => {
    if (closing || message.type() !== 'error') return;
    const worker = message.worker();
    const page = message.page();
    const where = worker !== null
      ? worker.url().startsWith(EXTENSION_SCHEME) ? 'worker' : null
      : page === null ? null : extensionPageName(page.url());
    if (where !== null) logged.push({ where, text: textOf(message) });
  });
  context.on('serviceworker', (worker) => void reportWorkerExceptions(worker));
  for (const worker of context.serviceWorkers()) void reportWorkerExceptions(worker);
  context.on('page', (page) => watchPage(page, () => closing));
  for (const page of context.pages()) watchPage(page, () => closing);
  return () => {
    closing = true;
  };
}
