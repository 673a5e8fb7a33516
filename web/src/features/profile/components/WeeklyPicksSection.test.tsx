import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SIGNED_OUT, type AuthState } from '@/api/auth/useAuth';
import { toastStore } from '@/components/toast';
import { resetRequestDeduplication } from '@/lib/apiRequest';
import { makeRec } from '@/lib/recs/testFixtures';
import { json, mockApi, type ApiCall } from '@/test/mockApi';
import { recordToasts } from '@/test/recordToasts';
import { renderRoute } from '@/test/renderRoute';
import ProfilePage from './ProfilePage';

const member: AuthState = { ...SIGNED_OUT, user: { id: 'u1', email: 'ada@example.com' } };
const PATH = '/api/weekly-picks';
const UPSELL = 'Get personalized weekly picks by e-mail with Premium';
const TOGGLE = 'E-mail me picks from my favorites every week';
const REFUSAL = 'Weekly picks by e-mail are a premium feature. Upgrade to get picks from your favorites every week.';

const plan = (isPremium: boolean) => () =>
  json({ subscription: { tier: isPremium ? 'premium' : 'free', status: 'active', is_premium: isPremium } });
const favorite = { id: 'f1', show_name: 'Dark', content_type: 'tv', show_data: makeRec({ title: 'Dark', show_name: 'Dark' }) };

/** A member's server: the plan, one favourite (unless `favorites` is false), and the weekly setting. */
function server(isPremium: boolean, options: { enabled?: boolean; lastSentAt?: string | null; favorites?: boolean; put?: (call: ApiCall) => Response } = {}) {
  let setting = { enabled: options.enabled ?? false, lastSentAt: options.lastSentAt ?? null };
  return mockApi({
    'GET /api/subscription/u1': plan(isPremium),
    'GET /api/favorites/u1': () => json({ favorites: options.favorites === false ? [] : [favorite] }),
    'GET /api/watch-later/u1': () => json({ watchLaterItems: [] }),
    [`GET ${PATH}`]: () => json({ weeklyPicks: setting }),
    [`PUT ${PATH}`]: (call) => {
      if (options.put) return options.put(call);
      setting = { ...setting, enabled: (call.body as { enabled: boolean }).enabled };
      return json({ weeklyPicks: setting });
    },
  });
}

const weeklyCalls = (calls: ApiCall[]) => calls.filter((c) => c.url.startsWith(PATH));
const region = () => screen.getByRole('region', { name: 'Weekly picks by e-mail' });
const toggle = () => within(region()).getByRole('checkbox', { name: TOGGLE }) as HTMLInputElement;

beforeEach(() => resetRequestDeduplication());
afterEach(() => {
  vi.unstubAllGlobals();
  act(() => toastStore.dismiss());
});

describe('weekly picks on the profile: premium member', () => {
  it('turns weekly picks on and off, saying so each time', async () => {
    const toasts = recordToasts();
    const calls = server(true);
    renderRoute(<ProfilePage />, '/profile', { auth: member });
    await screen.findByRole('region', { name: 'Weekly picks by e-mail' });
    await waitFor(() => expect(toggle().disabled).toBe(false));
    expect(toggle().checked).toBe(false);

    fireEvent.click(toggle());
    // What was asked shows at once, before the server answers.
    expect(toggle().checked).toBe(true);
    await waitFor(() => expect(toasts.titles()).toContain('Weekly picks turned on'));
    expect(toggle().checked).toBe(true);
    fireEvent.click(toggle());
    await waitFor(() => expect(toasts.titles()).toContain('Weekly picks turned off'));
    expect(toggle().checked).toBe(false);
    expect(weeklyCalls(calls).filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([{ enabled: true }, { enabled: false }]);
    expect(screen.queryByText(UPSELL)).toBeNull();
  });

  it('says when the last mail went out, and that picks need a favorite', async () => {
    server(true, { enabled: true, lastSentAt: '2026-11-28T09:00:00Z', favorites: false });
    renderRoute(<ProfilePage />, '/profile', { auth: member });
    expect(await within(await screen.findByRole('region', { name: 'Weekly picks by e-mail' })).findByText('Last sent November 28, 2026.')).toBeTruthy();
    expect(toggle().checked).toBe(true);
    expect(within(region()).getByText('Save at least one favorite: the picks are chosen from them.')).toBeTruthy();
  });

  it("shows the server's refusal and keeps the box as stored", async () => {
    const toasts = recordToasts();
    server(true, { put: () => json({ error: REFUSAL, code: 'premium_required' }, 403) });
    renderRoute(<ProfilePage />, '/profile', { auth: member });
    await screen.findByRole('region', { name: 'Weekly picks by e-mail' });
    await waitFor(() => expect(toggle().disabled).toBe(false));
    fireEvent.click(toggle());
    await waitFor(() => expect(toasts.raised).toContainEqual(expect.objectContaining({ title: 'Error', description: REFUSAL })));
    expect(toggle().checked).toBe(false);
  });

  it('says why the setting could not be read, and tries again', async () => {
    let fail = true;
    mockApi({
      'GET /api/subscription/u1': plan(true),
      [`GET ${PATH}`]: () => (fail ? json({ error: 'The database is unavailable right now.' }, 503) : json({ weeklyPicks: { enabled: true, lastSentAt: null } })),
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderRoute(<ProfilePage />, '/profile', { auth: member });
    const alert = await within(await screen.findByRole('region', { name: 'Weekly picks by e-mail' })).findByRole('alert', {}, { timeout: 5000 });
    expect(alert.textContent).toContain('The database is unavailable right now.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(toggle().checked).toBe(true));
  });
});

describe('weekly picks on the profile: everyone else', () => {
  it('shows a free member one line pointing to Premium, and calls nothing', async () => {
    const calls = server(false);
    renderRoute(<ProfilePage />, '/profile', { auth: member });
    const upsell = await screen.findByRole('link', { name: UPSELL });
    expect(upsell.getAttribute('href')).toBe('/premium');
    expect(screen.queryByRole('region', { name: 'Weekly picks by e-mail' })).toBeNull();
    expect(weeklyCalls(calls)).toEqual([]);
  });

  it('shows an anonymous visitor nothing', () => {
    const calls = server(false);
    renderRoute(<ProfilePage />, '/profile', { auth: SIGNED_OUT });
    expect(screen.queryByText(UPSELL)).toBeNull();
    expect(weeklyCalls(calls)).toEqual([]);
  });
});
