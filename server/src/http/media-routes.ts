import type { IncomingHttpHeaders } from 'node:http';
import express, { type Router } from 'express';
import { adminOf, type AdminActor } from '../shared/admin-actor.js';
import { ImageRejectedError, MAX_UPLOAD_BYTES, ImageMessages } from '../catalog/image-processing.js';
import type { MediaService } from '../catalog/media-service.js';
import type { RequestUser } from '../shared/request-user.js';
import { NotAllowedError, NotSignedInError } from '../domain/errors.js';
import type { Logger } from '../logger.js';

export interface MediaRoutesDeps {
  readonly media: MediaService;
  /** The request's user from its ID token, verified with revocation checked (the same check as @admin fields). */
  readonly resolveCheckedRequestUser: (headers: IncomingHttpHeaders) => Promise<RequestUser | null>;
  /** Records the upload in the audit log. */
  readonly audit: (actor: AdminActor, url: string) => Promise<void>;
  readonly logger: Logger;
}

const YEAR_IMMUTABLE = 'public, max-age=31536000, immutable';

function refuse(res: express.Response, status: number, code: string, message: string): void {
  res.status(status).setHeader('Cache-Control', 'no-store').json({ error: { code, message } });
}

/**
 * POST /admin/media: an admin uploads one image (the file as the request body, any image type; the ID token in
 * Authorization). Answers { url, width, height } with the URL to put in a product's mediaUrls, or { error: { code,
 * message } } with 401, 403, 413 or 415. GET /media/u/<hash>: an uploaded image, AVIF or WebP by the Accept header,
 * cacheable for a year (a URL never changes content).
 */
export function mediaRoutes(deps: MediaRoutesDeps): Router {
  const router = express.Router();
  const raw = express.raw({ type: () => true, limit: MAX_UPLOAD_BYTES });

  router.post(
    '/admin/media',
    // The admin check comes before reading the body: nobody else may make the server read 10 MB.
    (req, res, next) => {
      deps
        .resolveCheckedRequestUser(req.headers)
        .then((user) => {
          res.locals['admin'] = adminOf(user);
          next();
        })
        .catch((error: unknown) => {
          if (error instanceof NotSignedInError) refuse(res, 401, 'UNAUTHENTICATED', error.message);
          else if (error instanceof NotAllowedError) refuse(res, 403, 'FORBIDDEN', error.message);
          else next(error);
        });
    },
    (req, res, next) => {
      raw(req, res, (error?: unknown) => {
        if ((error as { type?: string } | undefined)?.type === 'entity.too.large') {
          refuse(res, 413, 'TOO_LARGE', ImageMessages.tooLarge);
          return;
        }
        if (error) {
          next(error);
          return;
        }
        next();
      });
    },
    (req, res, next) => {
      const body: unknown = req.body;
      const file = Buffer.isBuffer(body) ? body : Buffer.alloc(0);
      const admin = res.locals['admin'] as AdminActor;
      deps.media
        .upload(file)
        .then(async (image) => {
          await deps.audit(admin, image.url);
          res.status(201).setHeader('Cache-Control', 'no-store').json(image);
        })
        .catch((error: unknown) => {
          if (error instanceof ImageRejectedError) {
            refuse(res, error.status, error.status === 413 ? 'TOO_LARGE' : 'NOT_AN_IMAGE', error.message);
          } else {
            deps.logger.error({ err: error }, 'image upload failed');
            next(error);
          }
        });
    },
  );

  router.get('/media/u/:hash', (req, res, next) => {
    deps.media
      .read(req.params.hash, req.headers.accept)
      .then((media) => {
        res.setHeader('Vary', 'Accept');
        if (!media) {
          res.status(404).setHeader('Cache-Control', 'no-store').type('text').send('No such image');
          return;
        }
        res.setHeader('Cache-Control', YEAR_IMMUTABLE);
        res.type(media.contentType).send(media.data);
      })
      .catch(next);
  });

  return router;
}
