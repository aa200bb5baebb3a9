import express, { type Router } from 'express';
import type { LiveCatalog } from '../catalog/live-catalog.js';
import type { AppConfig } from '../config.js';
import { robotsTxt, sitemapXml } from './seo.js';

/** GET /app-config.json: what the browser needs to start Firebase Auth (never a secret: these are public keys). */
export function appConfigRoute(config: AppConfig): Router {
  const body = JSON.stringify({
    firebase: {
      apiKey: config.webFirebase.apiKey,
      authDomain: config.webFirebase.authDomain,
      projectId: config.webFirebase.projectId,
      appId: config.webFirebase.appId,
    },
    authEmulatorUrl: config.authEmulatorUrl,
  });
  return express.Router().get('/app-config.json', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.type('json').send(body);
  });
}

/**
 * GET /robots.txt and /sitemap.xml, built from the catalog (the sitemap once per catalog version). They name the
 * shop's URLs from PUBLIC_URL; only in local mode without it from the request's Host header, which anyone can set.
 * A production config without PUBLIC_URL (loadConfig refuses one) serves robots.txt without a sitemap, and no sitemap.
 */
export function seoRoutes(store: LiveCatalog, config: Pick<AppConfig, 'mode' | 'publicUrl'>): Router {
  let cached: { version: number; origin: string; xml: string } | null = null;
  const originOf = (req: express.Request): string | null =>
    config.publicUrl ?? (config.mode === 'local' ? `${req.protocol}://${req.get('host') ?? 'localhost'}` : null);
  return express
    .Router()
    .get('/robots.txt', (req, res) => {
      res.setHeader('Cache-Control', 'public, max-age=3600');
      res.type('text').send(robotsTxt(originOf(req)));
    })
    .get('/sitemap.xml', (req, res) => {
      const origin = originOf(req);
      if (origin === null) {
        res.status(404).type('text').send('Not found');
        return;
      }
      const catalog = store.current();
      if (!cached || cached.version !== catalog.version || cached.origin !== origin) {
        cached = { version: catalog.version, origin, xml: sitemapXml(origin, catalog) };
      }
      res.setHeader('Cache-Control', 'public, max-age=3600');
      res.type('application/xml').send(cached.xml);
    });
}
