import { render as renderDom, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ListedOnly } from '@/lib/recs';
import { UnresolvedNotice } from './UnresolvedNotice';

// A listed-only title links to its show page.
const render = (ui: ReactElement) => renderDom(<MemoryRouter>{ui}</MemoryRouter>);

const listed = (typed: string, title: string, platforms: string[]): ListedOnly => ({
  typed,
  title,
  type: 'movie',
  year: 1999,
  platforms,
  watch_links: null,
});

const note = () => screen.getByTestId('unresolved-note').textContent ?? '';

describe('UnresolvedNotice', () => {
  it('says nothing when every title was found as typed', () => {
    const { container } = render(<UnresolvedNotice typed={{ unresolved: [], suggestions: [], read_as: [], listed_only: [] }} hasResults />);
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

  it('says where a title only the streaming lists know is, rather than that it was not found', () => {
    render(
      <UnresolvedNotice
        hasResults
        typed={{
          unresolved: ['fight club', 'Qwerty Zxcv'],
          suggestions: [{ typed: 'Qwerty Zxcv', titles: ['Queer Eye'] }],
          listed_only: [listed('fight club', 'Fight Club', ['Hulu'])],
        }}
      />,
    );
    expect(note()).toContain(
      '\u201cFight Club\u201d is on Hulu, but we know too little about it (no story, genres or cast) to find picks from it.',
    );
    expect(note()).not.toContain('find \u201cfight club\u201d');
    // Its page has the watch links.
    expect(screen.getByRole('link', { name: 'Fight Club' }).getAttribute('href')).toBe('/show/Fight%20Club');
    expect(note()).toContain("We couldn't find \u201cQwerty Zxcv\u201d on the streaming services we cover. Did you mean Queer Eye?");
    expect(note()).toContain('Your picks are based on the other titles.');
  });

  it('names every service a listed-only title is on, and asks for another title when that was all', () => {
    render(
      <UnresolvedNotice
        typed={{
          unresolved: ['Fight Club', 'Heat'],
          listed_only: [
            listed('Fight Club', 'Fight Club', ['Hulu', 'Prime Video', 'Netflix']),
            listed('Heat', 'Heat', []),
          ],
        }}
      />,
    );
    expect(note()).toContain('\u201cFight Club\u201d is on Hulu, Prime Video and Netflix, but we know too little');
    expect(note()).toContain('\u201cHeat\u201d is in our streaming lists, but we know too little about it');
    expect(note()).toContain('Try another title you love.');
    expect(note()).not.toContain('Check the spelling');
  });

  it('still asks to check the spelling when only some titles without picks are listed-only', () => {
    render(
      <UnresolvedNotice
        typed={{
          unresolved: ['Fight Club', 'Qwerty Zxcv'],
          listed_only: [listed('Fight Club', 'Fight Club', ['Hulu', 'Prime Video'])],
        }}
      />,
    );
    expect(note()).toContain('\u201cFight Club\u201d is on Hulu and Prime Video, but');
    expect(note()).toContain('Check the spelling, or try another title.');
  });
});
