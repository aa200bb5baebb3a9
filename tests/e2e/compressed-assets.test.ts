// What a browser downloads first arrives as the build compressed it (brotli at quality 11, web/vite.config.ts), not
// compressed again by the server for every visitor.
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { describe, expect, inject, it } from 'vitest';

const BUILT_WEB = fileURLToPath(new URL('../../dist/web/', import.meta.url));

/** The raw bytes and headers of a GET, without fetch's decoding. */
function rawGet(url: string, acceptEncoding: string) {
  return new Promise<{ status: number; encoding: string | undefined; body: Buffer }>((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          encoding: res.headers['content-encoding'],
          body: Buffer.concat(chunks),
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe("the shop's scripts", () => {
  it("send the build's brotli file to a browser that takes brotli, and its gzip file to one that takes gzip", async () => {
    const appUrl = inject('appUrl');
    const html = await (await fetch(`${appUrl}/cart`)).text();
    // index.html's loader script adds the shell's <script> (web/src/build/route-preload.ts).
    const shell = /\.src="\/(assets\/index-[^"]+\.js)"/.exec(html)?.[1];
    expect(shell).toBeDefined();
    const br = await rawGet(`${appUrl}/${shell!}`, 'gzip, deflate, br, zstd');
    expect(br.status).toBe(200);
    expect(br.encoding).toBe('br');
    expect(br.body.equals(readFileSync(`${BUILT_WEB}${shell!}.br`))).toBe(true);
    const gzip = await rawGet(`${appUrl}/${shell!}`, 'gzip');
    expect(gzip.encoding).toBe('gzip');
    expect(gzip.body.equals(readFileSync(`${BUILT_WEB}${shell!}.gz`))).toBe(true);
    // At quality 11 the shell is smaller than the raw file by far (about 3.7 times at the time of writing).
    expect(br.body.length * 3).toBeLessThan(readFileSync(`${BUILT_WEB}${shell!}`).length);
  });
});
