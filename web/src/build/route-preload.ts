// Build-time preloading of the first page's own chunk. Pages are lazy chunks that the browser would otherwise only
// discover after the entry script has downloaded and run; a tiny inline script in index.html starts fetching the chunk
// for the requested URL in parallel with the entry instead (Vite's loader then finds the links and skips them). On a
// page the server rendered, the entry and the chunk wait for the first paint, which needs only HTML and CSS.

/** One lazily loaded page: the paths it serves and the files its chunk needs beyond the entry's. */
export interface RoutePreload {
  /** `exact` matches the whole path; `prefix` any path starting with it. */
  match: { exact?: string[]; prefix?: string[] };
  scripts: string[];
  styles: string[];
}

/** Without paint timing (old browsers): a frame and a task after it stand for the first paint. */
const FRAME_WAIT_MS = 200;
/** With paint timing: the longest wait for the first contentful paint before the scripts are asked for anyway. */
const PAINT_WAIT_MS = 1500;

/**
 * Runs `f` at once, or on a page the server rendered (its `<html data-rendered>`, server/src/http/rendered-page-html.ts)
 * once its first contentful paint is on the screen: that page paints without scripts, and scripts that arrive earlier
 * compete with its picture for the network and are run before the paint, holding it back. The main thread's first
 * frame is not enough: the paint is shown tens of milliseconds later, time in which a fast connection brings the
 * entry and the browser starts running it. A tab in the background paints nothing: there `f` runs at once. (ES5: this
 * goes into index.html's inline scripts, which define `d` as the document.)
 */
const AFTER_FIRST_PAINT =
  `function after(f){if(!rendered)return f();var done=0,P=typeof PerformanceObserver=='function'&&PerformanceObserver;` +
  `function go(){if(!done){done=1;f()}}if(d.visibilityState=='hidden')return go();` +
  `if(P&&(P.supportedEntryTypes||[]).indexOf('paint')>=0){new P(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();go()}}).observe({type:'paint',buffered:true});` +
  `d.addEventListener('visibilitychange',function(){if(d.visibilityState=='hidden')go()});setTimeout(go,${PAINT_WAIT_MS})}` +
  `else{requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,${FRAME_WAIT_MS})}}`;

/**
 * The inline `<script>` that adds `<link rel="modulepreload">` and the stylesheets of the page at the current path.
 * Both are CORS requests (`crossorigin`) because Vite's loader asks for the same files with `crossorigin`: a preload
 * in another credentials mode is not reused, so the browser warns and downloads the stylesheet a second time. On a
 * rendered page the stylesheets are added as render-blocking stylesheets (its markup needs them for its first paint)
 * and the chunks are asked for after that paint, at low priority; on any other page the stylesheets are preloaded.
 */
export function routePreloadScript(routes: RoutePreload[]): string {
  const table = JSON.stringify(routes).replace(/</g, '\\u003c');
  return `<script>(function(){var p=location.pathname,d=document,rendered=d.documentElement.hasAttribute('data-rendered'),r=${table};${AFTER_FIRST_PAINT}for(var i=0;i<r.length;i++){var m=r[i].match;if((m.exact||[]).indexOf(p)>=0||(m.prefix||[]).some(function(x){return p.indexOf(x)===0})){var h=d.head,route=r[i];after(function(){route.scripts.forEach(function(s){var l=d.createElement('link');l.rel='modulepreload';l.crossOrigin='';if(rendered)l.fetchPriority='low';l.href=s;h.appendChild(l)})});route.styles.forEach(function(s){var l=d.createElement('link');if(rendered){l.rel='stylesheet';l.setAttribute('blocking','render')}else{l.rel='preload';l.as='style'}l.crossOrigin='';l.href=s;h.appendChild(l)});return}}})()</script>`;
}

/** Vite's entry script tag in the built index.html. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/[^"]+\.js)"><\/script>/;

/**
 * Replaces index.html's entry `<script type="module">` by an inline script that adds it: at once on a page rendered
 * in the browser, after the first paint (at low priority) on a page the server rendered. The load event of a rendered
 * page may then fire before the app runs: until it has hydrated the page (`<html data-hydrated>`, set by
 * app/HydratedMark.tsx) the page is plain HTML whose links work and whose menus and buttons do not yet.
 */
export function deferEntryOnRenderedPages(html: string): string {
  if (!ENTRY_SCRIPT.test(html)) throw new Error('index.html has no entry <script type="module"> to defer.');
  return html.replace(ENTRY_SCRIPT, (_tag, src: string) => {
    const url = JSON.stringify(src).replace(/</g, '\\u003c');
    return `<script>(function(){var d=document,rendered=d.documentElement.hasAttribute('data-rendered');${AFTER_FIRST_PAINT}var s=d.createElement('script');s.type='module';s.crossOrigin='';s.src=${url};if(rendered)s.fetchPriority='low';after(function(){d.head.appendChild(s)})})()</script>`;
  });
}

interface ChunkInfo {
  imports: string[];
  css: string[];
}

/**
 * The files a chunk needs that the entry does not already load: the chunk itself, its static imports (recursively)
 * and their CSS, as root-relative URLs.
 */
export function chunkFilesBeyondEntry(
  chunk: string,
  entry: string,
  chunks: ReadonlyMap<string, ChunkInfo>,
): { scripts: string[]; styles: string[] } {
  const closure = (start: string): Set<string> => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const next of chunks.get(file)?.imports ?? []) visit(next);
    };
    visit(start);
    return seen;
  };
  const loadedByEntry = closure(entry);
  const needed = [...closure(chunk)].filter((file) => !loadedByEntry.has(file));
  const loadedCss = new Set([...loadedByEntry].flatMap((file) => chunks.get(file)?.css ?? []));
  const styles = [...new Set(needed.flatMap((file) => chunks.get(file)?.css ?? []))].filter(
    (css) => !loadedCss.has(css),
  );
  return { scripts: needed.map((file) => `/${file}`), styles: styles.map((file) => `/${file}`) };
}
