import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { answerHeaders } from './graphql-http-io.js';
import {
  cachedAnswer,
  compressedBody,
  isPubliclyCacheable,
  ResponseCache,
  type CachedResponse,
} from './response-cache.js';

function entry(text: string): CachedResponse {
  return { body: Buffer.from(text), contentType: 'application/json', cacheControl: 'max-age=60, public' };
}

describe('ResponseCache', () => {
  it('serves entries of the current catalog version only', () => {
    const cache = new ResponseCache();
    cache.set(3, 'k', entry('a'));
    expect(cache.get(3, 'k')?.body.toString()).toBe('a');
    expect(cache.get(4, 'k')).toBeUndefined();
    cache.set(4, 'other', entry('b'));
    expect(cache.get(3, 'k')).toBeUndefined();
    expect(cache.size).toBe(1);
  });

  it('drops responses computed against an older catalog', () => {
    const cache = new ResponseCache();
    cache.set(5, 'k', entry('new'));
    cache.set(4, 'k', entry('old'));
    expect(cache.get(5, 'k')?.body.toString()).toBe('new');
  });

  it('evicts the oldest entries beyond its limits', () => {
    const cache = new ResponseCache({ maxEntries: 2, frequencyAdmission: false });
    cache.set(1, 'a', entry('1'));
    cache.set(1, 'b', entry('2'));
    cache.set(1, 'c', entry('3'));
    expect([cache.get(1, 'a'), cache.get(1, 'b')?.body.toString(), cache.get(1, 'c')?.body.toString()]).toEqual([
      undefined,
      '2',
      '3',
    ]);
    const bySize = new ResponseCache({ maxBytes: 80, frequencyAdmission: false });
    bySize.set(1, 'a', entry('x'.repeat(9)));
    bySize.set(1, 'big', entry('x'.repeat(11)));
    expect(bySize.get(1, 'big')).toBeUndefined();
  });

  it('keeps evicting oldest first far past its limit, a replaced entry keeping its place', () => {
    const cache = new ResponseCache({ maxEntries: 3, frequencyAdmission: false });
    for (let i = 0; i < 10_000; i++) cache.set(1, `k${i}`, entry(String(i)));
    expect(cache.size).toBe(3);
    expect(cache.get(1, 'k9996')).toBeUndefined();
    cache.set(1, 'k9997', entry('again'));
    cache.set(1, 'new', entry('n'));
    expect([cache.get(1, 'k9997'), cache.get(1, 'k9998')?.body.toString()]).toEqual([undefined, '9998']);
    expect(cache.get(1, 'new')?.body.toString()).toBe('n');
  });

  it('counts each entry key against the byte budget beside its body', () => {
    const cache = new ResponseCache({ maxBytes: 800, frequencyAdmission: false });
    cache.set(1, 'k'.repeat(20), entry('x'.repeat(50)));
    expect(cache.usedBytes).toBe(90);
    cache.set(1, 'k'.repeat(20), entry('x'.repeat(10)));
    expect(cache.usedBytes).toBe(50);
    // A key of 40 characters and a body of 21 bytes is 101 bytes: over an eighth of the budget, so not kept.
    cache.set(1, 'q'.repeat(40), entry('x'.repeat(21)));
    expect([cache.size, cache.usedBytes]).toEqual([1, 50]);
    for (let i = 0; i < 20; i++) cache.set(1, `key-${String(i).padStart(3, '0')}`, entry('x'.repeat(64)));
    expect(cache.usedBytes).toBeLessThanOrEqual(800);
    expect(cache.get(1, 'key-019')).toBeDefined();
    expect(cache.get(1, 'key-000')).toBeUndefined();
  });

  it('holds every product page of a 10,000-product catalog by default', () => {
    const cache = new ResponseCache();
    const productAnswer = 'p'.repeat(1_500);
    for (let i = 0; i < 10_000; i++) {
      cache.set(1, `{"query":"query Product($id: ID!) {…}","variables":{"id":"product-${i}"}}`, entry(productAnswer));
    }
    expect(cache.size).toBe(10_000);
    expect(cache.get(1, '{"query":"query Product($id: ID!) {…}","variables":{"id":"product-0"}}')).toBeDefined();
  });

  it('once full, admits a new answer only when asked more often lately than an entry it would push out', () => {
    const cache = new ResponseCache({ maxEntries: 2 });
    const ask = (key: string) => cache.get(1, key) ?? (cache.set(1, key, entry(key)), undefined);
    ask('a');
    ask('b');
    // Asked once, as often as a and b: turned away.
    expect(ask('c')).toBeUndefined();
    expect(cache.size).toBe(2);
    // Asked twice now, more often than a (the oldest): it goes in and a goes out.
    expect(ask('c')).toBeUndefined();
    expect(ask('c')?.body.toString()).toBe('c');
    expect(ask('b')?.body.toString()).toBe('b');
    expect(ask('a')).toBeUndefined();
    expect(cache.size).toBe(2);
  });

  it('counts an ask answered from the cache as an ask', () => {
    const cache = new ResponseCache({ maxEntries: 1 });
    const ask = (key: string) => cache.get(1, key) ?? (cache.set(1, key, entry(key)), undefined);
    ask('a');
    for (let n = 0; n < 5; n++) expect(ask('a')?.body.toString()).toBe('a');
    for (let n = 0; n < 3; n++) expect(ask('b')).toBeUndefined();
    expect(ask('a')?.body.toString()).toBe('a');
  });

  it('answers from itself when more answers than it holds are asked in turn, as often as each other', () => {
    for (const frequencyAdmission of [true, false]) {
      const cache = new ResponseCache({ maxEntries: 100, frequencyAdmission });
      for (let round = 0; round < 20; round++)
        for (let i = 0; i < 300; i++) {
          const key = `{"query":"search","variables":{"text":"rose ${i}"}}`;
          if (!cache.get(1, key)) cache.set(1, key, entry(String(i)));
        }
      const share = cache.hits / (cache.hits + cache.misses);
      // First in first out, each answer is pushed out before it comes back: none is ever a hit. Admitting by asks, at
      // best a third are (100 of 300 kept); counters shared by keys let a few more in, at the others' expense.
      if (frequencyAdmission) expect(share).toBeGreaterThan(0.15);
      else expect(share).toBe(0);
      expect(cache.size).toBe(100);
    }
  });

  it('keeps an often-asked entry, oldest as it is, while one-off answers come and go', () => {
    const cache = new ResponseCache({ maxEntries: 10 });
    const hot = '{"query":"home"}';
    cache.get(1, hot);
    cache.set(1, hot, entry('home'));
    for (let i = 0; i < 5_000; i++) {
      const key = `{"query":"product","variables":{"id":"p${i}"}}`;
      if (!cache.get(1, key)) cache.set(1, key, entry(key));
      if (i % 5 === 0) expect(cache.get(1, hot)?.body.toString()).toBe('home');
    }
    expect(cache.size).toBe(10);
    // Nor does it turn away an answer asked more often than the one-offs behind it.
    const asked = '{"query":"product","variables":{"id":"asked"}}';
    for (let n = 0; n < 2; n++) if (!cache.get(1, asked)) cache.set(1, asked, entry('asked'));
    expect(cache.get(1, asked)?.body.toString()).toBe('asked');
  });

  it('counts hits and misses', () => {
    const cache = new ResponseCache();
    cache.set(1, 'a', entry('1'));
    cache.get(1, 'a');
    cache.get(1, 'b');
    expect([cache.hits, cache.misses]).toEqual([1, 1]);
  });

  it('compresses a body once per coding, and keeps a form it was given', () => {
    const cached = entry('{"data":{}}');
    const zipped = compressedBody(cached, 'gzip');
    expect(gunzipSync(zipped).toString()).toBe('{"data":{}}');
    expect(compressedBody(cached, 'gzip')).toBe(zipped);
    const brotli = compressedBody(cached, 'br');
    expect(brotliDecompressSync(brotli).toString()).toBe('{"data":{}}');
    expect(compressedBody(cached, 'br')).toBe(brotli);
    const given = Buffer.from('as sent');
    expect(compressedBody({ ...entry('{}'), brotli: given }, 'br')).toBe(given);
  });
});

