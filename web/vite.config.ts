import { defaultClientConditions, defineConfig, type Plugin, type PluginOption, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { constants as zlibConstants } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import {
  OPERATION_MODULE_PREFIX,
  extractGeneratedOperation,
  rewriteGraphqlCalls,
} from './src/build/graphql-operations';
import { inlineStylesheets } from './src/build/inline-css';
import {
  chunkFilesBeyondEntry,
  deferEntryOnRenderedPages,
  routePreloadScript,
  type RoutePreload,
} from './src/build/route-preload';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const srcDir = fileURLToPath(new URL('./src/', import.meta.url));
const generatedDocuments = fileURLToPath(new URL('./src/gql/graphql.ts', import.meta.url));

/** Each module gets only the GraphQL operations it uses (see src/build/graphql-operations.ts). */
function graphqlDocuments(): Plugin {
  return {
    name: 'lovely-gifts:graphql-operations',
    enforce: 'pre',
    resolveId(id) {
      return id.startsWith(OPERATION_MODULE_PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${OPERATION_MODULE_PREFIX}`)) return null;
      const name = id.slice(OPERATION_MODULE_PREFIX.length + 1);
      this.addWatchFile(generatedDocuments);
      const json = extractGeneratedOperation(readFileSync(generatedDocuments, 'utf8'), name);
      if (json === null) this.error(`${name} is not in src/gql/graphql.ts: run \`npm run codegen\`.`);
      return `export default ${json};`;
    },
    transform(code, id) {
      if (!id.startsWith(srcDir) || id.startsWith(`${srcDir}gql/`) || !/\.tsx?$/.test(id)) return null;
      const rewritten = rewriteGraphqlCalls(code);
      return rewritten === null ? null : { code: rewritten, map: null };
    },
  };
}

/** The first page's CSS goes into index.html, saving a render-blocking round trip (see src/build/inline-css.ts). */
function inlineEntryCss(): Plugin {
  return {
    name: 'lovely-gifts:inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        return inlineStylesheets(html, (file) => {
          const asset = bundle[file];
          if (asset?.type !== 'asset') return undefined;
          return typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
        });
      },
    },
  };
}

/** The pages people land on, by their module, with the paths that show them (see src/app/router.tsx). */
const LANDING_PAGES: { module: string; match: RoutePreload['match'] }[] = [
  { module: 'features/home/HomePage.tsx', match: { exact: ['/'] } },
  { module: 'features/catalog/ListingPage.tsx', match: { exact: ['/shop', '/category'] } },
  { module: 'features/product/ProductPage.tsx', match: { prefix: ['/product/'] } },
];

/**
 * index.html starts loading the requested landing page's chunk alongside the entry, and on a page the server rendered
 * loads both after its first paint (see src/build/route-preload.ts).
 */
function preloadLandingPage(): Plugin {
  return {
    name: 'lovely-gifts:preload-landing-page',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const chunks = new Map<string, { imports: string[]; css: string[] }>();
        let entry: string | undefined;
        const byModule = new Map<string, string>();
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk') continue;
          chunks.set(output.fileName, { imports: output.imports, css: [...(output.viteMetadata?.importedCss ?? [])] });
          if (output.isEntry) entry = output.fileName;
          if (output.facadeModuleId) byModule.set(output.facadeModuleId, output.fileName);
        }
        if (!entry) return html;
        const routes: RoutePreload[] = LANDING_PAGES.map(({ module, match }) => {
          const chunk = byModule.get(`${srcDir}${module}`);
          if (!chunk) throw new Error(`No chunk for ${module}: update LANDING_PAGES in vite.config.ts.`);
          return { match, ...chunkFilesBeyondEntry(chunk, entry, chunks) };
        });
        // At the end of <head>, after the inlined entry CSS: the page's stylesheets come after it, as Vite's loader
        // would add them, so the cascade is the same either way.
        return deferEntryOnRenderedPages(html.replace('</head>', `  ${routePreloadScript(routes)}\n  </head>`));
      },
    },
  };
}

/**
 * `npm run dev` serves both pages from one dev server: /admin and everything under it get admin.html (the admin
 * area's own page, built separately by vite.admin.config.ts); every other page falls back to index.html as usual.
 */
function adminPageInDev(): Plugin {
  return {
    name: 'lovely-gifts:admin-page-in-dev',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const path = req.url?.split('?')[0] ?? '';
        const isAdminPage = /^\/admin(\/[^.]*)?$/.test(path) && !path.startsWith('/admin/media');
        if (isAdminPage && (req.method === 'GET' || req.method === 'HEAD')) req.url = '/admin.html';
        next();
      });
    },
  };
}

// Local API for `vite` dev mode: `npm start` serves on 3000 (VITE_API_ORIGIN overrides, e.g. a helper's own port).
const apiOrigin = process.env['VITE_API_ORIGIN'] ?? 'http://127.0.0.1:3000';

/**
 * A production build must not inherit NODE_ENV=test from a test runner that triggers it (Vitest sets it, and the e2e
 * setup builds the app): Vite would then ship React's development build.
 */
export function useProductionReactForBuilds(command: string, mode: string): void {
  if (command === 'build' && mode === 'production') process.env['NODE_ENV'] = 'production';
}

/**
 * Each script and stylesheet also written compressed (name.js.br, name.js.gz) at the highest settings, once, at build
 * time: the server sends these files as they are (server/src/http/web-app.ts), instead of compressing the shell's
 * 490 kB at brotli's per-response quality 4 for every new visitor (13.5 ms of CPU, and 15 % more bytes than quality 11).
 */
export function precompressedAssets(): PluginOption {
  return compression({
    include: /\.(js|css|svg)$/,
    threshold: 1024,
    algorithms: [
      defineAlgorithm('brotliCompress', { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
      defineAlgorithm('gzip', { level: 9 }),
    ],
    logLevel: 'silent',
  });
}

/** What every build shares (the shop's, the admin's, the server renderer's): GraphQL operations, inlined first CSS. */
export const sharedPlugins = (): PluginOption[] => [graphqlDocuments(), react(), inlineEntryCss()];

export const outDir = fileURLToPath(new URL('../dist/web', import.meta.url));

export default defineConfig(({ command, mode }) => {
  useProductionReactForBuilds(command, mode);
  return config;
});

/** The shop (index.html). The admin area is a second build into the same folder: vite.admin.config.ts. */
const config = {
  root: webRoot,
  plugins: [...sharedPlugins(), preloadLandingPage(), adminPageInDev(), precompressedAssets()],
  // rxjs (Apollo's observables) ships ES5 by default, with tslib's class helpers; its `es2015` build is the same code as
  // classes, 1.7 kB gzip smaller in the shell and quicker to run. Only rxjs publishes that condition among our packages.
  resolve: { conditions: ['es2015', ...defaultClientConditions] },
  build: {
    outDir,
    emptyOutDir: true,
    // The shell below is one file of about 490 kB (150 kB gzip); above 520 kB something is wrong (budget: 180 kB gzip).
    chunkSizeWarningLimit: 520,
    // Everything the entry imports statically is needed before the first page renders anyway: as one file it is one
    // request instead of a dozen small ones, and it compresses better (home's first load went from 157.3 to 152.3 kB
    // gzip). Pages and what only they use stay in their own lazily loaded chunks.
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'shell', tags: ['$initial'] }] } } },
  },
  server: {
    proxy: { '/graphql': apiOrigin, '/media': apiOrigin, '/admin/media': apiOrigin, '/app-config.json': apiOrigin },
  },
} satisfies UserConfig;
