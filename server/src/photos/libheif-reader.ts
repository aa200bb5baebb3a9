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
  /** Its pixels, valid until the images are disposed (they may be a view of the decoder's memory). */
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
 * Decodes an image to RGB (RGBA when it has alpha): a quarter less memory than libheif-js's display(), which always
 * gives RGBA. The pixels stay in libheif's memory, their rows closed up in place, and are not copied: `release`
 * frees them (a 48-megapixel photo is 144 MB of RGB, which a copy would double).
 */
async function decodeRgb(libheif: Libheif, handle: unknown): Promise<{ photo: RawPhoto; release: () => void }> {
  const channels = libheif.heif_image_handle_has_alpha_channel(handle) === 1 ? 4 : 3;
  const { heif_chroma_interleaved_RGB: rgb, heif_chroma_interleaved_RGBA: rgba } = libheif.heif_chroma;
  const decoded = await libheif.heif_js_decode_image2(
    handle,
    libheif.heif_colorspace.heif_colorspace_RGB,
    channels === 4 ? rgba : rgb,
  );
  if (!decoded || decoded.code !== undefined) throw new Error('libheif could not decode the image');
  const release = () => libheif.heif_image_release(decoded.image);
  const plane = decoded.channels.find((channel) => channel.id === libheif.heif_channel.heif_channel_interleaved);
  if (!plane) {
    release();
    throw new Error('libheif gave no interleaved plane');
  }
  const row = plane.width * channels;
  // Each row moves to a place at or before where it is, so closing them up in order overwrites nothing unread.
  if (plane.stride !== row)
    for (let y = 1; y < plane.height; y += 1) plane.data.copyWithin(y * row, y * plane.stride, y * plane.stride + row);
  const data = new Uint8ClampedArray(plane.data.buffer, plane.data.byteOffset, row * plane.height);
  return { photo: { data, width: plane.width, height: plane.height, channels }, release };
}

/**
 * libheif (about 24 MB of memory and 50 ms to load) is loaded on the first HEIC, not when an instance starts. The
 * package has no `exports`, so Node's ESM loader needs the file's full name.
 */
export const readWithLibheif: HeicReader = async ({ buffer }) => {
  const libheif = (await import('libheif-js/wasm-bundle.js')).default;
  const decoder = new libheif.HeifDecoder();
  const found = decoder.decode(buffer);
  const releases: (() => void)[] = [];
  const images = found.map((image): HeicImage => ({
    width: image.get_width(),
    height: image.get_height(),
    primary: libheif.heif_image_handle_is_primary_image(image.handle) === 1,
    decode: async () => {
      const { photo, release } = await decodeRgb(libheif, image.handle);
      releases.push(release);
      return photo;
    },
  }));
  const dispose = () => {
    for (const release of releases.splice(0)) release();
    for (const image of found) image.free();
    decoder.decoder?.delete();
  };
  return Object.assign(images, { dispose });
};
