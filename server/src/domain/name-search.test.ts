import { describe, expect, it } from 'vitest';
import { foldName, nameSearchKey, nameSearchKeys } from './name-search.js';

describe('name search', () => {
  it('folds case, accents and punctuation', () => {
    expect(foldName("  Zoë D'Souza-Iyer ")).toBe('zoe d souza iyer');
  });

  it('stores every prefix that starts at a word, from two characters', () => {
    const keys = nameSearchKeys('Priya Raman');
    expect(keys).toEqual(
      expect.arrayContaining(['pr', 'pri', 'priya', 'priya r', 'priya raman', 'ra', 'ram', 'raman']),
    );
    expect(keys).not.toContain('p');
    expect(keys).not.toContain('priya ');
    expect(keys).not.toContain('aman');
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('finds an order whatever the case and accents of the search', () => {
    const keys = new Set(nameSearchKeys('Zoë Fernándes'));
    for (const typed of ['ZOE', 'zoë f', 'Fern', 'fernandes']) expect(keys.has(nameSearchKey(typed)!)).toBe(true);
    expect(keys.has(nameSearchKey('andes')!)).toBe(false);
  });

  it('keeps the stored array bounded for a long name', () => {
    const keys = nameSearchKeys('Sri Venkata Satya Narayana Murthy Chakravarthy Subramanian Krishnamoorthy');
    expect(keys.every((key) => key.length <= 30)).toBe(true);
    expect(keys.length).toBeLessThan(250);
  });

  it('refuses a search too short or without letters', () => {
    expect(nameSearchKey('a')).toBeNull();
    expect(nameSearchKey(' -- ')).toBeNull();
    expect(nameSearchKey('Ra')).toBe('ra');
  });
});
