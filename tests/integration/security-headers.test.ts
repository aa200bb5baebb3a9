// The security headers over HTTP, from the real server: the Express routes and /graphql send the same policy; HSTS
// only in production mode; Apollo's landing page gets a CSP for its own nonce.
import '../support/emulator-env.js';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/src/config.js';
import { createLogger } from '../../server/src/logger.js';
import { startServer, type RunningServer } from '../../server/src/server.js';
import { startFirestoreEmulator, testProjectId } from '../support/firebase-emulators.js';

const INLINE_SCRIPT = 'document.documentElement.dataset.booted="1"';
const webDir = mkdtempSync(join(tmpdir(), 'headers-web-'));
let emulator: Awaited<ReturnType<typeof startFirestoreEmulator>>;
let local: RunningServer;
let production: RunningServer;
let authDomain: string;

/** The headers our policy sets (everything but the per-response ones). */
const SECURITY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'permissions-policy',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
];

function securityHeaders(response: Response): Record<string, string | null> {
  return Object.fromEntries(SECURITY_HEADERS.map((name) => [name, response.headers.get(name)]));
}

function csp(response: Response): Map<string, string[]> {
  const header = response.headers.get('content-security-policy') ?? '';
  return new Map(
    header
      .split(';')
      .filter(Boolean)
      .map((part) => {
        const [name = '', ...values] = part.trim().split(/\s+/);
        return [name, values];
      }),
  );
}

const postGraphql = (server: RunningServer) =>
  fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ __typename }' }),
  });

beforeAll(async () => {
  writeFileSync(
    join(webDir, 'index.html'),
    `<!doctype html><title>Lovely Gifts</title><script>${INLINE_SCRIPT}</script><div id="root"></div>`,
  );
  const projectId = testProjectId('headers');
  emulator = await startFirestoreEmulator({ projectId });
  const config = loadConfig({ APP_MODE: 'local', FIRESTORE_EMULATOR_HOST: emulator.host, GCLOUD_PROJECT: projectId });
  authDomain = config.webFirebase.authDomain;
  const options = { port: 0, webDir, logger: createLogger({ level: 'silent' }), catalogWaitMs: 10_000 };
  local = await startServer(config, options);
  // Production mode as far as the headers go (the data still comes from the emulator: nothing here leaves loopback).
  production = await startServer(
    { ...config, mode: 'production', sandbox: false, introspection: false, authEmulatorUrl: null },
    options,
  );
});

afterAll(async () => {
  await local?.stop();
  await production?.stop();
  await emulator?.stop();
  rmSync(webDir, { recursive: true, force: true });
});

describe('local mode', () => {
  it('sends a CSP with frame-ancestors none, the inline script hash, X-Frame-Options and a Permissions-Policy on the app', async () => {
    const response = await fetch(`${local.url}/`);
    expect(response.status).toBe(200);
    const policy = csp(response);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    const hash = createHash('sha256').update(INLINE_SCRIPT).digest('base64');
    expect(policy.get('script-src')).toContain(`'sha256-${hash}'`);
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
    expect(policy.get('connect-src')).toEqual(
      expect.arrayContaining(["'self'", 'https://identitytoolkit.googleapis.com']),
    );
    expect(policy.get('frame-src')).toContain(`https://${authDomain}`);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('permissions-policy')).toMatch(/camera=\(\)/);
    expect(response.headers.get('permissions-policy')).toMatch(/payment=\(self\)/);
    expect(response.headers.get('strict-transport-security')).toBeNull();
    expect(policy.has('upgrade-insecure-requests')).toBe(false);
  });

  it('sends the same security headers on /graphql, with the data-only CSP on its JSON answers', async () => {
    const page = securityHeaders(await fetch(`${local.url}/`));
    const graphql = await postGraphql(local);
    expect(graphql.status).toBe(200);
    expect(securityHeaders(graphql)).toEqual({
      ...page,
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    });
    const refused = await fetch(`${local.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{',
    });
    expect(refused.status).toBe(400);
    expect(securityHeaders(refused)).toEqual(securityHeaders(graphql));
    for (const path of ['/healthz', '/app-config.json', '/robots.txt', '/no-such-file.txt']) {
      expect(securityHeaders(await fetch(`${local.url}${path}`)), path).toEqual(page);
    }
  });

  it("gives Apollo's landing page a CSP for its nonce, still unframeable", async () => {
    const response = await fetch(`${local.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    const html = await response.text();
    const nonce = /<script nonce="([^"]+)"/.exec(html)?.[1];
    expect(nonce).toBeDefined();
    const policy = csp(response);
    expect(policy.get('script-src')).toContain(`'nonce-${nonce}'`);
    expect(policy.get('style-src')).toContain(`'nonce-${nonce}'`);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });
});

describe('production mode', () => {
  it('adds HSTS and upgrade-insecure-requests, on the app and on /graphql', async () => {
    for (const response of [await fetch(`${production.url}/`), await postGraphql(production)]) {
      expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      expect(csp(response).has('upgrade-insecure-requests')).toBe(true);
      expect(csp(response).get('frame-ancestors')).toEqual(["'none'"]);
      expect(response.headers.get('content-security-policy')).not.toContain('127.0.0.1');
      expect(response.headers.get('permissions-policy')).toMatch(/payment=\(self\)/);
    }
  });
});
