// The server as production runs it (`npm run build:server`, then node on the JavaScript), for the benchmarks: tsx,
// which runs the TypeScript sources in tests, wraps every function it creates in a naming helper (esbuild's
// keepNames), a cost per closure that the deployed server never pays.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Where a checkout's server is compiled for the benchmarks, inside the checkout (the server finds its files from there). */
export function serverBuildDir(root: string): string {
  return path.join(path.resolve(root), 'dist', 'bench-server');
}

/** Compiles a checkout's server with that checkout's TypeScript; resolves to the build's folder. */
export async function buildServer(root: string): Promise<string> {
  const checkout = path.resolve(root);
  const outDir = serverBuildDir(checkout);
  const tsc = path.join(checkout, 'node_modules', 'typescript', 'bin', 'tsc');
  await run(process.execPath, [tsc, '-p', path.join(checkout, 'server', 'tsconfig.json'), '--outDir', outDir]);
  return outDir;
}
