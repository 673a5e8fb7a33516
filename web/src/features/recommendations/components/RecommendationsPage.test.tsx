import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '@/components/toast';
import { resetRequestDeduplication } from '@/lib/apiRequest';
import { loadSession, trackRecommendations } from '@/lib/sessionHistory';
import { makeRec } from '@/lib/recs/testFixtures';
import { MORE_PENDING_TOAST } from '../messages';
import { renderPage } from '@/test/renderApp';
import { json, mockApi, recs, type ApiCall } from '@/test/mockApi';

const GET = 'GET /api/recommendations';
const MORE = 'POST /api/more-recommendations';

let scrollTo: ReturnType<typeof vi.fn>;
beforeEach(() => {
  scrollTo = vi.fn();
  vi.stubGlobal('scrollTo', scrollTo);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetRequestDeduplication();
  // The toast store is app-wide: close this test's toasts so the next test starts clean.
  toastStore.dismiss();
});

const cardTitles = () =>
  within(screen.getByRole('list', { name: 'Your Personalized Recommendations' }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

async function renderWithResults(path: string, handlers: Record<string, (call: ApiCall) => Response | Promise<Response>> = {}) {
  const calls = mockApi({ [GET]: () => json({ recommendations: recs('First', 3), unresolved: [] }), ...handlers });
  const view = renderPage(path);
  await screen.findByRole('list', { name: 'Your Personalized Recommendations' });
  return { calls, ...view };
}

// Pages are lazy chunks whose first import is slow on a busy machine; waits get 5 s, not 1 s.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 15_000 });

describe('recommendations page: show list and summary', () => {
  it('reads the list from the path and sums it up with "and"', async () => {
    const { calls } = await renderWithResults('/recommendations/Breaking%20Bad,The%20Office');
    expect(screen.getByRole('heading', { level: 1, name: 'Your Personalized Recommendations' })).toBeTruthy();
    expect(screen.getByTestId('shows-summary').textContent).toBe('Breaking Bad and The Office');
    expect(screen.getByText(/Based on your love for/)).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('TV Shows Like Breaking Bad - Personalized Recommendations'));
    expect(calls[0]?.url).toBe('/api/recommendations?shows=Breaking+Bad%2CThe+Office');
    expect(cardTitles()).toEqual(['First 1', 'First 2', 'First 3']);
  });

  it('prefers ?shows= over the path, with an Oxford comma for three and "and others" beyond', async () => {
    await renderWithResults('/recommendations/Ignored?shows=Dark,Lost,Fargo');
    expect(screen.getByTestId('shows-summary').textContent).toBe('Dark, Lost, and Fargo');
    resetRequestDeduplication();
    await renderWithResults('/recommendations?shows=Dark,Lost,Fargo,Ozark&enhance=true&exclude=true');
    const summaries = screen.getAllByTestId('shows-summary').map((s) => s.textContent);
    expect(summaries).toContain('Dark, Lost and others');
  });

  it('passes enhance and exclude on to the call', async () => {
    const { calls } = await renderWithResults('/recommendations?shows=Dark&enhance=true&exclude=true');
    expect(calls[0]?.url).toBe('/api/recommendations?shows=Dark&enhance=true&exclude=true');
  });

  it('falls back to the last shows in local storage', async () => {
    localStorage.setItem('lastShows', 'Mad Men, The Wire');
    await renderWithResults('/recommendations');
    expect(screen.getByTestId('shows-summary').textContent).toBe('Mad Men and The Wire');
  });

  it('without any list offers a start instead of sending the visitor home', async () => {
    const calls = mockApi({});
    const { router } = renderPage('/recommendations');
    expect(await screen.findByRole('heading', { level: 1, name: 'Discover Recommendations' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/recommendations');
    expect(calls).toHaveLength(0);
    await waitFor(() => expect(document.title).toBe('Discover Recommendations | Bingeable'));

    fireEvent.click(screen.getByRole('button', { name: 'Get Recommendations' }));
    expect(toastStore.getToasts().some((t) => t.description === 'Please enter at least one TV show you love.')).toBe(true);
    expect(router.state.location.pathname).toBe('/recommendations');

    fireEvent.change(screen.getByLabelText('TV shows you love'), { target: { value: 'Dark, Lost' } });
    fireEvent.click(screen.getByRole('button', { name: 'Get Recommendations' }));
    await waitFor(() => expect(router.state.location.search).toBe('?shows=Dark%2C%20Lost'));
  });

  it("offers this session's typed searches again, not its couples or mood picks", async () => {
    trackRecommendations([makeRec({ title: 'Lost' })], 'Dark, Fringe', false);
    trackRecommendations([makeRec({ title: 'Up' })], 'Mood: Happy & Uplifting (TV Shows)', false);
    trackRecommendations([makeRec({ title: 'Heat' })], 'Alice + Bob', true);
    mockApi({});
    renderPage('/recommendations');
    const recent = await screen.findByRole('navigation', { name: 'Your recent searches' });
    const links = within(recent).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['Dark, Fringe']);
    expect(links[0]?.getAttribute('href')).toBe('/recommendations?shows=Dark%2C%20Fringe');
  });

  it('drops input titles the server sent back and records the rest in the session', async () => {
    await renderWithResults('/recommendations/Dark', {
      [GET]: () => json({ recommendations: [makeRec({ title: 'Dark' }), makeRec({ title: 'Lost' })] }),
    });
    expect(cardTitles()).toEqual(['Lost']);
    const records = loadSession(sessionStorage);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ show_name: 'Lost', searchQuery: 'Dark', isCouple: false });
    expect(screen.getByRole('link', { name: 'Session History (1)' }).getAttribute('href')).toBe('/session-history');
  });
});

describe('recommendations page: failures', () => {
  it('shows the error panel and retries with Try Again', async () => {
    let fail = true;
    mockApi({
      [GET]: () => (fail ? json({ error: 'boom' }, 500) : json({ recommendations: recs('Retry', 2) })),
    });
    renderPage('/recommendations/Dark');
    expect(await screen.findByRole('heading', { name: 'Oops! Something went wrong' })).toBeTruthy();
    expect(screen.getByText("We couldn't process your request. Please try again.")).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Retry 1' })).toBeTruthy();
  });

  it('treats an empty first answer as a failure', async () => {
    mockApi({ [GET]: () => json({ recommendations: [] }) });
    renderPage('/recommendations/Dark');
    expect(await screen.findByRole('heading', { name: 'Oops! Something went wrong' })).toBeTruthy();
  });
});

describe('recommendations page: Get More', () => {
  it('excludes what was shown, replaces the list, stores it, toasts and scrolls to 200 px', async () => {
    // The pending toast appears only for an answer slower than 400 ms (hooks/useGetMore tests).
    expect(MORE_PENDING_TOAST).toEqual({
      title: 'Getting More Recommendations',
      description: 'Finding new shows for you.',
      duration: 45_000,
    });
    const { calls } = await renderWithResults('/recommendations/Dark', {
      [MORE]: () => json({ recommendations: [...recs('More', 2), makeRec({ title: 'First 1' })] }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Get More Recommendations' }));
    expect(await screen.findByText('More Recommendations Ready!')).toBeTruthy();

    await waitFor(() => expect(cardTitles()).toEqual(['More 1', 'More 2']));
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toMatchObject({ shows: ['Dark'], excludedShows: ['First 1', 'First 2', 'First 3'] });
    const stored = JSON.parse(localStorage.getItem('lastRecommendationsData') ?? '{}') as {
      recommendations: { title: string }[];
      timestamp?: string;
    };
    expect(stored.recommendations.map((r) => r.title)).toEqual(['More 1', 'More 2']);
    expect(typeof stored.timestamp).toBe('string');
    expect(scrollTo).toHaveBeenCalledWith({ top: 200, behavior: 'smooth' });
    expect(loadSession(sessionStorage)).toHaveLength(5);
  });

  it('ignores clicks while a request is running', async () => {
    let answer: (r: Response) => void = () => {};
    const { calls } = await renderWithResults('/recommendations/Dark', {
      [MORE]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const button = screen.getByRole('button', { name: 'Get More Recommendations' });
    const before = cardTitles();
    expect(before.length).toBeGreaterThan(0);
    fireEvent.click(button);
    fireEvent.click(button);
    // The current picks stay until the request has run 400 ms, then the loading panel takes over.
    expect(cardTitles()).toEqual(before);
    expect(screen.queryByRole('heading', { name: 'Finding More Recommendations...' })).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Finding More Recommendations...' })).toBeTruthy();
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    answer(json({ recommendations: recs('More', 1) }));
    expect(await screen.findByRole('heading', { level: 3, name: 'More 1' })).toBeTruthy();
  });

  it("toasts the server's message and shows the error panel on failure", async () => {
    await renderWithResults('/recommendations/Dark', {
      [MORE]: () => json({ error: 'The catalog is being reloaded.' }, 503),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Get More Recommendations' }));
    expect(await screen.findByText('Unable to Get More Recommendations')).toBeTruthy();
    expect(screen.getByText('The catalog is being reloaded.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeTruthy();
  });

  it('reports an empty answer as "No recommendations received from server"', async () => {
    await renderWithResults('/recommendations/Dark', { [MORE]: () => json({ recommendations: [] }) });
    fireEvent.click(screen.getByRole('button', { name: 'Get More Recommendations' }));
    expect(await screen.findByText('No recommendations received from server')).toBeTruthy();
  });

  it('gives up after 60 s with the timeout message', async () => {
    await renderWithResults('/recommendations/Dark', {
      // Never answers: only apiRequest's 60 s timer ends it.
      [MORE]: () => new Promise<Response>(() => {}),
    });
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Get More Recommendations' }));
    await act(() => vi.advanceTimersByTimeAsync(59_000));
    expect(screen.queryByText('Unable to Get More Recommendations')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    expect(screen.getByText('Unable to Get More Recommendations')).toBeTruthy();
    expect(screen.getByText('Request timed out. Please try again.')).toBeTruthy();
  });
});

describe('recommendations page: leaving during Get More', () => {
  it('aborts the call quietly', async () => {
    const { router } = await renderWithResults('/recommendations/Dark', {
      [MORE]: () => new Promise<Response>(() => {}),
    });
    const fetchMock = vi.mocked(fetch);
    fireEvent.click(screen.getByRole('button', { name: 'Get More Recommendations' }));
    const postInit = () => fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')?.[1];
    await waitFor(() => expect(postInit()).toBeDefined());
    const signal = postInit()?.signal;
    await act(() => router.navigate('/about-us'));
    await screen.findByRole('heading', { level: 1, name: 'About Bingeable' });
    await waitFor(() => expect(signal?.aborted).toBe(true));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByText('Unable to Get More Recommendations')).toBeNull();
  });
});

describe('recommendations page: Try Different Shows', () => {
  it('saves the list, scrolls to the top and goes home', async () => {
    const { router } = await renderWithResults('/recommendations?shows=Dark,Lost');
    fireEvent.click(screen.getByRole('button', { name: 'Try Different Shows' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem('lastShows')).toBe('Dark, Lost');
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
  });
});
