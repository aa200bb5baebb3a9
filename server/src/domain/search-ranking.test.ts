import { describe, expect, it } from 'vitest';
import { testProduct } from '../../test-support/test-products.js';
import type { ProductFields } from './product.js';
import { DEFAULT_SEARCH_SYNONYMS, parseSearchQuery, synonymTable } from './search-query.js';
import { correctedQuery, rankProductsReference, wordMatch } from './search-ranking.js';

const synonyms = synonymTable(DEFAULT_SEARCH_SYNONYMS);

function product(id: string, fields: Partial<ProductFields> = {}) {
  return testProduct({ id, productName: id, category: 'Gifts', ...fields });
}

function rank(products: ReturnType<typeof product>[], text: string, typos = true) {
  return rankProductsReference(products, parseSearchQuery(text, synonyms), typos).map((match) => match.product.id);
}

describe('wordMatch', () => {
  it.each([
    ['teddy', 'teddy', 0],
    ['ted', 'teddy', 0],
    ['edd', 'teddy', 0],
    ['ed', 'teddy', 255],
    ['tedy', 'teddy', 1],
    ['choclate', 'chocolate', 1],
    ['chocolat', 'chocolate', 0],
    ['chcolat', 'chocolate', 255],
    ['mig', 'mug', 255],
    ['mugs', 'mug', 1],
  ])('%s in %s: %i', (typed, word, quality) => expect(wordMatch(typed, word, true)).toBe(quality));

  it('corrects nothing for exact searches', () => {
    expect(wordMatch('tedy', 'teddy', false)).toBe(255);
    expect(wordMatch('ted', 'teddy', false)).toBe(0);
  });
});

describe('ranked search (reference)', () => {
  const teddy = product('Giant Teddy Bear', { sales: 5 });
  const plush = product('Panda Plush', { subCategory: 'Teddy Bears', sales: 50 });
  const cushion = product('Bear Cushion', { shortDescription: 'Soft as a teddy' });
  const soldOut = product('Teddy Bear Keyring', { stock: 0, sales: 500 });

  it('ranks the name first, then tags and category, then description; in stock before sold out', () => {
    expect(rank([cushion, plush, soldOut, teddy], 'teddy')).toEqual([
      'Giant Teddy Bear',
      'Teddy Bear Keyring',
      'Panda Plush',
      'Bear Cushion',
    ]);
  });

  it('breaks ties by popularity', () => {
    const popular = product('Teddy Popular', { sales: 90 });
    expect(rank([teddy, popular], 'teddy')).toEqual(['Teddy Popular', 'Giant Teddy Bear']);
  });

  it('finds one typing mistake in 4–7 letters and two from 8', () => {
    const cake = product('Chocolate Truffle Cake');
    expect(rank([teddy, cake], 'tedy')).toEqual(['Giant Teddy Bear']);
    expect(rank([teddy, cake], 'choclate caek')).toEqual(['Chocolate Truffle Cake']);
    expect(rank([teddy, cake], 'chclate')).toEqual([]);
    expect(rank([teddy, cake], 'tedy', false)).toEqual([]);
  });

  it('ranks exact and prefix matches above corrected ones', () => {
    const mug = product('Photo Mug');
    const mugs = product('Set of Mugs');
    expect(rank([mug, mugs], 'mugs')).toEqual(['Set of Mugs', 'Photo Mug']);
  });

  it('needs every meaningful word, skips gift words and applies synonyms to tags', () => {
    const wifeCake = product('Red Velvet Cake', { occasions: ['Birthday'], recipients: ['For her'] });
    const cake = product('Plum Cake', { occasions: ['Birthday'] });
    const mug = product('Photo Mug', { occasions: ['Birthday'], recipients: ['For her'] });
    expect(rank([wifeCake, cake, mug], 'birthday gift for wife')).toEqual(['Photo Mug', 'Red Velvet Cake']);
    expect(rank([wifeCake, cake, mug], 'bday cake')).toEqual(['Plum Cake', 'Red Velvet Cake']);
    expect(rank([mug], 'cup')).toEqual(['Photo Mug']);
    expect(rank([product('Madurai Jasmine String')], 'malli')).toEqual(['Madurai Jasmine String']);
  });

  it('matches a synonym’s phrase only as neighbouring words of one field', () => {
    const split = product('Card', { recipients: ['For kids'], category: 'Her Collection' });
    const tagged = product('Bangles', { recipients: ['For her'] });
    expect(rank([split, tagged], 'wife')).toEqual(['Bangles']);
  });
});

describe('correctedQuery', () => {
  const teddy = product('Giant Teddy Bear');
  it('spells the query as the best match does when it needed corrections', () => {
    const terms = parseSearchQuery('giant tedy', synonyms);
    const [best] = rankProductsReference([teddy], terms, true);
    expect(correctedQuery(terms, best)).toBe('giant teddy');
  });
  it('is null when the best match needed none', () => {
    const terms = parseSearchQuery('teddy', synonyms);
    expect(correctedQuery(terms, rankProductsReference([teddy], terms, true)[0])).toBeNull();
  });
});
