// The worker thread that decodes HEIC uploads and makes their stored files (heic-decode-pool.ts starts it): libheif's
// WebAssembly runs here, never on the server's event loop, and sharp encodes the pixels straight from libheif's
// memory, so the decoded picture (up to 150 MB of RGB) is never copied and never reaches the server's thread or heap:
// only the JPEG and the WebP preview go back, handed over, not copied. The thread runs at the lowest CPU priority, so
// the server's own thread comes first on a busy machine. Its WebAssembly memory may not grow past the cap the pool
// gives (libheif then fails to allocate and the upload is refused); the pool retires a worker whose memory grew,
// which gives that memory back.
import os from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { decodeHeicWith } from './heic-decoding.js';
import { storedFiles, uprightHeic } from './photo-encoding.js';
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
      /** The upright original as JPEG, without metadata. */
      readonly original: Uint8Array;
      /** Its WebP preview. */
      readonly preview: Uint8Array;
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

/** A file in memory of its own, to be handed over (sharp's buffers may share theirs, or not be movable). */
const own = (file: Buffer) => new Uint8Array(file);

const port = parentPort!;
capWebAssemblyMemory((workerData as DecodeWorkerData).wasmMemoryCap);
// On Linux setpriority on pid 0 sets the calling thread's nice value, not the server's; elsewhere (macOS) it would set
// the whole process's, so it is left alone there.
if (process.platform === 'linux') os.setPriority(0, os.constants.priority.PRIORITY_LOW);

port.on('message', ({ id, upload }: DecodeJob) => {
  capReached = false;
  decodeHeicWith(Buffer.from(upload.buffer, upload.byteOffset, upload.byteLength), (photo) =>
    storedFiles(uprightHeic(photo), false),
  )
    .then(({ original, preview, width, height }) => {
      const answer: DecodeAnswer = {
        id,
        width,
        height,
        original: own(original.data),
        preview: own(preview),
        memoryBytes,
      };
      port.postMessage(answer, [answer.original.buffer as ArrayBuffer, answer.preview.buffer as ArrayBuffer]);
    })
    .catch((error: unknown) => {
      // A decode that ran out of its memory is a picture too large to decode here.
      const code = capReached ? 'TOO_MANY_PIXELS' : error instanceof PhotoRefusedError ? error.code : 'NOT_AN_IMAGE';
      const answer: DecodeAnswer = { id, refused: code, memoryBytes, capReached };
      port.postMessage(answer);
    });
});
