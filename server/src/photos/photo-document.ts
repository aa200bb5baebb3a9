// The only module that spells the photoUploads collection and its document shape. Written only by the server.
import { Timestamp } from 'firebase-admin/firestore';
import type { PhotoFacts } from '../domain/photo-lines.js';

export const PHOTO_UPLOADS = 'photoUploads';

export interface PhotoRecord extends PhotoFacts {
  readonly id: string;
  /** The upload's size in bytes, and the stored files'. */
  readonly uploadBytes: number;
  readonly originalBytes: number;
  readonly previewBytes: number;
  readonly originalFormat: 'jpeg' | 'png';
  readonly createdAt: Date;
  /** When an order last froze it; null until then (the sweep deletes it 7 days after createdAt). */
  readonly orderedAt: Date | null;
  readonly orderIds: readonly string[];
}

/** The document of a new record (orderedAt null, so the sweep's query finds it). */
export function photoDocument(record: PhotoRecord): Record<string, unknown> {
  return {
    ownerUid: record.ownerUid,
    tokenHash: record.tokenHash,
    width: record.width,
    height: record.height,
    uploadBytes: record.uploadBytes,
    originalBytes: record.originalBytes,
    previewBytes: record.previewBytes,
    originalFormat: record.originalFormat,
    createdAt: Timestamp.fromDate(record.createdAt),
    orderedAt: record.orderedAt === null ? null : Timestamp.fromDate(record.orderedAt),
    orderIds: [...record.orderIds],
  };
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
const size = (value: unknown) => (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : 0);
const date = (value: unknown) => (value instanceof Timestamp ? value.toDate() : null);

/** A stored record, or null when it cannot be one (no owner or no size: no checkout may use it). */
export function parsePhotoDocument(id: string, data: unknown): PhotoRecord | null {
  if (typeof data !== 'object' || data === null) return null;
  const value = data as Record<string, unknown>;
  const ownerUid = text(value.ownerUid);
  const tokenHash = text(value.tokenHash);
  const width = size(value.width);
  const height = size(value.height);
  if ((ownerUid === null && tokenHash === null) || width === 0 || height === 0) return null;
  return {
    id,
    ownerUid,
    tokenHash,
    width,
    height,
    uploadBytes: size(value.uploadBytes),
    originalBytes: size(value.originalBytes),
    previewBytes: size(value.previewBytes),
    originalFormat: value.originalFormat === 'png' ? 'png' : 'jpeg',
    createdAt: date(value.createdAt) ?? new Date(0),
    orderedAt: date(value.orderedAt),
    orderIds: Array.isArray(value.orderIds) ? value.orderIds.filter((entry) => typeof entry === 'string') : [],
  };
}

/** The two files of a photo. */
export function photoFileKeys(record: Pick<PhotoRecord, 'id' | 'originalFormat'>): {
  original: string;
  preview: string;
} {
  return {
    original: `${record.id}.original.${record.originalFormat === 'png' ? 'png' : 'jpg'}`,
    preview: `${record.id}.preview.webp`,
  };
}
