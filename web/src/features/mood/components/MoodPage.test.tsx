import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '@/components/toast';
import type { AuthState } from '@/api/auth/useAuth';
import { json, mockApi, recs } from '@/test/mockApi';
import { resetRequestDeduplication } from '@/lib/apiRequest';
import { MOODS } from '@/lib/recs';
import { loadSession } from '@/lib/sessionHistory';
import { renderPage } from '@/test/renderApp';

const POST = 'POST /api/mood-recommendations';

afterEach(() => {
  vi.unstubAllGlobals();
  resetRequestDeduplication();
  toastStore.dismiss();
});

async function openPage(auth?: AuthState) {
  renderPage('/mood-recommendations', { auth });
  await screen.findByRole('heading', { level: 1, name: 'Mood Recommendations' });
}

// Pages are lazy chunks whose first import is slow on a busy machine; waits get 5 s, not 1 s.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 15_000 });

const moodRadio = (label: string) => screen.getByRole('radio', { name: new RegExp(`^${label}`) });

describe('mood screen: choice', () => {
  it('defaults to TV, lists eight described moods and shows the button only after a choice', async () => {
    mockApi({});
    await openPage();
    await waitFor(() => expect(document.title).toMatch(/^Mood Recommendations/));
    expect((screen.getByRole('radio', { name: 'TV Shows' }) as HTMLInputElement).checked).toBe(true);
    const group = screen.getByRole('group', { name: 'How are you feeling?' });
    expect(within(group).getAllByRole('radio')).toHaveLength(8);
    for (const { label } of MOODS) expect(within(group).getByText(label)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Get / })).toBeNull();

    fireEvent.click(moodRadio('Relaxed & Chill'));
    expect(screen.getByRole('button', { name: 'Get Relaxed & Chill TV Shows' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Movies' }));
    expect(screen.getByRole('button', { name: 'Get Relaxed & Chill Movies' })).toBeTruthy();
  });
});

describe('mood screen: request', () => {
  it('loads, shows the results, records them and resets with Try Different Mood', async () => {
    let answer: (r: Response) => void = () => {};
    const calls = mockApi({ [POST]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    await openPage();
    fireEvent.click(moodRadio('Happy & Uplifting'));
    fireEvent.click(screen.getByRole('button', { name: 'Get Happy & Uplifting TV Shows' }));
    expect(await screen.findByRole('heading', { name: 'Analyzing Your Emotional State' })).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(calls[0]?.body).toEqual({ mood: 'happy', type: 'tv' });

    answer(json({ recommendations: recs('Joy', 3) }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Your Happy & Uplifting TV Shows' })).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Your Happy & Uplifting TV Shows' });
    expect(within(list).getAllByRole('heading', { level: 3 })).toHaveLength(3);
    expect(screen.getByText('Mood Recommendations Ready!')).toBeTruthy();
    expect(loadSession(sessionStorage).map((r) => r.searchQuery)).toEqual(Array(3).fill('Mood: Happy & Uplifting (TV Shows)'));

    fireEvent.click(screen.getByRole('button', { name: 'Try Different Mood' }));
    expect(screen.getByRole('group', { name: 'How are you feeling?' })).toBeTruthy();
    expect(MOODS.every(({ label }) => !(moodRadio(label) as HTMLInputElement).checked)).toBe(true);
    expect(screen.queryByRole('button', { name: /^Get / })).toBeNull();
  });

  it('sends the signed-in user id and the movies type', async () => {
    const calls = mockApi({ [POST]: () => json({ recommendations: recs('Film', 1) }) });
    await openPage({
      user: { id: 'user-7', email: 'a@b.c' },
      session: null,
      loading: false,
      signOut: async () => {},
    });
    fireEvent.click(screen.getByRole('radio', { name: 'Movies' }));
    fireEvent.click(moodRadio('Intense & Gripping'));
    fireEvent.click(screen.getByRole('button', { name: 'Get Intense & Gripping Movies' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Your Intense & Gripping Movies' })).toBeTruthy();
    expect(calls[0]?.body).toEqual({ mood: 'intense', type: 'movies', userId: 'user-7' });
  });

  it('toasts the mood error and returns to the choice on failure', async () => {
    mockApi({ [POST]: () => json({ error: 'boom' }, 500) });
    await openPage();
    fireEvent.click(moodRadio('Nostalgic & Cozy'));
    fireEvent.click(screen.getByRole('button', { name: 'Get Nostalgic & Cozy TV Shows' }));
    expect(await screen.findByText('Failed to get mood-based recommendations. Please try again.')).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Get Nostalgic & Cozy TV Shows' })).toBeTruthy();
  });
});
