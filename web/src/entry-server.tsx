// The shop's server renderer, built by `vite build --ssr` (web/vite.ssr.config.ts) into dist/web-ssr and loaded by
// the server (server/src/http/rendered-pages.ts). It renders one page with its data and hands back the Apollo cache
// the browser starts from when it hydrates (app/mount-app.tsx).
import { ApolloClient, InMemoryCache } from '@apollo/client';
import { LocalState } from '@apollo/client/local-state';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { createTypePolicies } from './apollo/type-policies';
import { AppProviders } from './app/app-providers';
import { AppShell } from './app/AppShell';
import { DEFAULT_DESCRIPTION, PageMetaSink, pageTitle, type PageMeta } from './lib/page-meta';
import { PageOriginContext } from './lib/page-origin';
import { serializeApolloState } from './apollo/apollo-state';
import { createInProcessLink, type InProcessExecutor } from './apollo/in-process-link';
import './styles/tokens.css';
import './styles/base.css';

export type { InProcessExecutor } from './apollo/in-process-link';

export interface RenderRequest {
  /** The page's path and query, e.g. `/product/abc` or `/category?c=Flowers`. */
  readonly url: string;
  /** The shop's origin as the browser sees it (absolute links in JSON-LD). */
  readonly origin: string;
  /** Runs the page's queries in the server's process. */
  readonly execute: InProcessExecutor;
  /** Stops waiting for data; the page is then not rendered. */
  readonly signal?: AbortSignal;
}

export interface RenderedPage {
  /** The markup that goes inside #root. */
  readonly html: string;
  /** The Apollo cache, escaped for a `<script type="application/json">` body. */
  readonly state: string;
  /** The page's title and meta description (plain text: the server escapes them for HTML). */
  readonly meta: PageMeta;
}

/** Renders one of the shop's pages with its data; null when rendering was aborted before the data arrived. */
export async function renderPage(request: RenderRequest): Promise<RenderedPage | null> {
  const client = new ApolloClient({
    ssrMode: true,
    link: createInProcessLink(request.execute),
    cache: new InMemoryCache({ typePolicies: createTypePolicies({}) }),
    localState: new LocalState(),
  });
  const meta: PageMeta = { title: pageTitle(null), description: DEFAULT_DESCRIPTION };
  const { result, aborted } = await prerenderStatic({
    tree: (
      <AppProviders client={client} hydrating>
        <PageOriginContext value={request.origin}>
          <PageMetaSink value={meta}>
            <StaticRouter location={request.url}>
              <AppShell />
            </StaticRouter>
          </PageMetaSink>
        </PageOriginContext>
      </AppProviders>
    ),
    // One chunk for the whole page: React would otherwise move a large page out of its Suspense boundary into a later
    // segment revealed by an inline script, which the Content-Security-Policy (rightly) refuses.
    renderFunction: (tree) =>
      prerenderToNodeStream(tree, { signal: request.signal, progressiveChunkSize: Number.POSITIVE_INFINITY }),
    signal: request.signal,
    maxRerenders: 5,
  });
  if (aborted) return null;
  return { html: result, state: serializeApolloState(client.extract()), meta };
}