describe('cachedAnswer', () => {
  const security = { 'X-Frame-Options': 'DENY', 'Content-Security-Policy': "default-src 'none'" };

  it('sends the headers any answer with that body sends, built on the first hit and kept', () => {
    const cached = entry('{"data":{"a":1}}');
    const first = cachedAnswer(cached, security, null);
    expect(first.body).toBe(cached.body);
    expect(first.headers).toEqual(
      answerHeaders(
        security,
        { 'Content-Type': 'application/json', 'Cache-Control': 'max-age=60, public' },
        cached.body,
        null,
      ),
    );
    expect(Object.keys(first.headers)).toEqual([
      'X-Frame-Options',
      'Content-Security-Policy',
      'Content-Type',
      'Cache-Control',
      'Vary',
      'Content-Length',
    ]);
    expect(first.headers['Content-Length']).toBe(String(cached.body.length));
    expect(cachedAnswer(cached, security, null).headers).toBe(first.headers);
  });

  it('sends the gzipped body with its own length and encoding', () => {
    const cached = entry(JSON.stringify({ data: { text: 'rose '.repeat(500) } }));
    const zipped = cachedAnswer(cached, security, 'gzip');
    expect(gunzipSync(zipped.body).toString()).toBe(cached.body.toString());
    expect(zipped.headers['Content-Encoding']).toBe('gzip');
    expect(zipped.headers['Content-Length']).toBe(String(zipped.body.length));
    expect(zipped.headers['Vary']).toBe('Accept-Encoding');
    expect(cachedAnswer(cached, security, 'gzip').headers).toBe(zipped.headers);
    expect(cachedAnswer(cached, security, null).headers['Content-Encoding']).toBeUndefined();
  });

  it('sends the brotli body with its own length and encoding, apart from the gzipped one', () => {
    const cached = entry(JSON.stringify({ data: { text: 'rose '.repeat(500) } }));
    const brotli = cachedAnswer(cached, security, 'br');
    expect(brotliDecompressSync(brotli.body).toString()).toBe(cached.body.toString());
    expect(brotli.headers['Content-Encoding']).toBe('br');
    expect(brotli.headers['Content-Length']).toBe(String(brotli.body.length));
    expect(cachedAnswer(cached, security, 'br').headers).toBe(brotli.headers);
    expect(cachedAnswer(cached, security, 'gzip').headers['Content-Encoding']).toBe('gzip');
  });
});

describe('isPubliclyCacheable', () => {
  it.each<[string | undefined, boolean]>([
    ['max-age=60, public', true],
    ['max-age=0, public', false],
    ['max-age=60, private', false],
    ['no-store', false],
    [undefined, false],
  ])('%s → %s', (header, expected) => {
    expect(isPubliclyCacheable(header)).toBe(expected);
  });
});
