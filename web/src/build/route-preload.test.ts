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

interface PaintObserver {
  observe(options: { type: string; buffered: boolean }): void;
  disconnect(): void;
}

/**
 * A fake page for the inline scripts: what they add to <head>, and the frame, timer, paint-timing and visibility
 * callbacks they leave. `paintTiming`: the browser reports paints (PerformanceObserver with 'paint' entries).
 */
function fakePage(pathname: string, rendered: boolean, { paintTiming = false, hidden = false } = {}) {
  const added: (AddedLink & { type?: string; src?: string })[] = [];
  const frames: (() => void)[] = [];
  const timers: { callback: () => void; ms: number }[] = [];
  const paintWatchers: (() => void)[] = [];
  const visibilityWatchers: (() => void)[] = [];
  const document = {
    visibilityState: hidden ? 'hidden' : 'visible',
    documentElement: { hasAttribute: (name: string) => rendered && name === 'data-rendered' },
    head: { appendChild: (element: AddedLink) => added.push(element) },
    addEventListener: (type: string, callback: () => void) => {
      if (type === 'visibilitychange') visibilityWatchers.push(callback);
    },
    createElement: () => ({
      setAttribute(this: Record<string, string>, name: string, value: string) {
        this[name] = value;
      },
    }),
  };
  class FakePerformanceObserver implements PaintObserver {
    static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    private connected = true;
    constructor(private readonly callback: (list: unknown, observer: PaintObserver) => void) {}
    observe(options: { type: string; buffered: boolean }) {
      expect(options).toEqual({ type: 'paint', buffered: true });
      const list = { getEntriesByName: (name: string) => (name === 'first-contentful-paint' ? [{ name }] : []) };
      paintWatchers.push(() => {
        if (this.connected) this.callback(list, this);
      });
    }
    disconnect() {
      this.connected = false;
    }
  }
  const context = {
    location: { pathname },
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void, ms = 0) => timers.push({ callback, ms }),
    document,
    ...(paintTiming ? { PerformanceObserver: FakePerformanceObserver } : {}),
  };
  /** Runs the callbacks timed up to `ms` from now, in order of their delay. */
  const wait = (ms: number) => {
    for (;;) {
      const due = timers.filter((timer) => timer.ms <= ms).sort((a, b) => a.ms - b.ms)[0];
      if (!due) return;
      timers.splice(timers.indexOf(due), 1);
      due.callback();
    }
  };
  /** The main thread's next frame and the task after it (callbacks of requestAnimationFrame, then 0 ms timers). */
  const frame = () => {
    for (const callback of frames.splice(0)) callback();
    wait(0);
  };
  /** The first frame, then the report of its contentful paint (when the browser reports paints). */
  const paint = () => {
    frame();
    for (const watcher of paintWatchers) watcher();
  };
  const hide = () => {
    document.visibilityState = 'hidden';
    for (const watcher of visibilityWatchers) watcher();
  };
  return { context, added, paint, frame, wait, hide };
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

  it('on a rendered page with paint timing, asks for its chunks once the contentful paint is reported', () => {
    const page = fakePage('/', true, { paintTiming: true });
    runInNewContext(routePreloadScript(routes).replace(/^<script>|<\/script>$/g, ''), page.context);
    page.frame();
    expect(page.added.map((link) => link.rel)).toEqual(['stylesheet']);
    page.paint();
    expect(page.added.map((link) => `${link.rel} ${link.href}`)).toEqual([
      'stylesheet /assets/Home.css',
      'modulepreload /assets/Home.js',
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

  function run(rendered: boolean, browser: { paintTiming?: boolean; hidden?: boolean } = {}) {
    const page = fakePage('/', rendered, browser);
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

  it('with paint timing, waits past the first frame for the first contentful paint to be reported', () => {
    const page = run(true, { paintTiming: true });
    page.frame();
    expect(page.added).toEqual([]);
    page.paint();
    expect(page.added).toEqual([expect.objectContaining({ src: '/assets/index-a1.js', fetchPriority: 'low' })]);
    page.paint();
    page.wait(60_000);
    expect(page.added).toHaveLength(1);
  });

  it('with paint timing, asks for the entry anyway when no paint is reported within 1.5 s', () => {
    const page = run(true, { paintTiming: true });
    page.frame();
    page.wait(1499);
    expect(page.added).toEqual([]);
    page.wait(1500);
    expect(page.added).toEqual([expect.objectContaining({ src: '/assets/index-a1.js' })]);
  });

  it('in a tab in the background, which paints nothing, asks for the entry at once or when the tab is hidden', () => {
    expect(run(true, { paintTiming: true, hidden: true }).added).toHaveLength(1);
    const page = run(true, { paintTiming: true });
    expect(page.added).toEqual([]);
    page.hide();
    expect(page.added).toEqual([expect.objectContaining({ src: '/assets/index-a1.js' })]);
  });

  it('refuses a page without the entry script (a changed Vite would otherwise ship it unloaded)', () => {
    expect(() => deferEntryOnRenderedPages('<head></head>')).toThrow(/entry/);
  });
});
