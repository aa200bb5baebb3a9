// The part of heic-decode (2.1, CommonJS, no types of its own) the photos feature uses. @types/heic-decode lacks the
// per-image width/height and dispose() that `all` gives, which the pixel limit needs before anything is decoded.
declare module 'heic-decode' {
  function decode(input: { buffer: Uint8Array }): Promise<decode.DecodedHeicImage>;
  namespace decode {
    interface DecodedHeicImage {
      readonly width: number;
      readonly height: number;
      /** RGBA, four bytes a pixel, rows top to bottom. */
      readonly data: Uint8ClampedArray;
    }
    interface LazyHeicImage {
      /** The image's size as its header declares it (after its rotation and mirroring), read without decoding. */
      readonly width: number;
      readonly height: number;
      decode(): Promise<DecodedHeicImage>;
    }
    interface LazyHeicImages extends ReadonlyArray<LazyHeicImage> {
      /** Frees the decoder's memory; to be called once done with every image. */
      dispose(): void;
    }
    function all(input: { buffer: Uint8Array }): Promise<LazyHeicImages>;
  }
  export = decode;
}
