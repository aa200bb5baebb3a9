// What the photos feature offers and takes: the shopper's upload, who uploads, what is refused and why, the limits.
import type { PhotoCrop } from '../domain/photo-crop.js';
import type { PhotoFacts, PhotoRequester } from '../domain/photo-lines.js';
import type { RateLimitRule } from '../shared/rate-limiter.js';

/** Who uploads or reads a photo: the verified account, or an anonymous upload token's hash; admins read any. */
export interface PhotoActor extends PhotoRequester {
  readonly isAdmin: boolean;
}

/** An accepted upload, as POST /media/photos answers it. */
export interface UploadedPhoto {
  readonly id: string;
  readonly width: number;
  readonly height: number;
  readonly previewUrl: string;
}

/** A file of a photo as served. */
export interface PhotoFile {
  readonly data: Buffer;
  readonly contentType: string;
}

export type PhotoRefusalCode =
  'UNAUTHENTICATED' | 'TOO_LARGE' | 'NOT_AN_IMAGE' | 'TOO_MANY_PIXELS' | 'RATE_LIMITED' | 'UNAVAILABLE' | 'BUSY';

const STATUS: Readonly<Record<PhotoRefusalCode, number>> = {
  UNAUTHENTICATED: 401,
  TOO_LARGE: 413,
  NOT_AN_IMAGE: 415,
  TOO_MANY_PIXELS: 422,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
  BUSY: 503,
};

/** The most bytes an upload may have, and the most pixels its image may claim (checked before decoding it whole). */
export const MAX_PHOTO_BYTES = 15 * 1024 * 1024;
export const MAX_PHOTO_PIXELS = 50_000_000;
/** The preview's longest side. */
export const PREVIEW_SIDE = 480;
/** Photos not ordered within this long are deleted. */
export const UNORDERED_PHOTO_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

export const PhotoMessages = {
  signIn: 'Sign in, or get an upload token (POST /media/photo-tokens), to upload a photo.',
  tooLarge: `The photo is larger than ${MAX_PHOTO_BYTES / 1024 / 1024} MB. Choose a smaller one.`,
  notAnImage: 'This file is not a photo the shop can print. Choose a JPEG, PNG, WebP or HEIC photo.',
  tooManyPixels: `The photo has more than ${MAX_PHOTO_PIXELS / 1_000_000} megapixels. Choose a smaller one.`,
  rateLimited: 'Too many photos uploaded in the last hour. Please try again later.',
  unavailable: 'Photos cannot be uploaded just now. Please try again in a minute.',
  busy: 'The shop is busy with other HEIC photos just now. Please try again in a minute, or choose a JPEG.',
} as const;

/** An upload or token request the shop refuses, with the HTTP status and the message to show. */
export class PhotoRefusedError extends Error {
  readonly status: number;
  constructor(
    readonly code: PhotoRefusalCode,
    message: string,
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = 'PhotoRefusedError';
    this.status = STATUS[code];
  }
}

export interface PhotoLimitRules {
  /** Uploads per client address per hour. */
  readonly uploadsPerIp: RateLimitRule;
  /** Uploads per account or upload token per hour. */
  readonly uploadsPerOwner: RateLimitRule;
  /** Upload tokens issued per client address per hour. */
  readonly tokensPerIp: RateLimitRule;
}

const HOUR = 60 * 60 * 1000;

export const DEFAULT_PHOTO_LIMITS: PhotoLimitRules = {
  uploadsPerIp: { limit: 120, windowMs: HOUR },
  uploadsPerOwner: { limit: 40, windowMs: HOUR },
  tokensPerIp: { limit: 30, windowMs: HOUR },
};

/** An ordered photo as the owner's order page needs it. */
export interface OrderedPhoto {
  readonly photoId: string;
  readonly crop: PhotoCrop;
}

export interface SweepReport {
  /** Unordered photos older than their lifetime, deleted (records and files). */
  readonly deleted: number;
}

export interface PhotosService {
  /** A new anonymous upload token for a client address (limited per address). */
  issueToken(ip: string): Promise<string>;
  /** Counts an upload against its limits before its body is read; throws PhotoRefusedError when over one. */
  admitUpload(actor: PhotoActor, ip: string): Promise<void>;
  /** Checks, converts and stores an upload; throws PhotoRefusedError with a clear message when it is refused. */
  upload(actor: PhotoActor, file: Buffer): Promise<UploadedPhoto>;
  /**
   * The preview for its uploader or an admin; null for anyone else or when there is none. With a crop: the preview of
   * that part, turned as it is printed (null when the crop is not inside the photo).
   */
  preview(actor: PhotoActor, id: string, crop?: PhotoCrop | null): Promise<PhotoFile | null>;
  /** The full-size original (admins only: the caller checks). */
  original(id: string): Promise<PhotoFile | null>;
  /** The print file: the crop of the original turned by its rotation; null when no such photo or the crop is outside. */
  print(id: string, crop: PhotoCrop): Promise<PhotoFile | null>;
  /** The records' facts of these photos (null: none), for checking a checkout's lines. */
  facts(ids: readonly string[]): Promise<ReadonlyMap<string, PhotoFacts | null>>;
  /** Deletes photos not ordered within their lifetime; safe on any number of instances at once. */
  sweepOnce(): Promise<SweepReport>;
}
