import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PageBytes } from './page-bytes.js';

const HTML = `<!doctype html><html><body>${'<p>Rose bouquet, ₹1,299</p>'.repeat(200)}</body></html>`;

describe('PageBytes', () => {
  it('keeps the page as UTF-8 and makes each compressed form of the same text', async () => {
    const page = new PageBytes(HTML);
    expect(page.bytes('identity')).toBe(page.identity);
    expect(page.identity.toString('utf8')).toBe(HTML);
    const br = await page.bytes('br');
    const gzip = await page.bytes('gzip');
    expect(brotliDecompressSync(br).toString('utf8')).toBe(HTML);
    expect(gunzipSync(gzip).toString('utf8')).toBe(HTML);
    expect(br.length).toBeLessThan(page.identity.length / 10);
  });

  it('compresses once: concurrent asks share the work, and later asks get the bytes themselves', async () => {
    const page = new PageBytes(HTML);
    const first = page.bytes('br');
    const second = page.bytes('br');
    expect(first).toBeInstanceOf(Promise);
    expect(second).toBe(first);
    const made = await first;
    expect(page.bytes('br')).toBe(made);
  });
});
