import { describe, expect, it } from 'vitest';
import { fillShopPage, hasRenderableRoot } from './rendered-page-html.js';

const SHOP_PAGE = `<!doctype html>
<html lang="en-IN"><head>
    <title>Lovely Gifts | Thoughtful gifts from Coimbatore</title>
    <meta
      name="description"
      content="The shop's description."
    />
  </head>
  <body>
    <div id="root">
      <div class="boot-loader" role="status"><span aria-hidden="true"></span>Lovely Gifts</div>
    </div>
    <noscript>JavaScript needed.</noscript>
  </body>
</html>`;

const PAGE = {
  html: '<main>Rendered</main>',
  state: '{"ROOT_QUERY":{}}',
  meta: { title: 'Tom & Jerry <Mug> | Lovely Gifts', description: 'A "mug".' },
};

describe('fillShopPage', () => {
  it('puts the markup in #root instead of the loader, with the Apollo cache as a data block after it', () => {
    expect(hasRenderableRoot(SHOP_PAGE)).toBe(true);
    const html = fillShopPage(SHOP_PAGE, PAGE);
    expect(html).toContain(
      '<div id="root"><main>Rendered</main>\n    </div>\n    <script type="application/json" id="apollo-state">{"ROOT_QUERY":{}}</script>',
    );
    expect(html).not.toContain('boot-loader');
    expect(html).toContain('<noscript>');
  });

  it("writes the page's title and description, escaped", () => {
    const html = fillShopPage(SHOP_PAGE, PAGE);
    expect(html).toContain('<title>Tom &#38; Jerry &#60;Mug&#62; | Lovely Gifts</title>');
    expect(html).toContain('content="A &#34;mug&#34;."');
    expect(html).not.toContain("The shop's description.");
  });

  it("marks the page as rendered (index.html's scripts then load the app after the first paint)", () => {
    expect(SHOP_PAGE).not.toContain('data-rendered');
    expect(fillShopPage(SHOP_PAGE, PAGE)).toContain('<html data-rendered lang="en-IN"><head>');
  });
});
