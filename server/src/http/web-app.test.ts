import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import compression from 'compression';
import express from 'express';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../logger.js';
import { PageBytes } from './page-bytes.js';
import type { PageRenderer } from './rendered-pages.js';
import { webAppRoutes } from './web-app.js';

const RENDERED = `<!doctype html><html><body><div id="root">${'<p>Rose bouquet, ₹1,299</p>'.repeat(100)}</div></body></html>`;
const BUILT = '<!doctype html><html><body><div id="root"></div></body></html>';
const SCRIPT = `export const bouquets = [${'"rose", '.repeat(400)}];`;
const SCRIPT_BR = brotliCompressSync(SCRIPT);
const SCRIPT_GZ = gzipSync(SCRIPT);

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/**
 * The web app's routes behind compression(), as the server mounts them, serving a built index.html (unless
 * `built` is false) and rendering /product/rose with a renderer that keeps its page as the real one does.
 */
async function serve({ built = true } = {}) {
  const webDir = mkdtempSync(join(tmpdir(), 'web-app-test-'));
  if (built) {
    writeFileSync(join(webDir, 'index.html'), BUILT);
    // As the build writes a script: beside it, its brotli and gzip forms.
    mkdirSync(join(webDir, 'assets'));
    writeFileSync(join(webDir, 'assets', 'shell-Ab12.js'), SCRIPT);
    writeFileSync(join(webDir, 'assets', 'shell-Ab12.js.br'), SCRIPT_BR);
    writeFileSync(join(webDir, 'assets', 'shell-Ab12.js.gz'), SCRIPT_GZ);
  }
  const rosePage = new PageBytes(RENDERED);
  const shopPagesRead: string[] = [];
  const render: PageRenderer = ({ path, shopPage }) => {
    if (path !== '/product/rose') return Promise.resolve(null);
    shopPagesRead.push(shopPage());
    return Promise.resolve(rosePage);
  };
  const logger = createLogger({ level: 'silent' });
  const warnings = vi.spyOn(logger, 'warn');
  const app = express()
    .use(compression({ threshold: 1024 }))
    .use(webAppRoutes(webDir, { render, originOf: () => 'http://shop.test', logger }));
  const server = app.listen(0, '127.0.0.1');
  cleanups.push(() => {
    server.close();
    rmSync(webDir, { recursive: true, force: true });
  });
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  const ask = (path: string, headers: Record<string, string>, method = 'GET') =>
    new Promise<Answer>((resolve, reject) => {
      const req = request(
        { host: '127.0.0.1', port, path, method, headers: { accept: 'text/html', ...headers } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        },
      );
      req.on('error', reject);
      req.end();
    });
  return { ask, rosePage, shopPagesRead, warnings };
}

describe('a rendered page as the web app sends it', () => {
  it('sends brotli, gzip or the bytes as they are, each the same page, as the browser takes them', async () => {
    const { ask, rosePage } = await serve();
    const br = await ask('/product/rose', { 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await ask('/product/rose', { 'accept-encoding': 'gzip, deflate' });
    const plain = await ask('/product/rose', { 'accept-encoding': 'identity' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString('utf8')).toBe(RENDERED);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString('utf8')).toBe(RENDERED);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString('utf8')).toBe(RENDERED);
    for (const answer of [br, gzip, plain]) {
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(answer.headers['vary']).toBe('Accept-Encoding');
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    }
    // The kept brotli form is what was sent: compression() did not compress it again.
    expect(br.body.equals(await rosePage.bytes('br'))).toBe(true);
  });

  it('answers HEAD with the headers alone', async () => {
    const { ask } = await serve();
    const head = await ask('/product/rose', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.body.length).toBe(0);
  });

  it('sends the built index.html for a page not rendered on the server', async () => {
    const { ask, shopPagesRead } = await serve();
    const cart = await ask('/cart', { 'accept-encoding': 'identity' });
    expect(cart.status).toBe(200);
    expect(cart.body.toString('utf8')).toBe(BUILT);
    expect(shopPagesRead).toEqual([]);
  });

  it('says the web app is not built when there is no index.html, rendered path or not', async () => {
    const { ask, warnings } = await serve({ built: false });
    for (const path of ['/product/rose', '/cart']) {
      const answer = await ask(path, { 'accept-encoding': 'identity' });
      expect(answer.status).toBe(200);
      expect(answer.body.toString('utf8')).toContain('The web app is not built yet');
    }
    // Not a rendering failure worth a warning on every request: the page says what to do.
    expect(warnings).not.toHaveBeenCalled();
  });
});

describe('a built script as the web app sends it', () => {
  it("sends the build's brotli or gzip file as the browser takes them, or the file itself", async () => {
    const { ask } = await serve();
    const br = await ask('/assets/shell-Ab12.js', { 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await ask('/assets/shell-Ab12.js', { 'accept-encoding': 'gzip' });
    const plain = await ask('/assets/shell-Ab12.js', { 'accept-encoding': 'identity' });
    // The build's files themselves, not compression()'s work on each request.
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.equals(SCRIPT_BR)).toBe(true);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body.equals(SCRIPT_GZ)).toBe(true);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString('utf8')).toBe(SCRIPT);
    for (const answer of [br, gzip, plain]) {
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^text\/javascript; charset=utf-8$/i);
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(answer.headers['vary']).toBe('Accept-Encoding');
    }
  });
});
