import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '@/components/toast';
import type { AuthState } from '@/api/auth/useAuth';
import { json, mockApi } from '@/test/mockApi';
import { renderPage } from '@/test/renderApp';
import { resetRequestDeduplication } from '@/lib/apiRequest';
import { goToCheckout } from '../checkoutRedirect';

vi.mock('../checkoutRedirect', () => ({ goToCheckout: vi.fn() }));

configure({ asyncUtilTimeout: 10_000 });

const POST = 'POST /api/create-subscription';
const MEMBER: AuthState = {
  user: { id: 'user-9', email: 'a@b.c' },
  session: null,
  loading: false,
  signOut: async () => {},
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(goToCheckout).mockReset();
  resetRequestDeduplication();
  toastStore.dismiss();
});

async function openPage(auth?: AuthState) {
  renderPage('/premium', { auth });
  await screen.findByRole('heading', { level: 1, name: 'Bingeable Premium' });
}

describe('premium page: content', () => {
  it('compares seven features and shows both plans at $0 and $3.99', async () => {
    mockApi({});
    await openPage();
    const features = screen.getByRole('heading', { level: 2, name: 'Premium Features' }).parentElement as HTMLElement;
    expect(within(features).getAllByRole('heading', { level: 3 })).toHaveLength(7);
    expect(within(features).getByText('E-mail alerts 1-3 days before your favorite shows return')).toBeTruthy();
    // What is built reads plainly; what is not says so, in the comparison and on the plan card.
    const soon = (name: string) => within(features).getByRole('heading', { level: 3, name: new RegExp(`^${name}`) }).textContent;
    expect(soon('Advanced Dislike System')).toBe('Advanced Dislike System');
    expect(soon('Premium Bingeability Insights')).toBe('Premium Bingeability Insights');
    expect(soon('Enhanced Couple Mode')).toBe('Enhanced Couple Mode');
    expect(soon('Season Premiere Alerts')).toBe('Season Premiere Alerts Coming soon');
    expect(within(features).getAllByText('Coming soon')).toHaveLength(3);

    const free = screen.getByRole('article', { name: 'Free' });
    expect(within(free).getByText('forever')).toBeTruthy();
    expect(free.textContent).toContain('$0');
    expect(within(free).getAllByRole('listitem')).toHaveLength(5);
    expect((within(free).getByRole('button', { name: 'Current Plan' }) as HTMLButtonElement).disabled).toBe(true);

    const premium = screen.getByRole('article', { name: 'Premium' });
    expect(within(premium).getByText('Most Popular')).toBeTruthy();
    expect(premium.textContent).toContain('$3.99');
    expect(within(premium).getAllByRole('listitem')).toHaveLength(12);
    expect(within(premium).getByText('Ad-free loading screens').textContent).toBe('✓Ad-free loading screens');
    expect(within(premium).getByText(/Priority support/).textContent).toBe('…Priority support Coming soon');
    expect(within(premium).getByText('Enhanced couple mode').textContent).toBe('✓Enhanced couple mode');
    expect(within(premium).getByText('Personalized weekly picks by e-mail').textContent).toBe('✓Personalized weekly picks by e-mail');
    expect(within(premium).getAllByText('Coming soon')).toHaveLength(4);
    expect(within(free).queryByText('Coming soon')).toBeNull();
    expect(within(premium).getByRole('button', { name: 'Upgrade to Premium' })).toBeTruthy();

    expect(screen.getByRole('heading', { level: 2, name: 'Why Upgrade' })).toBeTruthy();
    // $3.99 everywhere a visitor can see it, the meta description included.
    expect(document.body.textContent).not.toContain('$4.99');
    // Nothing unbuilt is promised outside a coming-soon label.
    const why = screen.getByRole('heading', { level: 2, name: 'Why Upgrade' }).parentElement as HTMLElement;
    expect(why.textContent).not.toMatch(/premiere/i);
    await waitFor(() => expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toContain('$3.99'));
  });
});

describe('premium page: upgrade', () => {
  it('asks anonymous visitors to sign in and calls nothing', async () => {
    const calls = mockApi({});
    await openPage();
    fireEvent.click(screen.getByRole('button', { name: 'Upgrade to Premium' }));
    expect(await screen.findByText('Sign In Required')).toBeTruthy();
    expect(screen.getByText('Please sign in to upgrade to premium features.')).toBeTruthy();
    expect(calls.filter((c) => c.url.includes('create-subscription'))).toHaveLength(0);
  });

  it('sends a member to the checkout address, showing Processing... meanwhile', async () => {
    let answer: (r: Response) => void = () => {};
    const calls = mockApi({ [POST]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    await openPage(MEMBER);
    fireEvent.click(screen.getByRole('button', { name: 'Upgrade to Premium' }));
    const busy = await screen.findByRole('button', { name: 'Processing...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(calls.find((c) => c.url === '/api/create-subscription')?.body).toEqual({
      userId: 'user-9',
      tier: 'premium',
      priceId: 'price_premium',
    });
    answer(json({ checkoutUrl: 'https://checkout.example/session/1' }));
    await waitFor(() => expect(goToCheckout).toHaveBeenCalledWith('https://checkout.example/session/1'));
  });

  it.each([
    ['a server error', () => json({ error: 'boom' }, 500)],
    ['a reply without a usable address', () => json({ checkoutUrl: 'javascript:alert(1)' })],
  ])('toasts Upgrade Failed on %s', async (_case, handler) => {
    mockApi({ [POST]: handler });
    await openPage(MEMBER);
    fireEvent.click(screen.getByRole('button', { name: 'Upgrade to Premium' }));
    expect(await screen.findByText('Upgrade Failed')).toBeTruthy();
    expect(screen.getByText('Unable to process upgrade. Please try again or contact support.')).toBeTruthy();
    expect(goToCheckout).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Upgrade to Premium' })).toBeTruthy();
  });
});

describe('premium page: the member\'s plan', () => {
  const SUBSCRIPTION = 'GET /api/subscription/user-9';

  it('shows the active tier instead of the upgrade button', async () => {
    mockApi({ [SUBSCRIPTION]: () => json({ subscription: { tier: 'ultra', status: 'active', is_premium: true } }) });
    await openPage(MEMBER);
    expect(await screen.findByText('Premium ULTRA Active - Advanced dislike system enabled')).toBeTruthy();
    const premium = screen.getByRole('article', { name: 'Premium' });
    expect((within(premium).getByRole('button', { name: 'Current Plan' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Upgrade to Premium' })).toBeNull();
  });

  it('back from a paid checkout, re-reads the plan until the payment is confirmed', async () => {
    let reads = 0;
    mockApi({
      [SUBSCRIPTION]: () => {
        reads += 1;
        const paid = reads > 1;
        return json({ subscription: { tier: paid ? 'premium' : 'free', status: 'active', is_premium: paid } });
      },
    });
    renderPage('/premium?checkout=success', { auth: MEMBER });
    expect(await screen.findByText('Confirming your payment...')).toBeTruthy();
    expect(await screen.findByText('Premium PREMIUM Active - Advanced dislike system enabled')).toBeTruthy();
    expect(screen.queryByText('Confirming your payment...')).toBeNull();
  });
});
