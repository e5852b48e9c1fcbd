import { describe, expect, it } from 'vitest';
import { acceptPage, pageCount, pageList } from './pagination';

describe('pageCount', () => {
  it('divides by the page size of 10 and rounds up', () => {
    expect(pageCount(0)).toBe(0);
    expect(pageCount(1)).toBe(1);
    expect(pageCount(10)).toBe(1);
    expect(pageCount(11)).toBe(2);
    expect(pageCount(101)).toBe(11);
    expect(pageCount(45, 20)).toBe(3);
  });
});

describe('pageList', () => {
  it('shows every page up to 10 pages', () => {
    expect(pageList(1, 1)).toEqual([1]);
    expect(pageList(4, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('shows the first and last three beyond 10 pages, with no ellipsis up to page 5', () => {
    expect(pageList(1, 20)).toEqual([1, 2, 3, 18, 19, 20]);
    expect(pageList(3, 20)).toEqual([1, 2, 3, 18, 19, 20]);
    expect(pageList(4, 20)).toEqual([1, 2, 3, 4, 18, 19, 20]);
    expect(pageList(5, 20)).toEqual([1, 2, 3, 4, 5, 18, 19, 20]);
    expect(pageList(5, 11)).toEqual([1, 2, 3, 4, 5, 9, 10, 11]);
  });

  it('adds an ellipsis once the current page is beyond 5, keeping the current page visible', () => {
    expect(pageList(6, 20)).toEqual([1, 2, 3, 'ellipsis', 6, 'ellipsis', 18, 19, 20]);
    expect(pageList(16, 20)).toEqual([1, 2, 3, 'ellipsis', 16, 17, 18, 19, 20]);
    expect(pageList(17, 20)).toEqual([1, 2, 3, 'ellipsis', 17, 18, 19, 20]);
    expect(pageList(19, 20)).toEqual([1, 2, 3, 'ellipsis', 18, 19, 20]);
  });
});

describe('acceptPage', () => {
  it('ignores a page outside 1..total pages', () => {
    expect(acceptPage(3, 1, 5)).toBe(3);
    expect(acceptPage(0, 2, 5)).toBe(2);
    expect(acceptPage(6, 2, 5)).toBe(2);
    expect(acceptPage(1.5, 2, 5)).toBe(2);
  });
});
