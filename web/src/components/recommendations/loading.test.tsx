import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadingModal } from './LoadingModal';
import { LoadingPanel } from './LoadingPanel';
import { LoadingScreen } from './LoadingScreen';
import { AD_PUSH_DELAY_MS } from './SponsoredSlot';
import { GENRE_BLURBS, TV_TRIVIA } from './loadingContent';

const GENRES = GENRE_BLURBS.map((g) => g.genre);

afterEach(() => {
  vi.useRealTimers();
  delete window.adsbygoogle;
});

function shownGenres(): string[] {
  return screen.getAllByTestId('genre-blurb').map((item) => item.querySelector('strong')?.textContent ?? '');
}

describe('LoadingScreen', () => {
  it('shows the spec title and message word for word', () => {
    render(<LoadingScreen />);
    expect(screen.getByRole('heading', { name: 'Finding Perfect Matches...' })).toBeTruthy();
    expect(
      screen.getByText(
        "We're analyzing your favorite shows to find personalized recommendations. This usually takes about 15-20 seconds.",
      ),
    ).toBeTruthy();
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
  it('shows a spinner, trivia, genres, a labelled sponsored slot and tips', () => {
    render(<LoadingPanel title="Analyzing Your Cross-Media Preferences" />);
    expect(screen.getByRole('heading', { name: 'Analyzing Your Cross-Media Preferences' })).toBeTruthy();
    expect(screen.getByRole('status')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Did You Know?' })).toBeTruthy();
    expect(screen.getAllByTestId('trivia-fact')).toHaveLength(1);
    expect(shownGenres()).toHaveLength(3);
    const ad = screen.getByRole('complementary', { name: 'Sponsored content' });
    expect(ad.textContent).toContain('Sponsored');
    expect(screen.getByRole('heading', { name: 'Tips' })).toBeTruthy();
  });

  it('pushes the ad once, 1.5 s after mount, when the ad library is present', () => {
    vi.useFakeTimers();
    const queue: unknown[] = [];
    window.adsbygoogle = queue;
    render(<LoadingPanel />);
    act(() => vi.advanceTimersByTime(AD_PUSH_DELAY_MS - 1));
    expect(queue).toHaveLength(0);
    act(() => vi.advanceTimersByTime(1));
    expect(queue).toHaveLength(1);
    act(() => vi.advanceTimersByTime(10 * AD_PUSH_DELAY_MS));
    expect(queue).toHaveLength(1);
    expect(AD_PUSH_DELAY_MS).toBe(1500);
  });

  it('pushes nothing when unmounted before the delay', () => {
    vi.useFakeTimers();
    const queue: unknown[] = [];
    window.adsbygoogle = queue;
    const { unmount } = render(<LoadingPanel />);
    unmount();
    act(() => vi.advanceTimersByTime(AD_PUSH_DELAY_MS));
    expect(queue).toHaveLength(0);
  });

  it('keeps working without the ad library or when it throws', () => {
    vi.useFakeTimers();
    render(<LoadingPanel />);
    expect(() => act(() => vi.advanceTimersByTime(AD_PUSH_DELAY_MS))).not.toThrow();

    const throwing: unknown[] = [];
    throwing.push = () => {
      throw new Error('adsbygoogle.push() error: No slot size');
    };
    window.adsbygoogle = throwing;
    render(<LoadingPanel />);
    expect(() => act(() => vi.advanceTimersByTime(AD_PUSH_DELAY_MS))).not.toThrow();
    expect(screen.getAllByRole('complementary', { name: 'Sponsored content' })).toHaveLength(2);
  });
});

describe('LoadingModal', () => {
  it('is a modal dialog named by its title and takes focus', () => {
    render(<LoadingModal title="Finding Your Perfect TV Shows" message="This usually takes about 15-20 seconds." />);
    const dialog = screen.getByRole('dialog', { name: 'Finding Your Perfect TV Shows' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'This usually takes about 15-20 seconds.',
    );
    expect(document.activeElement).toBe(dialog);
  });

  it('renders nothing when closed and gives focus back when it closes', () => {
    const { rerender } = render(
      <>
        <button type="button">Find TV Show Recommendations</button>
        <LoadingModal title="Finding Your Perfect TV Shows" open={false} />
      </>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    const submit = screen.getByRole('button', { name: 'Find TV Show Recommendations' });
    submit.focus();

    rerender(
      <>
        <button type="button">Find TV Show Recommendations</button>
        <LoadingModal title="Finding Your Perfect TV Shows" open />
      </>,
    );
    expect(document.activeElement).toBe(screen.getByRole('dialog'));

    rerender(
      <>
        <button type="button">Find TV Show Recommendations</button>
        <LoadingModal title="Finding Your Perfect TV Shows" open={false} />
      </>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(submit);
  });

  it('shows extra content such as the couples joke', () => {
    render(
      <LoadingModal title="Finding Shows You'll Both Enjoy">
        <p>Analyzing preferences</p>
      </LoadingModal>,
    );
    expect(screen.getByRole('dialog').textContent).toContain('Analyzing preferences');
  });
});
