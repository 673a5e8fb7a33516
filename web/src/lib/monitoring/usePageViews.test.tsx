import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as monitoring from './index';
import { PAGE_VIEW_TITLE_WAIT_MS, usePageViews } from './usePageViews';

function Layout() {
  usePageViews();
  return null;
}

beforeEach(() => {
  vi.useFakeTimers();
  document.title = 'Start';
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('usePageViews', () => {
  it('records a view with the new page title once the page sets it, and one per route change', async () => {
    const titles: string[] = [];
    vi.spyOn(monitoring, 'trackPageView').mockImplementation(() => void titles.push(document.title));
    const router = createMemoryRouter([{ path: '*', element: <Layout /> }], { initialEntries: ['/'] });
    render(<RouterProvider router={router} />);
    act(() => vi.advanceTimersByTime(PAGE_VIEW_TITLE_WAIT_MS));
    expect(titles).toEqual(['Start']);

    await act(async () => router.navigate('/premium'));
    expect(titles).toEqual(['Start']);
    await act(async () => {
      document.title = 'Premium | Bingeable';
    });
    expect(titles).toEqual(['Start', 'Premium | Bingeable']);
    act(() => vi.advanceTimersByTime(PAGE_VIEW_TITLE_WAIT_MS));
    expect(titles).toHaveLength(2);

    // A route left before its title arrives is still counted, at once.
    await act(async () => router.navigate('/about-us'));
    await act(async () => router.navigate('/contact-us'));
    expect(titles).toEqual(['Start', 'Premium | Bingeable', 'Premium | Bingeable']);
  });

  it('records at once a page that set its title before the view effect ran (its chunk was loaded)', async () => {
    const titles: string[] = [];
    vi.spyOn(monitoring, 'trackPageView').mockImplementation(() => void titles.push(document.title));
    const router = createMemoryRouter([{ path: '*', element: <Layout /> }], { initialEntries: ['/'] });
    render(<RouterProvider router={router} />);
    act(() => vi.advanceTimersByTime(PAGE_VIEW_TITLE_WAIT_MS));
    expect(titles).toEqual(['Start']);

    document.title = 'Contact Us | Bingeable';
    await act(async () => router.navigate('/contact-us'));
    expect(titles).toEqual(['Start', 'Contact Us | Bingeable']);
    act(() => vi.advanceTimersByTime(PAGE_VIEW_TITLE_WAIT_MS));
    expect(titles).toHaveLength(2);
  });
});
