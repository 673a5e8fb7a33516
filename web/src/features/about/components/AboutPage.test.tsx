import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@/test/renderApp';

configure({ asyncUtilTimeout: 10_000 });

describe('about page', () => {
  it('tells the story, innovation and mission and lists three benefits', async () => {
    renderPage('/about-us');
    expect(await screen.findByRole('heading', { level: 1, name: 'About Bingeable' })).toBeTruthy();
    for (const name of ['Our Story', 'Our Innovation', 'Our Mission']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeTruthy();
    }
    expect(screen.getByText(/a couple sat down to watch something together/)).toBeTruthy();
    const benefits = screen.getByRole('heading', { level: 2, name: 'Why People Use Bingeable' }).parentElement as HTMLElement;
    expect(within(benefits).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Save Time',
      'Perfect for Couples',
      'Smart AI',
    ]);
    await waitFor(() => expect(document.title).toBe('About Us | Bingeable'));
  });
});
