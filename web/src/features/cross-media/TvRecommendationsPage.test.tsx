import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '@/components/toast';
import type { AuthState } from '@/api/auth/useAuth';
import { fakeRecommendationApi, recommendationsBody } from '@/test/fakeRecommendationApi';
import { resetRequestDeduplication } from '@/lib/apiRequest';
import { loadSession } from '@/lib/sessionHistory';
import { renderPage } from '@/test/renderApp';
import { preparePageTests } from '@/test/pageTestSetup';
import { grantAnalyticsConsent } from '@/test/consent';

preparePageTests(() => import('./components/TvRecommendationsPage'));

const TV_API = '/api/tv-recommendations';

const SIGNED_IN: AuthState = {
  user: { id: 'user-1', email: 'a@example.com' },
  session: null,
  loading: false,
  signOut: async () => {},
};

afterEach(() => {
  act(() => toastStore.dismiss());
  vi.useRealTimers();
  resetRequestDeduplication();
});

const tvBox = () => screen.getByLabelText('TV Shows You Love');
const moviesBox = () => screen.getByLabelText('Movies You Love');
const submitButton = () => screen.getByRole('button', { name: 'Find TV Show Recommendations' });
const cardTitles = () =>
  within(screen.getByRole('list', { name: 'Your TV Show Recommendations' }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

async function submitTv(text: string) {
  await screen.findByRole('heading', { level: 1, name: 'TV Show Recommendations' });
  fireEvent.change(tvBox(), { target: { value: text } });
  fireEvent.click(submitButton());
}

describe('TV recommendations form', () => {
  it('shows the labels, placeholders, info box, title and a disabled submit while blank', async () => {
    renderPage('/tv-recommendations');
    await screen.findByRole('heading', { level: 1, name: 'TV Show Recommendations' });
    await waitFor(() => expect(document.title).toBe('TV Show Recommendations | Bingeable'));
    expect(tvBox().getAttribute('placeholder')).toMatch(/^e\.g\. /);
    expect(moviesBox().getAttribute('placeholder')).toMatch(/^e\.g\. /);
    expect(screen.getByRole('heading', { name: 'Smart Cross-Media Analysis' })).toBeTruthy();
    expect(submitButton().getAttribute('aria-disabled')).toBe('true');
    fireEvent.change(moviesBox(), { target: { value: '  , ' } });
    expect(submitButton().getAttribute('aria-disabled')).toBe('true');
    fireEvent.change(moviesBox(), { target: { value: 'Heat' } });
    expect(submitButton().getAttribute('aria-disabled')).toBe('false');
  });

  it("explains a blank submit with the 'Input Required' toast and sends nothing", async () => {
    const api = fakeRecommendationApi(() => recommendationsBody(['Lost']));
    renderPage('/tv-recommendations');
    await submitTv('   ');
    expect(await screen.findByText('Input Required')).toBeTruthy();
    expect(screen.getByText('Please enter at least one TV show or movie to get recommendations.')).toBeTruthy();
    expect(api.callsTo(TV_API)).toHaveLength(0);
  });

  it('hides the signed-in controls from anonymous visitors', async () => {
    renderPage('/tv-recommendations');
    await screen.findByRole('heading', { level: 1, name: 'TV Show Recommendations' });
    expect(screen.queryByLabelText('Maturity Rating Filter')).toBeNull();
    expect(screen.queryByText('Only on my services')).toBeNull();
    expect(screen.queryByLabelText('Add these shows to my favorites list')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Enable Test Premium' })).toBeNull();
  });

  it('submits, filters the input title out, counts what is shown and tracks the session', async () => {
    const api = fakeRecommendationApi(() => recommendationsBody(['Breaking Bad', 'Better Call Saul', 'Ozark'], ['Nope Show']));
    renderPage('/tv-recommendations');
    await submitTv('Breaking Bad, Nope Show');

    expect(await screen.findByRole('heading', { name: 'Your TV Show Recommendations' })).toBeTruthy();
    expect(cardTitles()).toEqual(['Better Call Saul', 'Ozark']);
    expect(screen.getByTestId('results-count').textContent).toBe('2 recommendations');
    expect(screen.getByTestId('unresolved-note').textContent).toContain('We couldn\u2019t find \u201cNope Show\u201d on the streaming services we cover.'.replace('\u2019', "'"));
    expect(screen.getByTestId('unresolved-note').textContent).toContain('Your picks are based on the other titles.');
    expect(screen.getByText('TV Recommendations Ready!')).toBeTruthy();
    const [call] = api.callsTo(TV_API);
    expect(call.body).toMatchObject({ tvShows: 'Breaking Bad, Nope Show', movies: '', isMore: false, excludeFavorites: false });
    expect(call.body?.sessionId).toMatch(/^session_\d+_[a-z0-9]+$/);
    expect(call.body).not.toHaveProperty('userId');
    expect(call.body).not.toHaveProperty('maturityRating');
    expect(loadSession(sessionStorage).map((r) => [r.show_name, r.searchQuery, r.isCouple])).toEqual([
      ['Better Call Saul', 'Breaking Bad, Nope Show', false],
      ['Ozark', 'Breaking Bad, Nope Show', false],
    ]);
  });

  it('logs the submit with the first 50 characters of each input', async () => {
    // Analytics events are pushed only with analytics consent.
    grantAnalyticsConsent();
    fakeRecommendationApi(() => recommendationsBody(['Lost']));
    renderPage('/tv-recommendations');
    await submitTv('x'.repeat(60));
    await screen.findByRole('heading', { name: 'Your TV Show Recommendations' });
    expect(window.dataLayer).toContainEqual({
      event: 'feature_usage',
      feature: 'tv_recommendations',
      action: 'submit',
      context: 'x'.repeat(50),
    });
  });

  it('Get More sends isMore with every title shown so far, accumulating, then Start Over clears everything', async () => {
    const batches = [['Lost', 'Fringe'], ['Dark', 'Lost'], ['Severance']];
    const api = fakeRecommendationApi(() => recommendationsBody(batches.shift() ?? []));
    renderPage('/tv-recommendations');
    await submitTv('The X-Files');
    await screen.findByRole('heading', { name: 'Your TV Show Recommendations' });

    fireEvent.click(screen.getByRole('button', { name: 'Get More TV Shows' }));
    await screen.findByText('More Recommendations Ready!');
    // 'Lost' came back again: the client drops it as already shown.
    await waitFor(() => expect(cardTitles()).toEqual(['Dark']));
    expect(screen.getByText('Found 1 new TV show (2 already shown).')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Get More TV Shows' }));
    await waitFor(() => expect(cardTitles()).toEqual(['Severance']));

    const [, second, third] = api.callsTo(TV_API);
    expect(second.body).toMatchObject({ tvShows: 'The X-Files', isMore: true, excludedShows: ['Lost', 'Fringe'] });
    expect(third.body).toMatchObject({ isMore: true, excludedShows: ['Lost', 'Fringe', 'Dark'] });
    expect(second.body?.sessionId).toBe(api.callsTo(TV_API)[0].body?.sessionId);

    fireEvent.click(screen.getByRole('button', { name: 'Start Over' }));
    expect((tvBox() as HTMLTextAreaElement).value).toBe('');
    expect(screen.queryByRole('heading', { name: 'Your TV Show Recommendations' })).toBeNull();

    // The shown list is gone too: the next search starts without exclusions.
    fireEvent.change(tvBox(), { target: { value: 'Dark' } });
    fireEvent.click(submitButton());
    await waitFor(() => expect(api.callsTo(TV_API)).toHaveLength(4));
    expect(api.callsTo(TV_API)[3].body).toMatchObject({ isMore: false });
    expect(api.callsTo(TV_API)[3].body).not.toHaveProperty('excludedShows');
  });

  it('shows the failure card and toast, and Try Again resets the form', async () => {
    fakeRecommendationApi(() => ({ status: 500, body: { error: 'Engine unavailable' } }));
    renderPage('/tv-recommendations');
    await submitTv('Dark');
    expect(await screen.findByRole('heading', { name: 'Oops! Something went wrong' })).toBeTruthy();
    expect(screen.getByText("We couldn't get your TV recommendations. Please try again.")).toBeTruthy();
    expect(screen.getByText('Recommendations Failed')).toBeTruthy();
    expect(screen.getByText('Failed to get TV recommendations: Engine unavailable. Please try again.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect((tvBox() as HTMLTextAreaElement).value).toBe('');
  });

  it('keeps results and toasts the get-more failure', async () => {
    let call = 0;
    fakeRecommendationApi(() => (call++ === 0 ? recommendationsBody(['Lost']) : { status: 500, body: { error: 'boom' } }));
    renderPage('/tv-recommendations');
    await submitTv('Dark');
    await screen.findByRole('heading', { name: 'Your TV Show Recommendations' });
    fireEvent.click(screen.getByRole('button', { name: 'Get More TV Shows' }));
    expect(await screen.findByText('Failed to get more TV recommendations. Please try again.')).toBeTruthy();
    await waitFor(() => expect(cardTitles()).toEqual(['Lost']));
  });

  it('ignores a second submit while loading, shows the loading section and modal', async () => {
    const api = fakeRecommendationApi(() => 'hang');
    renderPage('/tv-recommendations');
    await submitTv('Dark');
    expect(await screen.findByRole('heading', { name: 'Analyzing Your Cross-Media Preferences' })).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Finding Your Perfect TV Shows' })).toBeTruthy();
    // The form is gone while loading; a programmatic second submit is absorbed by the guard too.
    expect(screen.queryByRole('button', { name: 'Find TV Show Recommendations' })).toBeNull();
    expect(api.callsTo(TV_API)).toHaveLength(1);
  });

  it('clears loading after the 30 s safety time-out and skips a duplicate of the pending request', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = fakeRecommendationApi(() => 'hang');
    renderPage('/tv-recommendations');
    await submitTv('Dark');
    await screen.findByRole('dialog', { name: 'Finding Your Perfect TV Shows' });
    await act(() => vi.advanceTimersByTimeAsync(29_000));
    expect(screen.getByRole('dialog', { name: 'Finding Your Perfect TV Shows' })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.queryByRole('dialog')).toBeNull();
    // Same input again while the first request still runs: skipped.
    fireEvent.click(submitButton());
    expect(api.callsTo(TV_API)).toHaveLength(1);
  });

  it('force-clears loading 100 ms after an error', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fakeRecommendationApi(() => ({ status: 500, body: { error: 'boom' } }));
    renderPage('/tv-recommendations');
    await submitTv('Dark');
    await screen.findByText('Recommendations Failed');
    // Until the reset fires the loading section stays.
    expect(screen.queryByRole('heading', { name: 'Oops! Something went wrong' })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeTruthy();
  });

  it('prefills from the URL and submits itself after 100 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = fakeRecommendationApi(() => recommendationsBody(['Lost']));
    renderPage('/tv-recommendations?tv=Breaking%20Bad&movies=Heat');
    await screen.findByRole('heading', { level: 1, name: 'TV Show Recommendations' });
    expect((tvBox() as HTMLTextAreaElement).value).toBe('Breaking Bad');
    expect((moviesBox() as HTMLTextAreaElement).value).toBe('Heat');
    expect(api.callsTo(TV_API)).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(100));
    await screen.findByRole('heading', { name: 'Your TV Show Recommendations' });
    expect(api.callsTo(TV_API)).toHaveLength(1);
    expect(api.callsTo(TV_API)[0].body).toMatchObject({ tvShows: 'Breaking Bad', movies: 'Heat' });
  });

  it('does not auto-submit when the URL has no titles', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = fakeRecommendationApi(() => recommendationsBody(['Lost']));
    renderPage('/tv-recommendations?tv=%20&movies=');
    await screen.findByRole('heading', { level: 1, name: 'TV Show Recommendations' });
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(api.callsTo(TV_API)).toHaveLength(0);
  });

  it('keeps what the visitor typed when the address names nothing to prefill', async () => {
    fakeRecommendationApi(() => recommendationsBody(['Lost']));
    const { router } = renderPage('/tv-recommendations');
    await screen.findByRole('heading', { level: 1, name: 'TV Show Recommendations' });
    fireEvent.change(tvBox(), { target: { value: 'Dark' } });
    // A query string without tv/movies/enhance/exclude re-runs the prefill effect.
    await act(() => router.navigate('/tv-recommendations?utm_source=newsletter'));
    expect((tvBox() as HTMLTextAreaElement).value).toBe('Dark');
  });
});

describe('TV recommendations for a signed-in user', () => {
  const premiumReply = (isPremium: boolean) => ({
    status: 200,
    body: { subscription: { tier: isPremium ? 'pro' : 'free', status: 'active', is_premium: isPremium } },
  });

  it('shows the favourites checkboxes, the rating filter options and the platform picker, and sends them', async () => {
    const api = fakeRecommendationApi((call) => {
      if (call.path.startsWith('/api/subscription/')) return premiumReply(false);
      if (call.path.startsWith('/api/favorites/')) return { status: 200, body: { favorites: [{ show_name: 'dark' }] } };
      if (call.path === '/api/enhance-and-add-favorite') return { status: 200, body: { success: true } };
      return recommendationsBody(['Lost']);
    });
    renderPage('/tv-recommendations?enhance=true&exclude=true', { auth: SIGNED_IN });
    const select = (await screen.findByLabelText('Maturity Rating Filter')) as HTMLSelectElement;
    expect([...select.options].map((o) => o.text)).toEqual([
      'All ratings (no filter)', 'TV-Y', 'TV-Y7', 'TV-G', 'TV-PG', 'TV-14', 'TV-MA', 'G', 'PG', 'PG-13', 'R',
    ]);
    const addBox = screen.getByLabelText('Add these shows to my favorites list') as HTMLInputElement;
    const excludeBox = screen.getByLabelText('Exclude current favorites from recommendations') as HTMLInputElement;
    expect(addBox.checked && excludeBox.checked).toBe(true);
    expect(await screen.findByRole('button', { name: 'Enable Test Premium' })).toBeTruthy();

    fireEvent.change(select, { target: { value: 'TV-14' } });
    fireEvent.click(within(screen.getByRole('group', { name: 'Only on my services' })).getByLabelText('Netflix'));
    fireEvent.click(screen.getByLabelText('Max (HBO)'));
    await waitFor(() => expect(api.calls.some((c) => c.path === '/api/favorites/user-1')).toBe(true));
    await submitTv('Dark, Fargo');
    await screen.findByRole('heading', { name: 'Your TV Show Recommendations' });

    expect(api.callsTo(TV_API)[0].body).toMatchObject({
      userId: 'user-1',
      excludeFavorites: true,
      maturityRating: 'TV-14',
      platforms: ['Netflix', 'Max'],
    });
    // 'Dark' is already a favourite (compared ignoring case): only Fargo is added.
    await waitFor(() => expect(api.callsTo('/api/enhance-and-add-favorite')).toHaveLength(1));
    expect(api.callsTo('/api/enhance-and-add-favorite')[0].body).toEqual({ userId: 'user-1', showName: 'Fargo', contentType: 'tv' });
  });

  it("shows 'Premium PRO Active' instead of the test button for premium users", async () => {
    fakeRecommendationApi((call) =>
      call.path.startsWith('/api/subscription/') ? premiumReply(true) : { status: 200, body: { favorites: [] } },
    );
    renderPage('/tv-recommendations', { auth: SIGNED_IN });
    expect(await screen.findByText('Premium PRO Active - Advanced dislike system enabled')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Enable Test Premium' })).toBeNull();
  });

  it('keeps submit disabled while the premium status loads', async () => {
    fakeRecommendationApi((call) => (call.path.startsWith('/api/subscription/') ? 'hang' : { status: 200, body: { favorites: [] } }));
    renderPage('/tv-recommendations', { auth: SIGNED_IN });
    await screen.findByRole('heading', { level: 1, name: 'TV Show Recommendations' });
    fireEvent.change(tvBox(), { target: { value: 'Dark' } });
    expect(submitButton().getAttribute('aria-disabled')).toBe('true');
  });
});
