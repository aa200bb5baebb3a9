// The shop's server renderer: src/entry-server.tsx built for Node into dist/web-ssr (after the browser's build, whose
// index.html the server fills with the rendered markup). React, Apollo and the router stay imports of node_modules,
// the copies the server itself loads.
import { defineConfig, type UserConfig } from 'vite';
import { fileURLToPath } from 'node:url';
import { sharedPlugins, useProductionReactForBuilds } from './vite.config';

export const ssrOutDir = fileURLToPath(new URL('../dist/web-ssr', import.meta.url));

const config = {
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: sharedPlugins(),
  build: {
    outDir: ssrOutDir,
    emptyOutDir: true,
    ssr: fileURLToPath(new URL('./src/entry-server.tsx', import.meta.url)),
    // The server reads no stylesheet: the browser's build ships them.
    ssrEmitAssets: false,
    rolldownOptions: { output: { entryFileNames: 'entry-server.js' } },
  },
} satisfies UserConfig;

export default defineConfig(({ command, mode }) => {
  useProductionReactForBuilds(command, mode);
  return config;
});
