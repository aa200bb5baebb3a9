import { pathToFileURL } from 'node:url';
import type { ApolloServer } from '@apollo/server';
import type { LiveCatalog } from '../catalog/live-catalog.js';
import type { GraphQLContext, Services } from '../graphql/context.js';
import type { Logger } from '../logger.js';
import { PageBytes } from './page-bytes.js';
import { fillShopPage, type RenderedPage } from './rendered-page-html.js';
import { RenderedPageCache } from './rendered-page-cache.js';

/** The shop's pages rendered on the server: home, listings, search results, product pages and policies (never private pages). */
const RENDERED_PATHS =
  /^\/(|shop|category|search|product\/[^/]+|terms-of-service|privacy-policy|shipping-policy|refund-and-return-policy)$/;

/** A page whose data takes longer than this is sent unrendered; the browser renders it as before. */
const RENDER_TIMEOUT_MS = 3000;

/** One operation for the in-process executor (the shape web/src/apollo/in-process-link.ts sends). */
interface PageOperation {
  readonly query: string;
  readonly variables: Record<string, unknown>;
  readonly operationName: string | undefined;
}

/** web/src/entry-server.tsx's renderPage, as built into dist/web-ssr/entry-server.js. */
type RenderPage = (request: {
  readonly url: string;
  readonly origin: string;
  readonly execute: (operation: PageOperation) => Promise<unknown>;
  readonly signal?: AbortSignal;
}) => Promise<RenderedPage | null>;

export interface RenderedPagesDeps {
  /** The built server renderer (dist/web-ssr/entry-server.js). */
  readonly rendererFile: string;
  readonly apollo: ApolloServer<GraphQLContext>;
  readonly store: LiveCatalog;
  readonly services: Services;
  readonly logger: Logger;
}

/** Renders a shop page to its full HTML, or answers null when the path is not one rendered on the server. */
export type PageRenderer = (page: {
  url: string;
  path: string;
  origin: string;
  /** The built index.html's text, read only when the page is not cached. */
  shopPage: () => string;
}) => Promise<PageBytes | null>;

/**
 * The renderer of the shop's public pages. Pages are cached per URL and origin for the catalog version they show and
 * dropped when the catalog changes; concurrent requests for a page not cached yet share one render. Queries run in
 * this process through Apollo, as an anonymous shopper.
 */
export function createPageRenderer(deps: RenderedPagesDeps): PageRenderer {
  let renderPage: Promise<RenderPage> | null = null;
  const cache = new RenderedPageCache<PageBytes>();
  const inFlight = new Map<string, Promise<PageBytes | null>>();
  const load = () =>
    (renderPage ??= import(pathToFileURL(deps.rendererFile).href).then(
      (module: { renderPage: RenderPage }) => module.renderPage,
    ));

  async function render(url: string, origin: string, shopPage: () => string): Promise<PageBytes | null> {
    const catalog = deps.store.current();
    const execute = async (operation: PageOperation): Promise<unknown> => {
      const response = await deps.apollo.executeOperation(operation, {
        contextValue: pageContext(deps, catalog),
      });
      if (response.body.kind !== 'single') throw new Error('A page query answered incrementally.');
      return response.body.singleResult;
    };
    const page = await (await load())({ url, origin, execute, signal: AbortSignal.timeout(RENDER_TIMEOUT_MS) });
    if (page === null) return null;
    const bytes = new PageBytes(fillShopPage(shopPage(), page));
    cache.set(catalog.version, `${origin} ${url}`, bytes);
    return bytes;
  }

  return async ({ url, path, origin, shopPage }) => {
    if (!RENDERED_PATHS.test(path)) return null;
    const key = `${origin} ${url}`;
    const cached = cache.get(deps.store.current().version, key);
    if (cached !== undefined) return cached;
    let rendering = inFlight.get(key);
    if (!rendering) {
      rendering = render(url, origin, shopPage).finally(() => inFlight.delete(key));
      inFlight.set(key, rendering);
    }
    return rendering;
  };
}

/** The context of a page's queries: the catalog of this moment, an anonymous shopper, no client address. */
function pageContext(deps: RenderedPagesDeps, catalog: ReturnType<LiveCatalog['current']>): GraphQLContext {
  const requestId = 'page-render';
  return {
    catalog,
    logger: deps.logger.child({ requestId }),
    requestId,
    clientIp: 'server',
    photoTokenHash: null,
    services: deps.services,
    couponChecks: deps.services.couponChecks.forRequest('server'),
    getUser: () => Promise.resolve(null),
    getCheckedUser: () => Promise.resolve(null),
  };
}
