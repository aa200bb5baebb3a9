// The WhatsApp Business Cloud API adapter: one template message per call, POST /{version}/{phone-number-id}/messages
// with the access token as a bearer token. Production and the local test double differ only in the base URL and
// the settings; every failure says whether trying again later can help.
import type { WhatsAppConfig } from '../config-whatsapp.js';
import { templateRequestBody, type TemplateMessage, type TemplateRequestBody } from './template-message.js';

export type CloudApiSettings = Pick<WhatsAppConfig, 'graphApiBase' | 'apiVersion' | 'phoneNumberId' | 'accessToken'>;

/** A send the Cloud API did not accept. `permanent`: sending the same message again cannot succeed. */
export class WhatsAppSendError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
    readonly status: number | null,
    /** The Graph API's error code (e.g. 132001: the template does not exist), when it gave one. */
    readonly code: number | null,
  ) {
    super(message);
    this.name = 'WhatsAppSendError';
  }
}

export interface SentMessage {
  /** The wamid the status webhooks name. */
  readonly providerMessageId: string;
}

export interface WhatsAppSender {
  send(message: TemplateMessage): Promise<SentMessage>;
}

export interface TemplateRequest {
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: TemplateRequestBody;
}

export function templateRequest(settings: CloudApiSettings, message: TemplateMessage): TemplateRequest {
  return {
    url: `${settings.graphApiBase}/${settings.apiVersion}/${encodeURIComponent(settings.phoneNumberId)}/messages`,
    headers: {
      authorization: `Bearer ${settings.accessToken}`,
      'content-type': 'application/json',
      accept: 'application/json',
    },
    body: templateRequestBody(message),
  };
}

/**
 * Whether a refusal is for good. Throttling (HTTP 429, Graph codes 4, 80007, 130429, 131048, 131056) and the
 * server's own troubles (5xx, codes 1, 2, 131000, 131016) pass; any other 4xx (a bad token, a template that does not
 * exist, a number that is not on WhatsApp) will be refused again.
 */
export function isPermanentFailure(status: number, code: number | null): boolean {
  const passing = new Set([1, 2, 4, 80007, 130429, 131000, 131016, 131048, 131056]);
  if (code !== null && passing.has(code)) return false;
  return status >= 400 && status < 500 && status !== 408 && status !== 429;
}

function graphError(json: unknown): { message: string | null; code: number | null } {
  const error = (json as { error?: { message?: unknown; code?: unknown } } | null)?.error;
  return {
    message: typeof error?.message === 'string' ? error.message : null,
    code: typeof error?.code === 'number' ? error.code : null,
  };
}

export function createCloudApiSender(settings: CloudApiSettings, timeoutMs = 10_000): WhatsAppSender {
  return {
    async send(message) {
      const request = templateRequest(settings, message);
      let response: Response;
      try {
        response = await fetch(request.url, {
          method: 'POST',
          headers: request.headers,
          body: JSON.stringify(request.body),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new WhatsAppSendError(`no answer from the WhatsApp Cloud API: ${String(error)}`, false, null, null);
      }
      const text = await response.text();
      let json: unknown = null;
      try {
        json = JSON.parse(text);
      } catch {
        // A proxy's HTML error page: the status decides.
      }
      if (!response.ok) {
        const { message: reason, code } = graphError(json);
        throw new WhatsAppSendError(
          `${response.status}${code === null ? '' : ` (code ${code})`}: ${reason ?? 'no error message'}`,
          isPermanentFailure(response.status, code),
          response.status,
          code,
        );
      }
      const id = (json as { messages?: { id?: unknown }[] } | null)?.messages?.[0]?.id;
      if (typeof id !== 'string' || id === '') {
        throw new WhatsAppSendError(`${response.status} without a message id`, false, response.status, null);
      }
      return { providerMessageId: id };
    },
  };
}
