import { describe, expect, it } from 'vitest';
import { serializeApolloState } from './apollo-state';

describe('serializeApolloState', () => {
  it('cannot close the script element it is written into', () => {
    const text = serializeApolloState({ name: '</script><script>alert(1)</script><!-- & \u2028' });
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script><!-- & \u2028' });
  });
});
