// The URLs of a shopper's photo files, as the API answers them and the photo routes serve them.
import { cropQuery, type PhotoCrop } from './photo-crop.js';

/** The preview: GET with the uploader's ID token or upload token, or an admin's ID token. */
export const photoPreviewUrl = (id: string) => `/media/photos/${encodeURIComponent(id)}/preview`;

/** The untouched original (admins only). */
export const photoOriginalUrl = (id: string) => `/admin/photos/${encodeURIComponent(id)}/original`;

/** The print-ready file of a crop (admins only). */
export const photoPrintUrl = (id: string, crop: PhotoCrop) =>
  `/admin/photos/${encodeURIComponent(id)}/print?crop=${cropQuery(crop)}`;
