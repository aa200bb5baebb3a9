// libheif (libheif-js: libheif and libde265 compiled to WebAssembly, as sharp's build here decodes AV1 HEIF only)
// reading a HEIF upload: its top-level images with the size each declares and whether it is the primary one, each
// decoded to RGBA only when asked. libheif applies the file's rotation and mirroring (irot/imir) while decoding.

/** Decoded pixels: three channels (RGB) a pixel, four (RGBA) for an image with alpha, rows top to bottom. */
export interface RawPhoto {
  readonly data: Uint8ClampedArray;
  readonly width: number;
  readonly height: number;
  readonly channels: 3 | 4;
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

type Libheif = typeof import('libheif-js/wasm-bundle.js');

/**
 * Decodes an image to RGB (RGBA when it has alpha) copied once out of libheif's memory: a quarter less memory than
 * libheif-js's display(), which always gives RGBA.
 */
async function decodeRgb(libheif: Libheif, handle: unknown): Promise<RawPhoto> {
  const channels = libheif.heif_image_handle_has_alpha_channel(handle) === 1 ? 4 : 3;
  const { heif_chroma_interleaved_RGB: rgb, heif_chroma_interleaved_RGBA: rgba } = libheif.heif_chroma;
  const decoded = await libheif.heif_js_decode_image2(
    handle,
    libheif.heif_colorspace.heif_colorspace_RGB,
    channels === 4 ? rgba : rgb,
  );
  if (!decoded || decoded.code !== undefined) throw new Error('libheif could not decode the image');
  try {
    const plane = decoded.channels.find((channel) => channel.id === libheif.heif_channel.heif_channel_interleaved);
    if (!plane) throw new Error('libheif gave no interleaved plane');
    const row = plane.width * channels;
    const data = new Uint8ClampedArray(row * plane.height);
    for (let y = 0; y < plane.height; y += 1)
      data.set(plane.data.subarray(y * plane.stride, y * plane.stride + row), y * row);
    return { data, width: plane.width, height: plane.height, channels };
  } finally {
    libheif.heif_image_release(decoded.image);
  }
}

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
    decode: () => decodeRgb(libheif, image.handle),
  }));
  const dispose = () => {
    for (const image of found) image.free();
    decoder.decoder?.delete();
  };
  return Object.assign(images, { dispose });
};
