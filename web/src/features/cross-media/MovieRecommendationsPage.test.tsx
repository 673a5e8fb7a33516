import { act, fireEvent, screen, within, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '@/components/toast';
import type { AuthState } from '@/api/auth/useAuth';
import { fakeRecommendationApi, recommendationsBody } from '@/test/fakeRecommendationApi';
import { resetRequestDeduplication } from '@/lib/apiRequest';
import { renderPage } from '@/test/renderApp';
import { preparePageTests } from '@/test/pageTestSetup';

preparePageTests(() => import('./components/MovieRecommendationsPage'));

const MOVIE_API = '/api/movie-recommendations';

afterEach(() => {
  act(() => toastStore.dismiss());
  vi.useRealTimers();
  resetRequestDeduplication();
});

const heading = () => screen.findByRole('heading', { level: 1, name: 'Movie Recommendations' });
const submitButton = () => screen.getByRole('button', { name: 'Find Movie Recommendations' });

describe('movie recommendations', () => {
  it('puts the movie box first and sets the page title', async () => {
    renderPage('/movie-recommendations');
    await heading();
    const boxes = screen.getAllByRole('textbox').map((box) => box.getAttribute('name'));
    expect(boxes).toEqual(['movies', 'tv']);
    await waitFor(() => expect(document.title).toBe('Movie Recommendations | Bingeable'));
    expect(submitButton().getAttribute('aria-disabled')).toBe('true');
  });

  it('requests movies, shows the results and gets more', async () => {
    const batches = [['Heat', 'Collateral', 'Thief'], ['Ronin']];
    const api = fakeRecommendationApi(() => recommendationsBody(batches.shift() ?? []));
    renderPage('/movie-recommendations');
    await heading();
    fireEvent.change(screen.getByLabelText('Movies You Love'), { target: { value: 'Heat' } });
    fireEvent.click(submitButton());
    expect(await screen.findByRole('heading', { name: 'Your Movie Recommendations' })).toBeTruthy();
    expect(screen.getByText('Movie Recommendations Ready!')).toBeTruthy();
    expect(screen.getByTestId('results-count').textContent).toBe('2 recommendations');
    expect(api.callsTo(MOVIE_API)[0].body).toMatchObject({ tvShows: '', movies: 'Heat', isMore: false });

    fireEvent.click(screen.getByRole('button', { name: 'Get More Movies' }));
    expect(await screen.findByText('More Movie Recommendations Ready!')).toBeTruthy();
    await waitFor(() => {
      const list = screen.getByRole('list', { name: 'Your Movie Recommendations' });
      expect(within(list).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Ronin']);
    });
    expect(api.callsTo(MOVIE_API)[1].body).toMatchObject({ isMore: true, excludedShows: ['Collateral', 'Thief'] });
    expect(screen.getByRole('button', { name: 'Start Over' })).toBeTruthy();
  });

  it("fails with 'Request timeout after 3 minutes' when the 180 s client time-out fires", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fakeRecommendationApi(() => 'hang');
    renderPage('/movie-recommendations');
    await heading();
    fireEvent.change(screen.getByLabelText('Movies You Love'), { target: { value: 'Heat' } });
    fireEvent.click(submitButton());
    await act(() => vi.advanceTimersByTimeAsync(180_000));
    expect(
      await screen.findByText('Failed to get movie recommendations: Request timeout after 3 minutes. Please try again.'),
    ).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByText("We couldn't get your movie recommendations. Please try again.")).toBeTruthy();
  });

  it('offers the movie rating options to signed-in users and no test-premium button', async () => {
    const auth: AuthState = { user: { id: 'u', email: 'u@example.com' }, session: null, loading: false, signOut: async () => {} };
    fakeRecommendationApi(() => ({ status: 200, body: { favorites: [] } }));
    renderPage('/movie-recommendations', { auth });
    const select = (await screen.findByLabelText('Maturity Rating Filter')) as HTMLSelectElement;
    expect([...select.options].map((o) => o.text)).toEqual(['All', 'G', 'PG', 'PG-13', 'R', 'TV-G', 'TV-PG', 'TV-14', 'TV-MA']);
    expect(screen.queryByRole('button', { name: 'Enable Test Premium' })).toBeNull();
  });

  it('ignores URL parameters (no prefill on the movie screen)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = fakeRecommendationApi(() => recommendationsBody(['Ronin']));
    renderPage('/movie-recommendations?movies=Heat');
    await heading();
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect((screen.getByLabelText('Movies You Love') as HTMLTextAreaElement).value).toBe('');
    expect(api.callsTo(MOVIE_API)).toHaveLength(0);
  });
});
