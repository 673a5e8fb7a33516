import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetRequestDeduplication } from '@/lib/apiRequest';
import { postCrossMediaRecommendations, RecommendationRequestError, type CrossMediaRequest } from './crossMediaRequest';
import { fakeRecommendationApi, recommendationsBody } from '@/test/fakeRecommendationApi';

const REQUEST: CrossMediaRequest = { tvShows: 'Dark', movies: '', sessionId: 's', excludeFavorites: false, isMore: false };

afterEach(() => {
  vi.useRealTimers();
  resetRequestDeduplication();
});

describe('postCrossMediaRecommendations', () => {
  it('posts the request as JSON and returns recommendations and unresolved titles', async () => {
    const api = fakeRecommendationApi(() => recommendationsBody(['Lost'], ['Nope']));
    const response = await postCrossMediaRecommendations('/api/tv-recommendations', REQUEST, { timeoutMs: 0 });
    expect(response.recommendations.map((r) => r.title)).toEqual(['Lost']);
    expect(response.unresolved).toEqual(['Nope']);
    expect(api.calls).toEqual([{ method: 'POST', path: '/api/tv-recommendations', body: REQUEST }]);
  });

  it("turns the server's error body into the message and keeps what it said of the typed titles", async () => {
    fakeRecommendationApi(() => ({
      status: 404,
      body: { error: 'None of the titles were found.', unresolved: ['Qwerty', 'Breaking Bad Show'], suggestions: [{ typed: 'Breaking Bad Show', titles: ['Breaking Bad'] }] },
    }));
    const failure = await postCrossMediaRecommendations('/api/tv-recommendations', REQUEST, { timeoutMs: 0 }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(RecommendationRequestError);
    expect((failure as RecommendationRequestError).message).toBe('None of the titles were found.');
    expect((failure as RecommendationRequestError).typed).toEqual({
      unresolved: ['Qwerty', 'Breaking Bad Show'],
      suggestions: [{ typed: 'Breaking Bad Show', titles: ['Breaking Bad'] }],
      read_as: [],
      listed_only: [],
    });
  });

  it('keeps the status text when the error body is not JSON', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('Bad Gateway', { status: 502 }));
    await expect(postCrossMediaRecommendations('/api/tv-recommendations', REQUEST, { timeoutMs: 0 })).rejects.toThrow('502: Bad Gateway');
  });

  it('rejects a body without a recommendations list', async () => {
    fakeRecommendationApi(() => ({ status: 200, body: { items: [] } }));
    await expect(postCrossMediaRecommendations('/api/movie-recommendations', REQUEST, { timeoutMs: 0 })).rejects.toThrow(
      'The server sent no recommendations.',
    );
  });

  it('fails with the given time-out message when the client time-out fires', async () => {
    vi.useFakeTimers();
    fakeRecommendationApi(() => 'hang');
    const pending = postCrossMediaRecommendations('/api/movie-recommendations', REQUEST, {
      timeoutMs: 180_000,
      timeoutMessage: 'Request timeout after 3 minutes',
    }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(179_999);
    let settled = false;
    void pending.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(((await pending) as Error).message).toBe('Request timeout after 3 minutes');
  });
});
