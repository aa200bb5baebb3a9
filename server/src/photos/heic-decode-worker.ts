// The worker thread that decodes HEIC uploads (heic-decode-pool.ts starts it): libheif's WebAssembly runs here, never
// on the server's event loop. Its WebAssembly memory may not grow past the cap the pool gives (libheif then fails to
// allocate and the upload is refused); the pool retires a worker whose memory grew, which gives that memory back.
import { parentPort, workerData } from 'node:worker_threads';
import { decodeHeic } from './heic-decoding.js';
import { PhotoRefusedError, type PhotoRefusalCode } from './photos-model.js';

export interface DecodeJob {
  readonly id: number;
  readonly upload: Uint8Array;
}

export type DecodeAnswer =
  | {
      readonly id: number;
      readonly width: number;
      readonly height: number;
      readonly channels: 3 | 4;
      readonly data: Uint8ClampedArray;
      readonly memoryBytes: number;
    }
  | {
      readonly id: number;
      readonly refused: PhotoRefusalCode;
      readonly memoryBytes: number;
      /** libheif ran out of its memory: its state is not to be trusted, the worker is ended. */
      readonly capReached: boolean;
    };

export interface DecodeWorkerData {
  /** The most WebAssembly memory libheif may grow to, in bytes. */
  readonly wasmMemoryCap: number;
}

/** What is used here of WebAssembly.Memory (the server's TypeScript lib has no WebAssembly types). */
interface WasmMemory {
  readonly buffer: ArrayBuffer;
  grow: (this: WasmMemory, pages: number) => number;
}
const memoryPrototype = (globalThis as unknown as { WebAssembly: { Memory: { prototype: WasmMemory } } }).WebAssembly
  .Memory.prototype;

/** How large libheif's WebAssembly memory has grown (the module keeps it private; it is seen when it grows). */
let memoryBytes = 0;
let capReached = false;

function capWebAssemblyMemory(cap: number): void {
  const grow = memoryPrototype.grow;
  memoryPrototype.grow = function capped(this: WasmMemory, pages: number) {
    if (this.buffer.byteLength + pages * 65_536 > cap) {
      capReached = true;
      throw new RangeError('the decoder may not use more memory');
    }
    const before = grow.call(this, pages);
    memoryBytes = Math.max(memoryBytes, this.buffer.byteLength);
    return before;
  };
}

const port = parentPort!;
capWebAssemblyMemory((workerData as DecodeWorkerData).wasmMemoryCap);

port.on('message', ({ id, upload }: DecodeJob) => {
  capReached = false;
  decodeHeic(Buffer.from(upload.buffer, upload.byteOffset, upload.byteLength))
    .then(({ data, width, height, channels }) => {
      const answer: DecodeAnswer = { id, width, height, channels, data, memoryBytes };
      port.postMessage(answer, [data.buffer as ArrayBuffer]);
    })
    .catch((error: unknown) => {
      // A decode that ran out of its memory is a picture too large to decode here.
      const code = capReached ? 'TOO_MANY_PIXELS' : error instanceof PhotoRefusedError ? error.code : 'NOT_AN_IMAGE';
      const answer: DecodeAnswer = { id, refused: code, memoryBytes, capReached };
      port.postMessage(answer);
    });
});
