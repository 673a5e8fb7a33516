import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SIGNED_OUT } from '@/api/auth/useAuth';
import { resetRequestDeduplication } from '@/lib/apiRequest';
import { json, mockApi } from '@/test/mockApi';
import { renderRoute } from '@/test/renderRoute';
import UnsubscribePage from './UnsubscribePage';

const PATH = '/api/weekly-picks/unsubscribe';
const BAD_LINK = 'This unsubscribe link is not valid. Sign in and turn weekly picks off on your profile instead.';

beforeEach(() => resetRequestDeduplication());
afterEach(() => vi.unstubAllGlobals());

describe('/weekly-picks/unsubscribe', () => {
  it("posts the link's member and token once, without signing in, and says it is done", async () => {
    const calls = mockApi({ [`POST ${PATH}`]: () => json({ success: true }) });
    renderRoute(<UnsubscribePage />, '/weekly-picks/unsubscribe?member=m-1&token=abc', { auth: SIGNED_OUT });
    expect(await screen.findByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeTruthy();
    const posts = calls.filter((c) => c.url.startsWith(PATH));
    expect(posts.map((c) => [c.method, c.url])).toEqual([['POST', `${PATH}?member=m-1&token=abc`]]);
    expect(screen.getByRole('link', { name: 'Your Profile' }).getAttribute('href')).toBe('/profile');
  });

  it("shows the server's sentence for a link that names nobody", async () => {
    mockApi({ [`POST ${PATH}`]: () => json({ error: BAD_LINK }, 404) });
    renderRoute(<UnsubscribePage />, '/weekly-picks/unsubscribe?member=x&token=y', { auth: SIGNED_OUT });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not unsubscribe');
    expect(alert.textContent).toContain(BAD_LINK);
  });
});
