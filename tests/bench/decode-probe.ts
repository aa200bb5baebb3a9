/**
 * `npm run bench:decode-probe`: what photo decoding bombs do to everybody else. Starts the Firestore and Auth
 * emulators and the server in its own process (local mode, loopback only), then for each kind of bomb sends six at
 * once from one anonymous upload token while a probe asks `{__typename}` every 5 ms, and prints the longest gap
 * between the probe's answers, the server process's peak memory (VmRSS, worker threads included) over its normal
 * memory (after a warm-up that uploads one real HEIC), and the answers the uploads got.
 *
 *   npm run bench:decode-probe
 *   BENCH_SERVER_ROOT=/work/wt-harden-a-base npm run bench:decode-probe   # another checkout's server, side by side
 *
 * A benchmark, not a test: it asserts nothing (tests/integration/photos-decode-worker.test.ts holds the assertions).
 */
import '../support/emulator-env.js';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { heicFixture, realGridTile } from '../../server/test-support/heic-fixtures.js';
import { heifGrid } from '../../server/test-support/heif-container.js';
import { startAuthEmulator, startFirestoreEmulator, testProjectId } from '../support/firebase-emulators.js';
import { newUploadToken, uploadPhoto } from '../support/photos-support.js';
import { benchServerEnv, startBenchServerProcess } from './server-process.js';

const PROBE_EVERY_MS = 5;
const PARALLEL_UPLOADS = 6;

const tile = realGridTile();
const BOMBS: Record<string, Buffer> = {
  // No upload: the probe alone for 10 s, the gaps the machine's load makes by itself (the floor of the rows below).
  'none (probe alone, 10 s)': Buffer.alloc(0),
  // A 7 kB grid of 144 tiles of 512 × 512: 37.7 megapixels, within the shop's 50, decoded.
  '6144 x 6144 grid (7 kB)': heifGrid({ rows: 12, columns: 12, width: 6144, height: 6144, tile }),
  // 182 tiles of 512 × 512 in a 7168 × 6656 grid: 47.7 megapixels, about the most a grid may decode, decoded.
  '7168 x 6656 grid (47.7 MP)': heifGrid({ rows: 13, columns: 14, width: 7168, height: 6656, tile }),
  // 196 tiles (51 megapixels) over a 1200 × 800 canvas: refused from its boxes.
  '14 x 14 tiles over 1200 x 800': heifGrid({ rows: 14, columns: 14, width: 1200, height: 800, tile }),
  // tests/fixtures/photos/grid-bomb.heic: a 32768 × 32768 canvas declared as 1200 × 800.
  'grid-bomb.heic (32768 x 32768)': heicFixture('grid-bomb.heic'),
};

/** CPU time of the server's main thread (its event loop) and time it waited to run, from /proc's schedstat, in ms. */
function mainThreadSchedMs(pid: number): { running: number; waiting: number } {
  const [running = 0, waiting = 0] = readFileSync(`/proc/${pid}/task/${pid}/schedstat`, 'utf8').split(' ').map(Number);
  return { running: running / 1e6, waiting: waiting / 1e6 };
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Asks `{__typename}` every 5 ms until stopped; the longest time between two answers, and the slowest answer. */
function startProbe(url: string): { stop: () => Promise<{ gapMs: number; slowestMs: number; answers: number }> } {
  let running = true;
  let [gapMs, slowestMs, answers] = [0, 0, 0];
  const done = (async () => {
    let lastAnswer = performance.now();
    while (running) {
      const sent = performance.now();
      const response = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"query":"{__typename}"}',
      });
      await response.text();
      const now = performance.now();
      [gapMs, slowestMs, answers] = [Math.max(gapMs, now - lastAnswer), Math.max(slowestMs, now - sent), answers + 1];
      lastAnswer = now;
      await sleep(Math.max(0, PROBE_EVERY_MS - (performance.now() - sent)));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await done;
      return { gapMs, slowestMs, answers };
    },
  };
}

/** Samples the server's memory every 10 ms until stopped; its peak. */
function startMemorySampler(pid: number): { stop: () => number } {
  let peak = rssMb(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 10);
  return {
    stop: () => {
      clearInterval(timer);
      return Math.max(peak, rssMb(pid));
    },
  };
}

async function main(): Promise<void> {
  const projectId = testProjectId('bench-decode');
  const [firestore, auth] = await Promise.all([
    startFirestoreEmulator({ projectId }),
    startAuthEmulator({ projectId }),
  ]);
  const server = await startBenchServerProcess(
    benchServerEnv({ projectId, firestoreHost: firestore.host, authHost: auth.host }),
    'bench-server.ts',
    // e.g. DECODE_PROBE_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/decode-prof' to see where the event loop goes.
    (process.env['DECODE_PROBE_NODE_ARGS'] ?? '').split(' ').filter(Boolean),
  );
  try {
    console.log(`Server: ${process.env['BENCH_SERVER_ROOT'] ?? 'this checkout'}`);
    // Warm-up: a real HEIC loads libheif and the photo path, as in a shop that has taken a photo.
    const warm = await uploadPhoto(server.url, heicFixture('quadrants.heic'), {
      uploadToken: await newUploadToken(server.url),
    });
    console.log(`Warm-up HEIC upload: ${warm.status}`);
    // DECODE_PROBE_ONLY=grid runs the bombs whose name contains it.
    const only = process.env['DECODE_PROBE_ONLY'] ?? '';
    for (const [name, bomb] of Object.entries(BOMBS).filter(([bombName]) => bombName.includes(only))) {
      await sleep(2_000);
      const normalMb = rssMb(server.pid);
      const token = await newUploadToken(server.url);
      const load = os.loadavg()[0]!.toFixed(2);
      const probe = startProbe(server.url);
      const memory = startMemorySampler(server.pid);
      const schedBefore = mainThreadSchedMs(server.pid);
      await sleep(200);
      const started = performance.now();
      const uploads =
        bomb.length === 0
          ? await sleep(10_000).then(() => [])
          : await Promise.all(
              Array.from({ length: PARALLEL_UPLOADS }, () => uploadPhoto(server.url, bomb, { uploadToken: token })),
            );
      const seconds = (performance.now() - started) / 1000;
      await sleep(200);
      const probed = await probe.stop();
      const peakMb = memory.stop();
      const schedAfter = mainThreadSchedMs(server.pid);
      const codes = uploads.map((upload) => `${upload.status} ${upload.body.error?.code ?? ''}`.trim());
      console.log(
        `${name.padEnd(32)} ${bomb.length} B x ${PARALLEL_UPLOADS}: longest probe gap ${probed.gapMs.toFixed(0)} ms ` +
          `(slowest answer ${probed.slowestMs.toFixed(0)} ms, ${probed.answers} answers), memory ${normalMb.toFixed(0)} MB ` +
          `normal, peak ${peakMb.toFixed(0)} MB (+${(peakMb - normalMb).toFixed(0)} MB), uploads ${seconds.toFixed(1)} s: ` +
          `${codes.join(', ')}; event loop thread ran ${(schedAfter.running - schedBefore.running).toFixed(0)} ms and waited ` +
          `${(schedAfter.waiting - schedBefore.waiting).toFixed(0)} ms for a core; load average ${load}`,
      );
    }
  } finally {
    await server.stop();
    await Promise.all([firestore.stop(), auth.stop()]);
  }
}

await main();
