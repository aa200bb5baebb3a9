import express, { type Router } from 'express';
import type { CatalogStore } from '../catalog/catalog-store.js';
import type { AppConfig } from '../config.js';
import { renderDemoImage } from '../media/demo-image.js';
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

/** GET /media/demo/:file: the generated demo product images (SVG). */
export function demoMediaRoute(): Router {
  return express.Router().get('/media/demo/:file', (req, res) => {
    const svg = renderDemoImage(req.params.file);
    if (svg === null) {
      res.status(404).type('text').send('No such image');
      return;
    }
    // The picture is a pure function of the file name, so a URL never changes content.
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    // An SVG opened directly must not run anything.
    res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    res.type('image/svg+xml').send(svg);
  });
}

/** GET /robots.txt and /sitemap.xml, built from the catalog (the sitemap once per catalog version). */
export function seoRoutes(store: CatalogStore, publicUrl: string | null): Router {
  let cached: { version: number; origin: string; xml: string } | null = null;
  const originOf = (req: express.Request) => publicUrl ?? `${req.protocol}://${req.get('host') ?? 'localhost'}`;
  return express.Router()
    .get('/robots.txt', (req, res) => {
      res.setHeader('Cache-Control', 'public, max-age=3600');
      res.type('text').send(robotsTxt(originOf(req)));
    })
    .get('/sitemap.xml', (req, res) => {
      const catalog = store.current();
      const origin = originOf(req);
      if (!cached || cached.version !== catalog.version || cached.origin !== origin) {
        cached = { version: catalog.version, origin, xml: sitemapXml(origin, catalog) };
      }
      res.setHeader('Cache-Control', 'public, max-age=3600');
      res.type('application/xml').send(cached.xml);
    });
}
