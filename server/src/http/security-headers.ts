// The security headers of every response: one policy, built with helmet, sent by the Express app (everything but
// /graphql) and by the raw /graphql handler alike. The Content-Security-Policy is a data structure (cspDirectives)
// so that what the browser may load and reach is listed in one place.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import helmet from 'helmet';
import type { AppMode } from '../config.js';

export interface SecurityHeadersOptions {
  readonly mode: AppMode;
  /** Firebase Auth's domain (e.g. my-shop.firebaseapp.com): Google sign-in runs its helper iframe from there. */
  readonly authDomain: string;
  /** The Auth emulator's URL as the browser reaches it (local mode), or null. */
  readonly authEmulatorUrl: string | null;
  /** sha256 hashes (base64) of the inline scripts of the built pages (see webAppInlineScriptHashes). */
  readonly inlineScriptHashes: readonly string[];
  /**
   * The payment provider (config.payments): its Checkout.js script and API origin, which opens the payment window
   * in an iframe. Razorpay in production, the local test gateway in local mode; null when online payment is off.
   */
  readonly paymentOrigins?: { readonly scriptUrl: string; readonly apiBase: string } | null;
}

/** Razorpay's Checkout.js loads from checkout.razorpay.com and opens its window from api.razorpay.com. */
function paymentSources(options: SecurityHeadersOptions): { scripts: string[]; frames: string[] } {
  if (!options.paymentOrigins) return { scripts: [], frames: [] };
  const script = originOf(options.paymentOrigins.scriptUrl);
  const api = originOf(options.paymentOrigins.apiBase);
  return { scripts: [script], frames: [...new Set([api, script])] };
}

export type CspDirectives = Record<string, string[]>;

/** Google's reCAPTCHA (Firebase phone sign-in outside the emulator), as its documentation asks to allow. */
const RECAPTCHA_SCRIPTS = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
const RECAPTCHA_FRAMES = ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'];
/** The REST APIs the Firebase Auth JS SDK calls (sign-in, token refresh). */
const FIREBASE_AUTH_APIS = [
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
  'https://www.googleapis.com',
];
/** Google's iframe library, which the Firebase Auth SDK loads for popup and redirect sign-in. */
const GOOGLE_API_LOADER = 'https://apis.google.com';

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return url;
  }
}

/**
 * The Content-Security-Policy of the shop, directive by directive.
 *
 * Payment provider: its origins go here and nowhere else, derived from the configuration (paymentOrigins):
 * Razorpay's `https://checkout.razorpay.com` in script-src and frame-src, its `https://api.razorpay.com` in
 * frame-src; in local mode the local test gateway's origin in the same places.
 */
export function cspDirectives(options: SecurityHeadersOptions): CspDirectives {
  const emulator = options.authEmulatorUrl === null ? [] : [originOf(options.authEmulatorUrl)];
  const payment = paymentSources(options);
  const directives: CspDirectives = {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    // Inline scripts only by hash (index.html's entry loader and route preload); never 'unsafe-inline' or 'unsafe-eval'.
    'script-src': [
      "'self'",
      ...options.inlineScriptHashes.map((hash) => `'sha256-${hash}'`),
      GOOGLE_API_LOADER,
      ...RECAPTCHA_SCRIPTS,
      ...payment.scripts,
    ],
    'script-src-attr': ["'none'"],
    // Styles: index.html's inlined first-page CSS is static, but the toast library (sonner) adds a <style> element
    // at run time, and a hash list would silently break whenever a library does that. CSS cannot run script.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Product pictures come from the catalog's mediaUrls, which may point at any https host (e.g. Firebase Storage).
    // A shopper's own photos are read with their token (the photo routes need a header) and shown as blob: URLs.
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...FIREBASE_AUTH_APIS, ...emulator],
    'frame-src': [`https://${options.authDomain}`, ...RECAPTCHA_FRAMES, ...emulator, ...payment.frames],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  // Local mode is plain http on loopback: upgrading its requests to https would break them.
  if (options.mode === 'production') directives['upgrade-insecure-requests'] = [];
  return directives;
}

/** Apollo's landing page (GET /graphql in a browser, local mode) loads from Apollo's CDN with a per-page nonce. */
const APOLLO_LANDING_SCRIPTS = [
  'https://apollo-server-landing-page.cdn.apollographql.com',
  'https://embeddable-sandbox.cdn.apollographql.com',
  'https://embeddable-explorer.cdn.apollographql.com',
];
const APOLLO_LANDING_FRAMES = ['https://sandbox.embed.apollographql.com', 'https://explorer.embed.apollographql.com'];

