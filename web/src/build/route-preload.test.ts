import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  chunkFilesBeyondEntry,
  deferEntryOnRenderedPages,
  routePreloadScript,
  type RoutePreload,
} from './route-preload';

const chunks = new Map([
  ['assets/index.js', { imports: ['assets/react.js', 'assets/Price.js'], css: ['assets/index.css'] }],
  ['assets/react.js', { imports: [], css: [] }],
  ['assets/Price.js', { imports: ['assets/react.js'], css: ['assets/Price.css'] }],
  ['assets/HomePage.js', { imports: ['assets/Price.js', 'assets/ProductCard.js'], css: ['assets/HomePage.css'] }],
  ['assets/ProductCard.js', { imports: ['assets/react.js'], css: ['assets/ProductCard.css', 'assets/Price.css'] }],
]);

describe('chunkFilesBeyondEntry', () => {
  it('lists the chunk and its own imports with their CSS, not what the entry already loads', () => {
    expect(chunkFilesBeyondEntry('assets/HomePage.js', 'assets/index.js', chunks)).toEqual({
      scripts: ['/assets/HomePage.js', '/assets/ProductCard.js'],
      styles: ['/assets/HomePage.css', '/assets/ProductCard.css'],
    });
  });
});

interface AddedLink {
  rel: string;
  href: string;
  as?: string;
  crossOrigin?: string;
  fetchPriority?: string;
  blocking?: string;
}

/** A fake page for the inline scripts: what they add to <head>, and the frame and timer callbacks they leave. */
function fakePage(pathname: string, rendered: boolean) {
  const added: (AddedLink & { type?: string; src?: string })[] = [];
  const pending: (() => void)[] = [];
  const context = {
    location: { pathname },
    requestAnimationFrame: (callback: () => void) => pending.push(callback),
    setTimeout: (callback: () => void) => pending.push(callback),
    document: {
      documentElement: { hasAttribute: (name: string) => rendered && name === 'data-rendered' },
      head: { appendChild: (element: AddedLink) => added.push(element) },
      createElement: () => ({
        setAttribute(this: Record<string, string>, name: string, value: string) {
          this[name] = value;
        },
      }),
    },
  };
  /** Runs the callbacks waiting for a frame or a timer (and those they add), as the browser would after painting. */
  const paint = () => {
    while (pending.length > 0) pending.shift()!();
  };
  return { context, added, paint };
}

/** Runs the script on a page at `pathname` (rendered on the server or not) and returns the links it added. */
function addedLinks(pathname: string, routes: RoutePreload[], rendered = false): AddedLink[] {
  const page = fakePage(pathname, rendered);
  runInNewContext(routePreloadScript(routes).replace(/^<script>|<\/script>$/g, ''), page.context);
  page.paint();
  return page.added;
}

function linksFor(pathname: string, routes: RoutePreload[]): string[] {
  return addedLinks(pathname, routes).map((link) => `${link.rel} ${link.href}`);
}

const routes: RoutePreload[] = [
  { match: { exact: ['/'] }, scripts: ['/assets/Home.js'], styles: ['/assets/Home.css'] },
  { match: { exact: ['/shop', '/category'] }, scripts: ['/assets/Listing.js'], styles: [] },
  { match: { prefix: ['/product/'] }, scripts: ['/assets/Product.js'], styles: [] },
];

describe('routePreloadScript', () => {
  it.each([
    ['/', ['modulepreload /assets/Home.js', 'preload /assets/Home.css']],
    ['/category', ['modulepreload /assets/Listing.js']],
    ['/product/a-b', ['modulepreload /assets/Product.js']],
    ['/cart', []],
    ['/shop/extra', []],
  ])('preloads the page chunk of %s', (pathname, expected) => {
    expect(linksFor(pathname, routes)).toEqual(expected);
  });

  it('preloads in the credentials mode of the stylesheet and module links Vite adds later (crossorigin)', () => {
    const modes = addedLinks('/', routes).map((link) => `${link.rel} ${link.crossOrigin}`);
    expect(modes).toEqual(['modulepreload ', 'preload ']);
  });

  it("on a rendered page, blocks its first paint on the page's stylesheets and asks for its chunks after it", () => {
    const page = fakePage('/', true);
    runInNewContext(routePreloadScript(routes).replace(/^<script>|<\/script>$/g, ''), page.context);
    expect(page.added.map((link) => `${link.rel} ${link.href} ${link.blocking}`)).toEqual([
      'stylesheet /assets/Home.css render',
    ]);
    page.paint();
    expect(page.added.map((link) => `${link.rel} ${link.href} ${link.fetchPriority ?? 'default'}`)).toEqual([
      'stylesheet /assets/Home.css default',
      'modulepreload /assets/Home.js low',
    ]);
  });

  it('on a page rendered in the browser, preloads the stylesheets and asks for the chunks at once', () => {
    const page = fakePage('/', false);
    runInNewContext(routePreloadScript(routes).replace(/^<script>|<\/script>$/g, ''), page.context);
    expect(page.added.map((link) => `${link.rel} ${link.as} ${link.fetchPriority ?? 'default'}`)).toEqual([
      'modulepreload undefined default',
      'preload style default',
    ]);
  });

  it('cannot be closed early by a file name', () => {
    expect(routePreloadScript([{ match: { exact: ['/'] }, scripts: ['</script>'], styles: [] }])).not.toContain(
      '</script>"',
    );
  });
});

describe('deferEntryOnRenderedPages', () => {
  const html = '<head><title>x</title><script type="module" crossorigin src="/assets/index-a1.js"></script></head>';

  function run(rendered: boolean) {
    const page = fakePage('/', rendered);
    const deferred = deferEntryOnRenderedPages(html);
    expect(deferred).not.toContain('type="module"');
    runInNewContext(deferred.replace(/^.*<script>|<\/script>.*$/g, ''), page.context);
    return page;
  }

  it('adds the entry at once on a page rendered in the browser', () => {
    const page = run(false);
    expect(page.added).toEqual([
      expect.objectContaining({ type: 'module', crossOrigin: '', src: '/assets/index-a1.js' }),
    ]);
    expect(page.added[0]?.fetchPriority).toBeUndefined();
  });

  it('adds the entry after the first paint, at low priority, on a page the server rendered', () => {
    const page = run(true);
    expect(page.added).toEqual([]);
    page.paint();
    expect(page.added).toEqual([
      expect.objectContaining({ type: 'module', src: '/assets/index-a1.js', fetchPriority: 'low' }),
    ]);
  });

  it('refuses a page without the entry script (a changed Vite would otherwise ship it unloaded)', () => {
    expect(() => deferEntryOnRenderedPages('<head></head>')).toThrow(/entry/);
  });
});
