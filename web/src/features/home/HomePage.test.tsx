import { act, fireEvent, screen, within, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { toastStore } from '@/components/toast';
import type { AuthState } from '@/api/auth/useAuth';
import { fakeRecommendationApi } from '@/test/fakeRecommendationApi';
import { renderPage } from '@/test/renderApp';
import { preparePageTests } from '@/test/pageTestSetup';

preparePageTests(() => import('./components/HomePage'));

// The TV screen reached after submit loads lists and auto-submits; answer it quietly.
beforeEach(() => {
  fakeRecommendationApi(() => ({ status: 200, body: { recommendations: [], favorites: [], watchLaterItems: [] } }));
});
afterEach(() => act(() => toastStore.dismiss()));

const SIGNED_IN: AuthState = { user: { id: 'u', email: 'u@example.com' }, session: null, loading: false, signOut: async () => {} };
const findButton = () => screen.findByRole('button', { name: 'Find Recommendations' });

describe('home page', () => {
  it('shows the two boxes, the platform banner with eight services and the three steps', async () => {
    renderPage('/');
    await findButton();
    expect(screen.getByLabelText('TV Shows You Love')).toBeTruthy();
    expect(screen.getByLabelText('Movies You Love')).toBeTruthy();
    const banner = screen.getByRole('region', { name: 'Find Shows Across All Major Platforms' });
    expect(within(banner).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Netflix', 'Prime', 'Disney+', 'Max (HBO)', 'Hulu', 'Apple TV+', 'Paramount+', 'Peacock',
    ]);
    const steps = screen.getByRole('region', { name: 'How it works' });
    expect(within(steps).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Enter Your Favorites', 'AI Analysis', 'Start Watching',
    ]);
    expect(screen.queryByLabelText('Add these TV shows and movies to my favorites list')).toBeNull();
    await waitFor(() => expect(document.title).toContain('Bingeable'));
  });

  it('holds the FAQ the nav links to as /#faq, each answer behind its question', async () => {
    renderPage('/');
    await findButton();
    const faq = screen.getByRole('region', { name: 'Frequently asked questions' });
    expect(faq.id).toBe('faq');
    const questions = within(faq).getAllByText(/\?$/);
    expect(questions.length).toBeGreaterThanOrEqual(5);
    expect(questions.every((q) => q.tagName === 'SUMMARY')).toBe(true);
  });

  it('scrolls to the FAQ when opened as /#faq, once the lazy page has drawn it', async () => {
    const scrolled: Element[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    try {
      renderPage('/#faq');
      await findButton();
      await waitFor(() => expect(scrolled.length).toBeGreaterThan(0));
      expect(new Set(scrolled.map((el) => el.id))).toEqual(new Set(['faq']));
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });

  it("toasts 'Input Required' and stays when both boxes are blank", async () => {
    const { router } = renderPage('/');
    const button = await findButton();
    expect(button.getAttribute('aria-disabled')).toBe('true');
    fireEvent.change(screen.getByLabelText('TV Shows You Love'), { target: { value: ' , ' } });
    fireEvent.click(button);
    expect(await screen.findByText('Input Required')).toBeTruthy();
    expect(screen.getByText('Please enter at least some TV shows or movies you enjoy.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('goes to /tv-recommendations with tv and movies, without enhance/exclude for visitors', async () => {
    const { router } = renderPage('/');
    await findButton();
    fireEvent.change(screen.getByLabelText('TV Shows You Love'), { target: { value: 'Breaking Bad, Dark ' } });
    fireEvent.change(screen.getByLabelText('Movies You Love'), { target: { value: 'Heat & Dust' } });
    fireEvent.click(await findButton());
    await screen.findByRole('heading', { level: 1, name: 'TV Show Recommendations' });
    expect(router.state.location.pathname).toBe('/tv-recommendations');
    expect(router.state.location.search).toBe('?tv=Breaking%20Bad%2C%20Dark&movies=Heat%20%26%20Dust');
  });

  it('adds enhance=true and exclude=true only when a signed-in user ticks them', async () => {
    const { router } = renderPage('/', { auth: SIGNED_IN });
    await findButton();
    fireEvent.change(screen.getByLabelText('TV Shows You Love'), { target: { value: 'Dark' } });
    fireEvent.click(screen.getByLabelText('Exclude current favorites from recommendations'));
    fireEvent.click(await findButton());
    await screen.findByRole('heading', { level: 1, name: 'TV Show Recommendations' });
    expect(router.state.location.search).toBe('?tv=Dark&movies=&exclude=true');
  });

  it('adds enhance=true when the favourites box is ticked', async () => {
    const { router } = renderPage('/', { auth: SIGNED_IN });
    await findButton();
    fireEvent.change(screen.getByLabelText('Movies You Love'), { target: { value: 'Heat' } });
    fireEvent.click(screen.getByLabelText('Add these TV shows and movies to my favorites list'));
    fireEvent.click(await findButton());
    await screen.findByRole('heading', { level: 1, name: 'TV Show Recommendations' });
    expect(router.state.location.search).toBe('?tv=&movies=Heat&enhance=true');
  });
});
