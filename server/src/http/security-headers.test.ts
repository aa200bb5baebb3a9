import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import {
  createSecurityHeaders,
  inlineScriptHashes,
  webAppInlineScriptHashes,
  type SecurityHeadersOptions,
} from './security-headers.js';

const LOCAL: SecurityHeadersOptions = {
  mode: 'local',
  authDomain: 'demo-shop.firebaseapp.com',
  authEmulatorUrl: 'http://127.0.0.1:9099',
  inlineScriptHashes: ['abc='],
};

function directivesOf(csp: string): Map<string, string[]> {
  return new Map(
    csp.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64');

describe('inlineScriptHashes', () => {
  it('hashes inline scripts only, not external ones or data blocks', () => {
    const html =
      '<script>var a=1</script><script type="module" src="/x.js"></script>' +
      '<script type="application/ld+json">{"a":1}</script><script type="module">import "/y.js"</script>';
    expect(inlineScriptHashes(html)).toEqual([sha256('var a=1'), sha256('import "/y.js"')]);
  });
});

describe('webAppInlineScriptHashes', () => {
  it("hashes the inline scripts of both built pages, the shop's and the admin's", () => {
    const webDir = mkdtempSync(join(tmpdir(), 'web-hashes-'));
    try {
      expect(webAppInlineScriptHashes(webDir)).toEqual([]);
      writeFileSync(join(webDir, 'index.html'), '<script>var shop=1</script>');
      writeFileSync(join(webDir, 'admin.html'), '<script>var admin=1</script><script>var shop=1</script>');
      expect(webAppInlineScriptHashes(webDir)).toEqual([sha256('var shop=1'), sha256('var admin=1')]);
      expect(webAppInlineScriptHashes(null)).toEqual([]);
    } finally {
      rmSync(webDir, { recursive: true, force: true });
    }
  });
});

describe('createSecurityHeaders', () => {
  it('sends a CSP without inline script, frame-ancestors none, X-Frame-Options DENY and a Permissions-Policy', () => {
    const { headers } = createSecurityHeaders(LOCAL);
    const csp = directivesOf(headers['Content-Security-Policy']!);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('script-src')).toContain("'sha256-abc='");
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
    expect(csp.get('script-src')).not.toContain("'unsafe-eval'");
    expect(csp.get('connect-src')).toEqual(
      expect.arrayContaining([
        "'self'",
        'https://identitytoolkit.googleapis.com',
        'https://securetoken.googleapis.com',
        'http://127.0.0.1:9099',
      ]),
    );
    expect(csp.get('frame-src')).toEqual(
      expect.arrayContaining(['https://demo-shop.firebaseapp.com', 'http://127.0.0.1:9099']),
    );
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
    expect(headers['X-Frame-Options']).toBe('DENY');
    expect(headers['Permissions-Policy']).toMatch(/camera=\(\).*payment=\(self\)/);
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Strict-Transport-Security']).toBeUndefined();
  });

  it('adds HSTS and upgrade-insecure-requests in production, and no emulator origin', () => {
    const { headers } = createSecurityHeaders({ ...LOCAL, mode: 'production', authEmulatorUrl: null });
    expect(headers['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains');
    const csp = directivesOf(headers['Content-Security-Policy']!);
    expect(csp.has('upgrade-insecure-requests')).toBe(true);
    expect(headers['Content-Security-Policy']).not.toContain('127.0.0.1');
  });

  it('the Express middleware sets exactly the header set the /graphql handler sends', () => {
    const security = createSecurityHeaders(LOCAL);
    const set: Record<string, string> = {};
    const res = {
      setHeader: (name: string, value: string) => {
        set[name] = value;
      },
      removeHeader: (name: string) => {
        delete set[name];
      },
      getHeader: (name: string) => set[name],
    };
    let nextCalled = false;
    security.middleware({ headers: {} } as IncomingMessage, res as unknown as ServerResponse, () => {
      nextCalled = true;
    });
    expect(nextCalled).toBe(true);
    expect(set).toEqual(security.headers);
  });

  it("loosens the CSP for Apollo's landing page to its nonce, keeping frame-ancestors", () => {
    const security = createSecurityHeaders(LOCAL);
    const nonce = 'a'.repeat(64);
    const html = `<meta http-equiv="Content-Security-Policy" content="script-src 'nonce-${nonce}'" /><style nonce=${nonce}></style><script nonce="${nonce}">x()</script>`;
    const csp = directivesOf(security.landingPageHeaders(html)['Content-Security-Policy']!);
    expect(csp.get('script-src')).toContain(`'nonce-${nonce}'`);
    expect(csp.get('script-src')).toContain('https://embeddable-sandbox.cdn.apollographql.com');
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(security.landingPageHeaders('<p>no scripts</p>')).toEqual({});
  });
});

describe('cspDirectives: the payment provider', () => {
  it('allows nothing of a payment provider when online payment is off', () => {
    const csp = directivesOf(cspDirectivesText(LOCAL));
    expect(csp.get('script-src')!.join(' ')).not.toContain('razorpay');
    expect(csp.get('frame-src')!.join(' ')).not.toContain('razorpay');
  });

  it("allows Razorpay's script and its payment window in production", () => {
    const csp = directivesOf(
      cspDirectivesText({
        ...LOCAL,
        mode: 'production',
        authEmulatorUrl: null,
        paymentOrigins: {
          scriptUrl: 'https://checkout.razorpay.com/v1/checkout.js',
          apiBase: 'https://api.razorpay.com',
        },
      }),
    );
    expect(csp.get('script-src')).toContain('https://checkout.razorpay.com');
    expect(csp.get('script-src')).not.toContain('https://api.razorpay.com');
    expect(csp.get('frame-src')).toEqual(
      expect.arrayContaining(['https://api.razorpay.com', 'https://checkout.razorpay.com']),
    );
  });

  it("allows the local test gateway's origin, from the configuration", () => {
    const csp = directivesOf(
      cspDirectivesText({
        ...LOCAL,
        paymentOrigins: { scriptUrl: 'http://127.0.0.1:9412/v1/checkout.js', apiBase: 'http://127.0.0.1:9412' },
      }),
    );
    expect(csp.get('script-src')).toContain('http://127.0.0.1:9412');
    expect(csp.get('frame-src')).toContain('http://127.0.0.1:9412');
  });
});

function cspDirectivesText(options: SecurityHeadersOptions): string {
  return createSecurityHeaders(options).headers['Content-Security-Policy']!;
}
