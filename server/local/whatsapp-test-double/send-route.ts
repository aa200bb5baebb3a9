// POST /{version}/{phone-number-id}/messages: the Cloud API's template send, checked as the real API checks it
// (bearer token, the business number's id, a template message's shape), answered with a wamid, or with the
// failure a test asked for.
import type { IncomingMessage } from 'node:http';
import { GraphError, invalidParameter } from './graph-errors.js';
import { sendJson, type Route } from './http.js';
import type { FailureMode, MessageLog, ReceivedMessage } from './message-log.js';

export interface SendRouteDeps {
  readonly accessToken: string;
  readonly phoneNumberId: string;
  readonly log: MessageLog;
  readonly accepted: (message: ReceivedMessage) => void;
}

const FAILURES: Record<FailureMode, () => GraphError> = {
  'server-error': () => new GraphError(500, 'Something went wrong (local double: a planned failure)', 131000),
  'rate-limited': () => new GraphError(429, 'Rate limit hit (local double: a planned failure)', 130429),
  permanent: () => new GraphError(400, 'Template name does not exist in the translation', 132001),
};

function checkToken(req: IncomingMessage, accessToken: string): void {
  const given = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
  if (given !== accessToken) {
    throw new GraphError(401, 'Error validating access token: the session is invalid.', 190);
  }
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;

/** The template message in a request body, or the Graph API's refusal of it. */
export function templateOf(body: unknown): Omit<ReceivedMessage, 'id' | 'receivedAt' | 'status'> {
  if (!isObject(body) || body.messaging_product !== 'whatsapp') throw invalidParameter('messaging_product');
  if (typeof body.to !== 'string' || !/^[1-9]\d{7,14}$/.test(body.to)) throw invalidParameter('to');
  if (body.type !== 'template' || !isObject(body.template)) throw invalidParameter('type must be template');
  const { name, language, components } = body.template;
  if (typeof name !== 'string' || !/^[a-z0-9_]{1,512}$/.test(name)) throw invalidParameter('template.name');
  if (!isObject(language) || typeof language.code !== 'string') throw invalidParameter('template.language.code');
  const parameters: string[] = [];
  for (const component of Array.isArray(components) ? components : []) {
    if (!isObject(component) || component.type !== 'body' || !Array.isArray(component.parameters)) continue;
    for (const parameter of component.parameters) {
      if (!isObject(parameter) || parameter.type !== 'text' || typeof parameter.text !== 'string')
        throw invalidParameter('template.components.parameters');
      if (parameter.text === '' || /[\n\t]| {5,}/.test(parameter.text))
        throw new GraphError(400, 'Param text cannot have new-line/tab characters or more than 4 spaces', 132018);
      parameters.push(parameter.text);
    }
  }
  return { to: body.to, template: name, language: language.code, parameters };
}

export function sendRoute(deps: SendRouteDeps): Route {
  return {
    method: 'POST',
    path: /^\/(v\d+\.\d+)\/([^/]+)\/messages\/?$/,
    handle: async ({ req, res, params, json }) => {
      checkToken(req, deps.accessToken);
      if (params[1] !== deps.phoneNumberId) {
        throw new GraphError(400, `Unsupported post request. Object with ID '${params[1]}' does not exist`, 100);
      }
      const template = templateOf(await json());
      const failure = deps.log.takeFailure();
      if (failure) throw FAILURES[failure]();
      const message: ReceivedMessage = {
        ...template,
        id: deps.log.nextId(),
        receivedAt: new Date().toISOString(),
        status: 'accepted',
      };
      deps.log.add(message);
      deps.accepted(message);
      sendJson(res, 200, {
        messaging_product: 'whatsapp',
        contacts: [{ input: message.to, wa_id: message.to }],
        messages: [{ id: message.id, message_status: 'accepted' }],
      });
    },
  };
}
