/**
 * Rendered pages by URL, for one catalog version: a page read at another version empties the cache first, so a page is
 * never served after the catalog it shows has changed. At most `maxEntries` pages are kept (the oldest goes first),
 * since query strings let anyone ask for endlessly many URLs.
 */
export class RenderedPageCache<Page> {
  private version: number | null = null;
  private readonly pages = new Map<string, Page>();

  constructor(private readonly maxEntries = 2000) {}

  get(version: number, key: string): Page | undefined {
    this.useVersion(version);
    return this.pages.get(key);
  }

  set(version: number, key: string, page: Page): void {
    // A page rendered from a catalog that has changed since is not kept.
    if (this.version !== null && version < this.version) return;
    this.useVersion(version);
    if (this.pages.size >= this.maxEntries && !this.pages.has(key)) {
      const oldest = this.pages.keys().next();
      if (!oldest.done) this.pages.delete(oldest.value);
    }
    this.pages.set(key, page);
  }

  get size(): number {
    return this.pages.size;
  }

  private useVersion(version: number): void {
    if (this.version === version) return;
    this.version = version;
    this.pages.clear();
  }
}
