import { describe, expect, it } from 'vitest';
import { pageInfo, pageOfReference, pageWindow } from './paging.js';

const letters = ['a', 'b', 'c', 'd', 'e'];

describe('pageOfReference', () => {
  it.each([
    [1, 2, ['a', 'b'], { totalPages: 3, hasNextPage: true, hasPreviousPage: false }],
    [2, 2, ['c', 'd'], { totalPages: 3, hasNextPage: true, hasPreviousPage: true }],
    [3, 2, ['e'], { totalPages: 3, hasNextPage: false, hasPreviousPage: true }],
    [4, 2, [], { totalPages: 3, hasNextPage: false, hasPreviousPage: true }],
    [1, 5, letters, { totalPages: 1, hasNextPage: false, hasPreviousPage: false }],
    [1, 100, letters, { totalPages: 1, hasNextPage: false, hasPreviousPage: false }],
  ])('page %i of size %i', (page, pageSize, items, info) => {
    const result = pageOfReference(letters, { page, pageSize });
    expect(result.items).toEqual(items);
    expect(result.pageInfo).toEqual({ page, pageSize, ...info });
  });

  it('reports zero pages for an empty list', () => {
    expect(pageInfo({ page: 1, pageSize: 24 }, 0)).toEqual({
      page: 1,
      pageSize: 24,
      totalPages: 0,
      hasNextPage: false,
      hasPreviousPage: false,
    });
  });
});

describe('pageWindow', () => {
  it.each([
    [1, 24, 0, 24],
    [3, 10, 20, 30],
  ])('page %i size %i → [%i, %i)', (page, pageSize, start, end) => {
    expect(pageWindow({ page, pageSize })).toEqual({ start, end });
  });
});
