import { existsSync } from 'node:fs';
import { extname, join } from 'node:path';
import express, { type Router } from 'express';

/** Paths the web app's fallback never answers: the API and the server's own files. */
const SERVER_PATHS = /^\/(graphql|healthz|media\/|app-config\.json$|robots\.txt$|sitemap\.xml$)/;

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Lovely Gifts</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 3rem auto; line-height: 1.5">
<h1>The web app is not built yet</h1>
<p>Run <code>npm run build:web</code> (or <code>npm start</code>, which builds it when needed) and reload.</p>
<p>The GraphQL API answers at <a href="/graphql">/graphql</a>.</p>
</body></html>
`;

/** The shop owner's pages: /admin and below. They get admin.html, the admin area's own build. */
const ADMIN_PAGES = /^\/admin(\/|$)/;

/**
 * The built web app: hashed files under /assets cached for a year, everything else revalidated, and for any other GET
 * that looks like a page (no file extension) admin.html under /admin and index.html elsewhere, so client-side routes
 * work on reload.
 */
export function webAppRoutes(webDir: string): Router {
  const router = express.Router();
  const shopPage = join(webDir, 'index.html');
  const adminPage = join(webDir, 'admin.html');
  router.use(
    express.static(webDir, {
      index: false,
      redirect: false,
      setHeaders(res, path) {
        const immutable = path.startsWith(join(webDir, 'assets'));
        res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    }),
  );
  router.use((req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || SERVER_PATHS.test(req.path) || extname(req.path) !== '') {
      next();
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    const page = ADMIN_PAGES.test(req.path) ? adminPage : shopPage;
    if (!existsSync(page)) {
      res.status(200).type('html').send(NOT_BUILT_PAGE);
      return;
    }
    res.sendFile(page);
  });
  return router;
}
