// The part of libheif-js (1.23, libheif and libde265 compiled to WebAssembly; CommonJS, its own .d.ts covers only the
// raw Emscripten module) the photos feature uses: its HeifDecoder and HeifImage wrappers and a few libheif functions.
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
    /** 1 when the image has an alpha plane, else 0. */
    function heif_image_handle_has_alpha_channel(handle: unknown): number;
    /** An enum value of libheif (compared by identity). */
    type EnumValue = object;
    const heif_colorspace: { readonly heif_colorspace_RGB: EnumValue };
    const heif_chroma: {
      readonly heif_chroma_interleaved_RGB: EnumValue;
      readonly heif_chroma_interleaved_RGBA: EnumValue;
    };
    const heif_channel: { readonly heif_channel_interleaved: EnumValue };
    /** A plane of a decoded image: `data` is a view of libheif's WebAssembly memory, valid until the image is released. */
    interface DecodedChannel {
      readonly id: EnumValue;
      readonly width: number;
      readonly height: number;
      readonly stride: number;
      readonly data: Uint8Array;
    }
    /** Decodes an image (irot/imir applied) in the colour space and chroma asked; an error ({ code }) when it fails. */
    function heif_js_decode_image2(
      handle: unknown,
      colorspace: EnumValue,
      chroma: EnumValue,
    ): Promise<
      | { readonly image: unknown; readonly channels: readonly DecodedChannel[]; readonly code?: undefined }
      | { readonly code: number }
      | null
    >;
    /** Frees a decoded image. */
    function heif_image_release(image: unknown): void;
  }
  export = libheif;
}
