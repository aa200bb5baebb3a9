// The benchmark's rendered page: a product page as the server sends it (rendered with its data), its first byte and
// its throughput beside the node:http floor sending the same bytes. "Cached": the same page again and again (the
// rendered-page cache answers); "uncached": every product's page in turn, each one rendered for its request.
import { request as httpRequest, Agent } from 'node:http';
import { syntheticProductId } from '../../server/local/seed/synthetic-products.js';
import { headersToRepeat, loadFloorGet, loadGet, rawAnswer, type FloorAnswer, type LoadFigures } from './measure.js';

/** First-byte times (ms) of requests sent one at a time: no queue, only the server's own work and the loopback. */
export interface FirstByte {
  p50: number;
  p99: number;
}

/** Chrome's Accept-Encoding. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

export interface RenderedPageFigures {
  cached: LoadFigures;
  uncached: LoadFigures;
  /** The cached page asked with BROWSER_HEADERS. */
  cachedAsBrowser: LoadFigures;
  firstByte: { cached: FirstByte; uncached: FirstByte };
}

export interface RenderedPageResult extends RenderedPageFigures {
  floor: LoadFigures;
  floorFirstByte: FirstByte;
  /** The floor sending this checkout's answer to BROWSER_HEADERS, and that answer's Content-Encoding and size. */
  browserFloor: LoadFigures;
  browserEncoding: string;
  browserBytes: number;
  /** The baseline checkout's server, measured the same way. */
  before: RenderedPageFigures | null;
}

const SEQUENTIAL_REQUESTS = 400;

/** The paths the measurement asks for: one product page over and over, or every product's in turn. */
function pagePaths(size: number) {
  let next = 0;
  return {
    cached: () => `/product/${syntheticProductId(0)}`,
    uncached: () => `/product/${syntheticProductId(next++ % size)}`,
  };
}

/** The page as the server answers it; fails unless it was rendered on the server (it carries the Apollo cache). */
export async function renderedPage(url: string, path: string): Promise<FloorAnswer> {
  const response = await fetch(url + path, { headers: { accept: 'text/html', 'accept-encoding': 'identity' } });
  const body = Buffer.from(await response.arrayBuffer());
  if (response.status !== 200 || !body.includes('id="apollo-state"'))
    throw new Error(`${url}${path} was not rendered on the server (status ${response.status}).`);
  return { body, headers: headersToRepeat(response.headers) };
}

/** The page's bytes as sent to a browser (compressed: read without decoding) and the headers that came with them. */
function renderedPageAsBrowser(url: string, path: string): Promise<FloorAnswer & { encoding: string }> {
  return rawAnswer(url + path, { headers: { accept: 'text/html', ...BROWSER_HEADERS } });
}

/** Times from sending each request to the first byte of its answer, one request at a time. */
export async function firstByte(url: string, path: () => string, count = SEQUENTIAL_REQUESTS): Promise<FirstByte> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const times: number[] = [];
  try {
    for (let i = 0; i < count; i++) {
      times.push(
        await new Promise<number>((resolve, reject) => {
          const start = performance.now();
          const req = httpRequest(url + path(), { agent, headers: { accept: 'text/html' } }, (res) => {
            const elapsed = performance.now() - start;
            res.resume();
            res.once('end', () => resolve(elapsed));
            res.once('error', reject);
          });
          req.once('error', reject);
          req.end();
        }),
      );
    }
  } finally {
    agent.destroy();
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => Number(times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(2));
  return { p50: at(0.5), p99: at(0.99) };
}

async function measureServer(label: string, url: string, size: number, duration: number): Promise<RenderedPageFigures> {
  const paths = pagePaths(size);
  await renderedPage(url, paths.cached());
  const firstByteCached = await firstByte(url, paths.cached);
  const firstByteUncached = await firstByte(url, paths.uncached);
  const cached = await loadGet(`product page: ${label}cached`, url, duration, paths.cached);
  const uncached = await loadGet(`product page: ${label}uncached`, url, duration, paths.uncached);
  const cachedAsBrowser = await loadGet(
    `product page: ${label}cached, as a browser asks`,
    url,
    duration,
    paths.cached,
    BROWSER_HEADERS,
  );
  console.log(
    `  product page: ${label}first byte p50 / p99, cached ${firstByteCached.p50} / ${firstByteCached.p99} ms, ` +
      `uncached ${firstByteUncached.p50} / ${firstByteUncached.p99} ms`,
  );
  return { cached, uncached, cachedAsBrowser, firstByte: { cached: firstByteCached, uncached: firstByteUncached } };
}

/** The rendered product page on this checkout's server (and the baseline's), beside the floor with its bytes. */
export async function measureRenderedPage(
  servers: { url: string; beforeUrl: string | null; floorUrl: string },
  size: number,
  duration: number,
): Promise<RenderedPageResult> {
  const path = pagePaths(size).cached();
  const page = await renderedPage(servers.url, path);
  const floor = await loadFloorGet('product page: floor', servers.floorUrl, duration, page);
  const floorFirstByte = await firstByte(servers.floorUrl, () => path);
  const asBrowser = await renderedPageAsBrowser(servers.url, path);
  const browserFloor = await loadFloorGet(
    'product page: floor, as a browser asks',
    servers.floorUrl,
    duration,
    asBrowser,
    BROWSER_HEADERS,
  );
  const after = await measureServer('', servers.url, size, duration);
  const before = servers.beforeUrl ? await measureServer('before, ', servers.beforeUrl, size, duration) : null;
  const browser = { browserFloor, browserEncoding: asBrowser.encoding, browserBytes: asBrowser.body.length };
  return { floor, floorFirstByte, ...browser, ...after, before };
}
