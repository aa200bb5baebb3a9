// The shop owner's area as its own build: web/admin.html and everything it imports, written beside the shop's build
// (which runs first and empties dist/web). Separate builds share no chunk, so the shop's bundle is exactly what it
// would be without an admin area; the server sends admin.html for /admin/*.
import { defineConfig, type UserConfig } from 'vite';
import { fileURLToPath } from 'node:url';
import { outDir, precompressedAssets, sharedPlugins, useProductionReactForBuilds } from './vite.config';

const config = {
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [...sharedPlugins(), precompressedAssets()],
  build: {
    outDir,
    emptyOutDir: false,
    // The admin's entry carries React, Apollo and the router itself (≈150 kB gzip); owners load it once, on a desk.
    chunkSizeWarningLimit: 500,
    rolldownOptions: { input: fileURLToPath(new URL('./admin.html', import.meta.url)) },
  },
} satisfies UserConfig;

export default defineConfig(({ command, mode }) => {
  useProductionReactForBuilds(command, mode);
  return config;
});
