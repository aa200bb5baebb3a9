// The shoppers' photos: their Firestore records, their private files (a folder locally, Cloud Storage in
// production), the service with its limits counted in Firestore (shared by every instance), and its HTTP routes.
import type { RequestHandler } from 'express';
import type { Auth } from 'firebase-admin/auth';
import { getStorage } from 'firebase-admin/storage';
import { addressLimitKey } from './client-address.js';
import type { AppConfig } from './config.js';
import type { FirebaseHandles } from './firebase/firebase-admin.js';
import { photoRoutes } from './http/photo-routes.js';
import type { Logger } from './logger.js';
import { cloudStoragePhotoFiles, localPhotoFiles } from './photos/photo-files.js';
import { createPhotoStore, type PhotoStore } from './photos/photo-store.js';
import type { PhotoLimitRules, PhotosService } from './photos/photos-model.js';
import { createPhotosService } from './photos/photos-service.js';
import type { RateLimiterFactory } from './shared/rate-limiter.js';
import { resolveCheckedRequestUser } from './shared/request-user.js';
import type { TokenShapeRules } from './shared/token-shape.js';
import { clientIp, proxyTrust } from './trust-proxy.js';

export interface ComposedPhotos {
  readonly service: PhotosService;
  readonly store: PhotoStore;
  readonly routes: RequestHandler;
}

export function composePhotos(deps: {
  readonly config: AppConfig;
  readonly firebase: FirebaseHandles;
  readonly auth: Auth;
  readonly tokenRules: TokenShapeRules;
  readonly rateLimiters: RateLimiterFactory;
  readonly limits: PhotoLimitRules | undefined;
  readonly now: () => Date;
  readonly logger: Logger;
}): ComposedPhotos {
  const { config, firebase, logger } = deps;
  const files =
    config.photosDir !== null
      ? localPhotoFiles(config.photosDir)
      : cloudStoragePhotoFiles(getStorage(firebase.app).bucket(config.storageBucket));
  const store = createPhotoStore(firebase.firestore);
  const service = createPhotosService({
    store,
    files,
    rateLimiters: deps.rateLimiters,
    ...(deps.limits ? { limits: deps.limits } : {}),
    now: deps.now,
    logger,
  });
  const trust = proxyTrust(config.trustProxy);
  const routes = photoRoutes({
    photos: service,
    resolveCheckedRequestUser: (headers) => resolveCheckedRequestUser(headers, deps.auth, deps.tokenRules),
    // The same key as /graphql's per-IP limits (X-Forwarded-For only behind a trusted proxy).
    clientKey: (req) => addressLimitKey(clientIp(req, trust)),
    logger,
  });
  return { service, store, routes };
}
