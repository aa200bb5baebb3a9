import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** The encodings a page is kept in once a browser has asked for them; anything else goes through compression(). */
export type PageEncoding = 'br' | 'gzip' | 'identity';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The brotli quality of kept pages. A page is compressed once and sent many times, so more effort than compression()'s
 * per-response quality 4 pays: 9 is within a few per cent of 11's size at a fraction of its time.
 */
const BROTLI_QUALITY = 9;

function encode(bytes: Buffer, encoding: 'br' | 'gzip'): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION });
  return brotli(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
}

/**
 * A rendered page's bytes for the rendered-page cache: its UTF-8 encoded once (not on every send, which cost a fifth
 * of a cached page's CPU), and each compressed form made once, off the event loop, the first time it is asked for.
 */
export class PageBytes {
  readonly identity: Buffer;
  private readonly encoded = new Map<'br' | 'gzip', Buffer | Promise<Buffer>>();

  constructor(html: string) {
    this.identity = Buffer.from(html, 'utf8');
  }

  /** The page in `encoding`: the bytes themselves once made, a promise of them the first time. */
  bytes(encoding: PageEncoding): Buffer | Promise<Buffer> {
    if (encoding === 'identity') return this.identity;
    const known = this.encoded.get(encoding);
    if (known !== undefined) return known;
    const making = encode(this.identity, encoding).then(
      (bytes) => {
        this.encoded.set(encoding, bytes);
        return bytes;
      },
      (error: unknown) => {
        // A failed compression is not kept: the next request tries again.
        this.encoded.delete(encoding);
        throw error;
      },
    );
    this.encoded.set(encoding, making);
    return making;
  }
}
