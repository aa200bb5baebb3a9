// One call of Razorpay's HTTP API: Basic auth with the key id and secret, JSON in and out, a time limit; every
// failure becomes a PaymentProviderError (with the HTTP status and the provider's description when there is one).
import { PaymentProviderError } from './payment-provider.js';
import { str, type Json } from './razorpay-entities.js';

export interface RazorpayConnection {
  readonly apiBase: string;
  /** The Authorization header's value. */
  readonly authorization: string;
  readonly timeoutMs: number;
}

export async function callRazorpay(
  connection: RazorpayConnection,
  method: 'GET' | 'POST',
  path: string,
  body?: Json,
  headers: Record<string, string> = {},
): Promise<Json> {
  const { apiBase, authorization, timeoutMs } = connection;
  let response: Response;
  try {
    response = await fetch(`${apiBase}${path}`, {
      method,
      headers: {
        authorization,
        accept: 'application/json',
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new PaymentProviderError(`${method} ${path}: no answer from the payment provider`, null, { cause: error });
  }
  const text = await response.text();
  let json: Json;
  try {
    json = JSON.parse(text) as Json;
  } catch {
    throw new PaymentProviderError(`${method} ${path}: ${response.status} without JSON`, response.status);
  }
  if (!response.ok) {
    const error = (json.error ?? {}) as Json;
    throw new PaymentProviderError(
      `${method} ${path}: ${response.status} ${str(error.code) ?? ''} ${str(error.description) ?? ''}`.trim(),
      response.status,
      { description: str(error.description) },
    );
  }
  return json;
}
