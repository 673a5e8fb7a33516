import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { SIGNED_OUT, type AuthState } from '@/api/auth/useAuth';
import { json, mockApi, type ApiCall } from './mockApi';

/** A signed-in member whose lists start empty. */
export const MEMBER: AuthState = { ...SIGNED_OUT, user: { id: 'u1', email: 'ada@example.com' } };

/** Empty lists for {@link MEMBER}, and a favourite add that fails when `failing`. */
export function mockMemberLists(failing = false): ApiCall[] {
  return mockApi({
    'GET /api/favorites/u1': () => json({ favorites: [] }),
    'GET /api/watch-later/u1': () => json({ watchLaterItems: [] }),
    'POST /api/favorites': (call) =>
      failing ? json({ error: 'down' }, 500) : json({ favorite: { show_name: (call.body as { show_name: string }).show_name } }, 201),
  });
}

/**
 * Hearts the card titled `title` and checks what the spec asks of the toggle: the request names the
 * title, the buttons are disabled while it runs, and the heart ends pressed (or, when the call
 * fails, unpressed as before).
 */
export async function heartCard(calls: ApiCall[], title: string, expectPressed = true): Promise<void> {
  const card = await screen.findByRole('article', { name: title });
  const heart = within(card).getByRole('button', { name: 'Favorite' });
  expect(heart.getAttribute('aria-pressed')).toBe('false');
  fireEvent.click(heart);
  expect((heart as HTMLButtonElement).disabled).toBe(true);
  await waitFor(() => expect((heart as HTMLButtonElement).disabled).toBe(false));
  const post = calls.find((c) => c.method === 'POST' && c.url === '/api/favorites');
  expect((post?.body as { show_name?: string } | undefined)?.show_name).toBe(title);
  expect(heart.getAttribute('aria-pressed')).toBe(String(expectPressed));
}

/** Anonymous cards carry no save buttons. */
export function expectNoSaveButtons(title: string): void {
  const card = screen.getByRole('article', { name: title });
  expect(within(card).queryByRole('button', { name: 'Favorite' })).toBeNull();
}
