// One load measurement of the benchmark (autocannon against a server in its own process), and the floor: the same
// response bytes from a bare node:http server (floor-server.ts) under the same load.
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import autocannon from 'autocannon';

export const JSON_HEADERS = { 'content-type': 'application/json', accept: 'application/json' };

export interface LoadFigures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  responseBytes: number;
}

export const CONNECTIONS = 50;
/**
 * Each measurement is preceded by this much of the same load, not measured. Two seconds at 10 connections were too
 * little: the first server measured after another process's run used 15-30 % more CPU per request than the one
 * measured next, whichever checkout it was (npm run bench:cpu with the same commit on both sides); at the full load
 * for 3 s the two agree.
 */
export const WARM_UP_SECONDS = 3;

/** One run of POSTs to `url/graphql`, each with a body from `body()` (and the headers given beside JSON's). */
export function postLoad(
  url: string,
  duration: number,
  body: () => string,
  extraHeaders: Readonly<Record<string, string>> = {},
): Promise<autocannon.Result> {
  const headers = { ...JSON_HEADERS, ...extraHeaders };
  return autocannon({
    url: `${url}/graphql`,
    connections: CONNECTIONS,
    duration,
    requests: [{ method: 'POST', headers, setupRequest: (request) => ({ ...request, body: body() }) }],
  });
}

/** Requests/s and latency of `POST url/graphql` with a body from `body()` per request, after a warm-up. */
export async function load(label: string, url: string, duration: number, body: () => string): Promise<LoadFigures> {
  await postLoad(url, WARM_UP_SECONDS, body);
  return report(label, await postLoad(url, duration, body));
}

/** The figures of one autocannon run, printed as one line. */
function report(label: string, result: autocannon.Result): LoadFigures {
  const errors = result.errors + result.timeouts + result.non2xx;
  const figures: LoadFigures = {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors,
    responseBytes: result.requests.total > 0 ? Math.round(result.throughput.total / result.requests.total) : 0,
  };
  console.log(
    `  ${label.padEnd(44)} ${figures.requestsPerSecond.toFixed(0).padStart(7)} req/s   p50 ${figures.p50} ms   p99 ${figures.p99} ms` +
      (errors ? `   ${errors} errors` : ''),
  );
  return figures;
}

/**
 * What the floor server is taught to send: a response's body and, for the floor that sends the same bytes, the
 * headers the GraphQL server sent with it (null: the bare floor, Content-Type and Content-Length only).
 */
export interface FloorAnswer {
  readonly body: Buffer;
  readonly headers: Readonly<Record<string, string>> | null;
}

/** Headers node:http writes by itself on every answer (the floor server's too), or that depend on the body. */
const WRITTEN_BY_NODE = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

/**
 * The headers a server sent that the floor server must send to send the same bytes. The answer must have been asked
 * for without compression (as autocannon asks): fetch would hand over the body decoded.
 */
export function headersToRepeat(headers: Headers): Record<string, string> {
  if (headers.has('content-encoding')) throw new Error("Ask the floor's answer with accept-encoding: identity.");
  const kept: Record<string, string> = {};
  headers.forEach((value, name) => {
    if (!WRITTEN_BY_NODE.has(name)) kept[name] = value;
  });
  return kept;
}

/** The same from node:http's header record, for an answer read as raw bytes (a compressed one too). */
export function rawHeadersToRepeat(headers: IncomingHttpHeaders): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers))
    if (value !== undefined && !WRITTEN_BY_NODE.has(name)) kept[name] = Array.isArray(value) ? value.join(', ') : value;
  return kept;
}

/**
 * A server's answer as sent: its bytes read without decoding (compressed when the request's headers ask for it), the
 * headers a floor must repeat to send the same bytes, and its coding. Anything but 200 is refused.
 */
export function rawAnswer(
  url: string,
  request: { readonly method?: string; readonly headers: Readonly<Record<string, string>>; readonly body?: string },
): Promise<FloorAnswer & { readonly encoding: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: request.method ?? 'GET', headers: request.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        if (res.statusCode !== 200) reject(new Error(`${url} answered ${res.statusCode}.`));
        const encoding = res.headers['content-encoding'] ?? 'identity';
        resolve({ body: Buffer.concat(chunks), headers: rawHeadersToRepeat(res.headers), encoding });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(request.body);
  });
}

/** Makes the floor server answer every request with `answer`. */
export async function teachFloor(floorUrl: string, answer: FloorAnswer): Promise<void> {
  const headers: Record<string, string> = answer.headers ? { 'floor-headers': JSON.stringify(answer.headers) } : {};
  const put = await fetch(`${floorUrl}/body`, { method: 'PUT', headers, body: new Uint8Array(answer.body) });
  if (!put.ok) throw new Error(`The floor server refused the answer (${put.status}).`);
  await put.arrayBuffer();
}

/** The floor for one query: the floor server answers every request with `answer` (the GraphQL server's). */
export async function loadFloor(
  label: string,
  floorUrl: string,
  duration: number,
  request: string,
  answer: FloorAnswer,
): Promise<LoadFigures> {
  await teachFloor(floorUrl, answer);
  return load(label, floorUrl, duration, () => request);
}

/** The headers of a page request: `accept: text/html`, and any others given (such as accept-encoding). */
export type PageRequestHeaders = Readonly<Record<string, string>>;

/** Requests/s and latency of `GET url + path()` (a page, as a browser asks for it), after a warm-up. */
export async function loadGet(
  label: string,
  url: string,
  duration: number,
  path: () => string,
  extraHeaders: PageRequestHeaders = {},
): Promise<LoadFigures> {
  const headers = { accept: 'text/html', ...extraHeaders };
  const run = (seconds: number) =>
    autocannon({
      url,
      connections: CONNECTIONS,
      duration: seconds,
      requests: [{ method: 'GET', headers, setupRequest: (request) => ({ ...request, path: path() }) }],
    });
  await run(WARM_UP_SECONDS);
  return report(label, await run(duration));
}

/** The floor for a page: the floor server answers every GET with `answer` (the page the server sent). */
export async function loadFloorGet(
  label: string,
  floorUrl: string,
  duration: number,
  answer: FloorAnswer,
  extraHeaders: PageRequestHeaders = {},
): Promise<LoadFigures> {
  await teachFloor(floorUrl, answer);
  return loadGet(label, floorUrl, duration, () => '/', extraHeaders);
}
