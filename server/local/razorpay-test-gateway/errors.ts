/**
 * Razorpay's error body: `{"error":{"code","description","source","step","reason","metadata","field"}}`. Validation
 * failures are `400 BAD_REQUEST_ERROR` naming the field; a wrong key is `401` with "Authentication failed".
 */
export interface RazorpayErrorBody {
  error: {
    code: string;
    description: string;
    source: string | null;
    step: string | null;
    reason: string | null;
    metadata: Record<string, never>;
    field?: string;
  };
}

export class GatewayError extends Error {
  constructor(
    readonly status: number,
    readonly description: string,
    readonly field?: string,
    readonly code = 'BAD_REQUEST_ERROR',
  ) {
    super(description);
    this.name = 'GatewayError';
  }

  body(): RazorpayErrorBody {
    const validation = this.field !== undefined;
    return {
      error: {
        code: this.code,
        description: this.description,
        source: validation ? 'business' : null,
        step: validation ? 'payment_initiation' : null,
        reason: validation ? 'input_validation_failed' : null,
        metadata: {},
        ...(validation ? { field: this.field } : {}),
      },
    };
  }
}

export const invalid = (field: string, description: string) => new GatewayError(400, description, field);
export const notFound = () => new GatewayError(400, 'The id provided does not exist');
