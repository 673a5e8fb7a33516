import type { ReactNode } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { AuthProvider, SIGNED_OUT, type AuthState } from '@/api/auth/useAuth';
import { saveConsent } from '@/lib/cookieConsent';
import { createQueryClient } from '@/lib/queryClient';
import { MEMBER } from '@/test/cardSaveButtons';
import { storeConsent } from '@/test/consent';
import { json, mockApi } from '@/test/mockApi';
import { LoadingPanel } from './LoadingPanel';
import { AD_PUSH_DELAY_MS, HOUSE_MESSAGE, SponsoredSlot } from './SponsoredSlot';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  delete window.adsbygoogle;
});

function withProviders(children: ReactNode, auth: AuthState = SIGNED_OUT) {
  return (
    <QueryClientProvider client={createQueryClient()}>
      <AuthProvider value={auth}>
        <MemoryRouter>{children}</MemoryRouter>
      </AuthProvider>
    </QueryClientProvider>
  );
}

const renderSlot = (adClient?: string, auth?: AuthState) => render(withProviders(<SponsoredSlot adClient={adClient} />, auth));
const slot = () => screen.queryByRole('complementary', { name: 'Sponsored content' });

describe('SponsoredSlot', () => {
  it('is not rendered before a consent choice, nor without advertising consent', () => {
    renderSlot('ca-pub-1');
    expect(slot()).toBeNull();
    act(() => void saveConsent({ analytics: true, advertising: false }));
    expect(slot()).toBeNull();
    expect(document.querySelector('ins.adsbygoogle')).toBeNull();
  });

  it('with advertising consent and no ad network shows the house message about Premium, never an empty box', () => {
    storeConsent({ analytics: false, advertising: true });
    renderSlot(undefined);
    const box = slot();
    expect(box?.textContent).toContain('Sponsored');
    expect(box?.textContent).toContain(HOUSE_MESSAGE.title);
    expect(box?.textContent).toContain(HOUSE_MESSAGE.text);
    expect(screen.getByRole('link', { name: HOUSE_MESSAGE.link }).getAttribute('href')).toBe('/premium');
    expect(document.querySelector('ins.adsbygoogle')).toBeNull();
  });

  it('appears as soon as advertising consent is saved, and goes when it is revoked', () => {
    renderSlot(undefined);
    expect(slot()).toBeNull();
    act(() => void saveConsent({ analytics: false, advertising: true }));
    expect(slot()).not.toBeNull();
    act(() => void saveConsent({ analytics: false, advertising: false }));
    expect(slot()).toBeNull();
  });

  it('with a configured network pushes the ad once, 1.5 s after mount', () => {
    vi.useFakeTimers();
    storeConsent({ analytics: false, advertising: true });
    const queue: unknown[] = [];
    window.adsbygoogle = queue;
    renderSlot('ca-pub-1');
    expect(document.querySelector('ins.adsbygoogle')?.getAttribute('data-ad-client')).toBe('ca-pub-1');
    act(() => vi.advanceTimersByTime(AD_PUSH_DELAY_MS - 1));
    expect(queue).toHaveLength(0);
    act(() => vi.advanceTimersByTime(1));
    expect(queue).toHaveLength(1);
    act(() => vi.advanceTimersByTime(10 * AD_PUSH_DELAY_MS));
    expect(queue).toHaveLength(1);
    expect(AD_PUSH_DELAY_MS).toBe(1500);
  });

  it('pushes nothing when advertising consent is revoked before the delay', () => {
    vi.useFakeTimers();
    storeConsent({ analytics: false, advertising: true });
    const queue: unknown[] = [];
    window.adsbygoogle = queue;
    renderSlot('ca-pub-1');
    act(() => void saveConsent({ analytics: false, advertising: false }));
    act(() => vi.advanceTimersByTime(AD_PUSH_DELAY_MS));
    expect(queue).toHaveLength(0);
  });

  it('keeps working without the ad library or when it throws', () => {
    vi.useFakeTimers();
    storeConsent({ analytics: false, advertising: true });
    renderSlot('ca-pub-1');
    expect(() => act(() => vi.advanceTimersByTime(AD_PUSH_DELAY_MS))).not.toThrow();
    const throwing: unknown[] = [];
    throwing.push = () => {
      throw new Error('adsbygoogle.push() error: No slot size');
    };
    window.adsbygoogle = throwing;
    renderSlot('ca-pub-1');
    expect(() => act(() => vi.advanceTimersByTime(AD_PUSH_DELAY_MS))).not.toThrow();
    expect(screen.getAllByRole('complementary', { name: 'Sponsored content' })).toHaveLength(2);
  });

  it('is part of the loading panel once advertising consent is given', () => {
    storeConsent({ analytics: false, advertising: true });
    render(withProviders(<LoadingPanel revealAfterMs={0} />));
    expect(slot()?.textContent).toContain(HOUSE_MESSAGE.title);
  });
});

describe('SponsoredSlot for members', () => {
  const plan = (subscription: unknown) => {
    let answer: (response: Response) => void = () => {};
    const pending = new Promise<Response>((resolve) => (answer = resolve));
    const calls = mockApi({ 'GET /api/subscription/u1': () => pending });
    return { calls, reply: () => answer(json({ subscription })) };
  };

  it('shows the free member the house message once their plan is known to be free', async () => {
    storeConsent({ analytics: false, advertising: true });
    const { calls, reply } = plan({ tier: 'free', status: 'active', is_premium: false });
    renderSlot(undefined, MEMBER);
    // Until the plan arrives nothing shows: the member may be one who paid not to see ads.
    expect(slot()).toBeNull();
    reply();
    await waitFor(() => expect(slot()?.textContent).toContain(HOUSE_MESSAGE.title));
    expect(calls.map((c) => c.url)).toEqual(['/api/subscription/u1']);
  });

  it('shows nothing while the session is still being restored', () => {
    storeConsent({ analytics: false, advertising: true });
    const calls = mockApi({});
    renderSlot(undefined, { ...SIGNED_OUT, loading: true });
    expect(slot()).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('shows a premium member no ad and makes no ad request (ad-free loading screens)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    storeConsent({ analytics: false, advertising: true });
    const queue: unknown[] = [];
    window.adsbygoogle = queue;
    const { calls, reply } = plan({ tier: 'premium', status: 'active', is_premium: true });
    renderSlot('ca-pub-1', MEMBER);
    reply();
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(async () => void (await vi.advanceTimersByTimeAsync(AD_PUSH_DELAY_MS * 2)));
    expect(slot()).toBeNull();
    expect(document.querySelector('ins.adsbygoogle')).toBeNull();
    expect(queue).toHaveLength(0);
  });
});
