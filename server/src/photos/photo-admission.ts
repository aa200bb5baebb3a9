// The limits of photo uploads and upload tokens, counted in Firestore so every instance shares them; they fail closed.
import type { Logger } from '../logger.js';
import {
  RateLimiterUnavailableError,
  type RateLimiterFactory,
  type RateLimitDecision,
} from '../shared/rate-limiter.js';
import { newUploadToken } from './photo-tokens.js';
import { PhotoMessages, PhotoRefusedError, type PhotoLimitRules, type PhotosService } from './photos-model.js';

export function createPhotoAdmission(
  rateLimiters: RateLimiterFactory,
  limits: PhotoLimitRules,
  logger: Pick<Logger, 'warn'>,
): Pick<PhotosService, 'issueToken' | 'admitUpload'> {
  const perIp = rateLimiters('photoUploadsPerIp', limits.uploadsPerIp);
  const perOwner = rateLimiters('photoUploadsPerOwner', limits.uploadsPerOwner);
  const tokensPerIp = rateLimiters('photoTokensPerIp', limits.tokensPerIp);

  /** Refuses when a limit is reached or cannot be counted. */
  async function admitted(decisions: () => Promise<RateLimitDecision[]>): Promise<void> {
    let counted: RateLimitDecision[];
    try {
      counted = await decisions();
    } catch (error) {
      if (!(error instanceof RateLimiterUnavailableError)) throw error;
      logger.warn({ err: error }, 'photo limits could not be counted');
      throw new PhotoRefusedError('UNAVAILABLE', PhotoMessages.unavailable);
    }
    const refused = counted.filter((decision) => !decision.allowed);
    if (refused.length > 0) {
      const retryAfter = Math.max(...refused.map((decision) => decision.retryAfterSeconds));
      throw new PhotoRefusedError('RATE_LIMITED', PhotoMessages.rateLimited, retryAfter);
    }
  }

  return {
    async issueToken(ip) {
      await admitted(async () => [await tokensPerIp.hit(ip)]);
      return newUploadToken();
    },
    async admitUpload(actor, ip) {
      const owner =
        actor.uid !== null ? `uid:${actor.uid}` : actor.tokenHash !== null ? `token:${actor.tokenHash}` : null;
      if (owner === null) throw new PhotoRefusedError('UNAUTHENTICATED', PhotoMessages.signIn);
      // Every limiter counts the upload, so hammering one key cannot dodge the other.
      await admitted(() => Promise.all([perIp.hit(ip), perOwner.hit(owner)]));
    },
  };
}
