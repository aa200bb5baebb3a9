// Which compression an API answer goes out with, and compressing it: fast for an answer worked out for one request,
// better for one kept in the response cache that has none of that coding yet.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Answers smaller than this go out as they are: compressing them saves less than a packet. */
export const COMPRESSION_THRESHOLD = 1024;

export type AnswerEncoding = 'br' | 'gzip';

/** The codings of an Accept-Encoding header this server sends; a coding given with `q=0` is refused, not taken. */
export interface AcceptedEncodings {
  readonly br: boolean;
  readonly gzip: boolean;
}

const NONE: AcceptedEncodings = { br: false, gzip: false };
const REFUSED = /^\s*q\s*=\s*0(?:\.0*)?\s*$/i;

/** The last header read and what it accepts: a browser sends the same header with every request. */
let lastHeader = '';
let lastAccepted = NONE;

export function acceptedEncodings(header: string | undefined): AcceptedEncodings {
  if (!header) return NONE;
  if (header !== lastHeader) {
    lastAccepted = parseAcceptEncoding(header);
    lastHeader = header;
  }
  return lastAccepted;
}

function parseAcceptEncoding(header: string): AcceptedEncodings {
  let br = false;
  let gzip = false;
  for (const part of header.split(',')) {
    const [name = '', ...parameters] = part.split(';');
    const coding = name.trim().toLowerCase();
    if (coding !== 'br' && coding !== 'gzip') continue;
    if (parameters.some((parameter) => REFUSED.test(parameter))) continue;
    if (coding === 'br') br = true;
    else gzip = true;
  }
  return { br, gzip };
}

/** How an answer of `bytes` goes out to a client: brotli when taken, else gzip, else as it is. */
export function answerEncoding(accepted: AcceptedEncodings, bytes: number): AnswerEncoding | null {
  if (bytes < COMPRESSION_THRESHOLD) return null;
  return accepted.br ? 'br' : accepted.gzip ? 'gzip' : null;
}

/**
 * Settings for an answer compressed for one request alone, on the event loop, so the fastest that still finds JSON's
 * repeated keys. Measured on the bench's answers (5.4–7.4 kB): gzip at its default level took 55 µs for a results
 * page; gzip level 1, 33–40 µs for 8–11 % more bytes; brotli quality 1 with a 64 kB window, 21–27 µs for about the
 * same bytes as gzip level 1. Most of a small answer's cost is setting up the compressor, which no setting removes.
 */
const BROTLI_FAST = { [constants.BROTLI_PARAM_QUALITY]: 1, [constants.BROTLI_PARAM_LGWIN]: 16 } as const;
const GZIP_FAST = { level: 1 } as const;

export function compressWorkedOutAnswer(payload: Buffer, encoding: AnswerEncoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(payload, { params: { ...BROTLI_FAST, [constants.BROTLI_PARAM_SIZE_HINT]: payload.length } })
    : gzipSync(payload, GZIP_FAST);
}

/**
 * A kept answer is compressed once and sent on every hit: brotli quality 4 took 63 µs for 809 bytes of a 5.4 kB
 * results page (gzip at its default level, 55 µs for 862 bytes).
 */
const BROTLI_KEPT = { [constants.BROTLI_PARAM_QUALITY]: 4 } as const;

export function compressKeptAnswer(body: Buffer, encoding: AnswerEncoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { ...BROTLI_KEPT, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzipSync(body);
}
