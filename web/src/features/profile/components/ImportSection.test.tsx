import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SIGNED_OUT, type AuthState } from '@/api/auth/useAuth';
import { resetRequestDeduplication } from '@/lib/apiRequest';
import { makeRec } from '@/lib/recs/testFixtures';
import { json, mockApi } from '@/test/mockApi';
import { renderRoute } from '@/test/renderRoute';
import { summaryLines } from '../importText';
import ProfilePage from './ProfilePage';

const member: AuthState = { ...SIGNED_OUT, user: { id: 'u1', email: 'ada@example.com' } };

const SUMMARY = {
  format: 'imdb',
  titles: 3,
  matched: 2,
  favoritesAdded: 1,
  watchedAdded: 2,
  alreadySaved: 0,
  overLimit: 0,
  unmatched: [{ title: 'Qwzxyv', year: 2001 }],
  unmatchedCount: 1,
};

const EXPORT = 'Const,Your Rating,Date Rated,Title\ntt0903747,10,2024-01-02,Breaking Bad\n';

beforeEach(() => resetRequestDeduplication());
afterEach(() => vi.unstubAllGlobals());

function chooseFile(section: HTMLElement, name = 'ratings.csv') {
  const input = within(section).getByLabelText('Export file');
  fireEvent.change(input, { target: { files: [new File([EXPORT], name, { type: 'text/csv' })] } });
}

describe('profile import', () => {
  it('uploads the file as it is, shows the summary and refreshes the lists', async () => {
    let favorites: unknown[] = [];
    const calls = mockApi({
      'GET /api/favorites/u1': () => json({ favorites }),
      'GET /api/watch-later/u1': () => json({ watchLaterItems: [] }),
      'POST /api/import': () => {
        favorites = [{ id: '1', show_name: 'Breaking Bad', content_type: 'tv', show_data: makeRec({ title: 'Breaking Bad' }) }];
        return json(SUMMARY);
      },
    });
    renderRoute(<ProfilePage />, '/profile', { auth: member });
    const section = screen.getByRole('region', { name: 'Import Your History' });
    fireEvent.change(within(section).getByLabelText('From'), { target: { value: 'imdb' } });
    chooseFile(section);
    fireEvent.click(within(section).getByRole('button', { name: 'Import' }));
    const summary = await within(section).findByTestId('import-summary');
    expect(within(summary).getByText('Matched 2 of 3 titles.')).toBeTruthy();
    expect(within(summary).getByText('Added 1 favorite and 2 watched titles.')).toBeTruthy();
    expect(within(summary).getByText('Qwzxyv (2001)')).toBeTruthy();
    const upload = calls.find((c) => c.method === 'POST');
    expect(upload?.url).toBe('/api/import?format=imdb');
    const init = vi.mocked(fetch).mock.calls.find(([, i]) => i?.method === 'POST')?.[1];
    expect(init?.body).toBeInstanceOf(File);
    expect((init?.headers as Record<string, string>)['Content-Type']).toBe('application/octet-stream');
    const favs = screen.getByRole('region', { name: 'Your Favorite TV Shows' });
    expect(await within(favs).findByRole('heading', { name: 'Breaking Bad' })).toBeTruthy();
  });

  it("shows the server's sentence for a bad file", async () => {
    mockApi({
      'GET /api/favorites/u1': () => json({ favorites: [] }),
      'GET /api/watch-later/u1': () => json({ watchLaterItems: [] }),
      'POST /api/import': () => json({ error: "This does not look like IMDb's export: the column 'Const' is missing." }, 400),
    });
    renderRoute(<ProfilePage />, '/profile', { auth: member });
    const section = screen.getByRole('region', { name: 'Import Your History' });
    chooseFile(section);
    fireEvent.click(within(section).getByRole('button', { name: 'Import' }));
    expect(await within(section).findByText(/the column 'Const' is missing/)).toBeTruthy();
    expect(within(section).queryByTestId('import-summary')).toBeNull();
  });

  it('asks for a file before uploading', async () => {
    const calls = mockApi({ 'GET /api/favorites/u1': () => json({ favorites: [] }), 'GET /api/watch-later/u1': () => json({ watchLaterItems: [] }) });
    renderRoute(<ProfilePage />, '/profile', { auth: member });
    const section = screen.getByRole('region', { name: 'Import Your History' });
    fireEvent.click(within(section).getByRole('button', { name: 'Import' }));
    expect(await within(section).findByText('Choose the export file to import.')).toBeTruthy();
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(false));
  });

  it('words the summary with the counts that matter', () => {
    expect(summaryLines({ ...SUMMARY, alreadySaved: 1, overLimit: 2, unmatchedCount: 0 })).toEqual([
      'Matched 2 of 3 titles.',
      'Added 1 favorite and 2 watched titles.',
      '1 title was already saved.',
      '2 titles were left out because a list is full.',
    ]);
  });
});
