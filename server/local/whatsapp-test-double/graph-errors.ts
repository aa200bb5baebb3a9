// The Graph API's error body ({ error: { message, type, code, fbtrace_id } }), as the Cloud API answers a refusal.

export class GraphError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: number,
    readonly type = 'OAuthException',
  ) {
    super(message);
  }

  body() {
    return { error: { message: this.message, type: this.type, code: this.code, fbtrace_id: 'local-double' } };
  }
}

/** (#100) Invalid parameter: a request the real API would refuse for its shape. */
export const invalidParameter = (detail: string) => new GraphError(400, `(#100) Invalid parameter: ${detail}`, 100);
