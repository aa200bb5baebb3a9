// The HTTP side of /graphql without a framework: reading a request body within limits, and writing an answer with
// the API's security headers, compressed when it is large enough and the client takes it (answer-encoding.ts).
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from '../logger.js';
import type { AnswerEncoding } from './answer-encoding.js';

const MAX_BODY_BYTES = 1024 * 1024;
/** Past this much of a refused body the connection is dropped: the client has had its 413 long before. */
const MAX_DRAINED_BYTES = 64 * MAX_BODY_BYTES;

/** A request answered with a 4xx and a one-line message (a body we cannot read, an answer we will not send). */
export class RefusedRequest extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The request's body as text, or a 413 refusal as soon as it passes 1 MB: the answer is sent at once while the rest
 * of the body is read and dropped, so the client, still sending, gets its answer rather than a reset (closing the
 * connection under a client that is still writing resets it). A body still coming after 64 MB is cut off.
 */
export function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const drop = (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_DRAINED_BYTES) req.destroy();
    };
    const take = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) {
        chunks.push(chunk);
        return;
      }
      chunks.length = 0;
      req.off('data', take);
      req.on('data', drop);
      reject(new RefusedRequest(413, 'PAYLOAD_TOO_LARGE', 'The request body is too large (at most 1 MB).'));
    };
    req.on('data', take);
    req.on('end', () => {
      // A body of one chunk (most are) is decoded without copying it first.
      resolve(chunks.length === 1 ? chunks[0]!.toString('utf8') : Buffer.concat(chunks).toString('utf8'));
    });
    req.on('error', reject);
  });
}

export function isJson(headers: IncomingHttpHeaders): boolean {
  const type = headers['content-type'];
  return type !== undefined && /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i.test(type);
}

/** An answer's body as compressed for the client, with its coding. */
export interface EncodedBody {
  readonly encoding: AnswerEncoding;
  readonly bytes: Buffer;
}

export function send(
  securityHeaders: Readonly<Record<string, string>>,
  res: ServerResponse,
  status: number,
  headers: Record<string, string>,
  body: Buffer,
  encoded: EncodedBody | null,
): void {
  const payload = encoded?.bytes ?? body;
  res.writeHead(status, answerHeaders(securityHeaders, headers, payload, encoded?.encoding ?? null));
  res.end(payload);
}

/** Every header of an answer whose payload is `payload` (the body, or the body compressed with `encoding`). */
export function answerHeaders(
  securityHeaders: Readonly<Record<string, string>>,
  headers: Readonly<Record<string, string>>,
  payload: Buffer,
  encoding: AnswerEncoding | null,
): Record<string, string> {
  return {
    ...securityHeaders,
    ...headers,
    Vary: 'Accept-Encoding',
    'Content-Length': String(payload.length),
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
  };
}

/** A JSON answer nobody may cache (refusals and failures). */
export function sendUncachedJson(
  securityHeaders: Readonly<Record<string, string>>,
  res: ServerResponse,
  status: number,
  json: unknown,
): void {
  send(
    securityHeaders,
    res,
    status,
    { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
    Buffer.from(JSON.stringify(json)),
    null,
  );
}

/** Answers a request that failed: its 4xx when refused, else a 500 (logged), or drops it when the answer began. */
export function answerFailure(
  securityHeaders: Readonly<Record<string, string>>,
  logger: Logger,
  req: IncomingMessage,
  res: ServerResponse,
  error: unknown,
): void {
  if (error instanceof RefusedRequest) {
    const errors = [{ message: error.message, extensions: { code: error.code } }];
    if (!res.headersSent) sendUncachedJson(securityHeaders, res, error.status, { errors });
    return;
  }
  logger.error({ err: error, method: req.method, url: req.url }, 'GraphQL request failed');
  if (res.headersSent) {
    res.destroy();
    return;
  }
  sendUncachedJson(securityHeaders, res, 500, {
    errors: [
      { message: 'Something went wrong on our side. Please try again.', extensions: { code: 'INTERNAL_SERVER_ERROR' } },
    ],
  });
}
