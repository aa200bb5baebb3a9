// `npm run long-tasks`: the main thread's long tasks while a rendered page loads and hydrates, in Chromium with the
// CPU slowed 4× (Lighthouse's mobile slowdown), for home, a category and a product page. Lighthouse's total blocking
// time on a shared machine swings with the load; the list of long tasks, each named by what ran in it (from a CPU
// profile of the same load), says where hydration's time goes. A diagnostic, not a test: it prints figures.
import { loadavg } from 'node:os';
import type { CDPSession, Page } from 'playwright-core';
import { startLocalStack } from '../../server/local/stack.js';
import { launchBrowser } from '../support/e2e/browser.js';

/**
 * Lighthouse's mobile CPU slowdown. By default Chromium itself runs 4× slower (DevTools throttling); with
 * LONG_TASK_SIMULATE=1 it runs at full speed and each task counts 4× its length, as Lighthouse's simulation does.
 */
const CPU_SLOWDOWN = 4;
const SIMULATE = process.env['LONG_TASK_SIMULATE'] === '1';
/** Loads per page: the figures of each are printed (a shared machine makes single loads noisy). */
const RUNS = Math.max(1, Number(process.env['LONG_TASK_RUNS'] ?? 3) || 3);
/** Time after hydration in which late tasks (effects, lazily loaded chunks, deferred start-up work) are still counted. */
const SETTLE_MS = 3000;

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string };
}

/** Tasks over 50 ms on the page's main thread (the renderer's CrRendererMain), in trace microseconds. */
function longTasksOf(events: readonly TraceEvent[]): { ts: number; dur: number; thread: string }[] {
  const mainThreads = new Set(
    events
      .filter((event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  return events
    .filter((event) => event.name === 'RunTask' && event.ph === 'X')
    .map((event) => ({ ...event, dur: (event.dur ?? 0) * (SIMULATE ? CPU_SLOWDOWN : 1) }))
    .filter((event) => event.dur > 50_000)
    .filter((event) => mainThreads.has(`${event.pid}:${event.tid}`))
    .map((event) => ({ ts: event.ts, dur: event.dur ?? 0, thread: `${event.pid}:${event.tid}` }))
    .sort((a, b) => a.ts - b.ts);
}

/** The trace events inside a task (parsing, style, layout, script), longest first: what "(program)" time was. */
function eventsWithin(events: readonly TraceEvent[], task: { ts: number; dur: number; thread: string }): string[] {
  const end = task.ts + task.dur / (SIMULATE ? CPU_SLOWDOWN : 1);
  const byName = new Map<string, number>();
  for (const event of events) {
    if (event.ph !== 'X' || event.name === 'RunTask' || `${event.pid}:${event.tid}` !== task.thread) continue;
    if (event.ts < task.ts || event.ts + (event.dur ?? 0) > end) continue;
    byName.set(event.name, (byName.get(event.name) ?? 0) + (event.dur ?? 0));
  }
  return [...byName.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 8)
    .map(([name, us]) => `${(us / 1000).toFixed(0)} ms ${name}`);
}

/** The functions that took most self time between two instants of a CPU profile (profile microseconds). */
function topFunctions(profile: Profile, fromUs: number, toUs: number, count: number): string[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<string, number>();
  let time = profile.startTime;
  profile.samples.forEach((sample, index) => {
    time += profile.timeDeltas[index] ?? 0;
    if (time < fromUs || time > toUs) return;
    const frame = byId.get(sample)?.callFrame;
    if (!frame) return;
    const file = frame.url.split('/').pop() ?? '';
    const name = `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber}`;
    self.set(name, (self.get(name) ?? 0) + (profile.timeDeltas[index] ?? 0));
  });
  return [...self.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, us]) => `${(us / 1000).toFixed(0)} ms ${name}`);
}

async function loadOnce(page: Page, cdp: CDPSession, url: string, verbose: boolean): Promise<void> {
  const browser = page.context().browser()!;
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  await cdp.send('Profiler.start');
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForSelector('html[data-hydrated]', { timeout: 60_000 });
  await page.waitForTimeout(SETTLE_MS);
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
  const tasks = longTasksOf(trace.traceEvents);
  const blocking = tasks.reduce((sum, task) => sum + Math.max(0, task.dur / 1000 - 50), 0);
  console.log(
    `  long tasks ${tasks.map((task) => Math.round(task.dur / 1000)).join(', ') || 'none'} ms; ` +
      `blocking ${Math.round(blocking)} ms; load average ${loadavg()[0]!.toFixed(2)}`,
  );
  if (!verbose) return;
  for (const task of tasks) {
    console.log(`    task ${Math.round(task.dur / 1000)} ms:`);
    const end = task.ts + task.dur / (SIMULATE ? CPU_SLOWDOWN : 1);
    for (const line of topFunctions(profile, task.ts, end, 14)) console.log(`      ${line}`);
    console.log(
      `      trace events (nested ones counted in their parents too): ${eventsWithin(trace.traceEvents, task).join('; ')}`,
    );
  }
}

async function main() {
  const stack = await startLocalStack({ seed: 'demo', dataDir: null, auth: true, buildWeb: 'if-stale', quiet: true });
  const browser = await launchBrowser();
  try {
    const answer = await fetch(new URL('/graphql', stack.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
      body: JSON.stringify({ query: '{ homeProducts(limit: 1) { id } }' }),
    });
    const id = ((await answer.json()) as { data: { homeProducts: { id: string }[] } }).data.homeProducts[0]!.id;
    const pages = {
      home: '/',
      category: '/category?category=Gift%20Hampers',
      product: `/product/${encodeURIComponent(id)}`,
    };
    for (const [name, path] of Object.entries(pages)) {
      console.log(`${name} (${path}), CPU ${CPU_SLOWDOWN}× slower${SIMULATE ? ' (simulated)' : ''}:`);
      for (let run = 0; run < RUNS; run += 1) {
        const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: SIMULATE ? 1 : CPU_SLOWDOWN });
        await loadOnce(page, cdp, new URL(path, stack.url).toString(), process.env['LONG_TASK_PROFILE'] === '1');
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await stack.stop();
  }
}

await main();
