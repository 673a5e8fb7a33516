import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SIGNED_OUT, type AuthState } from '@/api/auth/useAuth';
import { toastStore } from '@/components/toast';
import { resetRequestDeduplication } from '@/lib/apiRequest';
import { MEMBER } from '@/test/cardSaveButtons';
import { json, mockApi, type ApiCall } from '@/test/mockApi';
import { preparePageTests } from '@/test/pageTestSetup';
import { recordToasts } from '@/test/recordToasts';
import { renderPage } from '@/test/renderApp';
import type { CoupleProfile } from '../api/coupleProfiles';

preparePageTests(() => import('./CouplesPage'));
vi.setConfig({ testTimeout: 15_000 });

afterEach(() => {
  vi.unstubAllGlobals();
  resetRequestDeduplication();
  act(() => toastStore.dismiss());
});

const SUBSCRIPTION = 'GET /api/subscription/u1';
const PROFILES = '/api/couple-profiles';
const UPSELL = 'Save couple profiles with Premium';
const plan = (isPremium: boolean) => () =>
  json({ subscription: { tier: isPremium ? 'pro' : 'free', status: 'active', is_premium: isPremium } });

const profile = (overrides: Partial<CoupleProfile> = {}): CoupleProfile => ({
  id: '0b6a4b5e-2f6a-4c39-9a53-0d8f0a3e4c11',
  name: 'Date night',
  person1Shows: 'Breaking Bad, The Wire',
  person2Shows: 'The Office',
  recommendationType: 'movies',
  updatedAt: '2025-01-02T03:04:05Z',
  ...overrides,
});

/**
 * A premium member's server holding `stored` profiles: GET lists them, POST saves (201, or 200
 * replacing a same-name profile), DELETE removes the first stored one. `post` overrides the save answer.
 */
function premiumServer(stored: CoupleProfile[], post?: (call: ApiCall) => Response) {
  let profiles = [...stored];
  let saved = 0;
  return mockApi({
    [SUBSCRIPTION]: plan(true),
    [`GET ${PROFILES}`]: () => json({ profiles }),
    [`POST ${PROFILES}`]: (call) => {
      if (post) return post(call);
      const body = call.body as Omit<CoupleProfile, 'id' | 'updatedAt'>;
      const old = profiles.find((p) => p.name.toLowerCase() === body.name.toLowerCase());
      // A replaced profile may come back under a new id: the list must still show it once.
      saved += 1;
      const profile = { ...body, id: `id-${saved}`, updatedAt: '2025-02-01T00:00:00Z' };
      profiles = [profile, ...profiles.filter((p) => p !== old)];
      return json({ profile }, old ? 200 : 201);
    },
    [`DELETE ${PROFILES}/${stored[0]?.id ?? 'none'}`]: () => {
      profiles = profiles.filter((p) => p.id !== stored[0]?.id);
      return json({ success: true });
    },
  });
}

async function openPage(auth: AuthState) {
  renderPage('/couple-recommendations', { auth });
  await screen.findByRole('heading', { level: 1, name: 'Couples Recommendations' });
}

/** The page for a premium member, once the plan is known and the section is there. */
async function openAsPremium() {
  await openPage(MEMBER);
  await screen.findByRole('region', { name: 'Saved couple profiles' });
}

const field = (name: string) => screen.getByLabelText(name) as HTMLTextAreaElement;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const section = () => screen.getByRole('region', { name: 'Saved couple profiles' });
const saveButton = () => within(section()).getByRole('button', { name: 'Save profile' }) as HTMLButtonElement;
const profileCalls = (calls: ApiCall[]) => calls.filter((c) => c.url.startsWith(PROFILES));

