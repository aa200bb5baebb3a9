// HEIC decoding off the event loop: libheif's WebAssembly, and sharp's encoding of the decoded pixels, in worker
// threads with a memory cap, a bounded number of decodes at once per instance and a bounded queue before them. The
// decoded pixels never leave the worker: only the stored files come back.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { DecodeAnswer, DecodeJob, DecodeWorkerData } from './heic-decode-worker.js';
import type { ProcessedPhoto } from './photo-encoding.js';
import { PhotoMessages, PhotoRefusedError } from './photos-model.js';

export interface HeicDecodePoolOptions {
  /** Decodes at once (each in its own worker). */
  readonly places: number;
  /** Uploads waiting for a place; one more is refused at once. */
  readonly queueLimit: number;
  /** How long an upload waits for a place before it is refused. */
  readonly maxWaitMs: number;
  /** A decode taking longer is stopped (its worker ended) and refused. */
  readonly decodeTimeoutMs: number;
  /** The most WebAssembly memory a worker's libheif may grow to. */
  readonly wasmMemoryCapBytes: number;
  /** A worker whose WebAssembly memory grew past this after a decode is ended, giving the memory back. */
  readonly retireAboveBytes: number;
  /** A worker idle this long is ended. */
  readonly idleMs: number;
}

/** 50 megapixels decode to 200 MB of RGBA and 75 MB of YCbCr inside libheif: a 48-megapixel phone photo fits. */
export const DEFAULT_HEIC_DECODE_POOL: HeicDecodePoolOptions = {
  places: 1,
  queueLimit: 6,
  maxWaitMs: 20_000,
  decodeTimeoutMs: 30_000,
  wasmMemoryCapBytes: 320 * 1024 * 1024,
  retireAboveBytes: 64 * 1024 * 1024,
  idleMs: 30_000,
};

export interface HeicDecodeStats {
  readonly workersStarted: number;
  readonly decoded: number;
  readonly refusedBusy: number;
}

export interface HeicDecodePool {
  /** Decodes a HEIC in a worker and makes its stored files there; throws PhotoRefusedError (BUSY when the queue is full). */
  process(upload: Buffer): Promise<ProcessedPhoto>;
  stats(): HeicDecodeStats;
  /** Ends the workers (the server's shutdown). */
  close(): Promise<void>;
}

const busy = () => new PhotoRefusedError('BUSY', PhotoMessages.busy, 30);
const notAnImage = () => new PhotoRefusedError('NOT_AN_IMAGE', PhotoMessages.notAnImage);

/** The worker's entry: compiled JavaScript in a build; under tsx or vitest the TypeScript source, through tsx. */
function startWorker(data: DecodeWorkerData): Worker {
  const compiled = new URL('./heic-decode-worker.js', import.meta.url);
  const options = { workerData: data, resourceLimits: { maxOldGenerationSizeMb: 96, maxYoungGenerationSizeMb: 16 } };
  if (existsSync(fileURLToPath(compiled))) return new Worker(compiled, options);
  const source = new URL('./heic-decode-worker.ts', import.meta.url).href;
  // tsx's ESM entry (require.resolve finds its CommonJS twin beside it).
  const tsxApi = createRequire(import.meta.url)
    .resolve('tsx/esm/api')
    .replace(/\.cjs$/, '.mjs');
  const tsx = pathToFileURL(tsxApi).href;
  const entry = `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(source)}); })`;
  return new Worker(entry, { ...options, eval: true });
}

/** One worker and the decode it runs; ended on any failure, timeout or growth past the retirement size. */
class DecodeWorker {
  private readonly worker: Worker;
  private pending: { id: number; settle: (answer: DecodeAnswer | Error) => void } | null = null;
  private nextId = 0;
  ended = false;

  constructor(options: HeicDecodePoolOptions) {
    this.worker = startWorker({ wasmMemoryCap: options.wasmMemoryCapBytes });
    this.worker.unref();
    this.worker.on('message', (answer: DecodeAnswer) => {
      if (this.pending?.id === answer.id) this.pending.settle(answer);
    });
    const fail = (error: Error) => {
      this.ended = true;
      this.pending?.settle(error);
    };
    this.worker.on('error', fail);
    this.worker.on('exit', () => fail(new Error('the decoding worker stopped')));
  }

