import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isWebBuildStale } from './web-build.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'web-build-test-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

function write(file: string, mtimeSeconds: number): void {
  const full = path.join(root, file);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, 'x');
  fs.utimesSync(full, mtimeSeconds, mtimeSeconds);
}

describe('isWebBuildStale', () => {
  it('is stale when dist/web has never been built', () => {
    write('web/src/main.tsx', 1_000);
    expect(isWebBuildStale(root)).toBe(true);
  });

  it('is fresh when the build is newer than every source file', () => {
    write('dist/web/index.html', 2_000);
    write('dist/web/admin.html', 2_000);
    write('dist/web-ssr/entry-server.js', 2_000);
    expect(isWebBuildStale(root)).toBe(false);
  });

  it('is stale when a file deep under web/src changed after the build', () => {
    write('web/src/features/cart/CartPage.tsx', 3_000);
    expect(isWebBuildStale(root)).toBe(true);
  });

  it('is stale when index.html changed after the build', () => {
    write('dist/web/index.html', 4_000);
    write('dist/web/admin.html', 4_000);
    write('dist/web-ssr/entry-server.js', 4_000);
    expect(isWebBuildStale(root)).toBe(false);
    write('web/index.html', 5_000);
    expect(isWebBuildStale(root)).toBe(true);
  });

  it('is stale when the admin build never finished (only the shop was written)', () => {
    write('dist/web/index.html', 6_000);
    fs.rmSync(path.join(root, 'dist/web/admin.html'));
    expect(isWebBuildStale(root)).toBe(true);
  });

  it('is stale when admin.html or the admin build config changed after the build', () => {
    write('dist/web/admin.html', 7_000);
    write('dist/web-ssr/entry-server.js', 7_000);
    expect(isWebBuildStale(root)).toBe(false);
    write('web/vite.admin.config.ts', 8_000);
    expect(isWebBuildStale(root)).toBe(true);
  });

  it('is stale when the server renderer was never built or its config changed after the build', () => {
    write('dist/web/index.html', 9_000);
    write('dist/web/admin.html', 9_000);
    fs.rmSync(path.join(root, 'dist/web-ssr/entry-server.js'));
    expect(isWebBuildStale(root)).toBe(true);
    write('dist/web-ssr/entry-server.js', 9_000);
    expect(isWebBuildStale(root)).toBe(false);
    write('web/vite.ssr.config.ts', 9_500);
    expect(isWebBuildStale(root)).toBe(true);
  });
});
