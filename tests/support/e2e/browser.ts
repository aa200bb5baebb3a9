// Debian's Chromium driven by playwright-core, for the end-to-end tests. Never download a browser (no internet here):
// use the system's /usr/bin/chromium.
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

declare module 'vitest' {
  export interface ProvidedContext {
    appUrl: string;
  }
}

export const CHROMIUM_PATH = process.env['CHROME_PATH'] ?? '/usr/bin/chromium';

/** Headless, no sandbox, no GPU, no background network or updates. playwright-core adds a fresh temporary --user-data-dir to every launch by itself. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const VIEWPORTS = {
  desktop: { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false },
  phone: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true },
} as const;

export type ViewportName = keyof typeof VIEWPORTS;

export const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '../../../test-results/screenshots');

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

export interface PageOptions {
  baseURL?: string;
  /** Report every uncaught page error and console error to this list (tests assert it stays empty). */
  errors?: string[];
  reducedMotion?: 'reduce' | 'no-preference';
  /**
   * Close the timed login prompt (it opens 5 s after the auth check and 10 s after each close) whenever
   * it opens, so browsing tests are not interrupted by a modal. Default true; the accounts tests test the prompt itself.
   */
  dismissLoginPrompt?: boolean;
}

export const LOGIN_PROMPT_TITLE = 'Log in to Lovely Gifts';

/**
 * Runs in the page: closes the login prompt dialog each time it opens, with its own Close button. Kept as source text:
 * a serialised function would carry the test runner's transpiler helpers into the page.
 */
const AUTO_DISMISS_LOGIN_PROMPT = `
  (() => {
    const title = ${JSON.stringify(LOGIN_PROMPT_TITLE)};
    const closeIfPrompt = () => {
      for (const dialog of document.querySelectorAll('dialog[open]')) {
        const labelId = dialog.getAttribute('aria-labelledby');
        const label = labelId ? document.getElementById(labelId)?.textContent : null;
        if (label === title) dialog.querySelector('button[aria-label="Close"]')?.click();
      }
    };
    new MutationObserver(closeIfPrompt).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['open'] });
  })();
`;

/**
 * Runs in every page and frame: reports each Content-Security-Policy violation to the test through a binding. Kept as
 * source text like AUTO_DISMISS_LOGIN_PROMPT.
 */
const REPORT_CSP_VIOLATIONS = `
  document.addEventListener('securitypolicyviolation', (event) => {
    const report = window.__reportCspViolation;
    if (typeof report !== 'function') return;
    report([event.violatedDirective, event.blockedURI || '(inline)', 'in', event.documentURI,
      event.sourceFile ? 'at ' + event.sourceFile + ':' + event.lineNumber : '', event.sample ? 'sample: ' + event.sample : '']
      .filter(Boolean).join(' '));
  }, true);
`;

const cspViolations: string[] = [];

/**
 * The Content-Security-Policy violations seen in any page opened with newPage since the last call (each blocked
 * load or inline script, from the page's securitypolicyviolation events and Chromium's console). The e2e project's
 * setup file (csp-guard.ts) fails every test after which this is not empty.
 */
export function takeCspViolations(): string[] {
  return cspViolations.splice(0);
}

/** A random private address for one browser context (10.x.y.z; test files run in parallel workers). */
function shopperAddress(): string {
  const [a, b, c] = randomBytes(3);
  return `10.${a}.${b}.${Math.max(1, c! % 255)}`;
}

/** A page in a fresh context (own storage), at a named viewport. Close it with `page.context().close()`. */
export async function newPage(
  browser: Browser,
  viewport: ViewportName = 'desktop',
  options: PageOptions = {},
): Promise<Page> {
  const context: BrowserContext = await browser.newContext({
    ...VIEWPORTS[viewport],
    ...(options.baseURL ? { baseURL: options.baseURL } : {}),
    reducedMotion: options.reducedMotion ?? 'reduce',
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
  });
  // Each context is a shopper on a network of its own, as in real life: the shop's per-address limits (OTP SMS,
  // orders, coupon checks) count every shopper separately instead of the whole suite at 127.0.0.1. The e2e stack
  // trusts X-Forwarded-For from loopback only (TRUST_PROXY in e2e-global-setup.ts); only the shop's API gets it.
  const address = shopperAddress();
  await context.route(
    (url) => url.pathname === '/graphql',
    (route) => route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': address } }),
  );
  if (options.dismissLoginPrompt ?? true) await context.addInitScript({ content: AUTO_DISMISS_LOGIN_PROMPT });
  await context.exposeBinding('__reportCspViolation', (_source, violation: string) => {
    cspViolations.push(`securitypolicyviolation: ${violation}`);
  });
  await context.addInitScript({ content: REPORT_CSP_VIOLATIONS });
  context.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) cspViolations.push(`console: ${message.text()}`);
  });
  // Every page of the context, also a second tab a test opens itself with context.newPage().
  context.on('page', waitForHydrationAfterNavigating);
  const page = await context.newPage();
  waitForHydrationAfterNavigating(page);
  const errors = options.errors;
  if (errors) {
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  }
  return page;
}

/**
 * Matches `<html>` once the app runs the page: at once on a page the browser renders itself (its `load` waits for the
 * app), on a page the server rendered (`<html data-rendered>`) when the app has hydrated it and marked
 * `<html data-hydrated>` (web/src/app/HydratedMark.tsx). Such a page paints, and fires `load`, before its scripts run.
 * A selector, not a script: the shop's Content-Security-Policy refuses scripts evaluated from strings.
 */
const PAGE_HYDRATED = 'html:not([data-rendered]), html[data-hydrated]';

/** Waits until the app runs the current page (PAGE_HYDRATED): before it, a rendered page's menus and buttons do nothing. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator(PAGE_HYDRATED).waitFor({ state: 'attached' });
}

/**
 * Makes the page's goto and reload, when they wait for `load` (their default) or `networkidle`, also wait for
 * hydration, so that a test's first hover or click reaches the app rather than the plain HTML painted before it.
 */
const pagesWaitingForHydration = new WeakSet<Page>();

function waitForHydrationAfterNavigating(page: Page): void {
  if (pagesWaitingForHydration.has(page)) return;
  pagesWaitingForHydration.add(page);
  const waitsForLoad = (options?: { waitUntil?: string }) =>
    ['load', 'networkidle'].includes(options?.waitUntil ?? 'load');
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (waitsForLoad(options)) await waitForHydration(page);
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload(options);
    if (waitsForLoad(options)) await waitForHydration(page);
    return response;
  };
}

/** Saves a screenshot for review under test-results/screenshots/<name>.png and returns its path. */
export async function screenshot(page: Page, name: string, fullPage = false): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage, animations: 'disabled' });
  return file;
}
