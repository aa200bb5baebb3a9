// The double's small HTTP toolkit: method + path routes, JSON bodies in and out, Graph API error bodies.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { GraphError, invalidParameter } from './graph-errors.js';

const MAX_BODY_BYTES = 1_000_000;

export interface RouteContext {
  readonly req: IncomingMessage;
  readonly res: ServerResponse;
  readonly params: string[];
  readonly json: () => Promise<unknown>;
}

export interface Route {
  readonly method: 'GET' | 'POST';
  readonly path: RegExp;
  handle(ctx: RouteContext): Promise<void> | void;
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(text);
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new GraphError(413, 'The request body is too large', 100);
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw invalidParameter('the body is not JSON');
  }
}

/** Runs the first route whose method and path match; anything thrown becomes a Graph API error body. */
export function router(routes: readonly Route[]) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const { pathname } = new URL(req.url ?? '/', 'http://double.invalid');
    try {
      const route = routes.find((r) => r.method === req.method && r.path.test(pathname));
      if (!route) throw new GraphError(404, `Unknown path components: ${pathname}`, 2500);
      const params = route.path.exec(pathname)!.slice(1).map(decodeURIComponent);
      await route.handle({ req, res, params, json: () => readJson(req) });
    } catch (error) {
      if (res.headersSent) res.destroy();
      else if (error instanceof GraphError) sendJson(res, error.status, error.body());
      else sendJson(res, 500, new GraphError(500, 'An unexpected error has occurred.', 2).body());
    }
  };
}
