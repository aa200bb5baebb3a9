/**
 * The floor of the benchmark: a bare node:http server in its own process that reads each POST body and answers with
 * the bytes it was last given (`PUT /body`), as the GraphQL server would answer that query. With the request header
 * `floor-headers` (a JSON object) on that PUT, it sends those response headers too, as the GraphQL server does (its
 * security headers, Cache-Control, Vary); without, only Content-Type and Content-Length (the "bare" floor). Nothing
 * can answer faster on this machine through the same load generator, so a query's requests/s over this server's is
 * its share of the floor. Prints `BENCH_SERVER {"url": …}` when listening, like bench-server.ts.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

const BARE_HEADERS = { 'content-type': 'application/json; charset=utf-8' };

let body: Buffer = Buffer.from('{"data":null}');
let headers: Record<string, string | number> = { ...BARE_HEADERS, 'content-length': body.length };

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** The headers to answer with: the ones given, or the bare pair; Content-Length always that of the body. */
function answerHeaders(given: string | string[] | undefined, length: number): Record<string, string | number> {
  const named = typeof given === 'string' ? (JSON.parse(given) as Record<string, string>) : BARE_HEADERS;
  const kept = Object.entries(named).filter(([name]) => name.toLowerCase() !== 'content-length');
  return { ...Object.fromEntries(kept), 'content-length': length };
}

const server = createServer((request, response) => {
  readBody(request).then(
    (received) => {
      if (request.method === 'PUT' && request.url === '/body') {
        body = received;
        headers = answerHeaders(request.headers['floor-headers'], body.length);
      }
      response.writeHead(200, headers);
      response.end(body);
    },
    () => response.destroy(),
  );
});
server.keepAliveTimeout = 65_000;
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as AddressInfo;
  console.log(`BENCH_SERVER ${JSON.stringify({ url: `http://127.0.0.1:${port}` })}`);
});
const stop = () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
