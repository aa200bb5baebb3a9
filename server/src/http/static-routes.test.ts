import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { LiveCatalog } from '../catalog/live-catalog.js';
import type { AppConfig } from '../config.js';
import { testProduct } from '../../test-support/test-products.js';
import { seoRoutes } from './static-routes.js';

const servers: { close(): void }[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/** The SEO routes on a loopback port; answers to a request that claims to be for `host`. */
async function serve(config: Pick<AppConfig, 'mode' | 'publicUrl'>) {
  const store = new LiveCatalog();
  store.upsertProduct(testProduct({ id: 'rose' }));
  store.markLive();
  const app = express().use(seoRoutes(store, config));
  const server = app.listen(0, '127.0.0.1');
  servers.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return async (path: string, host: string) => {
    // fetch does not let a caller set Host; node:http does, as any client on the internet can.
    const { request } = await import('node:http');
    return new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path, headers: { host } }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      req.end();
    });
  };
}

describe('robots.txt and sitemap.xml', () => {
  it('name PUBLIC_URL whatever Host a request sends', async () => {
    const get = await serve({ mode: 'production', publicUrl: 'https://shop.example' });
    const robots = await get('/robots.txt', 'evil.example');
    expect(robots.body).toContain('Sitemap: https://shop.example/sitemap.xml');
    const sitemap = await get('/sitemap.xml', 'evil.example');
    expect(sitemap.body).toContain('<loc>https://shop.example/product/rose</loc>');
    expect(robots.body + sitemap.body).not.toContain('evil.example');
  });

  it('never use the Host header in production, even without PUBLIC_URL', async () => {
    const get = await serve({ mode: 'production', publicUrl: null });
    const robots = await get('/robots.txt', 'evil.example');
    expect(robots.status).toBe(200);
    expect(robots.body).toContain('Disallow: /checkout');
    expect(robots.body).not.toContain('evil.example');
    expect(robots.body).not.toContain('Sitemap:');
    expect((await get('/sitemap.xml', 'evil.example')).status).toBe(404);
  });

  it('take the request host in local mode without PUBLIC_URL', async () => {
    const get = await serve({ mode: 'local', publicUrl: null });
    expect((await get('/robots.txt', '127.0.0.1:3000')).body).toContain('Sitemap: http://127.0.0.1:3000/sitemap.xml');
  });
});
