import { describe, expect, it } from 'vitest';
import { marketingDraftOf, marketingInputOf, move } from './marketing-draft';

const marketing = {
  offerTitle: null,
  content: ['Free gift wrap', 'Ships from Coimbatore'],
  banners: [{ imageUrl: '/b.jpg', title: 'Diwali', subtitle: null, link: null }],
  reviews: [{ name: 'Asha', text: 'Lovely', rating: 5, location: null }],
  minimumOrderValue: { paise: 49950 },
};

describe('the marketing form draft', () => {
  it('edits missing texts as empty ones and the minimum order in rupees', () => {
    expect(marketingDraftOf(marketing)).toEqual({
      offerTitle: '',
      content: ['Free gift wrap', 'Ships from Coimbatore'],
      banners: [{ imageUrl: '/b.jpg', title: 'Diwali', subtitle: '', link: '' }],
      reviews: [{ name: 'Asha', text: 'Lovely', rating: 5, location: '' }],
      minimum: '499.50',
    });
  });

  it('sends empty texts as none, an empty minimum as 0, and refuses a minimum that is not an amount', () => {
    const draft = marketingDraftOf(marketing);
    expect(marketingInputOf({ ...draft, minimum: '' })).toEqual({
      offerTitle: null,
      content: ['Free gift wrap', 'Ships from Coimbatore'],
      banners: [{ imageUrl: '/b.jpg', title: 'Diwali', subtitle: null, link: null }],
      reviews: [{ name: 'Asha', text: 'Lovely', rating: 5, location: null }],
      minimumOrderValuePaise: 0,
    });
    expect(marketingInputOf(draft)?.minimumOrderValuePaise).toBe(49950);
    expect(marketingInputOf({ ...draft, minimum: 'lots' })).toBeNull();
  });

  it('moves a line up or down without changing the others', () => {
    expect(move(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
    expect(move(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
  });
});
