import path from 'node:path';
import { createServer } from 'vite';
import { claimPort, LOOPBACK } from './emulators/ports.js';
import { REPO_ROOT } from './repo-root.js';

/** Paths the Node server answers; Vite's dev server forwards them to it and serves everything else itself. */
const SERVER_PATHS = ['/graphql', '/media', '/app-config.json', '/healthz', '/sitemap.xml', '/robots.txt'];

/** `npm run dev`: Vite's dev server with hot reload in front of the already running API server. */
export async function startViteDevServer(opts: { apiUrl: string }): Promise<{ url: string; close(): Promise<void> }> {
  const port = await claimPort(Number(process.env.VITE_PORT) || 5173, 'Vite dev server', 'VITE_PORT');
  const server = await createServer({
    configFile: path.join(REPO_ROOT, 'web', 'vite.config.ts'),
    server: {
      host: LOOPBACK,
      port,
      strictPort: true,
      proxy: Object.fromEntries(SERVER_PATHS.map((p) => [p, { target: opts.apiUrl, changeOrigin: false }])),
    },
  });
  await server.listen();
  return { url: `http://${LOOPBACK}:${port}`, close: () => server.close() };
}
