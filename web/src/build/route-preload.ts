// Build-time preloading of the first page's own chunk. Pages are lazy chunks that the browser would otherwise only
// discover after the entry script has downloaded and run; a tiny inline script in index.html starts fetching the chunk
// for the requested URL in parallel with the entry instead (Vite's loader then finds the links and skips them).

/** One lazily loaded page: the paths it serves and the files its chunk needs beyond the entry's. */
export interface RoutePreload {
  /** `exact` matches the whole path; `prefix` any path starting with it. */
  match: { exact?: string[]; prefix?: string[] };
  scripts: string[];
  styles: string[];
}

/**
 * The inline `<script>` that adds `<link rel="modulepreload">` (and stylesheet preloads) for the current path. Both
 * are CORS requests (`crossorigin`) because Vite's loader asks for the same files with `crossorigin`: a preload in
 * another credentials mode is not reused, so the browser warns and downloads the stylesheet a second time.
 */
export function routePreloadScript(routes: RoutePreload[]): string {
  const table = JSON.stringify(routes).replace(/</g, '\\u003c');
  return `<script>(function(){var p=location.pathname,r=${table};for(var i=0;i<r.length;i++){var m=r[i].match;if((m.exact||[]).indexOf(p)>=0||(m.prefix||[]).some(function(x){return p.indexOf(x)===0})){var h=document.head;r[i].scripts.forEach(function(s){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=s;h.appendChild(l)});r[i].styles.forEach(function(s){var l=document.createElement('link');l.rel='preload';l.as='style';l.crossOrigin='';l.href=s;h.appendChild(l)});return}}})()</script>`;
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
