import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '@/test/mockApi';
import { renderPage } from '@/test/renderApp';
import { resetRequestDeduplication } from '@/lib/apiRequest';
import { showBody } from '../testFixtures';

// Pages are lazy chunks whose first import is slow on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

const GET = 'GET /api/show/Breaking%20Bad';

afterEach(() => {
  vi.unstubAllGlobals();
  resetRequestDeduplication();
  document.getElementById('show-structured-data')?.remove();
});

const title = () => screen.findByRole('heading', { level: 1, name: 'Breaking Bad' });

describe('show page: loaded', () => {
  it("asks for the card's stable id along with the name, so a film and a series of one name stay apart", async () => {
    const calls = mockApi({ [GET]: () => json(showBody()) });
    renderPage('/show/Breaking%20Bad?id=ts1');
    await title();
    expect(calls[0]?.url).toBe('/api/show/Breaking%20Bad?id=ts1');
  });

  it('shows the skeleton, then every section of a TV show', async () => {
    let answer: (r: Response) => void = () => {};
    const calls = mockApi({ [GET]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    const { container } = renderPage('/show/Breaking%20Bad');
    await waitFor(() => expect(container.querySelector('[aria-busy="true"].show-skeleton')).not.toBeNull());
    expect(calls[0]?.url).toBe('/api/show/Breaking%20Bad');

    answer(json(showBody()));
    await title();
    expect(screen.getByTestId('show-genre').textContent).toBe('Crime, Drama');
    expect(screen.getByTestId('show-length').textContent).toBe('5 Seasons');
    expect(screen.getByTestId('show-rating').textContent).toBe('9.5/10');
    expect(screen.getByTestId('show-premiere').textContent).toBe('2008');
    expect(screen.getByRole('img', { name: 'Breaking Bad poster' }).getAttribute('src')).toBe('/api/poster/ts1.svg');

    const box = screen.getByTestId('bingeability-box');
    expect(within(box).getByRole('heading', { name: 'Bingeability Score' })).toBeTruthy();
    expect(within(box).getByTestId('bingeability-score').textContent).toBe('92');
    expect(within(box).getByTestId('bingeability-verdict').textContent).toBe('highly bingeable');

    expect(screen.getByRole('heading', { name: 'Synopsis' })).toBeTruthy();
    expect(screen.getByText('A chemistry teacher turns to making methamphetamine.')).toBeTruthy();
    expect(screen.getByText('Bryan Cranston')).toBeTruthy();

    const links = screen.getAllByRole('link', { name: /^Watch on / });
    expect(links.map((a) => a.textContent)).toEqual([
      'Watch on Netflix (opens in a new tab)',
      'Watch on Hulu (opens in a new tab)',
    ]);
    // The server's links as sent: the affiliate link where there is one, else the platform's page.
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      'https://netflix.example/search?q=Breaking%20Bad',
      'https://hulu.example/start?ref=bingeable',
    ]);
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
    // Hulu runs a programme, Netflix does not.
    expect(screen.getAllByText('Affiliate Link')).toHaveLength(1);

    const similar = screen.getByRole('list', { name: 'Shows Like Breaking Bad' });
    expect(within(similar).getAllByRole('heading', { level: 3 })).toHaveLength(3);

    await waitFor(() => expect(document.title).toBe('Breaking Bad - Where to Watch & Bingeability Score | Bingeable'));
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
      /^Watch Breaking Bad on Netflix, Hulu\./,
    );
    const ld = document.getElementById('show-structured-data');
    expect(ld?.getAttribute('type')).toBe('application/ld+json');
    expect(JSON.parse(ld?.textContent ?? '{}')).toMatchObject({ '@type': 'TVSeries', name: 'Breaking Bad' });
  });

  it.each([
    [81, 'highly bingeable'],
    [80, 'moderately bingeable'],
    [61, 'moderately bingeable'],
    [60, 'best watched weekly'],
  ])('score %i reads "%s"', async (score, wording) => {
    mockApi({ [GET]: () => json(showBody({ bingeability_score: score })) });
    renderPage('/show/Breaking%20Bad');
    expect((await screen.findByTestId('bingeability-verdict')).textContent).toBe(wording);
  });

  it("shows a premium member's breakdown factor by factor, and everyone else the way to it", async () => {
    const breakdown = [
      { name: 'Rating', points: 31, max_points: 35, reading: 'IMDb 9.5 out of 10' },
      { name: 'Run length', points: 15, max_points: 15, reading: '5 seasons' },
    ];
    mockApi({ [GET]: () => json(showBody({ bingeability_breakdown: breakdown })) });
    renderPage('/show/Breaking%20Bad');
    const list = await screen.findByTestId('bingeability-breakdown');
    expect(within(list).getByText('5 seasons')).toBeTruthy();
    expect(within(list).getByText('31 of 35')).toBeTruthy();
    expect(within(list).getByLabelText('Rating: 31 of 35 points')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /with Premium/ })).toBeNull();
  });

  it('offers the breakdown through Premium when the server sends none', async () => {
    mockApi({ [GET]: () => json(showBody()) });
    renderPage('/show/Breaking%20Bad');
    const upsell = await screen.findByRole('link', { name: 'See what makes up this score with Premium' });
    expect(upsell.getAttribute('href')).toBe('/premium');
    expect(screen.queryByTestId('bingeability-breakdown')).toBeNull();
  });

  it('hides the score box for a film and the similar section when there are none', async () => {
    mockApi({ [GET]: () => json(showBody({ type: 'movie', bingeability_score: null, runtime: 112 }, [])) });
    renderPage('/show/Breaking%20Bad');
    await title();
    expect(screen.queryByTestId('bingeability-box')).toBeNull();
    expect(screen.queryByRole('heading', { name: /^Shows Like/ })).toBeNull();
    expect(screen.getByTestId('show-length').textContent).toBe('1h 52m');
    expect(JSON.parse(document.getElementById('show-structured-data')?.textContent ?? '{}')['@type']).toBe('Movie');
  });

  it('shows the first letter when there is no poster or it fails to load', async () => {
    mockApi({ [GET]: () => json(showBody({ image_url: null })) });
    renderPage('/show/Breaking%20Bad');
    await title();
    expect(screen.getByRole('img', { name: 'Breaking Bad poster' }).textContent).toBe('B');
  });

  it('falls back to the first letter when the poster image errors', async () => {
    mockApi({ [GET]: () => json(showBody()) });
    renderPage('/show/Breaking%20Bad');
    await title();
    const img = screen.getByRole('img', { name: 'Breaking Bad poster' });
    fireEvent.error(img);
    await waitFor(() => expect(screen.getByRole('img', { name: 'Breaking Bad poster' }).tagName).toBe('DIV'));
  });
});

