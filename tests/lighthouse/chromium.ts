// Debian's Chromium with a DevTools port, for Lighthouse (which drives the browser over the DevTools protocol).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const CHROMIUM_PATH = process.env['CHROME_PATH'] ?? '/usr/bin/chromium';

// Headless, no sandbox (containers), and nothing that reaches the network on its own (updates, sync, QUIC).
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface RunningChromium {
  port: number;
  stop(): Promise<void>;
}

/** Starts Chromium with a fresh profile and an OS-assigned DevTools port on loopback. */
export async function startChromium(): Promise<RunningChromium> {
  const profile = mkdtempSync(path.join(tmpdir(), 'lighthouse-chromium-'));
  const child: ChildProcess = spawn(
    CHROMIUM_PATH,
    [
      ...FLAGS,
      `--user-data-dir=${profile}`,
      '--remote-debugging-address=127.0.0.1',
      '--remote-debugging-port=0',
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const cleanup = () => rmSync(profile, { recursive: true, force: true });

  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => reject(new Error(`Chromium did not open a DevTools port within 30 s:\n${output}`)),
      30_000,
    );
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /DevTools listening on ws:\/\/127\.0\.0\.1:(\d+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(new Error(`Could not start Chromium at ${CHROMIUM_PATH}: ${error.message}`));
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Chromium exited with code ${code} before opening a DevTools port:\n${output}`));
    });
  }).catch((error: unknown) => {
    child.kill('SIGKILL');
    cleanup();
    throw error;
  });

  return {
    port,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
        await exited;
        clearTimeout(timer);
      }
      cleanup();
    },
  };
}
