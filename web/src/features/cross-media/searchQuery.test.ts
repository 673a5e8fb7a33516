import { describe, expect, it } from 'vitest';
import { searchQueryFor } from './searchQuery';

describe('searchQueryFor', () => {
  it('labels a search with the non-blank inputs', () => {
    expect(searchQueryFor(' Dark ', '')).toBe('Dark');
    expect(searchQueryFor('Dark, Lost', 'Heat')).toBe('Dark, Lost, Heat');
  });
});
