// Build-time inlining of the first page's stylesheets into index.html. They are small (a few KB gzip) and would
// otherwise cost a round trip before anything can paint; pages loaded later still fetch their own CSS files.

const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="\/([^"]+\.css)">/g;

/**
 * Replaces `<link rel="stylesheet" href="/x.css">` tags by `<style>` elements holding the CSS, for every file that
 * `readCss` knows; links to unknown files are kept as they are. A disabled link to the same file stays behind: browsers
 * do not fetch disabled stylesheets, and Vite's loader for lazy pages sees the file as present and does not add it again.
 */
export function inlineStylesheets(html: string, readCss: (file: string) => string | undefined): string {
  return html.replace(STYLESHEET_LINK, (link, file: string) => {
    const css = readCss(file);
    // `</style` inside CSS would end the element early; CSS never needs it, so refuse rather than corrupt the page.
    if (css === undefined || /<\/style/i.test(css)) return link;
    return `<style data-inlined="/${file}">${css}</style><link rel="stylesheet" href="/${file}" disabled>`;
  });
}
