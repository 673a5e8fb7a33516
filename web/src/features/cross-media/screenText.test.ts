import { describe, expect, it } from 'vitest';
import { fetchFailedText } from './screenText';
import { TV_SCREEN_TEXT } from './tvScreenText';

describe('fetchFailedText', () => {
  it("follows the spec's template for a bare message", () => {
    expect(fetchFailedText(TV_SCREEN_TEXT, '500: boom')).toBe('Failed to get TV recommendations: 500: boom. Please try again.');
  });

  it('never ends a sentence with two full stops when the server already wrote one', () => {
    const text = fetchFailedText(TV_SCREEN_TEXT, 'Check the spelling or try other titles.');
    expect(text).toBe('Failed to get TV recommendations: Check the spelling or try other titles. Please try again.');
    expect(text).not.toMatch(/\.\./);
  });
});
