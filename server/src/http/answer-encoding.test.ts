import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  acceptedEncodings,
  answerEncoding,
  compressKeptAnswer,
  compressWorkedOutAnswer,
  COMPRESSION_THRESHOLD,
} from './answer-encoding.js';

describe('acceptedEncodings', () => {
  it.each<[string | undefined, { br: boolean; gzip: boolean }]>([
    ['gzip, deflate, br, zstd', { br: true, gzip: true }],
    ['gzip', { br: false, gzip: true }],
    ['BR', { br: true, gzip: false }],
    ['identity', { br: false, gzip: false }],
    ['', { br: false, gzip: false }],
    [undefined, { br: false, gzip: false }],
    ['br;q=0, gzip;q=0.5', { br: false, gzip: true }],
    ['gzip; q=0.000, br ; q=1', { br: true, gzip: false }],
    ['x-gzip, brotli', { br: false, gzip: false }],
  ])('%s → %o', (header, expected) => {
    expect(acceptedEncodings(header)).toEqual(expected);
  });
});

describe('answerEncoding', () => {
  const large = COMPRESSION_THRESHOLD;
  it('prefers brotli, then gzip, and leaves small answers as they are', () => {
    expect(answerEncoding({ br: true, gzip: true }, large)).toBe('br');
    expect(answerEncoding({ br: false, gzip: true }, large)).toBe('gzip');
    expect(answerEncoding({ br: false, gzip: false }, large)).toBeNull();
    expect(answerEncoding({ br: true, gzip: true }, large - 1)).toBeNull();
  });
});

describe('compressing an answer', () => {
  const body = Buffer.from(
    JSON.stringify({
      data: { items: Array.from({ length: 40 }, (_, i) => ({ id: `p${i}`, name: `Rose bouquet ${i}` })) },
    }),
  );

  it('decodes to the body, in both codings and both settings', () => {
    for (const compress of [compressWorkedOutAnswer, compressKeptAnswer]) {
      expect(brotliDecompressSync(compress(body, 'br')).equals(body)).toBe(true);
      expect(gunzipSync(compress(body, 'gzip')).equals(body)).toBe(true);
    }
  });

  it('makes JSON several times smaller even at the fast settings', () => {
    expect(compressWorkedOutAnswer(body, 'br').length * 4).toBeLessThan(body.length);
    expect(compressWorkedOutAnswer(body, 'gzip').length * 4).toBeLessThan(body.length);
  });
});
