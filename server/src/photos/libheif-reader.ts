// libheif (libheif-js: libheif and libde265 compiled to WebAssembly, as sharp's build here decodes AV1 HEIF only)
// reading a HEIF upload: its top-level images with the size each declares and whether it is the primary one, each
// decoded to RGBA only when asked. libheif applies the file's rotation and mirroring (irot/imir) while decoding.

/** Decoded pixels: four channels (RGBA) a pixel, rows top to bottom. */
export interface RawPhoto {
  readonly data: Uint8ClampedArray;
  readonly width: number;
  readonly height: number;
}

export interface HeicImage {
  /** The size its header declares (after rotation and mirroring), read without decoding. */
  readonly width: number;
  readonly height: number;
  /** The file's primary image (its pitm box): the photo a phone shows. */
  readonly primary: boolean;
  decode(): Promise<RawPhoto>;
}

export interface HeicImages extends ReadonlyArray<HeicImage> {
  /** Frees libheif's memory; called once done with every image. */
  dispose(): void;
}

/** Reads a HEIF file's top-level images; [] when libheif cannot read it. */
export type HeicReader = (input: { buffer: Uint8Array }) => Promise<HeicImages>;

/**
 * libheif (about 24 MB of memory and 50 ms to load) is loaded on the first HEIC, not when an instance starts. The
 * package has no `exports`, so Node's ESM loader needs the file's full name.
 */
export const readWithLibheif: HeicReader = async ({ buffer }) => {
  const libheif = (await import('libheif-js/wasm-bundle.js')).default;
  const decoder = new libheif.HeifDecoder();
  const found = decoder.decode(buffer);
  const images = found.map((image): HeicImage => ({
    width: image.get_width(),
    height: image.get_height(),
    primary: libheif.heif_image_handle_is_primary_image(image.handle) === 1,
    decode: () => {
      const [width, height] = [image.get_width(), image.get_height()];
      return new Promise((resolve, reject) => {
        image.display({ data: new Uint8ClampedArray(width * height * 4), width, height }, (pixels) => {
          if (pixels) resolve(pixels);
          else reject(new Error('libheif could not decode the image'));
        });
      });
    },
  }));
  const dispose = () => {
    for (const image of found) image.free();
    decoder.decoder?.delete();
  };
  return Object.assign(images, { dispose });
};