describe('saved couple profiles: premium member', () => {
  it('saves the two lists and the type under a name, and lists the profile', async () => {
    const toasts = recordToasts();
    const calls = premiumServer([]);
    await openAsPremium();
    expect(await within(section()).findByText('No saved couple profiles yet.')).toBeTruthy();

    // Disabled until both people have a title and the name is not blank.
    const name = within(section()).getByLabelText('Profile name') as HTMLInputElement;
    expect(name.maxLength).toBe(60);
    fireEvent.change(name, { target: { value: '  Date night ' } });
    expect(saveButton().disabled).toBe(true);
    type('Person 1: TV Shows You Love', 'Breaking Bad, , The Wire');
    type('Person 2: Movies You Love', 'The Office');
    expect(saveButton().disabled).toBe(false);
    fireEvent.change(name, { target: { value: '   ' } });
    expect(saveButton().disabled).toBe(true);
    fireEvent.change(name, { target: { value: '  Date night ' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Movie Recommendations' }));
    fireEvent.click(saveButton());

    const list = await within(section()).findByRole('list', { name: 'Saved couple profiles' });
    const post = calls.find((c) => c.method === 'POST' && c.url === PROFILES);
    expect(post?.body).toEqual({
      name: 'Date night',
      person1Shows: 'Breaking Bad, The Wire',
      person2Shows: 'The Office',
      recommendationType: 'movies',
    });
    const item = within(list).getByRole('listitem');
    expect(within(item).getByText('Date night')).toBeTruthy();
    expect(within(item).getByText('Movies · Breaking Bad, The Wire + The Office')).toBeTruthy();
    expect(within(section()).queryByText('No saved couple profiles yet.')).toBeNull();
    expect(toasts.raised).toContainEqual(expect.objectContaining({ title: 'Couple profile saved', description: 'Date night' }));
    // The name field is cleared for the next one; the couples search itself was not sent.
    expect(name.value).toBe('');
    expect(calls.some((c) => c.url === '/api/couple-recommendations')).toBe(false);
  });

  it('says a same-name save replaces the profile, and keeps one entry after it', async () => {
    const calls = premiumServer([profile()]);
    await openAsPremium();
    await within(section()).findByRole('list', { name: 'Saved couple profiles' });
    type('Person 1: TV Shows You Love', 'Dark');
    type('Person 2: TV Shows You Love', 'Lost');
    fireEvent.change(within(section()).getByLabelText('Profile name'), { target: { value: 'date NIGHT' } });
    expect(within(section()).getByText('Saving replaces your profile “Date night”.')).toBeTruthy();
    fireEvent.click(saveButton());
    await waitFor(() => expect(within(section()).getByText('TV · Dark + Lost')).toBeTruthy());
    expect(within(section()).getAllByRole('listitem')).toHaveLength(1);
    expect(profileCalls(calls).filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('"Use" fills both lists and the type without submitting', async () => {
    const toasts = recordToasts();
    const calls = premiumServer([profile(), profile({ id: 'other', name: 'Family', person1Shows: 'Bluey', person2Shows: 'Frozen', recommendationType: 'tv' })]);
    await openAsPremium();
    await within(section()).findByRole('list', { name: 'Saved couple profiles' });
    type('Person 1: Movies You Love', 'Heat');
    fireEvent.click(within(section()).getByRole('button', { name: 'Use couple profile Date night' }));

    expect(field('Person 1: TV Shows You Love').value).toBe('Breaking Bad, The Wire');
    expect(field('Person 1: Movies You Love').value).toBe('');
    expect(field('Person 2: TV Shows You Love').value).toBe('The Office');
    expect(field('Person 2: Movies You Love').value).toBe('');
    expect((screen.getByRole('radio', { name: 'Movie Recommendations' }) as HTMLInputElement).checked).toBe(true);
    // The name comes along, so saving again updates this profile.
    expect((within(section()).getByLabelText('Profile name') as HTMLInputElement).value).toBe('Date night');
    expect(toasts.titles()).toContain('Couple profile loaded');
    expect(calls.some((c) => c.url === '/api/couple-recommendations')).toBe(false);

    fireEvent.click(within(section()).getByRole('button', { name: 'Use couple profile Family' }));
    expect(field('Person 1: TV Shows You Love').value).toBe('Bluey');
    expect((screen.getByRole('radio', { name: 'TV Show Recommendations' }) as HTMLInputElement).checked).toBe(true);
  });

  it('deletes a profile after confirmation and shows the empty state', async () => {
    const toasts = recordToasts();
    const calls = premiumServer([profile()]);
    await openAsPremium();
    await within(section()).findByRole('list', { name: 'Saved couple profiles' });

    // Cancel keeps it; nothing is sent.
    fireEvent.click(within(section()).getByRole('button', { name: 'Delete couple profile Date night' }));
    fireEvent.click(within(screen.getByRole('alertdialog', { name: 'Delete couple profile?' })).getByRole('button', { name: 'Cancel' }));
    expect(profileCalls(calls).filter((c) => c.method === 'DELETE')).toHaveLength(0);

    fireEvent.click(within(section()).getByRole('button', { name: 'Delete couple profile Date night' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete couple profile?' });
    expect(dialog.textContent).toContain('“Date night” will be removed');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await within(section()).findByText('No saved couple profiles yet.')).toBeTruthy();
    expect(within(section()).queryByRole('list')).toBeNull();
    expect(profileCalls(calls).filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual([`${PROFILES}/${profile().id}`]);
    expect(toasts.raised).toContainEqual(expect.objectContaining({ title: 'Couple profile deleted', description: 'Date night' }));
  });

  it("shows the server's refusal (the 409 limit) and keeps what was typed", async () => {
    const limit = 'You can keep up to 20 couple profiles. Delete one to save another.';
    premiumServer([profile()], () => json({ error: limit, code: 'profile_limit' }, 409));
    await openAsPremium();
    await within(section()).findByRole('list', { name: 'Saved couple profiles' });
    type('Person 1: TV Shows You Love', 'Dark');
    type('Person 2: TV Shows You Love', 'Lost');
    fireEvent.change(within(section()).getByLabelText('Profile name'), { target: { value: 'One more' } });
    fireEvent.click(saveButton());
    expect(await screen.findByText(limit)).toBeTruthy();
    expect((within(section()).getByLabelText('Profile name') as HTMLInputElement).value).toBe('One more');
    expect(within(section()).getAllByRole('listitem')).toHaveLength(1);
  });

  it("shows the server's sentence when the list cannot be loaded", async () => {
    const premium = 'Saved couple profiles are a premium feature. Upgrade to keep your couple profiles.';
    mockApi({ [SUBSCRIPTION]: plan(true), [`GET ${PROFILES}`]: () => json({ error: premium, code: 'premium_required' }, 403) });
    await openAsPremium();
    expect((await within(section()).findByRole('alert')).textContent).toContain(premium);
    expect(within(section()).queryByText('No saved couple profiles yet.')).toBeNull();
  });
});

describe('saved couple profiles: others', () => {
  it('offers a free member Premium in one line and never calls the profiles API', async () => {
    let answer: (r: Response) => void = () => {};
    const calls = mockApi({ [SUBSCRIPTION]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    await openPage(MEMBER);
    await waitFor(() => expect(calls.some((c) => c.url === '/api/subscription/u1')).toBe(true));
    // While the plan is unknown nothing shows: the member may be one who paid.
    expect(screen.queryByRole('link', { name: UPSELL })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Saved couple profiles' })).toBeNull();

    answer(plan(false)());
    const upsell = await screen.findByRole('link', { name: UPSELL });
    expect(upsell.getAttribute('href')).toBe('/premium');
    expect(screen.queryByRole('region', { name: 'Saved couple profiles' })).toBeNull();
    expect(screen.queryByLabelText('Profile name')).toBeNull();
    expect(profileCalls(calls)).toHaveLength(0);
  });

  it('shows an anonymous visitor nothing and calls nothing', async () => {
    const calls = mockApi({});
    await openPage(SIGNED_OUT);
    type('Person 1: TV Shows You Love', 'Dark');
    type('Person 2: TV Shows You Love', 'Lost');
    expect(screen.queryByRole('link', { name: UPSELL })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Saved couple profiles' })).toBeNull();
    expect(screen.queryByText(/couple profile/i)).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('shows nothing while the session is still being restored, even once the plan is known', async () => {
    const calls = mockApi({ [SUBSCRIPTION]: plan(true) });
    await openPage({ ...MEMBER, loading: true });
    await waitFor(() => expect(calls.some((c) => c.url === '/api/subscription/u1')).toBe(true));
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.queryByRole('link', { name: UPSELL })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Saved couple profiles' })).toBeNull();
    expect(profileCalls(calls)).toHaveLength(0);
  });
});
