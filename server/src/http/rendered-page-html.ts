/** The built index.html's #root with the branded loader inside, which a rendered page replaces. */
const ROOT_WITH_LOADER = /(<div id="root">)\s*<div class="boot-loader"[^>]*>[\s\S]*?<\/div>(\s*<\/div>)/;

/** The attribute a rendered page's `<html>` carries (index.html's scripts from web/src/build/route-preload.ts read it). */
const RENDERED_PAGE_MARK = 'data-rendered';

/** The id of the data block with the Apollo cache (web/src/apollo/apollo-state.ts reads it). */
const APOLLO_STATE_ID = 'apollo-state';

/** The page's one title and its meta description (index.html writes the attributes on lines of their own). */
const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /(<meta\s+name="description"\s+content=")[^"]*(")/;

/** The page's `<html>` start tag. */
const HTML_START = /<html(?=[\s>])/;

/** A rendered page: its markup, the escaped Apollo cache, and its title and description as plain text. */
export interface RenderedPage {
  readonly html: string;
  readonly state: string;
  readonly meta: { readonly title: string; readonly description: string };
}

function escapeHtml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Whether the built shop page has the #root this module fills. */
export function hasRenderableRoot(shopPage: string): boolean {
  return ROOT_WITH_LOADER.test(shopPage);
}

/**
 * The shop page with the rendered markup in #root and the Apollo cache after it, as a JSON data block (never run, so
 * the Content-Security-Policy needs nothing for it). `state` is already escaped for a script body by the renderer.
 */
export function fillShopPage(shopPage: string, page: RenderedPage): string {
  return (
    shopPage
      // A rendered page paints without its scripts: index.html's inline scripts read the mark and load them after the
      // first paint, at low priority, with the page's stylesheets render-blocking instead.
      .replace(HTML_START, `<html ${RENDERED_PAGE_MARK}`)
      .replace(TITLE, () => `<title>${escapeHtml(page.meta.title)}</title>`)
      .replace(
        DESCRIPTION,
        (_match, open: string, close: string) => `${open}${escapeHtml(page.meta.description)}${close}`,
      )
      .replace(
        ROOT_WITH_LOADER,
        (_match, open: string, close: string) =>
          `${open}${page.html}${close}\n    <script type="application/json" id="${APOLLO_STATE_ID}">${page.state}</script>`,
      )
  );
}
