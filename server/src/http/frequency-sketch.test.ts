import { describe, expect, it } from 'vitest';
import { FrequencySketch } from './frequency-sketch.js';

describe('FrequencySketch', () => {
  it('counts asks per key, never fewer than were made', () => {
    const sketch = new FrequencySketch(1_000);
    for (let i = 0; i < 500; i++) for (let n = 0; n <= i % 7; n++) sketch.increment(`key ${i}`);
    for (let i = 0; i < 500; i++) expect(sketch.frequency(`key ${i}`)).toBeGreaterThanOrEqual((i % 7) + 1);
    const exact = Array.from({ length: 500 }, (_, i) => sketch.frequency(`key ${i}`) === (i % 7) + 1).filter(Boolean);
    expect(exact.length).toBeGreaterThan(450);
    expect(sketch.frequency('never asked')).toBe(0);
  });

  it('halves every count after ten times the expected keys in additions, so old popularity fades', () => {
    const sketch = new FrequencySketch(16);
    for (let n = 0; n < 100; n++) sketch.increment('popular');
    expect(sketch.frequency('popular')).toBeGreaterThanOrEqual(100);
    // 160 additions in all (16 keys × 10) halve the counters: the 100 asks so far, then 60 of others.
    for (let n = 0; n < 60; n++) sketch.increment(`other ${n}`);
    expect(sketch.frequency('popular')).toBeLessThanOrEqual(55);
    expect(sketch.frequency('popular')).toBeGreaterThanOrEqual(50);
  });

  it('stops counting at 255 rather than wrapping around', () => {
    const sketch = new FrequencySketch(1_000_000);
    for (let n = 0; n < 300; n++) sketch.increment('busy');
    expect(sketch.frequency('busy')).toBe(255);
  });
});
