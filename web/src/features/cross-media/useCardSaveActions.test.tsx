import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toastStore } from '@/components/toast';
import type { AuthState } from '@/api/auth/useAuth';
import { resetRequestDeduplication } from '@/lib/apiRequest';
import { renderPage } from '@/test/renderApp';
import { fakeRecommendationApi, recommendationsBody, type RecordedCall } from '@/test/fakeRecommendationApi';
import { preparePageTests } from '@/test/pageTestSetup';

preparePageTests(() => import('@/features/cross-media/components/TvRecommendationsPage'));

const SIGNED_IN: AuthState = { user: { id: 'u1', email: 'u@example.com' }, session: null, loading: false, signOut: async () => {} };

afterEach(() => {
  act(() => toastStore.dismiss());
  resetRequestDeduplication();
});

type Reply = ReturnType<Parameters<typeof fakeRecommendationApi>[0]>;

/** A signed-in server: premium or not, favourites holding 'Lost', and overridable save calls. */
function server(isPremium: boolean, saveReply: (call: RecordedCall) => Reply | null = () => null) {
  return fakeRecommendationApi((call) => {
    const custom = saveReply(call);
    if (custom) return custom;
    if (call.path.startsWith('/api/subscription/'))
      return { status: 200, body: { subscription: { tier: isPremium ? 'pro' : 'free', is_premium: isPremium } } };
    if (call.path === '/api/favorites/u1') return { status: 200, body: { favorites: [{ show_name: 'Lost', content_type: 'tv' }] } };
    if (call.path === '/api/watch-later/u1') return { status: 200, body: { watchLaterItems: [] } };
    return recommendationsBody(['Lost', 'Fringe']);
  });
}

async function showResults() {
  renderPage('/tv-recommendations', { auth: SIGNED_IN });
  fireEvent.change(await screen.findByLabelText('TV Shows You Love'), { target: { value: 'Dark' } });
  await waitFor(() => expect(screen.getByRole('button', { name: 'Find TV Show Recommendations' }).getAttribute('aria-disabled')).toBe('false'));
  fireEvent.click(screen.getByRole('button', { name: 'Find TV Show Recommendations' }));
  await screen.findByRole('heading', { name: 'Your TV Show Recommendations' });
}

const card = (title: string) => screen.getByRole('article', { name: title });

describe('card save buttons on the TV screen', () => {
  it('marks saved favourites and adds a favourite with the whole recommendation', async () => {
    const api = server(false, (call) =>
      call.method === 'POST' && call.path === '/api/favorites' ? { status: 200, body: { favorite: { id: 1 } } } : null,
    );
    await showResults();
    expect(within(card('Lost')).getByRole('button', { name: 'Favorite' }).getAttribute('aria-pressed')).toBe('true');
    const fringeFavorite = within(card('Fringe')).getByRole('button', { name: 'Favorite' });
    expect(fringeFavorite.getAttribute('aria-pressed')).toBe('false');
    expect(within(card('Fringe')).queryByRole('button', { name: 'Not interested' })).toBeNull();

    fireEvent.click(fringeFavorite);
    expect(await screen.findByText('Added to favorites')).toBeTruthy();
    await waitFor(() => expect(fringeFavorite.getAttribute('aria-pressed')).toBe('true'));
    const post = api.calls.find((c) => c.method === 'POST' && c.path === '/api/favorites');
    expect(post?.body).toMatchObject({ user_id: 'u1', show_name: 'Fringe', content_type: 'tv', show_data: { title: 'Fringe' } });
  });

  it('keeps the state and shows the error toast when the add is not confirmed', async () => {
    server(false, (call) => (call.method === 'POST' && call.path === '/api/watch-later' ? { status: 200, body: {} } : null));
    await showResults();
    const watchLater = within(card('Fringe')).getByRole('button', { name: 'Watch later' });
    fireEvent.click(watchLater);
    expect(await screen.findByText('Failed to update watch list. Please try again.')).toBeTruthy();
    expect(watchLater.getAttribute('aria-pressed')).toBe('false');
    await waitFor(() => expect((watchLater as HTMLButtonElement).disabled).toBe(false));
  });

  it('removes a favourite with DELETE and requires success', async () => {
    const api = server(false, (call) => (call.method === 'DELETE' ? { status: 200, body: { success: true } } : null));
    await showResults();
    const lostFavorite = within(card('Lost')).getByRole('button', { name: 'Favorite' });
    fireEvent.click(lostFavorite);
    expect(await screen.findByText('Removed from favorites')).toBeTruthy();
    await waitFor(() => expect(lostFavorite.getAttribute('aria-pressed')).toBe('false'));
    expect(api.calls.some((c) => c.method === 'DELETE' && c.path === '/api/favorites/u1/Lost')).toBe(true);
  });

  it('gives premium users the dislike button', async () => {
    const api = server(true, (call) =>
      call.method === 'POST' && call.path === '/api/dislikes' ? { status: 200, body: { dislike: { id: 3 } } } : null,
    );
    await showResults();
    const dislike = within(card('Fringe')).getByRole('button', { name: 'Not interested' });
    expect(dislike.getAttribute('title')).toBe('Premium feature: Hide this from future recommendations');
    fireEvent.click(dislike);
    expect(await screen.findByText('Added to dislikes')).toBeTruthy();
    expect(screen.getByText("Fringe won't appear in your future recommendations.")).toBeTruthy();
    await waitFor(() => expect(dislike.getAttribute('aria-pressed')).toBe('true'));
    expect(api.calls.some((c) => c.method === 'POST' && c.path === '/api/dislikes')).toBe(true);
  });

  it('shows no save buttons to anonymous visitors', async () => {
    fakeRecommendationApi(() => recommendationsBody(['Lost']));
    renderPage('/tv-recommendations');
    fireEvent.change(await screen.findByLabelText('TV Shows You Love'), { target: { value: 'Dark' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find TV Show Recommendations' }));
    await screen.findByRole('heading', { name: 'Your TV Show Recommendations' });
    expect(within(card('Lost')).queryByRole('button', { name: 'Favorite' })).toBeNull();
  });
});
