import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SIGNED_OUT, type AuthState } from '@/api/auth/useAuth';
import { renderRoute } from '@/test/renderRoute';
import { ProtectedRoute } from './ProtectedRoute';

const guarded = (auth: AuthState) =>
  renderRoute(
    <ProtectedRoute>
      <h1>members only</h1>
    </ProtectedRoute>,
    '/profile',
    { auth },
  );

describe('ProtectedRoute', () => {
  it('shows a spinner while auth loads', () => {
    guarded({ ...SIGNED_OUT, loading: true });
    expect(screen.getByRole('status').textContent).toBe('Checking your session...');
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('shows the content to a signed-in user', () => {
    guarded({ ...SIGNED_OUT, user: { id: 'u1', email: 'ada@example.com' } });
    expect(screen.getByRole('heading', { name: 'members only' })).toBeTruthy();
  });

  it('sends anyone else to /auth, replacing the entry', async () => {
    const { router } = guarded(SIGNED_OUT);
    expect(await screen.findByRole('heading', { name: 'page:auth' })).toBeTruthy();
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
