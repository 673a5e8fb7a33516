import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { LOADING_REVEAL_DELAY_MS } from '@/hooks/useDelayedFlag';
import { createQueryClient } from '@/lib/queryClient';
import { LoadingModal } from './LoadingModal';
import { LoadingPanel, type LoadingPanelProps } from './LoadingPanel';
import { LoadingScreen } from './LoadingScreen';
import { GENRE_BLURBS, TV_TRIVIA } from './loadingContent';

const GENRES = GENRE_BLURBS.map((g) => g.genre);

afterEach(() => {
  vi.useRealTimers();
});

/** The panel's sponsored slot asks for the member's plan, so it needs a query client. */
function renderPanel(props: LoadingPanelProps) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <LoadingPanel {...props} />
    </QueryClientProvider>,
  );
}

function shownGenres(): string[] {
  return screen.getAllByTestId('genre-blurb').map((item) => item.querySelector('strong')?.textContent ?? '');
}

describe('LoadingScreen', () => {
  it('shows the spec title and message word for word', () => {
    render(<LoadingScreen />);
    expect(screen.getByRole('heading', { name: 'Finding Perfect Matches...' })).toBeTruthy();
    expect(
      screen.getByText("We're analyzing your favorite shows to find personalized recommendations."),
    ).toBeTruthy();
    // The spec's '15-20 seconds' would be untrue for an engine that answers in milliseconds.
    expect(document.body.textContent).not.toMatch(/seconds/);
  });

  it('shows one trivia fact from the pool of eight and three distinct genres of the eleven', () => {
    expect(TV_TRIVIA).toHaveLength(8);
    expect(GENRES).toEqual([
      'Drama', 'Comedy', 'Sci-Fi', 'Fantasy', 'Thriller', 'Crime', 'Mystery', 'Horror', 'Documentary', 'Animation', 'Historical',
    ]);
    render(<LoadingScreen />);
    const facts = screen.getAllByTestId('trivia-fact');
    expect(facts).toHaveLength(1);
    expect(TV_TRIVIA).toContain(facts[0]?.textContent);
    const genres = shownGenres();
    expect(genres).toHaveLength(3);
    expect(new Set(genres).size).toBe(3);
    for (const genre of genres) expect(GENRES).toContain(genre);
  });

  it('draws the fact and genres at random', () => {
    // Near 1 each draw takes the pool's last slot: Historical first, then Drama (swapped there by
    // the first draw), then Comedy (swapped there by the second).
    vi.spyOn(Math, 'random').mockReturnValue(0.999);
    render(<LoadingScreen />);
    expect(screen.getByTestId('trivia-fact').textContent).toBe(TV_TRIVIA[7]);
    expect(shownGenres()).toEqual(['Historical', 'Drama', 'Comedy']);
  });

  it('keeps the same picks across re-renders', () => {
    const { rerender } = render(<LoadingScreen />);
    const before = [screen.getByTestId('trivia-fact').textContent, ...shownGenres()];
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    rerender(<LoadingScreen />);
    expect([screen.getByTestId('trivia-fact').textContent, ...shownGenres()]).toEqual(before);
  });
});

describe('LoadingPanel', () => {
  it('shows a spinner, trivia, genres and tips', () => {
    renderPanel({ title: 'Analyzing Your Cross-Media Preferences', revealAfterMs: 0 });
    expect(screen.getByRole('heading', { name: 'Analyzing Your Cross-Media Preferences' })).toBeTruthy();
    expect(screen.getByRole('status')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Did You Know?' })).toBeTruthy();
    expect(screen.getAllByTestId('trivia-fact')).toHaveLength(1);
    expect(shownGenres()).toHaveLength(3);
    // No advertising consent in this test: the sponsored slot is not there (SponsoredSlot tests).
    expect(screen.queryByRole('complementary', { name: 'Sponsored content' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Tips' })).toBeTruthy();
  });
});

describe('LoadingModal', () => {
  it('is a modal dialog named by its title and takes focus', () => {
    render(<LoadingModal title="Finding Your Perfect TV Shows" message="Blending both of your tastes..." revealAfterMs={0} />);
    const dialog = screen.getByRole('dialog', { name: 'Finding Your Perfect TV Shows' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Blending both of your tastes...',
    );
    expect(document.activeElement).toBe(dialog);
  });

  it('renders nothing when closed and gives focus back when it closes', () => {
    const { rerender } = render(
      <>
        <button type="button">Find TV Show Recommendations</button>
        <LoadingModal title="Finding Your Perfect TV Shows" open={false} revealAfterMs={0} />
      </>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    const submit = screen.getByRole('button', { name: 'Find TV Show Recommendations' });
    submit.focus();

    rerender(
      <>
        <button type="button">Find TV Show Recommendations</button>
        <LoadingModal title="Finding Your Perfect TV Shows" open revealAfterMs={0} />
      </>,
    );
    expect(document.activeElement).toBe(screen.getByRole('dialog'));

    rerender(
      <>
        <button type="button">Find TV Show Recommendations</button>
        <LoadingModal title="Finding Your Perfect TV Shows" open={false} revealAfterMs={0} />
      </>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(submit);
  });

  it('shows extra content such as the couples joke', () => {
    render(
      <LoadingModal title="Finding Shows You'll Both Enjoy" revealAfterMs={0}>
        <p>Analyzing preferences</p>
      </LoadingModal>,
    );
    expect(screen.getByRole('dialog').textContent).toContain('Analyzing preferences');
  });
});

describe('honest loading: nothing for an answer quicker than 400 ms', () => {
  it('the modal appears only once a request has run 400 ms', () => {
    vi.useFakeTimers();
    expect(LOADING_REVEAL_DELAY_MS).toBe(400);
    render(<LoadingModal title="Finding Your Perfect TV Shows" />);
    act(() => vi.advanceTimersByTime(LOADING_REVEAL_DELAY_MS - 1));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('dialog', { name: 'Finding Your Perfect TV Shows' })).toBeTruthy();
  });

  it('a request that ends before 400 ms never shows the modal, and the next one waits the full delay', () => {
    vi.useFakeTimers();
    const { rerender } = render(<LoadingModal title="Loading" open />);
    act(() => vi.advanceTimersByTime(300));
    rerender(<LoadingModal title="Loading" open={false} />);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(<LoadingModal title="Loading" open />);
    act(() => vi.advanceTimersByTime(LOADING_REVEAL_DELAY_MS - 1));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('dialog')).toBeTruthy();
    rerender(<LoadingModal title="Loading" open={false} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('the panel stays empty for 400 ms after it is mounted, then shows', () => {
    vi.useFakeTimers();
    renderPanel({ title: 'Finding Perfect Matches...' });
    act(() => vi.advanceTimersByTime(LOADING_REVEAL_DELAY_MS - 1));
    expect(screen.queryByRole('heading', { name: 'Finding Perfect Matches...' })).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('heading', { name: 'Finding Perfect Matches...' })).toBeTruthy();
  });
});
