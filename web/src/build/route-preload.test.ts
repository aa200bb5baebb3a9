import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { chunkFilesBeyondEntry, routePreloadScript, type RoutePreload } from './route-preload';

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

function linksFor(pathname: string, routes: RoutePreload[]): string[] {
  const added: string[] = [];
  const script = routePreloadScript(routes).replace(/^<script>|<\/script>$/g, '');
  runInNewContext(script, {
    location: { pathname },
    document: {
      head: { appendChild: (link: { rel: string; href: string }) => added.push(`${link.rel} ${link.href}`) },
      createElement: () => ({}),
    },
  });
  return added;
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
    const modes: string[] = [];
    const script = routePreloadScript(routes).replace(/^<script>|<\/script>$/g, '');
    runInNewContext(script, {
      location: { pathname: '/' },
      document: {
        head: {
          appendChild: (link: { rel: string; crossOrigin?: string }) => modes.push(`${link.rel} ${link.crossOrigin}`),
        },
        createElement: () => ({}),
      },
    });
    expect(modes).toEqual(['modulepreload ', 'preload ']);
  });

  it('cannot be closed early by a file name', () => {
    expect(routePreloadScript([{ match: { exact: ['/'] }, scripts: ['</script>'], styles: [] }])).not.toContain(
      '</script>"',
    );
  });
});
