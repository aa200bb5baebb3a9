import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import express, { type Request, type Response, type Router } from 'express';
import expressStaticGzip from 'express-static-gzip';
import type { Logger } from '../logger.js';
import type { PageBytes, PageEncoding } from './page-bytes.js';
import type { PageRenderer } from './rendered-pages.js';

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

/** Server rendering of the shop's public pages; without it every page is the built index.html. */
export interface WebAppRendering {
  readonly render: PageRenderer;
  /** The shop's origin as browsers see it (absolute links in the page), from the request when not configured. */
  readonly originOf: (req: Request) => string;
  readonly logger: Logger;
}

/**
 * The built web app: hashed files under /assets cached for a year, everything else revalidated, and for any other GET
 * that looks like a page (no file extension) admin.html under /admin and index.html elsewhere, so client-side routes
 * work on reload. With rendering, the shop's public pages arrive rendered with their data.
 */
export function webAppRoutes(webDir: string, rendering: WebAppRendering | null = null): Router {
  const router = express.Router();
  const shopPage = join(webDir, 'index.html');
  const adminPage = join(webDir, 'admin.html');
  router.use((req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || SERVER_PATHS.test(req.path) || extname(req.path) !== '') {
      next();
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    const admin = ADMIN_PAGES.test(req.path);
    if (!admin && rendering) {
      sendRendered(rendering, shopPage, req, res).catch(next);
      return;
    }
    sendBuiltPage(res, admin ? adminPage : shopPage);
  });
  // After the pages: a page's path has no file extension, and the build has no file without one, so a page request
  // never needs the file system's answer first. Scripts and stylesheets are sent as the build compressed them
  // (name.js.br, name.js.gz beside name.js, web/vite.config.ts), found once when the server starts; a file without
  // them goes through compression() as before.
  router.use(
    expressStaticGzip(webDir, {
      enableBrotli: true,
      orderPreference: ['br', 'gzip'],
      index: false,
      serveStatic: {
        index: false,
        redirect: false,
        setHeaders(res, path) {
          const immutable = path.startsWith(join(webDir, 'assets'));
          res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      },
    }),
  );
  return router;
}

const builtPages = new Map<string, { readonly mtimeMs: number; readonly text: string }>();

/** A built page's text, read again only when the file changed (the web app rebuilt while the server runs). */
function builtPageText(file: string): string {
  const { mtimeMs } = statSync(file);
  const known = builtPages.get(file);
  if (known?.mtimeMs === mtimeMs) return known.text;
  const text = readFileSync(file, 'utf8');
  builtPages.set(file, { mtimeMs, text });
  return text;
}

/** A built page as it is (the browser renders it), or a note that the web app is not built yet. */
function sendBuiltPage(res: Response, page: string): void {
  if (existsSync(page)) res.sendFile(page);
  else res.status(200).type('html').send(NOT_BUILT_PAGE);
}

/**
 * The compressed form a browser takes, brotli first: a cached page is kept compressed (page-bytes.ts), so unlike
 * compression()'s per-response work, the better ratio costs nothing per request.
 */
function pageEncoding(req: Request): PageEncoding {
  if (req.acceptsEncodings('br') === 'br') return 'br';
  if (req.acceptsEncodings('gzip') === 'gzip') return 'gzip';
  return 'identity';
}

/** The page in the encoding the browser takes, or as it is when compressing it failed. */
async function pageBytesFor(page: PageBytes, encoding: PageEncoding, logger: Logger) {
  try {
    return { encoding, bytes: await page.bytes(encoding) };
  } catch (error) {
    logger.warn({ err: error, encoding }, 'compressing a rendered page failed; sending it uncompressed');
    return { encoding: 'identity' as const, bytes: page.identity };
  }
}

/** The rendered page, or the plain index.html when the path is not rendered or rendering failed. */
async function sendRendered(rendering: WebAppRendering, shopPage: string, req: Request, res: Response): Promise<void> {
  let page: PageBytes | null = null;
  try {
    page = await rendering.render({
      url: req.originalUrl,
      path: req.path,
      origin: rendering.originOf(req),
      shopPage: () => builtPageText(shopPage),
    });
  } catch (error) {
    // Without a built index.html there is nothing to render into: the note below says so.
    if (existsSync(shopPage))
      rendering.logger.warn({ err: error, path: req.path }, 'server rendering failed; sending the page unrendered');
  }
  if (page === null) {
    sendBuiltPage(res, shopPage);
    return;
  }
  const { encoding, bytes } = await pageBytesFor(page, pageEncoding(req), rendering.logger);
  res.status(200).type('html').vary('Accept-Encoding');
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
  res.send(bytes);
}