  decode(upload: Buffer, timeoutMs: number): Promise<DecodeAnswer> {
    this.nextId += 1;
    const id = this.nextId;
    return new Promise<DecodeAnswer>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending?.settle(new Error('the decode took too long'));
        void this.end();
      }, timeoutMs);
      this.pending = {
        id,
        settle: (answer) => {
          clearTimeout(timer);
          this.pending = null;
          if (answer instanceof Error) reject(answer);
          else resolve(answer);
        },
      };
      // A copy the worker owns: the caller's buffer may be a view of a pooled one.
      const job: DecodeJob = { id, upload: new Uint8Array(upload) };
      this.worker.postMessage(job, [job.upload.buffer as ArrayBuffer]);
    });
  }

  async end(): Promise<void> {
    this.ended = true;
    await this.worker.terminate();
  }
}

/** The decoding places of an instance and the bounded queue before them. */
function createPlaces(options: HeicDecodePoolOptions, stats: { refusedBusy: number }) {
  const waiting: (() => void)[] = [];
  let inUse = 0;

  /** A place to decode: at once, after waiting in the queue, or BUSY. */
  async function takePlace(): Promise<void> {
    if (inUse < options.places) {
      inUse += 1;
      return;
    }
    if (waiting.length >= options.queueLimit) {
      stats.refusedBusy += 1;
      throw busy();
    }
    await new Promise<void>((resolve, reject) => {
      const turn = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(turn), 1);
        stats.refusedBusy += 1;
        reject(busy());
      }, options.maxWaitMs);
      waiting.push(turn);
    });
  }

  /** Hands the place to the next upload waiting, or frees it. */
  function leavePlace(): void {
    const next = waiting.shift();
    if (next) next();
    else inUse -= 1;
  }

  return { takePlace, leavePlace };
}

export function createHeicDecodePool(options: HeicDecodePoolOptions = DEFAULT_HEIC_DECODE_POOL): HeicDecodePool {
  const idle: { worker: DecodeWorker; timer: NodeJS.Timeout }[] = [];
  const stats = { workersStarted: 0, decoded: 0, refusedBusy: 0 };
  const { takePlace, leavePlace } = createPlaces(options, stats);

  function takeWorker(): DecodeWorker {
    const kept = idle.pop();
    if (kept) {
      clearTimeout(kept.timer);
      return kept.worker;
    }
    stats.workersStarted += 1;
    return new DecodeWorker(options);
  }

  /** Keeps a worker for the next decode, or ends it (its memory given back before the caller goes on). */
  async function keepWorker(worker: DecodeWorker, answer: DecodeAnswer): Promise<void> {
    if (
      worker.ended ||
      answer.memoryBytes > options.retireAboveBytes ||
      ('capReached' in answer && answer.capReached)
    ) {
      await worker.end();
      return;
    }
    const entry = { worker, timer: setTimeout(() => retire(entry), options.idleMs).unref() };
    idle.push(entry);
  }

  function retire(entry: (typeof idle)[number]): void {
    const at = idle.indexOf(entry);
    if (at >= 0) idle.splice(at, 1);
    void entry.worker.end();
  }

  async function processInWorker(upload: Buffer): Promise<ProcessedPhoto> {
    const worker = takeWorker();
    let answer: DecodeAnswer;
    try {
      answer = await worker.decode(upload, options.decodeTimeoutMs);
    } catch {
      void worker.end();
      throw notAnImage();
    }
    await keepWorker(worker, answer);
    if ('refused' in answer) throw new PhotoRefusedError(answer.refused, PhotoMessages[refusalMessage(answer.refused)]);
    stats.decoded += 1;
    const { original, preview, width, height } = answer;
    const buffer = (file: Uint8Array) => Buffer.from(file.buffer, file.byteOffset, file.byteLength);
    return { original: { data: buffer(original), format: 'jpeg' }, preview: buffer(preview), width, height };
  }

  return {
    async process(upload) {
      await takePlace();
      try {
        return await processInWorker(upload);
      } finally {
        leavePlace();
      }
    },
    stats: () => ({ ...stats }),
    async close() {
      await Promise.all(idle.splice(0).map(({ worker, timer }) => (clearTimeout(timer), worker.end())));
    },
  };
}

function refusalMessage(code: string): keyof typeof PhotoMessages {
  return code === 'TOO_MANY_PIXELS' ? 'tooManyPixels' : code === 'BUSY' ? 'busy' : 'notAnImage';
}
