import { describe, expect, it } from 'vitest';
import { createSoldOutFacts, SOLD_OUT_FACT_MS } from './sold-out-facts.js';

describe('sold-out facts', () => {
  it('knows a product (or option) refused as sold out for a short while only', () => {
    let now = 1_000;
    const facts = createSoldOutFacts(() => now);
    facts.learn('roses', null);
    facts.learn('mug', 'Blue');
    expect(facts.knows('roses', null)).toBe(true);
    expect(facts.knows('mug', 'Blue')).toBe(true);
    expect(facts.knows('mug', 'Red')).toBe(false);
    expect(facts.knows('lilies', null)).toBe(false);
    now += SOLD_OUT_FACT_MS;
    expect(facts.knows('roses', null)).toBe(true);
    now += 1;
    expect(facts.knows('roses', null)).toBe(false);
  });
});
