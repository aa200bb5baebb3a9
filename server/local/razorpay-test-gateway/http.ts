/**
 * The small HTTP toolkit the gateway's routes share: a table of method + path patterns, JSON bodies in and out, and
 * Razorpay's error bodies for anything that goes wrong.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { GatewayError } from './errors.js';

const MAX_BODY_BYTES = 1_000_000;

export interface RouteContext {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  params: string[];
  /** The request body parsed as JSON (undefined when empty). */
  json: () => Promise<unknown>;
}

export interface Route {
  method: 'GET' | 'POST';
  path: RegExp;
  handle(ctx: RouteContext): Promise<void> | void;
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
    ...headers,
  });
  res.end(text);
}

export function sendError(res: ServerResponse, error: GatewayError) {
  sendJson(res, error.status, error.body());
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new GatewayError(413, 'The request body is too large'));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** Runs the first route whose method and path match; 404/405 and thrown errors become Razorpay error bodies. */
export function router(routes: Route[]) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://gateway.invalid');
    let pathMatched = false;
    try {
      for (const route of routes) {
        const match = route.path.exec(url.pathname);
        if (!match) continue;
        pathMatched = true;
        if (route.method !== req.method) continue;
        const params = match.slice(1).map((p) => decodeURIComponent(p));
        await route.handle({
          req,
          res,
          url,
          params,
          json: async () => {
            const text = await readBody(req);
            if (text.trim() === '') return undefined;
            try {
              return JSON.parse(text) as unknown;
            } catch {
              throw new GatewayError(400, 'The request body is not valid JSON');
            }
          },
        });
        return;
      }
      if (pathMatched) sendError(res, new GatewayError(405, 'The requested method is not allowed for this URL'));
      else sendError(res, new GatewayError(404, 'The requested URL was not found on the server.'));
    } catch (error) {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      if (error instanceof GatewayError) sendError(res, error);
      else sendError(res, new GatewayError(500, 'The server encountered an error', undefined, 'SERVER_ERROR'));
    }
  };
}