describe('show page: Show Not Found', () => {
  it('says the show page could not be loaded for an unknown show (404)', async () => {
    mockApi({ [GET]: () => json({ error: 'Show not found: Breaking Bad' }, 404) });
    renderPage('/show/Breaking%20Bad');
    expect(await screen.findByRole('heading', { level: 1, name: 'Show Not Found' })).toBeTruthy();
    expect(screen.getByText('This show page could not be loaded.')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Show Not Found | Bingeable'));
    expect(screen.queryByTestId('show-suggestions')).toBeNull();
  });

  it('links the known titles a misspelt name might have meant', async () => {
    const typo = 'GET /api/show/Braking%20Badd';
    mockApi({
      [typo]: () =>
        json(
          {
            error: 'Show not found: Braking Badd',
            unresolved: ['Braking Badd'],
            suggestions: [{ typed: 'Braking Badd', titles: ['Breaking Bad', 'Breaking Badly'] }],
            listed_only: [],
          },
          404,
        ),
    });
    renderPage('/show/Braking%20Badd');
    expect(await screen.findByRole('heading', { level: 1, name: 'Show Not Found' })).toBeTruthy();
    expect(screen.getByTestId('show-suggestions').textContent).toBe('Did you mean Breaking Bad or Breaking Badly?');
    expect(screen.getByRole('link', { name: 'Breaking Bad' }).getAttribute('href')).toBe('/show/Breaking%20Bad');
  });
});

describe('show page: a title only the streaming lists know', () => {
  it('says where it streams and why there is nothing more, instead of Show Not Found', async () => {
    const fightClub = 'GET /api/show/Fight%20Club';
    mockApi({
      [fightClub]: () =>
        json(
          {
            error: 'We know where Fight Club streams, but too little about it (no story, genres or cast) for a page of its own.',
            unresolved: ['Fight Club'],
            suggestions: [],
            listed_only: [
              {
                typed: 'Fight Club',
                title: 'Fight Club',
                type: 'movie',
                year: 1999,
                platforms: ['Hulu', 'Netflix'],
                watch_links: [
                  { platform: 'Hulu', url: 'https://hulu.example/search?q=Fight%20Club', affiliate_link: 'https://hulu.example/search?q=Fight%20Club&ref=b' },
                  { platform: 'Netflix', url: 'https://netflix.example/search?q=Fight%20Club', affiliate_link: null },
                ],
              },
            ],
          },
          404,
        ),
    });
    renderPage('/show/Fight%20Club');
    expect(await screen.findByRole('heading', { level: 1, name: 'Fight Club' })).toBeTruthy();
    expect(screen.queryByText('Show Not Found')).toBeNull();
    expect(screen.getByTestId('show-premiere').textContent).toBe('1999');
    expect(screen.getByTestId('listed-only-note').textContent).toContain('We know where this film streams, but too little about it');
    const links = screen.getAllByRole('link', { name: /^Watch on / });
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      'https://hulu.example/search?q=Fight%20Club&ref=b',
      'https://netflix.example/search?q=Fight%20Club',
    ]);
    expect(screen.getAllByText('Affiliate Link')).toHaveLength(1);
    await waitFor(() => expect(document.title).toBe('Fight Club | Bingeable'));
  });

  it('says loading failed for a server error', async () => {
    mockApi({ [GET]: () => json({ error: 'boom' }, 500) });
    renderPage('/show/Breaking%20Bad');
    expect(await screen.findByText('Failed to load show information')).toBeTruthy();
  });

  it('says loading failed when the network is down', async () => {
    mockApi({ [GET]: () => Promise.reject(new TypeError('Failed to fetch')) });
    renderPage('/show/Breaking%20Bad');
    expect(await screen.findByText('Failed to load show information')).toBeTruthy();
  });

  it('asks for a name without calling the server when the name is blank', async () => {
    const calls = mockApi({});
    renderPage('/show/%20%20');
    expect(await screen.findByRole('heading', { level: 1, name: 'Show Not Found' })).toBeTruthy();
    expect(screen.getByText('Show name is required')).toBeTruthy();
    expect(calls.filter((c) => c.url.startsWith('/api/show'))).toHaveLength(0);
  });
});
