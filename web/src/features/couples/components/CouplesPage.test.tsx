import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '@/components/toast';
import { json, mockApi, recs } from '@/test/mockApi';
import { resetRequestDeduplication } from '@/lib/apiRequest';
import { loadSession } from '@/lib/sessionHistory';
import { makeRec } from '@/lib/recs/testFixtures';
import { renderPage } from '@/test/renderApp';
import { COUPLES_CACHE_KEY } from '../couplesCache';
import { MORE_PENDING_TOAST } from '../messages';

const POST = 'POST /api/couple-recommendations';
const MORE = 'POST /api/more-couple-recommendations';
const RESULTS = "Shows You'll Both Enjoy";

afterEach(() => {
  vi.unstubAllGlobals();
  resetRequestDeduplication();
  toastStore.dismiss();
  document.getElementById('couples-faq-structured-data')?.remove();
});

const field = (name: string) => screen.getByLabelText(name) as HTMLTextAreaElement;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const cardTitles = () =>
  within(screen.getByRole('list', { name: RESULTS }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);
const faqScript = () => document.head.querySelector('script[type="application/ld+json"]#couples-faq-structured-data');

async function openPage() {
  renderPage('/couple-recommendations');
  return screen.findByRole('heading', { level: 1, name: 'Couples Recommendations' });
}

// Pages are lazy chunks whose first import is slow on a busy machine; waits get 5 s, not 1 s.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 15_000 });

describe('couples screen: form', () => {
  it('offers both types, four labelled text areas and a submit named by type', async () => {
    mockApi({});
    await openPage();
    await waitFor(() => expect(document.title).toMatch(/^Couples Recommendations/));
    expect((screen.getByRole('radio', { name: 'TV Show Recommendations' }) as HTMLInputElement).checked).toBe(true);
    for (const name of ['Person 1: TV Shows You Love', 'Person 1: Movies You Love', 'Person 2: TV Shows You Love', 'Person 2: Movies You Love']) {
      expect(field(name).tagName).toBe('TEXTAREA');
    }
    expect(screen.getByRole('button', { name: 'Get TV Show Recommendations for Couples' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Movie Recommendations' }));
    expect(screen.getByRole('button', { name: 'Get Movie Recommendations for Couples' })).toBeTruthy();
  });

  it('keeps submit disabled until both people have a title, and toasts on a forced submit', async () => {
    const calls = mockApi({});
    await openPage();
    const submit = () => screen.getByRole('button', { name: 'Get TV Show Recommendations for Couples' }) as HTMLButtonElement;
    expect(submit().disabled).toBe(true);
    type('Person 1: TV Shows You Love', 'Dark');
    expect(submit().disabled).toBe(true);
    fireEvent.submit(submit().closest('form') as HTMLFormElement);
    expect(await screen.findByText('Input Required')).toBeTruthy();
    expect(screen.getByText('Both people need to enter at least one TV show or movie.')).toBeTruthy();
    type('Person 2: Movies You Love', 'Heat');
    expect(submit().disabled).toBe(false);
    expect(calls).toHaveLength(0);
  });
});

describe('couples screen: results', () => {
  async function submitted(handlers: Parameters<typeof mockApi>[0]) {
    const calls = mockApi(handlers);
    await openPage();
    type('Person 1: TV Shows You Love', 'Dark, Lost');
    type('Person 2: Movies You Love', 'Heat');
    fireEvent.click(screen.getByRole('button', { name: 'Get TV Show Recommendations for Couples' }));
    return calls;
  }

  it('sends both lists, shows the loading dialog, then the results with FAQ data', async () => {
    let answer: (r: Response) => void = () => {};
    const calls = await submitted({ [POST]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    const dialog = await screen.findByRole('dialog');
    for (const text of ['Analyzing preferences', 'Finding hidden gems', '50+ streaming platforms']) {
      expect(within(dialog).getByText(text)).toBeTruthy();
    }
    expect(within(dialog).getByText('Couples joke:')).toBeTruthy();
    expect(within(dialog).getByText('Tip:')).toBeTruthy();
    expect(faqScript()).toBeNull();

    answer(json({ recommendations: [...recs('Both', 3), makeRec({ title: 'Lost' })] }));
    expect(await screen.findByRole('heading', { level: 2, name: RESULTS })).toBeTruthy();
    expect(calls[0]?.body).toEqual({ person1Shows: 'Dark, Lost', person2Shows: 'Heat', recommendationType: 'tv' });
    expect(cardTitles()).toEqual(['Both 1', 'Both 2', 'Both 3']);
    expect(screen.queryByRole('dialog')).toBeNull();

    const faq = JSON.parse(faqScript()?.textContent ?? '{}') as { '@type'?: string; mainEntity?: unknown[] };
    expect(faq['@type']).toBe('FAQPage');
    expect(faq.mainEntity?.length).toBeGreaterThan(0);

    const records = loadSession(sessionStorage);
    expect(records).toHaveLength(3);
    expect(records.every((r) => r.isCouple && r.searchQuery === 'Dark, Lost + Heat')).toBe(true);
    const cached = JSON.parse(localStorage.getItem(COUPLES_CACHE_KEY) ?? '{}') as { time?: number };
    expect(typeof cached.time).toBe('number');
    expect(localStorage.getItem('person1Shows')).toBe('Dark, Lost');
    expect(screen.getByRole('link', { name: 'Session History (3)' })).toBeTruthy();
  });

  it('restores results under an hour old without calling the server', async () => {
    localStorage.setItem(
      COUPLES_CACHE_KEY,
      JSON.stringify({
        request: { person1Shows: 'Dark', person2Shows: 'Heat', recommendationType: 'tv' },
        recommendations: recs('Cached', 2),
        time: Date.now() - 10 * 60 * 1000,
      }),
    );
    const calls = mockApi({});
    await openPage();
    expect(await screen.findByRole('heading', { level: 2, name: RESULTS })).toBeTruthy();
    expect(cardTitles()).toEqual(['Cached 1', 'Cached 2']);
    expect(calls).toHaveLength(0);
  });

  it('restores the two lists and the type above restored results, and submitting them asks the same', async () => {
    localStorage.setItem(
      COUPLES_CACHE_KEY,
      JSON.stringify({
        request: { person1Shows: 'Dark, Heat', person2Shows: 'Lost', recommendationType: 'movies' },
        recommendations: recs('Cached', 2),
        time: Date.now() - 10 * 60 * 1000,
      }),
    );
    const calls = mockApi({ [POST]: () => json({ recommendations: recs('Again', 2) }) });
    await openPage();
    expect(await screen.findByRole('heading', { level: 2, name: RESULTS })).toBeTruthy();
    expect(field('Person 1: TV Shows You Love').value).toBe('Dark, Heat');
    expect(field('Person 2: TV Shows You Love').value).toBe('Lost');
    expect(field('Person 1: Movies You Love').value).toBe('');
    expect((screen.getByRole('radio', { name: 'Movie Recommendations' }) as HTMLInputElement).checked).toBe(true);
    type('Person 2: TV Shows You Love', 'Lost, Fargo');
    fireEvent.click(screen.getByRole('button', { name: 'Get Movie Recommendations for Couples' }));
    await waitFor(() => expect(calls.find((c) => c.url === '/api/couple-recommendations')).toBeTruthy());
    expect(calls.find((c) => c.url === '/api/couple-recommendations')?.body).toEqual({
      person1Shows: 'Dark, Heat',
      person2Shows: 'Lost, Fargo',
      recommendationType: 'movies',
    });
  });

  it('starts with an empty form when the stored results are over an hour old', async () => {
    localStorage.setItem(
      COUPLES_CACHE_KEY,
      JSON.stringify({
        request: { person1Shows: 'Dark', person2Shows: 'Lost', recommendationType: 'tv' },
        recommendations: recs('Cached', 2),
        time: Date.now() - 61 * 60 * 1000,
      }),
    );
    mockApi({});
    await openPage();
    expect(field('Person 1: TV Shows You Love').value).toBe('');
    expect(screen.queryByRole('heading', { level: 2, name: RESULTS })).toBeNull();
  });

  it('shows the couples error panel when the call fails', async () => {
    let fail = true;
    await submitted({ [POST]: () => (fail ? json({ error: 'boom' }, 500) : json({ recommendations: recs('Ok', 1) })) });
    expect(await screen.findByRole('heading', { name: 'Error Finding Recommendations' })).toBeTruthy();
    expect(
      screen.getByText('We encountered an issue while getting your recommendations. Please try again with different shows.'),
    ).toBeTruthy();
    expect(faqScript()).toBeNull();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Ok 1' })).toBeTruthy();
  });

  it('Get More excludes shown titles and replaces the results', async () => {
    // The pending toast appears only for an answer slower than 400 ms (hooks/useGetMore tests).
    expect(MORE_PENDING_TOAST).toEqual({
      title: 'Finding More Recommendations',
      description: 'Looking for more titles you will both enjoy.',
      duration: 20_000,
    });
    const calls = await submitted({
      [POST]: () => json({ recommendations: recs('Both', 2) }),
      [MORE]: () => json({ recommendations: [...recs('Next', 2), makeRec({ title: 'Both 1' })] }),
    });
    await screen.findByRole('heading', { level: 2, name: RESULTS });
    fireEvent.click(screen.getByRole('button', { name: 'Get More Recommendations' }));
    await waitFor(() => expect(cardTitles()).toEqual(['Next 1', 'Next 2']));
    expect(calls.find((c) => c.url === '/api/more-couple-recommendations')?.body).toEqual({
      person1Shows: 'Dark, Lost',
      person2Shows: 'Heat',
      recommendationType: 'tv',
      excludedShows: ['Both 1', 'Both 2'],
    });
    const cached = JSON.parse(localStorage.getItem(COUPLES_CACHE_KEY) ?? '{}') as { recommendations: { title: string }[] };
    expect(cached.recommendations.map((r) => r.title)).toEqual(['Next 1', 'Next 2']);
  });

  it('Get More failure toasts Error with the server message', async () => {
    await submitted({
      [POST]: () => json({ recommendations: recs('Both', 2) }),
      [MORE]: () => json({ error: 'Too many requests, slow down.' }, 429),
    });
    await screen.findByRole('heading', { level: 2, name: RESULTS });
    fireEvent.click(screen.getByRole('button', { name: 'Get More Recommendations' }));
    expect(await screen.findByText('Too many requests, slow down.')).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
    expect(cardTitles()).toEqual(['Both 1', 'Both 2']);
  });
});
