import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '@/components/toast';
import { SIGNED_OUT, type AuthState } from '@/api/auth/useAuth';
import { json, mockApi } from '@/test/mockApi';
import { renderPage } from '@/test/renderApp';
import { resetRequestDeduplication } from '@/lib/apiRequest';

configure({ asyncUtilTimeout: 10_000 });

const COMPLETE = 'POST /api/test-checkout/complete';
const SUBSCRIPTION = 'GET /api/subscription/user-9';
const MEMBER: AuthState = {
  user: { id: 'user-9', email: 'a@b.c' },
  session: null,
  loading: false,
  signOut: async () => {},
};
const PATH = '/checkout/test?session=cs_test_abc123&tier=premium';

afterEach(() => {
  vi.unstubAllGlobals();
  resetRequestDeduplication();
  toastStore.dismiss();
});

async function openCheckout(path = PATH, auth: AuthState | undefined = MEMBER) {
  const rendered = renderPage(path, { auth });
  await screen.findByRole('heading', { level: 1, name: 'Test Checkout' });
  return rendered;
}

describe('test checkout page', () => {
  it('is clearly marked as a test and names the plan', async () => {
    mockApi({});
    await openCheckout();
    expect(screen.getByRole('note').textContent).toContain('TEST MODE');
    expect(screen.getByText('Bingeable PREMIUM')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Complete Test Payment' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });

  it('completes the session, then shows the active tier on /premium', async () => {
    let premium = false;
    const calls = mockApi({
      [COMPLETE]: () => {
        premium = true;
        return json({ success: true, outcome: 'applied' });
      },
      [SUBSCRIPTION]: () =>
        json({ subscription: premium ? { tier: 'premium', status: 'active', is_premium: true } : { tier: 'free', status: 'active', is_premium: false } }),
    });
    const { router } = await openCheckout();
    fireEvent.click(screen.getByRole('button', { name: 'Complete Test Payment' }));
    expect(await screen.findByText('Premium PREMIUM Active - Advanced dislike system enabled')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/premium');
    expect(router.state.location.search).toBe('?checkout=success');
    expect(calls.find((c) => c.url === '/api/test-checkout/complete')?.body).toEqual({
      session: 'cs_test_abc123',
      tier: 'premium',
    });
    // The upgrade button gives way to the current plan.
    expect(screen.queryByRole('button', { name: 'Upgrade to Premium' })).toBeNull();
  });

  it('cancel changes nothing and says so on /premium', async () => {
    const calls = mockApi({ [SUBSCRIPTION]: () => json({ subscription: { tier: 'free', is_premium: false } }) });
    const { router } = await openCheckout();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Checkout cancelled. You have not been charged.')).toBeTruthy();
    expect(router.state.location.search).toBe('?checkout=cancelled');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Upgrade to Premium' })).toBeTruthy();
  });

  it('toasts Upgrade Failed and stays when completing fails', async () => {
    mockApi({ [COMPLETE]: () => json({ error: 'Not found' }, 404) });
    const { router } = await openCheckout();
    fireEvent.click(screen.getByRole('button', { name: 'Complete Test Payment' }));
    expect(await screen.findByText('Upgrade Failed')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Complete Test Payment' })).toBeTruthy());
    expect(router.state.location.pathname).toBe('/checkout/test');
  });

  it.each([
    ['an unknown tier', '/checkout/test?session=cs_test_abc&tier=gold'],
    ['no session', '/checkout/test?tier=premium'],
  ])('refuses %s', async (_case, path) => {
    mockApi({});
    await openCheckout(path);
    expect(screen.getByRole('alert').textContent).toContain('This checkout link is not valid.');
    expect(screen.queryByRole('button', { name: 'Complete Test Payment' })).toBeNull();
  });

  it('asks visitors to sign in', async () => {
    mockApi({});
    await openCheckout(PATH, SIGNED_OUT);
    expect(screen.getByRole('alert').textContent).toContain('Please sign in to complete the checkout.');
  });
});
