import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SIGNED_OUT } from '@/api/auth/useAuth';
import { renderApp } from '@/test/renderApp';

const nav = () => screen.getByRole('navigation', { name: 'Main' });

describe('the navigation bar and the account', () => {
  it('offers Sign In to a visitor', async () => {
    renderApp('/');
    await screen.findByRole('heading', { name: 'page:home' });
    expect(within(nav()).getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/auth');
  });

  it("opens a member's menu with Profile and Log out, and Log out signs out", async () => {
    const signOut = vi.fn(async () => {});
    renderApp('/', { auth: { ...SIGNED_OUT, user: { id: 'u1', email: 'ada@example.com' }, signOut } });
    await screen.findByRole('heading', { name: 'page:home' });
    const trigger = within(nav()).getByRole('button', { name: 'ada@example.com' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(within(nav()).getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe('/profile');
    fireEvent.click(within(nav()).getByRole('button', { name: 'Log out' }));
    expect(signOut).toHaveBeenCalledTimes(1);
  });
});