/** The shop's policy loosened for Apollo's landing page only, for the nonce that page carries. */
export function landingPageCspDirectives(base: CspDirectives, nonce: string): CspDirectives {
  return {
    ...base,
    'script-src': ["'self'", `'nonce-${nonce}'`, ...APOLLO_LANDING_SCRIPTS],
    'style-src': ["'self'", `'nonce-${nonce}'`, ...APOLLO_LANDING_SCRIPTS, 'https://fonts.googleapis.com'],
    'img-src': ["'self'", 'data:', ...APOLLO_LANDING_SCRIPTS],
    'font-src': ["'self'", 'https://fonts.gstatic.com'],
    'manifest-src': ["'self'", ...APOLLO_LANDING_SCRIPTS],
    'frame-src': APOLLO_LANDING_FRAMES,
  };
}

/**
 * Browser features the shop never uses are switched off for it and anything it embeds. `payment` stays allowed for
 * the shop itself (and later the payment provider's origin, see cspDirectives).
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=(self)',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/** sha256 hashes (base64) of the inline `<script>` elements (those without src) of a HTML page. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = '', body = ''] = match;
    if (/\bsrc\s*=/i.test(attributes) || body === '') continue;
    // Data blocks (JSON-LD and the like) do not run and need no hash.
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type !== undefined && type !== 'module' && type !== 'text/javascript' && type !== 'application/javascript')
      continue;
    hashes.push(createHash('sha256').update(body, 'utf8').digest('base64'));
  }
  return [...new Set(hashes)];
}

/**
 * The hashes of the built web app's pages (the shop's index.html and the admin's admin.html), read once at start (a
 * rebuilt app needs a server restart).
 */
export function webAppInlineScriptHashes(webDir: string | null): string[] {
  if (webDir === null) return [];
  const pages = ['index.html', 'admin.html'].map((page) => join(webDir, page)).filter((file) => existsSync(file));
  return [...new Set(pages.flatMap((file) => inlineScriptHashes(readFileSync(file, 'utf8'))))];
}

export function serializeCsp(directives: CspDirectives): string {
  return Object.entries(directives)
    .map(([name, values]) => (values.length === 0 ? name : `${name} ${values.join(' ')}`))
    .join('; ');
}

export interface SecurityHeaders {
  /** Express/connect middleware setting `headers`: helmet's with the shop's options, plus Permissions-Policy. */
  readonly middleware: (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;
  /** What that middleware sets, as a header map. */
  readonly headers: Readonly<Record<string, string>>;
  /**
   * The same for /graphql's JSON answers, whose CSP is the data-only policy: an API answer is never a page, so it
   * needs no sources at all, and 1 KB less on every answer keeps the API fast.
   */
  readonly apiHeaders: Readonly<Record<string, string>>;
  /** What Apollo's landing page HTML sends instead: a CSP that lets the page's nonce'd scripts run. */
  landingPageHeaders(html: string): Record<string, string>;
}

/** Runs a middleware once against a stand-in response and collects the headers it sets (helmet's are static). */
function headersSetBy(middleware: SecurityHeaders['middleware']): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
      return res;
    },
    removeHeader(name: string) {
      delete headers[name];
    },
    getHeader(name: string) {
      return headers[name];
    },
  };
  let called = false;
  middleware({ method: 'GET', url: '/', headers: {} } as IncomingMessage, res as unknown as ServerResponse, (error) => {
    if (error) throw error instanceof Error ? error : new Error('The security headers middleware failed.');
    called = true;
  });
  if (!called) throw new Error('The security headers middleware did not finish synchronously.');
  return headers;
}

/** The policy of data answers (JSON): nothing may load from them, and nothing may frame them. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

export function createSecurityHeaders(options: SecurityHeadersOptions): SecurityHeaders {
  const directives = cspDirectives(options);
  const helmetMiddleware = helmet({
    contentSecurityPolicy: { useDefaults: false, directives },
    // Firebase's Google sign-in popup talks back to the page that opened it.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    // A Referer with the origin lets a Firebase API key restricted to the shop's site work.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: options.mode === 'production' ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
  });
  const headers = Object.freeze(
    headersSetBy((req, res, next) => {
      res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
      helmetMiddleware(req, res, next);
    }),
  );
  // Helmet builds its headers again on every request (11 % of a cached page's CPU, profiled); they never change.
  const entries = Object.entries(headers);
  const middleware: SecurityHeaders['middleware'] = (_req, res, next) => {
    for (const [name, value] of entries) res.setHeader(name, value);
    next();
  };
  const cspHeader = Object.keys(headers).find((name) => name.toLowerCase() === 'content-security-policy')!;
  const upgrade = options.mode === 'production' ? '; upgrade-insecure-requests' : '';
  const apiHeaders = Object.freeze({ ...headers, [cspHeader]: `${API_CSP}${upgrade}` });
  return {
    middleware,
    headers,
    apiHeaders,
    landingPageHeaders(html) {
      const nonce = /\bnonce="?([\w+/=-]+)/.exec(html)?.[1];
      return nonce === undefined ? {} : { [cspHeader]: serializeCsp(landingPageCspDirectives(directives, nonce)) };
    },
  };
}
