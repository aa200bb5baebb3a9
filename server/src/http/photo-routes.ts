import type { IncomingHttpHeaders } from 'node:http';
import express, { type Router } from 'express';
import { parseCropQuery } from '../domain/photo-crop.js';
import {
  MAX_PHOTO_BYTES,
  PhotoMessages,
  PhotoRefusedError,
  type PhotoActor,
  type PhotoFile,
  type PhotosService,
} from '../photos/photos-model.js';
import { uploadTokenHash } from '../photos/photo-tokens.js';
import type { RequestUser } from '../shared/request-user.js';
import type { Logger } from '../logger.js';

export interface PhotoRoutesDeps {
  readonly photos: PhotosService;
  /** The request's user from its ID token (revocation checked for admin tokens, as for @admin fields). */
  readonly resolveCheckedRequestUser: (headers: IncomingHttpHeaders) => Promise<RequestUser | null>;
  /** The client's address as per-IP limits key it. */
  readonly clientKey: (req: express.Request) => string;
  readonly logger: Logger;
}

/** The anonymous upload token's header. */
export const PHOTO_TOKEN_HEADER = 'x-photo-token';

function refuse(res: express.Response, status: number, code: string, message: string, field: string | null): void {
  res.status(status).setHeader('Cache-Control', 'no-store').json({ error: { field, message, code } });
}

function refusePhoto(res: express.Response, error: PhotoRefusedError, field: string | null): void {
  if (error.retryAfterSeconds !== null) res.setHeader('Retry-After', String(error.retryAfterSeconds));
  // The client may still be sending a body the server will not read.
  if (error.status === 413) res.setHeader('Connection', 'close');
  refuse(res, error.status, error.code, error.message, field);
}

const notFound = (res: express.Response) => refuse(res, 404, 'NOT_FOUND', 'No such photo.', null);

function sendFile(res: express.Response, file: PhotoFile | null, cacheControl: string): void {
  if (file === null) {
    notFound(res);
    return;
  }
  res.setHeader('Cache-Control', cacheControl);
  res.setHeader('Vary', 'Authorization, X-Photo-Token');
  res.type(file.contentType).send(file.data);
}

type Failed = (res: express.Response, next: express.NextFunction, field: string | null) => (error: unknown) => void;

/** The photo actor of a request: its verified account (if any), its upload token's hash (if any), admin or not. */
function actorReader(deps: PhotoRoutesDeps) {
  return async (req: express.Request): Promise<PhotoActor> => {
    const user = await deps.resolveCheckedRequestUser(req.headers);
    const header = req.headers[PHOTO_TOKEN_HEADER];
    return {
      uid: user?.uid ?? null,
      tokenHash: uploadTokenHash(typeof header === 'string' ? header : null),
      isAdmin: user?.isAdmin ?? false,
    };
  };
}

/** POST /media/photos: who uploads and the limits first, then the body (at most 15 MB), then the upload. */
function uploadRoute(router: Router, deps: PhotoRoutesDeps, failed: Failed): void {
  const raw = express.raw({ type: () => true, limit: MAX_PHOTO_BYTES });
  const actorOf = actorReader(deps);
  router.post(
    '/media/photos',
    // Nobody over a limit, or unknown, makes the server read 15 MB.
    (req, res, next) => {
      actorOf(req)
        .then(async (actor) => {
          await deps.photos.admitUpload(actor, deps.clientKey(req));
          res.locals['actor'] = actor;
          next();
        })
        .catch(failed(res, next, 'file'));
    },
    (req, res, next) => {
      raw(req, res, (error?: unknown) => {
        if ((error as { type?: string } | undefined)?.type === 'entity.too.large') {
          refusePhoto(res, new PhotoRefusedError('TOO_LARGE', PhotoMessages.tooLarge), 'file');
          return;
        }
        next(error);
      });
    },
    (req, res, next) => {
      const body: unknown = req.body;
      const file = Buffer.isBuffer(body) ? body : Buffer.alloc(0);
      deps.photos
        .upload(res.locals['actor'] as PhotoActor, file)
        .then((photo) => res.status(201).setHeader('Cache-Control', 'no-store').json(photo))
        .catch(failed(res, next, 'file'));
    },
  );
}

/** The admin's files of a photo: the original and the print file of a crop. */
function adminFileRoutes(router: Router, deps: PhotoRoutesDeps, failed: Failed): void {
  const actorOf = actorReader(deps);
  const adminOnly = (run: (req: express.Request) => Promise<PhotoFile | null>) =>
    ((req, res, next) => {
      actorOf(req)
        .then(async (actor) => {
          if (actor.uid === null) refuse(res, 401, 'UNAUTHENTICATED', 'Please sign in with an admin account.', null);
          else if (!actor.isAdmin) refuse(res, 403, 'FORBIDDEN', 'This needs an admin account.', null);
          else sendFile(res, await run(req), 'private, no-store');
        })
        .catch(failed(res, next, null));
    }) satisfies express.RequestHandler;
  router.get(
    '/admin/photos/:id/original',
    adminOnly((req) => deps.photos.original(String(req.params.id))),
  );
  router.get(
    '/admin/photos/:id/print',
    adminOnly(async (req) => {
      const crop = typeof req.query.crop === 'string' ? parseCropQuery(req.query.crop) : null;
      return crop === null ? null : deps.photos.print(String(req.params.id), crop);
    }),
  );
}

/**
 * Shoppers' photos over HTTP (GraphQL is a poor fit for 15 MB bodies): POST /media/photo-tokens issues an anonymous
 * upload token; POST /media/photos takes one photo as the raw body, from a signed-in shopper (Authorization: Bearer)
 * or a token holder (X-Photo-Token), and answers { id, width, height, previewUrl }; GET /media/photos/<id>/preview
 * serves the preview to its uploader or an admin (?crop=x,y,w,h,r: the part the shopper cropped, turned); GET /admin/photos/<id>/original and /print?crop=x,y,w,h,r serve
 * admins the files to print. Refusals are { error: { field, message, code } } with the status of the code.
 */
export function photoRoutes(deps: PhotoRoutesDeps): Router {
  const router = express.Router();
  const failed: Failed = (res, next, field) => (error) => {
    if (error instanceof PhotoRefusedError) refusePhoto(res, error, field);
    else {
      deps.logger.error({ err: error }, 'photo request failed');
      next(error);
    }
  };
  router.post('/media/photo-tokens', (req, res, next) => {
    deps.photos
      .issueToken(deps.clientKey(req))
      .then((token) => res.status(201).setHeader('Cache-Control', 'no-store').json({ token }))
      .catch(failed(res, next, null));
  });
  uploadRoute(router, deps, failed);
  const actorOf = actorReader(deps);
  router.get('/media/photos/:id/preview', (req, res, next) => {
    actorOf(req)
      .then((actor) => {
        // ?crop=x,y,w,h,r: the shopper's crop and turn (a malformed one is not a photo: 404).
        const asked = typeof req.query.crop === 'string' ? parseCropQuery(req.query.crop) : undefined;
        return asked === null ? null : deps.photos.preview(actor, req.params.id, asked ?? null);
      })
      .then((file) => sendFile(res, file, 'private, max-age=3600'))
      .catch(failed(res, next, null));
  });
  adminFileRoutes(router, deps, failed);
  return router;
}
