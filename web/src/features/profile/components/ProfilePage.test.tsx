import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SIGNED_OUT, type AuthState } from '@/api/auth/useAuth';
import { resetRequestDeduplication } from '@/lib/apiRequest';
import { makeRec } from '@/lib/recs/testFixtures';
import { json, mockApi } from '@/test/mockApi';
import { renderRoute } from '@/test/renderRoute';
import ProfilePage from './ProfilePage';

const member: AuthState = {
  ...SIGNED_OUT,
  user: { id: 'u1', email: 'ada@example.com', username: 'ada', createdAt: '2026-11-01T12:00:00Z' },
};

const EMPTY_STATES = [
  'No favorite TV shows yet. Heart TV shows in recommendations to save them here!',
  'No favorite movies yet. Heart movies in recommendations to save them here!',
  'No TV shows in your watch list yet. Use the clock button on TV recommendations!',
  'No movies in your watch list yet. Use the clock button on movie recommendations!',
];

const item = (title: string, contentType?: 'tv' | 'movie') => ({
  id: title,
  show_name: title,
  content_type: contentType,
  show_data: makeRec({ title, show_name: title }),
});

const section = (name: string) => screen.getByRole('region', { name });

beforeEach(() => resetRequestDeduplication());
afterEach(() => vi.unstubAllGlobals());

describe('/profile', () => {
  it('asks a visitor to sign in', () => {
    renderRoute(<ProfilePage />, '/profile', { auth: SIGNED_OUT });
    expect(screen.getByRole('heading', { name: 'Authentication Required' })).toBeTruthy();
    expect(screen.getByText('Please sign in to access your profile.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/auth');
  });

  it('shows the account card, and the four sections in order with their empty states', async () => {
    mockApi({ 'GET /api/favorites/u1': () => json({ favorites: [] }), 'GET /api/watch-later/u1': () => json({ watchLaterItems: [] }) });
    renderRoute(<ProfilePage />, '/profile', { auth: member });
    const card = section('Account Information');
    expect(within(card).getByText('ada@example.com')).toBeTruthy();
    expect(within(card).getByText('ada')).toBeTruthy();
    expect(within(card).getByText('November 1, 2026')).toBeTruthy();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      'Account Information',
      'Your Favorite TV Shows',
      'Your Favorite Movies',
      'TV Shows to Watch Later',
      'Movies to Watch Later',
      'Import Your History',
    ]);
    const texts = screen.getAllByText(/yet\./).map((p) => p.textContent);
    expect(texts).toEqual(EMPTY_STATES);
  });

  it('leaves out a missing username and says Unknown for a missing date', () => {
    mockApi({});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderRoute(<ProfilePage />, '/profile', { auth: { ...member, user: { id: 'u1', email: 'ada@example.com' } } });
    const card = section('Account Information');
    expect(within(card).queryByText('Username')).toBeNull();
    expect(within(card).getByText('Unknown')).toBeTruthy();
  });

  it('sorts saved items into their sections as cards (a missing type counts as TV)', async () => {
    mockApi({
      'GET /api/favorites/u1': () => json({ favorites: [item('Dark'), item('Heat', 'movie')] }),
      'GET /api/watch-later/u1': () => json({ watchLaterItems: [item('Lost', 'tv')] }),
    });
    renderRoute(<ProfilePage />, '/profile', { auth: member });
    expect(await within(section('Your Favorite TV Shows')).findByRole('heading', { name: 'Dark' })).toBeTruthy();
    expect(within(section('Your Favorite Movies')).getByRole('heading', { name: 'Heat' })).toBeTruthy();
    expect(within(section('TV Shows to Watch Later')).getByRole('heading', { name: 'Lost' })).toBeTruthy();
    expect(within(section('Movies to Watch Later')).getByText(EMPTY_STATES[3]!)).toBeTruthy();
  });

  it('logs a list that fails to load and shows it empty', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockApi({
      // The plan is known (free), so only the two lists warn.
      'GET /api/subscription/u1': () => json({ subscription: { tier: 'free', is_premium: false } }),
      'GET /api/favorites/u1': () => json({ error: 'Not Found' }, 404),
      'GET /api/watch-later/u1': () => json({ error: 'x' }, 500),
    });
    renderRoute(<ProfilePage />, '/profile', { auth: member });
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(2));
    expect(screen.getByText(EMPTY_STATES[0]!)).toBeTruthy();
    expect(screen.getByText(EMPTY_STATES[2]!)).toBeTruthy();
  });

  it('drops a card once it is un-favourited', async () => {
    const calls = mockApi({
      'GET /api/favorites/u1': () => json({ favorites: [item('Dark'), item('Lost')] }),
      'GET /api/watch-later/u1': () => json({ watchLaterItems: [] }),
      'DELETE /api/favorites/u1/Dark': () => json({ success: true }),
    });
    renderRoute(<ProfilePage />, '/profile', { auth: member });
    const favorites = section('Your Favorite TV Shows');
    await within(favorites).findByRole('heading', { name: 'Dark' });
    const darkCard = within(favorites).getByRole('article', { name: 'Dark' });
    fireEvent.click(within(darkCard).getByRole('button', { name: 'Favorite' }));
    await waitFor(() => expect(within(favorites).queryByRole('heading', { name: 'Dark' })).toBeNull());
    expect(within(favorites).getByRole('heading', { name: 'Lost' })).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE' && c.url === '/api/favorites/u1/Dark')).toBe(true);
  });
});
