// The part of libheif-js (1.23, libheif and libde265 compiled to WebAssembly; CommonJS, its own .d.ts covers only the
// raw Emscripten module) the photos feature uses: its HeifDecoder and HeifImage wrappers and one libheif function.
declare module 'libheif-js/wasm-bundle.js' {
  namespace libheif {
    interface Pixels {
      readonly data: Uint8ClampedArray;
      readonly width: number;
      readonly height: number;
    }
    /** A top-level image of the file; its size is the displayed one (after irot/imir), read without decoding. */
    interface HeifImage {
      /** libheif's heif_image_handle. */
      readonly handle: unknown;
      get_width(): number;
      get_height(): number;
      /** Decodes (irot/imir applied) into `target` as RGBA and calls back with it, or with null when it fails. */
      display(target: Pixels, done: (result: Pixels | null) => void): void;
      free(): void;
    }
    class HeifDecoder {
      /** libheif's heif_context of the last decode, freed with delete(). */
      decoder: { delete(): void } | null;
      /** The file's top-level images in libheif's order; [] when the file cannot be read. */
      decode(buffer: Uint8Array): HeifImage[];
    }
    /** 1 when the handle is the file's primary image (its pitm box), else 0. */
    function heif_image_handle_is_primary_image(handle: unknown): number;
  }
  export = libheif;
}
