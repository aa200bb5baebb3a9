import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { excerptedMessage, formatError } from './errors.js';

describe('excerptedMessage', () => {
  it('cuts a long quoted value to an excerpt and keeps the field path whole', () => {
    const value = 'x'.repeat(900_000);
    const message = `Variable "$input" got invalid value "${value}" at "input.zones"; Expected type "DeliveryZoneInput" to be an object.`;
    const cut = excerptedMessage(message);
    expect(cut).toBe(
      `Variable "$input" got invalid value "${'x'.repeat(40)}… (900000 characters)" at "input.zones"; Expected type "DeliveryZoneInput" to be an object.`,
    );
  });

  it('leaves short messages alone and caps very long ones', () => {
    expect(excerptedMessage('Field "id" of required type "ID!" was not provided.')).toBe(
      'Field "id" of required type "ID!" was not provided.',
    );
    const unquoted = `Expected ${'y '.repeat(5_000)}`;
    expect(excerptedMessage(unquoted)).toHaveLength(1_001);
  });

  it('is what formatError gives a client for a GraphQL error', () => {
    const message = `Variable "$i" got invalid value { a: "${'z'.repeat(5_000)}" }; Field "b" is not defined.`;
    const formatted = formatError({ message, extensions: { code: 'BAD_USER_INPUT' } }, new GraphQLError(message));
    expect(formatted.message).toBe(
      `Variable "$i" got invalid value { a: "${'z'.repeat(40)}… (5000 characters)" }; Field "b" is not defined.`,
    );
    expect(formatted.extensions).toEqual({ code: 'BAD_USER_INPUT' });
  });
});
