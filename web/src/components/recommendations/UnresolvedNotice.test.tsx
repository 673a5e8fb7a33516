import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UnresolvedNotice } from './UnresolvedNotice';

const note = () => screen.getByTestId('unresolved-note').textContent ?? '';

describe('UnresolvedNotice', () => {
  it('says nothing when every title was found as typed', () => {
    const { container } = render(<UnresolvedNotice typed={{ unresolved: [], suggestions: [], read_as: [] }} hasResults />);
    expect(container.textContent).toBe('');
  });

  it('names each unknown title with what it might have meant, and what the picks rest on', () => {
    render(
      <UnresolvedNotice
        hasResults
        typed={{
          unresolved: ['Breaking Bad Show', 'Qwerty Zxcv'],
          suggestions: [{ typed: 'Breaking Bad Show', titles: ['Breaking Bad', 'Breaking Badly', 'Broken'] }],
        }}
      />,
    );
    expect(note()).toContain('We couldn\u2019t find \u201cBreaking Bad Show\u201d on the streaming services we cover. Did you mean Breaking Bad, Breaking Badly or Broken?'.replace('\u2019', "'"));
    expect(note()).toContain('We couldn\'t find \u201cQwerty Zxcv\u201d on the streaming services we cover.Your picks');
    expect(note()).toContain('Your picks are based on the other titles.');
  });

  it('asks to check the spelling when nothing was found, and says what a typo was read as', () => {
    render(<UnresolvedNotice typed={{ unresolved: ['Bridesmaidz'], suggestions: [{ typed: 'Bridesmaidz', titles: ['Bridesmaids'] }], read_as: [{ typed: 'Braking Bad', title: 'Breaking Bad' }] }} />);
    expect(note()).toContain('Did you mean Bridesmaids?');
    expect(note()).toContain('Check the spelling, or try another title.');
    expect(note()).toContain('We read \u201cBraking Bad\u201d as Breaking Bad.');
  });
});
