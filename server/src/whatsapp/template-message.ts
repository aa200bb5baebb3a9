// A WhatsApp template message as the Cloud API takes it: the recipient's number in international form without "+",
// an approved template's name and language, and its body's {{1}}, {{2}} … parameters as text.

/** The languages the shop's templates are approved in. */
export const WHATSAPP_LANGUAGES = ['en', 'ta'] as const;
export type WhatsAppLanguage = (typeof WHATSAPP_LANGUAGES)[number];

/** What the outbox holds and the adapter sends: one approved template, filled in for one phone. */
export interface TemplateMessage {
  /** E.164, e.g. +919876543210. */
  readonly to: string;
  readonly template: string;
  readonly language: WhatsAppLanguage;
  /** The body's parameters in order: {{1}} is the first. */
  readonly parameters: readonly string[];
}

/** The JSON body of POST /{version}/{phone-number-id}/messages for a template message. */
export interface TemplateRequestBody {
  readonly messaging_product: 'whatsapp';
  readonly recipient_type: 'individual';
  readonly to: string;
  readonly type: 'template';
  readonly template: {
    readonly name: string;
    readonly language: { readonly code: WhatsAppLanguage };
    readonly components: readonly {
      readonly type: 'body';
      readonly parameters: readonly { readonly type: 'text'; readonly text: string }[];
    }[];
  };
}

/** A message the Cloud API would refuse whatever we retried: it is recorded as failed and never sent. */
export class InvalidTemplateMessageError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = 'InvalidTemplateMessageError';
  }
}

/** Template names are lower-case letters, digits and underscores, at most 512 characters. */
const TEMPLATE_NAME = /^[a-z0-9_]{1,512}$/;
/** The Cloud API takes at most 1024 characters in one text parameter. */
const MAX_PARAMETER_LENGTH = 1024;

/**
 * A body parameter as the Cloud API accepts it: no new lines or tabs and no more than four spaces in a row (it
 * refuses the message otherwise), trimmed; too long a value is shortened with an ellipsis. An empty parameter is
 * refused too, so an empty one becomes a dash.
 */
export function templateParameter(raw: string): string {
  const flat = raw
    .replace(/[\r\n\t]+/g, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();
  if (flat === '') return '-';
  return flat.length <= MAX_PARAMETER_LENGTH ? flat : `${flat.slice(0, MAX_PARAMETER_LENGTH - 1)}…`;
}

/** "+91 98765 43210" → "919876543210"; anything that is not an international number is refused. */
export function recipientNumber(e164: string): string {
  const digits = e164.replace(/[\s-]/g, '');
  if (!/^\+[1-9]\d{7,14}$/.test(digits)) {
    throw new InvalidTemplateMessageError('to', `The phone number "${e164}" is not an international number.`);
  }
  return digits.slice(1);
}

export function templateRequestBody(message: TemplateMessage): TemplateRequestBody {
  if (!TEMPLATE_NAME.test(message.template)) {
    throw new InvalidTemplateMessageError(
      'template',
      `The template name "${message.template}" is not an approved template's name (a-z, 0-9 and _).`,
    );
  }
  if (!(WHATSAPP_LANGUAGES as readonly string[]).includes(message.language)) {
    throw new InvalidTemplateMessageError('language', `The language must be one of ${WHATSAPP_LANGUAGES.join(', ')}.`);
  }
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: recipientNumber(message.to),
    type: 'template',
    template: {
      name: message.template,
      language: { code: message.language },
      components:
        message.parameters.length === 0
          ? []
          : [
              {
                type: 'body',
                parameters: message.parameters.map((p) => ({ type: 'text', text: templateParameter(p) })),
              },
            ],
    },
  };
}
