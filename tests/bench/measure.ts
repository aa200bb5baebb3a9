// One load measurement of the benchmark (autocannon against a server in its own process), and the floor: the same
// response bytes from a bare node:http server (floor-server.ts) under the same load.
import autocannon from 'autocannon';

export const CONNECTIONS = 50;
export const JSON_HEADERS = { 'content-type': 'application/json', accept: 'application/json' };

export interface LoadFigures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  responseBytes: number;
}

/** Requests/s and latency of `POST url/graphql` with a body from `body()` per request, after a 2 s warm-up. */
export async function load(label: string, url: string, duration: number, body: () => string): Promise<LoadFigures> {
  // Warm up (JIT, caches) before measuring.
  await autocannon({
    url: `${url}/graphql`,
    connections: 10,
    duration: 2,
    method: 'POST',
    headers: JSON_HEADERS,
    body: body(),
  });
  const result = await autocannon({
    url: `${url}/graphql`,
    connections: CONNECTIONS,
    duration,
    requests: [{ method: 'POST', headers: JSON_HEADERS, setupRequest: (request) => ({ ...request, body: body() }) }],
  });
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

/** The floor for one query: the floor server answers every request with `response` (the GraphQL server's answer). */
export async function loadFloor(
  label: string,
  floorUrl: string,
  duration: number,
  request: string,
  response: Buffer,
): Promise<LoadFigures> {
  const put = await fetch(`${floorUrl}/body`, { method: 'PUT', body: new Uint8Array(response) });
  if (!put.ok) throw new Error(`The floor server refused the response body (${put.status}).`);
  await put.arrayBuffer();
  return load(label, floorUrl, duration, () => request);
}
