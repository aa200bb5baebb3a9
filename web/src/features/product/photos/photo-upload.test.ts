import { describe, expect, it } from 'vitest';
import { uploadOutcome, UploadMessages } from './photo-upload';

describe('uploadOutcome', () => {
  it('a 201 with the photo is the uploaded photo', () => {
    const photo = { id: 'ph1', width: 4000, height: 3000, previewUrl: '/media/photos/ph1/preview' };
    expect(uploadOutcome(201, photo)).toEqual({ ok: true, photo });
  });

  it('a 201 with something else is not taken for a photo', () => {
    expect(uploadOutcome(201, { id: 'ph1', previewUrl: 'https://elsewhere/x' }).ok).toBe(false);
  });

  it('a refusal shows the server’s own message with its code', () => {
    const body = { error: { field: 'file', code: 'NOT_AN_IMAGE', message: 'That file is not a photo.' } };
    expect(uploadOutcome(415, body)).toEqual({ ok: false, code: 'NOT_AN_IMAGE', message: 'That file is not a photo.' });
  });

  it('a refusal without a message gets ours for the code', () => {
    expect(uploadOutcome(429, { error: { code: 'RATE_LIMITED' } })).toEqual({
      ok: false,
      code: 'RATE_LIMITED',
      message: UploadMessages.RATE_LIMITED,
    });
  });

  it('a proxy’s 413 page (no JSON) is “too large”; any other page is “try again”', () => {
    expect(uploadOutcome(413, null)).toEqual({ ok: false, code: 'TOO_LARGE', message: UploadMessages.TOO_LARGE });
    expect(uploadOutcome(502, null)).toEqual({ ok: false, code: 'UNAVAILABLE', message: UploadMessages.UNAVAILABLE });
  });
});
