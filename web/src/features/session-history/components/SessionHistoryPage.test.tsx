import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@/test/renderApp';
import type { SessionRecord } from '@/lib/recs';
import { loadSession, saveSession } from '@/lib/sessionHistory';
import { makeRec } from '@/lib/recs/testFixtures';

configure({ asyncUtilTimeout: 10_000 });

const T1 = '2025-08-30T14:05:00.000Z';
const T2 = '2025-08-30T15:30:00.000Z';

function seed(records: SessionRecord[]): void {
  saveSession(sessionStorage, records);
}

const individual = (title: string, timestamp = T1): SessionRecord => ({
  show_name: title,
  timestamp,
  searchQuery: 'Breaking Bad',
  isCouple: false,
  recommendation: makeRec({ title }),
});

const coupleNameOnly = (title: string): SessionRecord => ({
  show_name: title,
  timestamp: T2,
  searchQuery: 'Friends, Dark',
  isCouple: true,
});

async function openPage() {
  const view = renderPage('/session-history');
  await screen.findByRole('heading', { level: 1, name: 'Session History' });
  return view;
}

describe('session history: empty', () => {
  it('shows the empty state with Get Recommendations and Back, but no Clear History', async () => {
    await openPage();
    expect(screen.getByText('No recommendations in your current session yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Get Recommendations' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('button', { name: 'Clear History' })).toBeNull();
    await waitFor(() => expect(document.title).toBe('Session History | Bingeable'));
  });

  it('treats corrupt storage as an empty history', async () => {
    sessionStorage.setItem('sessionRecommendations', '{not json');
    await openPage();
    expect(screen.getByText('No recommendations in your current session yet.')).toBeTruthy();
  });
});

describe('session history: groups', () => {
  it('groups by search query with badge and the first item time; cards or name links', async () => {
    seed([individual('Better Call Saul'), individual('Ozark', T2), coupleNameOnly('The Office')]);
    await openPage();

    const groups = screen.getAllByTestId('session-group');
    expect(groups).toHaveLength(2);
    const [first, second] = groups as [HTMLElement, HTMLElement];

    expect(within(first).getByRole('heading', { level: 2 }).textContent).toBe('Breaking Bad');
    expect(within(first).getByTestId('session-group-badge').textContent).toBe('Individual');
    expect(first.querySelector('time')?.getAttribute('dateTime')).toBe(T1);
    const cards = within(first).getByRole('list', { name: 'Recommendations for Breaking Bad' });
    expect(within(cards).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Better Call Saul',
      'Ozark',
    ]);

    expect(within(second).getByTestId('session-group-badge').textContent).toBe('Couple');
    expect(second.querySelector('time')?.getAttribute('dateTime')).toBe(T2);
    expect(within(second).queryByRole('article')).toBeNull();
    expect(within(second).getByRole('link', { name: 'The Office' }).getAttribute('href')).toBe(
      '/recommendations?shows=The%20Office',
    );
  });
});

describe('session history: clearing', () => {
  it('asks for confirmation; Cancel and Escape keep the history', async () => {
    seed([individual('Ozark')]);
    await openPage();
    const clear = screen.getByRole('button', { name: 'Clear History' });

    // A real click focuses the button; fireEvent does not.
    clear.focus();
    fireEvent.click(clear);
    const dialog = screen.getByRole('alertdialog', { name: 'Clear History' });
    expect(within(dialog).getByText('Are you sure you want to clear your session history?')).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(clear);

    fireEvent.click(clear);
    fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(loadSession(sessionStorage)).toHaveLength(1);
  });

  it('keeps Tab inside the dialog', async () => {
    seed([individual('Ozark')]);
    await openPage();
    fireEvent.click(screen.getByRole('button', { name: 'Clear History' }));
    const dialog = screen.getByRole('alertdialog');
    const [cancel, confirm] = within(dialog).getAllByRole('button') as [HTMLElement, HTMLElement];
    confirm.focus();
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(cancel);
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(confirm);
  });

  it('confirming empties storage, shows the empty state and removes the nav link', async () => {
    seed([individual('Ozark'), coupleNameOnly('The Office')]);
    await openPage();
    expect(screen.getByRole('link', { name: /^Session/ })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Clear History' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Clear History' }));

    expect(screen.getByText('No recommendations in your current session yet.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clear History' })).toBeNull();
    expect(loadSession(sessionStorage)).toEqual([]);
    await waitFor(() => expect(screen.queryByRole('link', { name: /^Session/ })).toBeNull());
  });
});
